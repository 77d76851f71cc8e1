import { type DynamicModule, Module } from '@nestjs/common';
import { ThrottlerModule } from '@nestjs/throttler';
import type { AppConfig } from '../config/app-config';
import { MemoryRateLimitStore } from './memory-rate-limit-store';
import { RateLimitStore } from './rate-limit-store';
import { roomRateLimits } from './room-rate-limits';
import { StreamLimits } from './stream-limits';
import { SubscribeRateLimitGuard } from './subscribe-rate-limit.guard';
import { WrongCodeLimit } from './wrong-code-limit';

/**
 * Every limit of the API over one store of counters (docs/api.md#rate-limits): the rooms'
 * throttled routes (through the one global ThrottlerModule), the chat's lean handler, wrong room
 * codes, open streams and newsletter subscriptions. Global, like the configuration it reads.
 */
@Module({})
export class RateLimitModule {
  static forRoot(config: AppConfig): DynamicModule {
    const store = new MemoryRateLimitStore();
    return {
      module: RateLimitModule,
      global: true,
      imports: [ThrottlerModule.forRoot(roomRateLimits(config.rooms, store))],
      providers: [{ provide: RateLimitStore, useValue: store }, WrongCodeLimit, StreamLimits, SubscribeRateLimitGuard],
      exports: [RateLimitStore, WrongCodeLimit, StreamLimits, SubscribeRateLimitGuard],
    };
  }
}
