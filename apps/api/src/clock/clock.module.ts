import { type DynamicModule, Global, Module } from '@nestjs/common';
import { CLOCK, systemClock, type Clock } from './clock';

/** The app-wide clock provider; tests pass their own clock to createApp. */
@Global()
@Module({})
export class ClockModule {
  static forRoot(clock: Clock = systemClock): DynamicModule {
    return { module: ClockModule, providers: [{ provide: CLOCK, useValue: clock }], exports: [CLOCK] };
  }
}
