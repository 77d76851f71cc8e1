import { ThrottlerStorageService } from '@nestjs/throttler';
import { createSeededRandom, randomInt } from '@truth-or-dare/prompt-banks';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { MemoryRateLimitStore } from './memory-rate-limit-store';

/** The limits' shapes the rooms use: chat-like (5 per 5 s), signal-like (300 per 10 s, here 20), and one without a block. */
const LIMITS = [
  { key: 'chat:player:a', ttl: 5_000, limit: 5, blockDuration: 5_000 },
  { key: 'chat:player:b', ttl: 5_000, limit: 5, blockDuration: 5_000 },
  { key: 'rtc:player:a', ttl: 10_000, limit: 20, blockDuration: 10_000 },
  { key: 'join:address', ttl: 60_000, limit: 3, blockDuration: 30_000 },
  { key: 'plain:address', ttl: 2_000, limit: 2, blockDuration: 0 },
] as const;

describe('MemoryRateLimitStore: sliding windows', () => {
  afterEach(() => {
    vi.useRealTimers();
  });

  it('answers every hit as the throttler’s own store does, on seeded sequences of bursts and pauses', async () => {
    vi.useFakeTimers({ now: 1_700_000_000_000 });
    const random = createSeededRandom(20261127);
    const reference = new ThrottlerStorageService();
    const store = new MemoryRateLimitStore();
    let blocked = 0;
    for (let hit = 0; hit < 20_000; hit += 1) {
      // Mostly bursts a few milliseconds apart, sometimes a pause of up to 12 s.
      vi.advanceTimersByTime(random() < 0.9 ? randomInt(random, 0, 400) : randomInt(random, 1_000, 12_000));
      const { key, ttl, limit, blockDuration } = LIMITS[
        randomInt(random, 0, LIMITS.length - 1)
      ] as (typeof LIMITS)[number];
      const expected = await reference.increment(key, ttl, limit, blockDuration, 'limit');
      const actual = await store.increment(key, ttl, limit, blockDuration);
      expect({ hit, ...actual }).toEqual({ hit, ...expected });
      if (actual.isBlocked) blocked += 1;
    }
    // The sequences reach both sides of every limit.
    expect(blocked).toBeGreaterThan(1_000);
    expect(blocked).toBeLessThan(19_000);
    reference.onApplicationShutdown();
    store.onApplicationShutdown();
  });

  it('blocks the sixth chat in 5 s, and counts again once the block is over', () => {
    let now = 0;
    const store = new MemoryRateLimitStore(() => now);
    const chat = () => store.count('chat:player:x', 5_000, 5, 5_000);
    for (let message = 1; message <= 5; message += 1)
      expect(chat()).toMatchObject({ totalHits: message, isBlocked: false });
    expect(chat()).toMatchObject({ isBlocked: true, timeToBlockExpire: 5 });
    now = 4_999;
    expect(chat().isBlocked).toBe(true);
    now = 5_000;
    expect(chat()).toMatchObject({ totalHits: 1, isBlocked: false });
    store.onApplicationShutdown();
  });

  it('forgets a counter once nothing in it counts', () => {
    let now = 0;
    const store = new MemoryRateLimitStore(() => now);
    store.count('chat:player:x', 5_000, 5, 5_000);
    store.count('join:address', 60_000, 30, 60_000);
    now = 5_000;
    store.sweep();
    expect(store.size).toBe(1);
    now = 60_000;
    store.sweep();
    expect(store.size).toBe(0);
    store.onApplicationShutdown();
  });
});

describe('MemoryRateLimitStore: fixed windows and held slots', () => {
  it('counts hits in a window that starts with its first hit and ends whole, a minute on', () => {
    let now = 1_000;
    const store = new MemoryRateLimitStore(() => now);
    expect(store.windowHits('wrong-code:a', 60_000)).toBe(0);
    store.addWindowHit('wrong-code:a', 60_000);
    now = 50_000;
    store.addWindowHit('wrong-code:a', 60_000);
    store.addWindowHit('wrong-code:b', 60_000);
    expect(store.windowHits('wrong-code:a', 60_000)).toBe(2);
    // The window began with the first hit, so the later one ends with it.
    now = 60_999;
    expect(store.windowHits('wrong-code:a', 60_000)).toBe(2);
    now = 61_000;
    expect(store.windowHits('wrong-code:a', 60_000)).toBe(0);
    expect(store.windowHits('wrong-code:b', 60_000)).toBe(1);
    now = 110_000;
    store.sweep();
    expect(store.size).toBe(0);
    store.onApplicationShutdown();
  });

  it('holds at most the limit of slots per key, frees one on release and forgets a key at zero', () => {
    const store = new MemoryRateLimitStore();
    expect([store.hold('stream:a', 2), store.hold('stream:a', 2), store.hold('stream:a', 2)]).toEqual([
      true,
      true,
      false,
    ]);
    expect(store.hold('stream:b', 2)).toBe(true);
    store.release('stream:a');
    expect(store.held('stream:a')).toBe(1);
    expect(store.hold('stream:a', 2)).toBe(true);
    for (const key of ['stream:a', 'stream:a', 'stream:b']) store.release(key);
    expect(store.size).toBe(0);
  });
});
