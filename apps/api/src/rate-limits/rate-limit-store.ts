import type { ThrottlerStorage } from '@nestjs/throttler';

/** What the throttler's storage answers for a hit. */
export type ThrottlerStorageRecord = Awaited<ReturnType<ThrottlerStorage['increment']>>;

/**
 * The counters behind every limit of the API, by key (a key names its limit and whom it counts),
 * kept in each instance's memory (docs/api.md#rate-limits). Three kinds: hits in a sliding window
 * under the throttler's rules (the guards, and the chat's lean handler), hits in a fixed window
 * that starts with its first hit (wrong room codes), and slots held open (event streams).
 */
export abstract class RateLimitStore implements ThrottlerStorage {
  /** The throttler's face of `count`. */
  increment(key: string, ttl: number, limit: number, blockDuration: number): Promise<ThrottlerStorageRecord> {
    return Promise.resolve(this.count(key, ttl, limit, blockDuration));
  }

  /**
   * Counts a hit: at most `limit` hits count per `ttl` ms; past it the key is blocked for
   * `blockDuration` ms, and its hits do not count while it is (with none, only the hit over the
   * limit is refused).
   */
  abstract count(key: string, ttl: number, limit: number, blockDuration: number): ThrottlerStorageRecord;

  /** Hits in the key's fixed window, which began with its first hit and lasts `windowMs`; 0 once it has ended. */
  abstract windowHits(key: string, windowMs: number): number;

  /** Counts a hit in the key's fixed window, beginning one when there is none. */
  abstract addWindowHit(key: string, windowMs: number): void;

  /** Takes one of the key's `limit` slots; false when all are held. */
  abstract hold(key: string, limit: number): boolean;

  /** Gives back a slot `hold` took. */
  abstract release(key: string): void;

  /** Slots of the key held now. */
  abstract held(key: string): number;
}
