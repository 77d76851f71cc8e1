import { msg } from '@lingui/core/macro';
import type { MessageDescriptor } from '@lingui/core';

/**
 * What needs the host, for the badge on the phone's Room button. A locked room refuses joins
 * without telling anyone, so the room cannot know someone is waiting; what it does know is that a
 * player left (a dropped connection, a reload gone wrong) while it was locked, and cannot come
 * back until the host unlocks it. And a settings change the server refused.
 */
export type HostAttention = 'leftWhileLocked' | 'settingsRefused';

export const HOST_ATTENTION_TEXT: Record<HostAttention, MessageDescriptor> = {
  leftWhileLocked: msg`Someone left while the room is locked: unlock it to let them back in.`,
  settingsRefused: msg`Your last settings change didn't go through.`,
};

/** The players the host last knew of in the locked room; null while it is open. */
export interface LockWatch {
  readonly lockedWith: number | null;
}

export const OPEN_ROOM: LockWatch = { lockedWith: null };

/** The watch after the room's latest state: it starts counting when the room locks, and stops when it opens. */
export function watchLock(watch: LockWatch, locked: boolean, players: number): LockWatch {
  if (!locked) return watch.lockedWith === null ? watch : OPEN_ROOM;
  return watch.lockedWith === null ? { lockedWith: players } : watch;
}

/** What needs the host now, the departure first. */
export function hostAttention(
  watch: LockWatch,
  room: { locked: boolean; players: number },
  refusalUnseen: boolean,
): HostAttention | null {
  if (room.locked && watch.lockedWith !== null && room.players < watch.lockedWith) return 'leftWhileLocked';
  return refusalUnseen ? 'settingsRefused' : null;
}
