import {
  CHAT_LINE_BANKS,
  CHAT_LINE_BANK_IDS,
  PROMPT_BANKS,
  PROMPT_BANK_IDS,
  QUICK_PLAY_NAMES_FILE,
  SPINNER_DEFAULTS_FILE,
  loadQuickPlayNames,
  loadSpinnerDefaults,
} from './bank-registry';
import { normalizeForDuplicateCheck } from './content-rules';
import { PROMPT_TYPES, RATINGS, type PromptEntry, type PromptType, type Rating } from './prompt-types';
import type { LibraryFiles } from './validate-library';

/** Loads every registered data file, in the shape `validateLibrary` checks. */
export async function loadLibraryFiles(): Promise<LibraryFiles> {
  const [promptFiles, chatLineFiles, names, spinnerDefaults] = await Promise.all([
    Promise.all(
      PROMPT_BANK_IDS.map(async (id) => ({
        file: PROMPT_BANKS[id].file,
        category: PROMPT_BANKS[id].category,
        maxRating: PROMPT_BANKS[id].maxRating,
        content: (await PROMPT_BANKS[id].load()) as unknown,
      })),
    ),
    Promise.all(
      CHAT_LINE_BANK_IDS.map(async (id) => ({
        file: CHAT_LINE_BANKS[id].file,
        content: (await CHAT_LINE_BANKS[id].load()) as unknown,
      })),
    ),
    loadQuickPlayNames(),
    loadSpinnerDefaults(),
  ]);
  return {
    promptFiles,
    chatLineFiles,
    names: { file: QUICK_PLAY_NAMES_FILE, content: names },
    spinnerDefaults: { file: SPINNER_DEFAULTS_FILE, content: spinnerDefaults },
  };
}

export interface BankStats {
  readonly bank: string;
  readonly byType: Readonly<Record<PromptType, number>>;
  readonly byRating: Readonly<Record<Rating, number>>;
  readonly total: number;
  /** Types below the bank's minimum, with the minimum. */
  readonly belowMinimum: readonly { type: PromptType; minimum: number; actual: number }[];
}

export interface LibraryStats {
  readonly banks: readonly BankStats[];
  readonly chatLines: readonly { bank: string; total: number; minimum: number }[];
  /** Prompts (truths and dares), counted once each after normalising their text. */
  readonly uniquePrompts: number;
}

export async function computeLibraryStats(): Promise<LibraryStats> {
  const unique = new Set<string>();
  const banks = await Promise.all(
    PROMPT_BANK_IDS.map(async (id) => {
      const info = PROMPT_BANKS[id];
      const entries = await info.load();
      entries.forEach((entry) => unique.add(normalizeForDuplicateCheck(entry.text)));
      const byType = countBy(entries, PROMPT_TYPES, (entry) => entry.type);
      const belowMinimum = PROMPT_TYPES.flatMap((type) => {
        const minimum = info.minimum[type] ?? 0;
        return byType[type] < minimum ? [{ type, minimum, actual: byType[type] }] : [];
      });
      return {
        bank: id,
        byType,
        byRating: countBy(entries, RATINGS, (entry) => entry.rating),
        total: entries.length,
        belowMinimum,
      };
    }),
  );
  const chatLines = await Promise.all(
    CHAT_LINE_BANK_IDS.map(async (id) => {
      const lines = await CHAT_LINE_BANKS[id].load();
      return { bank: id, total: lines.length, minimum: CHAT_LINE_BANKS[id].minimum };
    }),
  );
  return { banks, chatLines, uniquePrompts: unique.size };
}

function countBy<K extends string>(
  entries: readonly PromptEntry[],
  keys: readonly K[],
  keyOf: (entry: PromptEntry) => K,
): Record<K, number> {
  const counts = Object.fromEntries(keys.map((key) => [key, 0])) as Record<K, number>;
  for (const entry of entries) counts[keyOf(entry)] += 1;
  return counts;
}
