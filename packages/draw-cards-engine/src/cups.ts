import { shuffle, type RandomSource } from '@truth-or-dare/prompt-banks';
import { CUP_SYMBOLS, HIDDEN_CUP_LABEL, QUEEN_CUP_ID, type CupId } from './rules';

/** Cup ids in display order: `cupOrder[position]` is the cup standing at that position. */
export type CupOrder = readonly CupId[];

/** The three ways to pick two of three positions; a swap draws one of them. */
export const SWAP_PAIRS: readonly (readonly [number, number])[] = [
  [0, 1],
  [0, 2],
  [1, 2],
];

const CUP_IDS: readonly CupId[] = [0, 1, 2];

/** A fresh round's cups in random order, so the Queen starts at a random position. */
export function dealCups(random: RandomSource): CupId[] {
  return shuffle(CUP_IDS, random);
}

/** Maps a float in [0, 1) to one of the three position pairs. */
export function swapPairFor(value: number): readonly [number, number] {
  const index = Math.min(SWAP_PAIRS.length - 1, Math.floor(value * SWAP_PAIRS.length));
  return SWAP_PAIRS[index] as readonly [number, number];
}

/** A copy of `cupOrder` with the cups at positions `a` and `b` exchanged. */
export function swapCups(cupOrder: CupOrder, [a, b]: readonly [number, number]): CupId[] {
  const next = cupOrder.slice();
  next[a] = cupOrder[b] as CupId;
  next[b] = cupOrder[a] as CupId;
  return next;
}

/** Where the crown cup stands. */
export function queenPositionOf(cupOrder: CupOrder): number {
  return cupOrder.indexOf(QUEEN_CUP_ID);
}

export function isValidPosition(position: unknown): position is number {
  return typeof position === 'number' && Number.isInteger(position) && position >= 0 && position < CUP_SYMBOLS.length;
}

export interface CupView {
  readonly cupId: CupId;
  readonly position: number;
  /** The cup's symbol when face up, '?' when face down. */
  readonly label: string;
  readonly faceUp: boolean;
  /** The cup the player picked this round. */
  readonly guessed: boolean;
}

/** The cups in display order, labelled for the screen; a face-down cup never reveals its symbol. */
export function viewCups(cupOrder: CupOrder, faceUp: boolean, guess: number | null): CupView[] {
  return cupOrder.map((cupId, position) => ({
    cupId,
    position,
    label: faceUp ? CUP_SYMBOLS[cupId] : HIDDEN_CUP_LABEL,
    faceUp,
    guessed: guess === position,
  }));
}
