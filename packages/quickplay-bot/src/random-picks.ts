/** A whole number in [min, max], both inclusive, from one draw in [0, 1). */
export function intInRange(value: number, min: number, max: number): number {
  return min + Math.floor(value * (max - min + 1));
}

/**
 * An index into a list of `length` items, never `avoid` (the last one shown) when there is a choice,
 * so the same dare or chat line does not appear twice in a row. Returns null for an empty list.
 */
export function indexAvoiding(value: number, length: number, avoid: number | null): number | null {
  if (length <= 0) return null;
  if (avoid === null || avoid < 0 || avoid >= length || length === 1) return Math.floor(value * length);
  const index = Math.floor(value * (length - 1));
  return index >= avoid ? index + 1 : index;
}
