import type { RoomSeat, RoomSocketCall, RtcSignal } from '@truth-or-dare/room-protocol';
import { createContext, type ComponentType } from 'react';

/** What the room's game page hands the call (docs/architecture.md, "Video calls"). */
export interface RoomCallProps {
  readonly roomId: string;
  readonly seat: RoomSeat;
  /** Who is in the room's call, in the order they joined, as the room's stream reports it. */
  readonly participants: readonly string[];
  /** Whose turn it is: their tile is the big one. */
  readonly turnPlayer: string | null;
  /** Delivers the `rtcSignal` events addressed to this player; returns the unsubscribe. */
  readonly subscribeSignals: (listener: (signal: RtcSignal) => void) => () => void;
  /**
   * Makes one of the room's calls as this player on the room's connection (its socket, or a
   * request): resolves with the answer's body, rejects with a RoomRequestError.
   */
  readonly sendCall: (call: RoomSocketCall, body: unknown) => Promise<unknown>;
}

/**
 * The call, as the app shell provides it to the room's game page: a feature never imports
 * another, so the router composes the two (app/room-call-provider.tsx). Null: no call offered.
 */
export const RoomCallSlot = createContext<ComponentType<RoomCallProps> | null>(null);
