import { MAX_ITEMS, MIN_ITEMS } from './rules';

/**
 * Duplicates are compared on trimmed, lower-cased text ('Sip your drink' and ' sip YOUR drink '
 * are the same challenge), since two slices that differ only in case would read as the same.
 */
export function itemKey(text: string): string {
  return text.trim().toLowerCase();
}

export type AddCheck =
  | { readonly ok: true; readonly item: string }
  | { readonly ok: false; readonly reason: 'invalidInput' | 'duplicateItem' | 'maximumReached' };

/** Checks in the documented order (docs/product.md#challenge-spinner): empty, then duplicate, then the maximum. */
export function checkAdd(items: readonly string[], text: string): AddCheck {
  const item = text.trim();
  if (item === '') return { ok: false, reason: 'invalidInput' };
  if (items.some((existing) => itemKey(existing) === itemKey(item))) return { ok: false, reason: 'duplicateItem' };
  if (items.length >= MAX_ITEMS) return { ok: false, reason: 'maximumReached' };
  return { ok: true, item };
}

export type RemoveCheck = 'ok' | 'cannotRemove' | 'noSuchItem';

export function checkRemove(items: readonly string[], index: number): RemoveCheck {
  if (!Number.isInteger(index) || index < 0 || index >= items.length) return 'noSuchItem';
  if (items.length - 1 < MIN_ITEMS) return 'cannotRemove';
  return 'ok';
}

/**
 * The wheel the machine starts with: input items trimmed, empties and duplicates dropped, at most
 * MAX_ITEMS kept, so a bad list from the screen can never put the wheel outside the rules.
 */
export function normaliseItems(items: readonly string[]): string[] {
  const kept: string[] = [];
  for (const raw of items) {
    const check = checkAdd(kept, raw);
    if (check.ok) kept.push(check.item);
  }
  return kept;
}

export function hasEnoughToSpin(items: readonly string[]): boolean {
  return items.length >= MIN_ITEMS;
}
