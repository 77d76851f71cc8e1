import { HttpException, HttpStatus, Inject, Injectable } from '@nestjs/common';
import { APP_CONFIG } from '../config/app-config.token';
import type { AppConfig } from '../config/app-config';
import { TOO_MANY_REQUESTS_MESSAGE } from '../http/error-answer';
import { RateLimitStore } from './rate-limit-store';

const WINDOW_MS = 60_000;

/**
 * Counts room codes that found no room, per client address and minute, so codes cannot be
 * enumerated: 10 a minute is 14,400 guesses a day against about 887 million codes
 * (docs/api.md#find-a-room-by-code). The minute starts with the first wrong code.
 */
@Injectable()
export class WrongCodeLimit {
  private readonly limit: number;

  constructor(
    private readonly store: RateLimitStore,
    @Inject(APP_CONFIG) config: AppConfig,
  ) {
    this.limit = config.rooms.wrongCodesPerMinute;
  }

  /** 429 once this address has used up its wrong codes for the current minute. */
  assertAllowed(address: string): void {
    if (this.store.windowHits(keyOf(address), WINDOW_MS) >= this.limit)
      throw new HttpException(TOO_MANY_REQUESTS_MESSAGE, HttpStatus.TOO_MANY_REQUESTS);
  }

  recordMiss(address: string): void {
    this.store.addWindowHit(keyOf(address), WINDOW_MS);
  }
}

function keyOf(address: string): string {
  return `wrong-code:${address}`;
}
