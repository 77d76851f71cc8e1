import type { RoomCommand } from './room-rules';

/**
 * Who may send a room command, and what the call that sent it answers: one row per command of
 * `applyRoomCommand` (room-rules.ts), so a new command cannot be added without saying both.
 *
 * - `sender`: `visitor`, anyone with the room's link (joining); `player`, a seated player with
 *   their token; `host`, the room's host with their token (the rules refuse anyone else);
 *   `system`, the server's own presence sweep and turn timer.
 * - `needsSeat`: the sender's seat must still be in the room when the command runs under the
 *   room's lock, else the call answers as an unknown token would. Leaving (the room or its call)
 *   does not need one: leaving twice is no error.
 * - `answersWithChats`: the answer carries the room's recent chat; callers that never show it
 *   (leaving, the call, the server's timers) spare the read.
 */
export interface RoomCommandTerms {
  readonly sender: 'visitor' | 'player' | 'host' | 'system';
  readonly needsSeat: boolean;
  readonly answersWithChats: boolean;
}

export const ROOM_COMMAND_TERMS: { readonly [Type in RoomCommand['type']]: RoomCommandTerms } = {
  join: { sender: 'visitor', needsSeat: false, answersWithChats: true },
  takeTurn: { sender: 'player', needsSeat: true, answersWithChats: true },
  pass: { sender: 'player', needsSeat: true, answersWithChats: true },
  leave: { sender: 'player', needsSeat: false, answersWithChats: false },
  joinCall: { sender: 'player', needsSeat: true, answersWithChats: false },
  leaveCall: { sender: 'player', needsSeat: false, answersWithChats: false },
  removePlayer: { sender: 'host', needsSeat: true, answersWithChats: true },
  skipTurn: { sender: 'host', needsSeat: true, answersWithChats: true },
  setLocked: { sender: 'host', needsSeat: true, answersWithChats: true },
  handHost: { sender: 'host', needsSeat: true, answersWithChats: true },
  changeSettings: { sender: 'host', needsSeat: true, answersWithChats: true },
  addPrompt: { sender: 'host', needsSeat: true, answersWithChats: true },
  timeOut: { sender: 'system', needsSeat: false, answersWithChats: false },
  turnTimeout: { sender: 'system', needsSeat: false, answersWithChats: false },
};
