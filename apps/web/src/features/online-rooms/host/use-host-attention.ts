import type { RoomState } from '@truth-or-dare/room-protocol';
import { useState } from 'react';
import type { RoomSession } from '../session/use-room-session';
import { type HostAttention, hostAttention, OPEN_ROOM, watchLock } from './host-attention';

/**
 * What needs the host (host-attention.ts) until they have looked: `acknowledge` when they close
 * the room's tools, `expectDeparture` when they remove a player themselves.
 */
export function useHostAttention(room: RoomState, session: Pick<RoomSession, 'isHost' | 'settingsError'>) {
  const players = room.username.length;
  const [watch, setWatch] = useState(() => watchLock(OPEN_ROOM, room.locked, players));
  const [seenRefusal, setSeenRefusal] = useState<unknown>(null);
  const next = watchLock(watch, room.locked, players);
  if (next !== watch) setWatch(next);

  const refusal = session.settingsError;
  const attention: HostAttention | null = session.isHost
    ? hostAttention(next, { locked: room.locked, players }, refusal !== null && refusal !== seenRefusal)
    : null;

  return {
    attention,
    acknowledge() {
      setWatch(watchLock(OPEN_ROOM, room.locked, players));
      setSeenRefusal(refusal);
    },
    expectDeparture() {
      setWatch((current) => (current.lockedWith === null ? current : { lockedWith: current.lockedWith - 1 }));
    },
  };
}
