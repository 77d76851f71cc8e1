import type { SnapshotFrom } from 'xstate';
import { currentPlayerCanPass, type OfflineGameMachine } from './offline-game-machine';
import { findOfflineMode, type OfflineMode } from './modes';
import type { OfflinePlayer } from './players';
import { promptTextFor } from '@truth-or-dare/prompt-banks/address-forms';
import type { OfflinePrompt } from './prompts';
import { MIN_PLAYERS_TO_START, TURN_HEADING_SUFFIX } from './rules';

export type OfflineGameSnapshot = SnapshotFrom<OfflineGameMachine>;

export function selectIsPlaying(snapshot: OfflineGameSnapshot): boolean {
  return snapshot.matches('playing');
}

export function selectIsCountingDown(snapshot: OfflineGameSnapshot): boolean {
  return snapshot.matches({ playing: 'countingDown' });
}

/** Truth, Dare and Next Turn are all disabled during the countdown (docs/product.md#offline-turns). */
export function selectButtonsDisabled(snapshot: OfflineGameSnapshot): boolean {
  return selectIsCountingDown(snapshot);
}

/** Start Game is enabled once at least one player exists and a mode is chosen (docs/product.md#offline-setup). */
export function selectCanStart(snapshot: OfflineGameSnapshot): boolean {
  return (
    snapshot.matches('setup') &&
    snapshot.context.players.length >= MIN_PLAYERS_TO_START &&
    snapshot.context.modeId !== null
  );
}

export function selectPlayers(snapshot: OfflineGameSnapshot): readonly OfflinePlayer[] {
  return snapshot.context.players;
}

export function selectSelectedMode(snapshot: OfflineGameSnapshot): OfflineMode | null {
  const { modeId } = snapshot.context;
  return modeId === null ? null : (findOfflineMode(modeId) ?? null);
}

/** The player whose turn it is; null outside a game. */
export function selectCurrentPlayerName(snapshot: OfflineGameSnapshot): string | null {
  if (!selectIsPlaying(snapshot)) return null;
  return snapshot.context.players[snapshot.context.currentPlayerIndex]?.name ?? null;
}

/** "{name}'s Turn"; null outside a game. */
export function selectTurnHeading(snapshot: OfflineGameSnapshot): string | null {
  const name = selectCurrentPlayerName(snapshot);
  return name === null ? null : `${name}${TURN_HEADING_SUFFIX}`;
}

/** The dealt prompt in the form of the player whose turn it is (docs/decisions/0023-languages.md). */
export function selectPrompt(snapshot: OfflineGameSnapshot): OfflinePrompt | null {
  const { prompt, players, currentPlayerIndex } = snapshot.context;
  const player = players[currentPlayerIndex];
  if (prompt === null || player === undefined) return prompt;
  const text = promptTextFor(prompt.text, player.address);
  return text === prompt.text ? prompt : { ...prompt, text };
}

export function selectRoundComplete(snapshot: OfflineGameSnapshot): boolean {
  return snapshot.context.roundComplete;
}

export function selectRoundsCompleted(snapshot: OfflineGameSnapshot): number {
  return snapshot.context.roundsCompleted;
}

export function selectTurnsTaken(snapshot: OfflineGameSnapshot): number {
  return snapshot.context.turnsTaken;
}

/** A prompt is shown and the current player has not used their one pass of the game. */
export function selectCanPass(snapshot: OfflineGameSnapshot): boolean {
  return snapshot.matches({ playing: 'ready' }) && currentPlayerCanPass(snapshot.context);
}
