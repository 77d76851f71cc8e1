/** Wall-clock time for rooms (activity, presence, chat timestamps); a test can supply its own. */
export interface RoomClock {
  now(): number;
}

export const ROOM_CLOCK = Symbol('ROOM_CLOCK');
export const systemClock: RoomClock = { now: () => Date.now() };
