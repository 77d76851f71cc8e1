import type { PromptEntry } from '@truth-or-dare/prompt-banks';
import type { SnapshotFrom } from 'xstate';
import { viewCups, type CupView } from './cups';
import type { DrawCardsMachine } from './draw-cards-machine';
import { hasEnoughPlayers } from './players';

export type DrawCardsSnapshot = SnapshotFrom<DrawCardsMachine>;

export const DRAW_CARDS_PHASES = [
  'addingPlayers',
  'memorizing',
  'shuffling',
  'guessing',
  'correct',
  'choosingTruthOrDare',
  'choosingCategory',
  'showingPrompt',
] as const;
export type DrawCardsPhase = (typeof DRAW_CARDS_PHASES)[number];

export function selectPhase(snapshot: DrawCardsSnapshot): DrawCardsPhase {
  const value = snapshot.value;
  return typeof value === 'string' ? value : value.playing;
}

export function selectPlayers(snapshot: DrawCardsSnapshot): readonly string[] {
  return snapshot.context.players;
}

export function selectCanStart(snapshot: DrawCardsSnapshot): boolean {
  return snapshot.matches('addingPlayers') && hasEnoughPlayers(snapshot.context.players.length);
}

/** The player whose round it is, or null before the game starts. */
export function selectCurrentPlayer(snapshot: DrawCardsSnapshot): string | null {
  if (snapshot.matches('addingPlayers')) return null;
  return snapshot.context.players[snapshot.context.currentPlayerIndex] ?? null;
}

/**
 * Cups face up while the Queen is memorised and after the guess (the reveal); face down ('?')
 * while they shuffle and while the player guesses.
 */
export function selectCups(snapshot: DrawCardsSnapshot): CupView[] {
  const phase = selectPhase(snapshot);
  const faceUp = phase !== 'addingPlayers' && phase !== 'shuffling' && phase !== 'guessing';
  return viewCups(snapshot.context.cupOrder, faceUp, snapshot.context.guess);
}

export function selectMessage(snapshot: DrawCardsSnapshot): string {
  return snapshot.context.message;
}

/** Cups are clickable only after the shuffle and before this round's guess. */
export function selectCanGuess(snapshot: DrawCardsSnapshot): boolean {
  return snapshot.matches({ playing: 'guessing' });
}

/** Truth or Dare is offered after a wrong guess. */
export function selectCanChoose(snapshot: DrawCardsSnapshot): boolean {
  return snapshot.matches({ playing: 'choosingTruthOrDare' });
}

/** After Truth, a category is asked for. */
export function selectCanChooseCategory(snapshot: DrawCardsSnapshot): boolean {
  return snapshot.matches({ playing: 'choosingCategory' });
}

/** Next Player is shown after a prompt or a correct guess. */
export function selectCanNextPlayer(snapshot: DrawCardsSnapshot): boolean {
  return snapshot.matches({ playing: 'correct' }) || snapshot.matches({ playing: 'showingPrompt' });
}

export function selectPrompt(snapshot: DrawCardsSnapshot): PromptEntry | null {
  return snapshot.context.prompt;
}

export interface ScoreboardRow {
  readonly name: string;
  readonly wins: number;
  readonly isCurrent: boolean;
}

/** Players in turn order with their wins; the current player is marked once the game runs. */
export function selectScoreboard(snapshot: DrawCardsSnapshot): ScoreboardRow[] {
  const playing = !snapshot.matches('addingPlayers');
  return snapshot.context.players.map((name, index) => ({
    name,
    wins: snapshot.context.wins[index] ?? 0,
    isCurrent: playing && index === snapshot.context.currentPlayerIndex,
  }));
}

export function selectTotalWins(snapshot: DrawCardsSnapshot): number {
  return snapshot.context.totalWins;
}
