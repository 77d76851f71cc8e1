import { HttpException, HttpStatus, Inject, Injectable } from '@nestjs/common';
import { APP_CONFIG } from '../../config/app-config.token';
import type { AppConfig } from '../../config/app-config';
import { CLOCK, type Clock } from '../../clock/clock';
import { TOO_MANY_REQUESTS_MESSAGE } from '../../http/error-answer';

const WINDOW_MS = 60_000;
/** Addresses remembered at most; past it, windows that have ended are dropped. */
const MAX_ADDRESSES = 10_000;

/**
 * Counts room codes that found no room, per client address and minute, so codes cannot be
 * enumerated: 10 a minute is 14,400 guesses a day against about 887 million codes
 * (docs/api.md#find-a-room-by-code). Counters live in each instance's memory.
 */
@Injectable()
export class WrongCodeLimit {
  private readonly misses = new Map<string, { windowStart: number; count: number }>();
  private readonly limit: number;

  constructor(
    @Inject(APP_CONFIG) config: AppConfig,
    @Inject(CLOCK) private readonly clock: Clock,
  ) {
    this.limit = config.rooms.wrongCodesPerMinute;
  }

  /** 429 once this address has used up its wrong codes for the current minute. */
  assertAllowed(address: string): void {
    const entry = this.current(address);
    if (entry && entry.count >= this.limit)
      throw new HttpException(TOO_MANY_REQUESTS_MESSAGE, HttpStatus.TOO_MANY_REQUESTS);
  }

  recordMiss(address: string): void {
    const entry = this.current(address);
    if (entry) entry.count += 1;
    else {
      if (this.misses.size >= MAX_ADDRESSES) this.forgetEnded();
      this.misses.set(address, { windowStart: this.clock.now(), count: 1 });
    }
  }

  private current(address: string): { windowStart: number; count: number } | undefined {
    const entry = this.misses.get(address);
    if (entry && this.clock.now() - entry.windowStart >= WINDOW_MS) {
      this.misses.delete(address);
      return undefined;
    }
    return entry;
  }

  private forgetEnded(): void {
    const now = this.clock.now();
    for (const [address, entry] of this.misses) if (now - entry.windowStart >= WINDOW_MS) this.misses.delete(address);
  }
}
