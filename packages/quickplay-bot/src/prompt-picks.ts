import type { PromptEntry, PromptType } from '@truth-or-dare/prompt-banks';
import { indexAvoiding } from './random-picks';
import { BOT_TRUTH_CHANCE } from './rules';

/** The truth at the pointer and the pointer after it, wrapping; null when there are no truths. */
export function takeNextTruth(
  truths: readonly PromptEntry[],
  truthIndex: number,
): { text: string; truthIndex: number } | null {
  if (truths.length === 0) return null;
  const index = ((truthIndex % truths.length) + truths.length) % truths.length;
  const entry = truths[index] as PromptEntry;
  return { text: entry.text, truthIndex: (index + 1) % truths.length };
}

/** A random item, not the one shown last time when there is a choice; null for an empty list. */
export function pickAvoidingRepeat<T>(
  items: readonly T[],
  lastIndex: number | null,
  value: number,
): { item: T; index: number } | null {
  const index = indexAvoiding(value, items.length, lastIndex);
  if (index === null) return null;
  return { item: items[index] as T, index };
}

/** The bot's 50/50 choice between truth and dare. */
export function botPromptType(value: number): PromptType {
  return value < BOT_TRUTH_CHANCE ? 'truth' : 'dare';
}
