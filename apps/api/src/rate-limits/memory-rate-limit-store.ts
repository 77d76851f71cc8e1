import type { OnApplicationShutdown } from '@nestjs/common';
import { RateLimitStore, type ThrottlerStorageRecord } from './rate-limit-store';

/** One key's hits: when each counted hit stops counting, oldest first. */
interface Counter {
  hits: number[];
  expiresAt: number;
  isBlocked: boolean;
  blockExpiresAt: number;
}

/** A fixed window: when it began and how many hits it counted. */
interface Window {
  readonly startedAt: number;
  readonly windowMs: number;
  hits: number;
}

/** Idle counters are forgotten this often, as the throttler's own store does. */
const SWEEP_INTERVAL_MS = 60_000;
/** Fixed windows kept at most between sweeps; past it, windows that have ended are dropped first. */
const MAX_WINDOWS = 10_000;

/**
 * Every limit's counters in this instance's memory. The sliding windows keep the throttler's own
 * store's rules (past the limit a key is blocked for `blockDuration`, and its hits do not count
 * while it is), at a fraction of its cost: a chat is counted on every message, and that store rebuilt
 * its array of hits, through two maps, on each (docs/decisions/0016-rooms-cost-fewer-writes.md).
 * A test compares the two on seeded sequences.
 *
 * A key belongs to one limit (`limitKey` names it, and the guard's own keys hash the limit's
 * name), so a counter is kept per key; each key's window is the same on every hit, which keeps
 * its hits in the order they expire.
 */
export class MemoryRateLimitStore extends RateLimitStore implements OnApplicationShutdown {
  private readonly counters = new Map<string, Counter>();
  private readonly windows = new Map<string, Window>();
  private readonly slots = new Map<string, number>();
  private sweeper: NodeJS.Timeout | undefined;

  constructor(private readonly now: () => number = Date.now) {
    super();
  }

  count(key: string, ttl: number, limit: number, blockDuration: number): ThrottlerStorageRecord {
    this.sweeper ??= setInterval(() => this.sweep(), SWEEP_INTERVAL_MS).unref();
    const now = this.now();
    let counter = this.counters.get(key);
    if (!counter) {
      counter = { hits: [], expiresAt: now + ttl, isBlocked: false, blockExpiresAt: 0 };
      this.counters.set(key, counter);
    }
    dropExpired(counter.hits, now);
    if (counter.expiresAt <= now) counter.expiresAt = now + ttl;
    const timeToExpire = seconds(counter.expiresAt - now);
    if (blockDuration <= 0) {
      const isBlocked = counter.hits.length >= limit;
      if (!isBlocked) counter.hits.push(now + ttl);
      const oldest = counter.hits[0];
      return {
        totalHits: counter.hits.length + (isBlocked ? 1 : 0),
        timeToExpire,
        isBlocked,
        timeToBlockExpire: isBlocked ? (oldest === undefined ? timeToExpire : seconds(oldest - now)) : 0,
      };
    }
    if (!counter.isBlocked) counter.hits.push(now + ttl);
    if (counter.hits.length > limit && !counter.isBlocked) {
      counter.isBlocked = true;
      counter.blockExpiresAt = now + blockDuration;
    }
    const timeToBlockExpire = seconds(counter.blockExpiresAt - now);
    if (timeToBlockExpire <= 0 && counter.isBlocked) {
      // The block is over: counting starts again with this hit.
      counter.isBlocked = false;
      counter.hits = [now + ttl];
    }
    return { totalHits: counter.hits.length, timeToExpire, isBlocked: counter.isBlocked, timeToBlockExpire };
  }

  windowHits(key: string, windowMs: number): number {
    return this.currentWindow(key, windowMs)?.hits ?? 0;
  }

  addWindowHit(key: string, windowMs: number): void {
    const window = this.currentWindow(key, windowMs);
    if (window) {
      window.hits += 1;
      return;
    }
    this.sweeper ??= setInterval(() => this.sweep(), SWEEP_INTERVAL_MS).unref();
    if (this.windows.size >= MAX_WINDOWS) this.forgetEndedWindows(this.now());
    this.windows.set(key, { startedAt: this.now(), windowMs, hits: 1 });
  }

  hold(key: string, limit: number): boolean {
    const held = this.slots.get(key) ?? 0;
    if (held >= limit) return false;
    this.slots.set(key, held + 1);
    return true;
  }

  release(key: string): void {
    const held = (this.slots.get(key) ?? 0) - 1;
    if (held > 0) this.slots.set(key, held);
    else this.slots.delete(key);
  }

  held(key: string): number {
    return this.slots.get(key) ?? 0;
  }

  onApplicationShutdown(): void {
    clearInterval(this.sweeper);
    this.sweeper = undefined;
    this.counters.clear();
    this.windows.clear();
  }

  /** Forgets the counters and windows with nothing left to count. */
  sweep(now = this.now()): void {
    this.forgetEndedWindows(now);
    for (const [key, counter] of this.counters) {
      if (counter.isBlocked && counter.blockExpiresAt > now) continue;
      if (counter.expiresAt > now) continue;
      if (counter.hits.some((expiresAt) => expiresAt > now)) continue;
      this.counters.delete(key);
    }
  }

  /** Keys with anything counted or held, for tests. */
  get size(): number {
    return this.counters.size + this.windows.size + this.slots.size;
  }

  private currentWindow(key: string, windowMs: number): Window | undefined {
    const window = this.windows.get(key);
    if (window && this.now() - window.startedAt >= windowMs) {
      this.windows.delete(key);
      return undefined;
    }
    return window;
  }

  private forgetEndedWindows(now: number): void {
    for (const [key, window] of this.windows) if (now - window.startedAt >= window.windowMs) this.windows.delete(key);
  }
}

function dropExpired(hits: number[], now: number): void {
  let expired = 0;
  while (expired < hits.length && (hits[expired] as number) <= now) expired += 1;
  if (expired > 0) hits.splice(0, expired);
}

/** Whole seconds, rounded up, as the throttler reports them. */
function seconds(milliseconds: number): number {
  return Math.ceil(milliseconds / 1000);
}
