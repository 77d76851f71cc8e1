import { Inject, Injectable } from '@nestjs/common';
import { Reflector } from '@nestjs/core';
import { ThrottlerGuard, type ThrottlerStorage } from '@nestjs/throttler';
import type { AppConfig } from '../config/app-config';
import { APP_CONFIG } from '../config/app-config.token';
import { TOO_MANY_REQUESTS_MESSAGE } from '../http/error-answer';

/** The counters of the subscribe limit, kept apart from the rooms' limits. */
export const SUBSCRIBE_THROTTLER_STORAGE = Symbol('SUBSCRIBE_THROTTLER_STORAGE');

/**
 * At most RATE_LIMIT_SUBSCRIBE_PER_MINUTE subscriptions per client address per minute, answered
 * with 429 like the rooms' limits. It brings its own options rather than a second
 * ThrottlerModule.forRoot, because ThrottlerModule is global and the rooms module owns it.
 */
@Injectable()
export class SubscribeRateLimitGuard extends ThrottlerGuard {
  constructor(
    @Inject(APP_CONFIG) config: AppConfig,
    @Inject(SUBSCRIBE_THROTTLER_STORAGE) storage: ThrottlerStorage,
    reflector: Reflector,
  ) {
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
