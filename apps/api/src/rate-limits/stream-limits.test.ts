import { describe, expect, it } from 'vitest';
import type { AppConfig } from '../config/app-config';
import { MemoryRateLimitStore } from './memory-rate-limit-store';
import { StreamLimits } from './stream-limits';

function streamLimits(perRoom: number, perAddress: number) {
  const store = new MemoryRateLimitStore();
  const config = { rooms: { streamLimitPerRoom: perRoom, streamLimitPerAddress: perAddress } } as AppConfig;
  return { limits: new StreamLimits(store, config), store };
}

describe('StreamLimits', () => {
  it('caps streams per address in one room and in all rooms, and frees a slot on release', () => {
    const { limits } = streamLimits(2, 3);
    const a1 = limits.acquire('198.51.100.1', 'room-a');
    const a2 = limits.acquire('198.51.100.1', 'room-a');
    expect(a1 && a2).toBeTruthy();
    expect(limits.acquire('198.51.100.1', 'room-a')).toBeNull();
    expect(limits.acquire('198.51.100.2', 'room-a')).not.toBeNull();
    expect(limits.acquire('198.51.100.1', 'room-b')).not.toBeNull();
    expect(limits.acquire('198.51.100.1', 'room-c')).toBeNull();
    limits.release(a1!);
    expect(limits.openBy('198.51.100.1')).toBe(2);
    expect(limits.acquire('198.51.100.1', 'room-a')).not.toBeNull();
  });

  it('gives back the address slot when the room is full, and forgets an address once it holds nothing', () => {
    const full = streamLimits(1, 5);
    expect(full.limits.acquire('198.51.100.1', 'room')).not.toBeNull();
    expect(full.limits.acquire('198.51.100.1', 'room')).toBeNull();
    expect(full.limits.openBy('198.51.100.1')).toBe(1);

    const { limits, store } = streamLimits(1, 1);
    const slot = limits.acquire('198.51.100.1', 'room');
    limits.release(slot!);
    expect(limits.openBy('198.51.100.1')).toBe(0);
    expect(store.size).toBe(0);
  });
});
