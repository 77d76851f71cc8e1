/**
 * Chance is a parameter: everything here takes a `RandomSource` (a function returning a float
 * in [0, 1)), so games and tests decide where randomness comes from.
 */
export type RandomSource = () => number;

const MULBERRY_INCREMENT = 0x6d2b79f5;

/** One step of mulberry32: pure, so a machine can keep the state in its context and replay it. */
export function nextRandom(state: number): { value: number; state: number } {
  const nextState = (state + MULBERRY_INCREMENT) | 0;
  let t = nextState;
  t = Math.imul(t ^ (t >>> 15), t | 1);
  t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
  const value = ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  return { value, state: nextState };
}

/** A seeded, repeatable random source (mulberry32). Same seed, same sequence. */
export function createSeededRandom(seed: number): RandomSource {
  let state = seed | 0;
  return () => {
    const step = nextRandom(state);
    state = step.state;
    return step.value;
  };
}

/** A whole number in [min, max], both inclusive. */
export function randomInt(random: RandomSource, min: number, max: number): number {
  return min + Math.floor(random() * (max - min + 1));
}

/** Fisher-Yates shuffle of a copy; the input is left untouched. */
export function shuffle<T>(items: readonly T[], random: RandomSource): T[] {
  const copy = items.slice();
  for (let i = copy.length - 1; i > 0; i--) {
    const j = Math.floor(random() * (i + 1));
    const held = copy[i] as T;
    copy[i] = copy[j] as T;
    copy[j] = held;
  }
  return copy;
}

/**
 * Machines keep the generator state in context; these draw from it inside an `assign` and
 * hand back the advanced state to store, so a snapshot replays exactly.
 */
export function drawRandoms(rngState: number, count: number): { values: number[]; rngState: number } {
  const values: number[] = [];
  let state = rngState;
  for (let i = 0; i < count; i++) {
    const step = nextRandom(state);
    values.push(step.value);
    state = step.state;
  }
  return { values, rngState: state };
}

/** Lends a `RandomSource` backed by `rngState` to code that wants one (shuffle, decks) and returns the state after its draws. */
export function withRandomState<T>(
  rngState: number,
  use: (random: RandomSource) => T,
): { result: T; rngState: number } {
  let state = rngState;
  const random: RandomSource = () => {
    const step = nextRandom(state);
    state = step.state;
    return step.value;
  };
  return { result: use(random), rngState: state };
}
