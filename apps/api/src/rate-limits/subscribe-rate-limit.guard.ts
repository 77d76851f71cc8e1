import { Inject, Injectable } from '@nestjs/common';
import { Reflector } from '@nestjs/core';
import { ThrottlerGuard } from '@nestjs/throttler';
import type { AppConfig } from '../config/app-config';
import { APP_CONFIG } from '../config/app-config.token';
import { TOO_MANY_REQUESTS_MESSAGE } from '../http/error-answer';
import { RateLimitStore } from './rate-limit-store';

/**
 * At most RATE_LIMIT_SUBSCRIBE_PER_MINUTE subscriptions per client address per minute, answered
 * with 429 like the rooms' limits, counted in the same store under keys of its own (the guard's
 * keys hash the limit's name). It brings its own options because the one ThrottlerModule, global,
 * carries the rooms' limits (room-rate-limits.ts).
 */
@Injectable()
export class SubscribeRateLimitGuard extends ThrottlerGuard {
  constructor(@Inject(APP_CONFIG) config: AppConfig, storage: RateLimitStore, reflector: Reflector) {
    super(
      {
        errorMessage: TOO_MANY_REQUESTS_MESSAGE,
        throttlers: [{ name: 'subscribe', ttl: 60_000, limit: config.newsletter.subscribePerMinute }],
      },
      storage,
      reflector,
    );
  }
}
