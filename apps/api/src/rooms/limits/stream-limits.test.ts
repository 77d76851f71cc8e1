import { describe, expect, it } from 'vitest';
import { StreamLimits } from './stream-limits';

describe('StreamLimits', () => {
  it('caps streams per address in one room and in all rooms, and frees a slot on release', () => {
    const limits = new StreamLimits(2, 3);
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

  it('forgets an address once it holds nothing', () => {
    const limits = new StreamLimits(1, 1);
    const slot = limits.acquire('198.51.100.1', 'room');
    limits.release(slot!);
    expect(limits.openBy('198.51.100.1')).toBe(0);
    expect(
      (limits as unknown as { perAddress: Map<string, number>; perRoom: Map<string, number> }).perAddress.size,
    ).toBe(0);
    expect((limits as unknown as { perRoom: Map<string, number> }).perRoom.size).toBe(0);
  });
});
