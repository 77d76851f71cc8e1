/** Many seeds, for properties that must hold whatever the random draws. */
export const SEEDS: readonly number[] = Array.from({ length: 200 }, (_, i) => i * 7919 + 13);
