/**
 * Mechanical content rules. They catch slips; they do not replace reading the prompts.
 * Words are matched whole and case-insensitively.
 */

export const PROMPT_MIN_LENGTH = 10;
export const PROMPT_MAX_LENGTH = 200;
export const WHEEL_LABEL_MIN_LENGTH = 3;
export const WHEEL_LABEL_MAX_LENGTH = 24;

/** PG entries stay off alcohol, sex, drugs and body parts beyond the everyday. */
export const PG_BLOCKED_WORDS: readonly string[] = [
  'alcohol',
  'beer',
  'wine',
  'vodka',
  'tequila',
  'whiskey',
  'booze',
  'drunk',
  'hungover',
  'sex',
  'sexy',
  'sexual',
  'naked',
  'nude',
  'strip',
  'kiss',
  'kissed',
  'kissing',
  'make out',
  'hookup',
  'hook up',
  'drug',
  'drugs',
  'weed',
  'marijuana',
  'cocaine',
  'stoned',
  'boob',
  'boobs',
  'breast',
  'breasts',
  'butt',
  'nipple',
  'crotch',
  'underwear',
  'lingerie',
  'bra',
  'condom',
  'orgasm',
  'horny',
  'one-night',
];

/** Adult entries are never about minors. */
export const R_BLOCKED_WORDS: readonly string[] = [
  'school',
  'teen',
  'teens',
  'teenager',
  'kid',
  'kids',
  'child',
  'children',
  'minor',
  'underage',
  'student',
  'students',
  'classmate',
];

/** The quick-play bot talks to teens: nothing flirtatious or personal on top of the PG list. */
export const BOT_LINE_BLOCKED_WORDS: readonly string[] = [
  'cute',
  'hot',
  'gorgeous',
  'beautiful',
  'handsome',
  'date',
  'single',
  'boyfriend',
  'girlfriend',
  'crush',
  'babe',
  'baby',
  'how old',
  'your age',
  'where do you live',
  'your address',
  'phone number',
  'send me',
  'meet up',
  'photo',
  'selfie',
];

export function findBlockedWords(text: string, words: readonly string[]): string[] {
  return words.filter((word) => wordPattern(word).test(text));
}

/** Lower case, punctuation and repeated spaces removed: two entries equal after this are duplicates. */
export function normalizeForDuplicateCheck(text: string): string {
  return text
    .toLowerCase()
    .replace(/[^\p{L}\p{N}\s]/gu, '')
    .replace(/\s+/g, ' ')
    .trim();
}

const patternCache = new Map<string, RegExp>();

function wordPattern(word: string): RegExp {
  let pattern = patternCache.get(word);
  if (!pattern) {
    const escaped = word.replace(/[.*+?^${}()|[\]\\]/g, '\\$&').replace(/ /g, '\\s+');
    pattern = new RegExp(`(^|[^\\p{L}\\p{N}])${escaped}($|[^\\p{L}\\p{N}])`, 'iu');
    patternCache.set(word, pattern);
  }
  return pattern;
}
