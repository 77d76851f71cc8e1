import { useState } from 'react';

/**
 * A seed for a game machine, drawn once per mounted screen. The seed only matters once a
 * player acts (shuffles, spins), so it never changes what the first render shows.
 */
export function useGameSeed(): number {
  const [seed] = useState(() => newGameSeed());
  return seed;
}

export function newGameSeed(): number {
  if (typeof crypto !== 'undefined' && 'getRandomValues' in crypto)
    return crypto.getRandomValues(new Uint32Array(1))[0] ?? 1;
  return Math.floor(Math.random() * 2 ** 32);
}
