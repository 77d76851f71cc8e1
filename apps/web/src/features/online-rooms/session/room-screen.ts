import type { RoomSeat } from '@truth-or-dare/room-protocol';

/**
 * What a screen does at the session's turning points: the machine names these actions and the
 * hook gives them with provide() (docs/decisions/0003-game-machines-and-screens.md). A screen
 * leaves out what it does not do.
 */
export interface RoomScreen {
  keepSeat?(roomId: string, seat: RoomSeat): void;
  forgetSeat?(roomId: string): void;
  /** Gives the seat up on the server and forgets it: the player left on purpose. */
  giveSeatUp?(roomId: string, seat: RoomSeat | null): void;
  /** The tab is closing or reloading: the seat is given up on the server but kept to sit down again. */
  leaveOnUnload?(roomId: string, seat: RoomSeat): void;
  reloadPage?(): void;
  goHome?(): void;
  askForName?(roomId: string): void;
  alert?(message: string): void;
}
