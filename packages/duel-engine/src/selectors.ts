import type { PromptEntry, PromptType } from '@truth-or-dare/prompt-banks';
import { promptTextFor } from '@truth-or-dare/prompt-banks/address-forms';
import type { SnapshotFrom } from 'xstate';
import type { DuelCategoryId } from './categories';
import type { DuelMachine } from './duel-machine';
import {
  decideResult,
  leaderOf,
  type DuelAddresses,
  type DuelNames,
  type DuelResult,
  type DuelScores,
} from './scoring';
import type { DuelPlayer } from './rules';

export type DuelSnapshot = SnapshotFrom<DuelMachine>;

export const selectIsSetup = (snapshot: DuelSnapshot): boolean => snapshot.matches('setup');
export const selectIsPlaying = (snapshot: DuelSnapshot): boolean => snapshot.matches('playing');
export const selectIsGameOver = (snapshot: DuelSnapshot): boolean => snapshot.matches('gameOver');
/** True during the 5 s of game-over confetti. */
export const selectIsCelebrating = (snapshot: DuelSnapshot): boolean => snapshot.matches({ gameOver: 'celebrating' });

export const selectNames = (snapshot: DuelSnapshot): DuelNames => snapshot.context.names;
export const selectAddresses = (snapshot: DuelSnapshot): DuelAddresses => snapshot.context.addresses;
export const selectCategory = (snapshot: DuelSnapshot): DuelCategoryId => snapshot.context.category;

export const selectScores = (snapshot: DuelSnapshot): DuelScores => snapshot.context.scores;
/** The player to highlight in the score bar; null while the scores are level. */
export const selectLeader = (snapshot: DuelSnapshot): DuelPlayer | null => leaderOf(snapshot.context.scores);
export const selectCurrentPlayer = (snapshot: DuelSnapshot): DuelPlayer => snapshot.context.currentPlayer;
export const selectCurrentPlayerName = (snapshot: DuelSnapshot): string =>
  snapshot.context.names[snapshot.context.currentPlayer];
export const selectRemainingSeconds = (snapshot: DuelSnapshot): number => snapshot.context.remainingSeconds;

/** The drawn prompt in the form of the player it is for, the one whose turn it is (docs/decisions/0023-languages.md). */
export function selectPrompt(snapshot: DuelSnapshot): PromptEntry | null {
  const { prompt, addresses, currentPlayer } = snapshot.context;
  if (prompt === null) return null;
  const text = promptTextFor(prompt.text, addresses[currentPlayer]);
  return text === prompt.text ? prompt : { ...prompt, text };
}
export const selectChosenType = (snapshot: DuelSnapshot): PromptType | null => snapshot.context.prompt?.type ?? null;
/** Truth and Dare are enabled while playing with no prompt waiting for Done. */
export const selectCanChoose = (snapshot: DuelSnapshot): boolean =>
  selectIsPlaying(snapshot) && snapshot.context.prompt === null;
export const selectCanMarkDone = (snapshot: DuelSnapshot): boolean =>
  selectIsPlaying(snapshot) && snapshot.context.prompt !== null;

/** The winner or the tie once the game is over; null before that. */
export const selectResult = (snapshot: DuelSnapshot): DuelResult | null =>
  selectIsGameOver(snapshot) ? decideResult(snapshot.context.names, snapshot.context.scores) : null;
