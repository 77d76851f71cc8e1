import { describe, expect, it } from 'vitest';
import { SeatCache } from './seat-cache';

const ana = { id: 1, roomId: 'room-a', username: 'Ana' };
const ben = { id: 2, roomId: 'room-a', username: 'Ben' };
const cy = { id: 3, roomId: 'room-b', username: 'Cy' };

describe('SeatCache', () => {
  it('answers a remembered seat by its token hash', () => {
    const seats = new SeatCache();
    seats.remember('hash-ana', ana, seats.generation);
    expect(seats.get('hash-ana')).toEqual(ana);
    expect(seats.get('hash-ben')).toBeUndefined();
  });

  it('forgets everything when paused, keeps nothing until resumed, and drops lookups that straddled the pause', () => {
    const seats = new SeatCache();
    seats.remember('hash-ana', ana, seats.generation);
    const before = seats.generation;
    seats.pause();
    expect(seats.get('hash-ana')).toBeUndefined();
    seats.remember('hash-ben', ben, seats.generation);
    expect(seats.get('hash-ben')).toBeUndefined();
    expect(seats.size).toBe(0);
    seats.resume();
    seats.remember('hash-cy', cy, before);
    expect(seats.get('hash-cy')).toBeUndefined();
    seats.remember('hash-cy', cy, seats.generation);
    expect(seats.get('hash-cy')).toEqual(cy);
  });

  it('forgets a player whose seat goes, and only them', () => {
    const seats = new SeatCache();
    seats.remember('hash-ana', ana, seats.generation);
    seats.remember('hash-ben', ben, seats.generation);
    seats.forgetPlayer(ana.id);
    expect(seats.get('hash-ana')).toBeUndefined();
    expect(seats.get('hash-ben')).toEqual(ben);
  });

  it('forgets every seat of a room that goes, and no other room', () => {
    const seats = new SeatCache();
    for (const [hash, seat] of [
      ['hash-ana', ana],
      ['hash-ben', ben],
      ['hash-cy', cy],
    ] as const)
      seats.remember(hash, seat, seats.generation);
    seats.forgetRoom('room-a');
    expect(seats.get('hash-ana')).toBeUndefined();
    expect(seats.get('hash-ben')).toBeUndefined();
    expect(seats.get('hash-cy')).toEqual(cy);
    expect(seats.size).toBe(1);
  });

  it('does not put back a seat read before a removal that happened while the lookup ran', () => {
    const seats = new SeatCache();
    const before = seats.generation;
    // The lookup read Ana's row, then her seat was removed before the lookup finished.
    seats.forgetPlayer(ana.id);
    seats.remember('hash-ana', ana, before);
    expect(seats.get('hash-ana')).toBeUndefined();
    // A lookup started after the removal may remember again.
    seats.remember('hash-ben', ben, seats.generation);
    expect(seats.get('hash-ben')).toEqual(ben);
  });

  it('stays within its capacity, dropping the oldest seat first', () => {
    const seats = new SeatCache(2);
    seats.remember('hash-ana', ana, seats.generation);
    seats.remember('hash-ben', ben, seats.generation);
    seats.remember('hash-cy', cy, seats.generation);
    expect(seats.size).toBe(2);
    expect(seats.get('hash-ana')).toBeUndefined();
    expect(seats.get('hash-cy')).toEqual(cy);
    // The dropped seat no longer answers to its id either: forgetting it changes nothing else.
    seats.forgetPlayer(ana.id);
    expect(seats.get('hash-ben')).toEqual(ben);
  });
});
