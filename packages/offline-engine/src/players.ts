import { nextTurnIndex, normalizePlayerName, turnIndexAfterLeave, type Address } from '@truth-or-dare/prompt-banks';

/** Players carry an id so per-player facts (the pass, the address) survive removals and duplicate names. */
export interface OfflinePlayer {
  readonly id: number;
  readonly name: string;
  /** How prompts speak to this player in languages with a gendered "you" (docs/decisions/0023-languages.md). */
  readonly address: Address;
}

export { normalizePlayerName };

export function isPlayerIndex(players: readonly OfflinePlayer[], index: number): boolean {
  return Number.isInteger(index) && index >= 0 && index < players.length;
}

/** Clockwise, wrapping from the last player to the first. */
export const nextPlayerIndex = nextTurnIndex;

export interface PlayerRemoval {
  readonly players: readonly OfflinePlayer[];
  readonly currentPlayerIndex: number;
  /** The player whose turn it was is gone: the screen's prompt belonged to them. */
  readonly removedCurrent: boolean;
}

/**
 * Keeps the turn with the same person: a player removed before the current one shifts the
 * index down; removing the current player hands the turn to the next one (wrapping).
 */
export function removePlayer(
  players: readonly OfflinePlayer[],
  currentPlayerIndex: number,
  index: number,
): PlayerRemoval {
  return {
    players: players.filter((_, i) => i !== index),
    currentPlayerIndex: turnIndexAfterLeave(currentPlayerIndex, index, players.length),
    removedCurrent: index === currentPlayerIndex,
  };
}

export function hasPlayerId(players: readonly OfflinePlayer[], playerId: number): boolean {
  return players.some((player) => player.id === playerId);
}

/** The roster with one player's address changed; the others, and the order, stay as they were. */
export function withPlayerAddress(
  players: readonly OfflinePlayer[],
  playerId: number,
  address: Address,
): readonly OfflinePlayer[] {
  return players.map((player) => (player.id === playerId ? { ...player, address } : player));
}
