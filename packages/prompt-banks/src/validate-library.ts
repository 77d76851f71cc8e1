import { z } from 'zod';
import {
  BOT_LINE_BLOCKED_WORDS,
  PG_BLOCKED_WORDS,
  PROMPT_MAX_LENGTH,
  PROMPT_MIN_LENGTH,
  R_BLOCKED_WORDS,
  WHEEL_LABEL_MAX_LENGTH,
  WHEEL_LABEL_MIN_LENGTH,
  findBlockedWords,
  normalizeForDuplicateCheck,
} from './content-rules';
import { PROMPT_TYPES, RATINGS, ratingRank, type Rating } from './prompt-types';

/** The library as read from its files, before anything is trusted. */
export interface LibraryFiles {
  readonly promptFiles: readonly { file: string; category: string; maxRating: Rating; content: unknown }[];
  readonly chatLineFiles: readonly { file: string; content: unknown }[];
  readonly names: { file: string; content: unknown };
  readonly spinnerDefaults: { file: string; content: unknown };
}

export interface LibraryProblem {
  readonly file: string;
  /** The entry's id, or its position when it has no usable id. */
  readonly entry?: string;
  readonly message: string;
}

export const SPINNER_DEFAULT_COUNT = 8;
const USER_NAME_COUNT = 6;
const BOT_NAME_COUNT = 5;

/**
 * The library's schemas, built on first use rather than when the module loads: games import this
 * package for its loaders, and a schema built at load time would pull the validation library
 * into every game's download.
 */
function librarySchemas() {
  const idSchema = z.string().regex(/^[a-z0-9]+(-[a-z0-9]+)*$/, 'id must be lower-case words joined by hyphens');
  const nameListSchema = (count: number) =>
    z
      .array(z.string().trim().min(2).max(16))
      .length(count)
      .refine(
        (names) => new Set(names.map((name) => name.toLowerCase())).size === names.length,
        'names must be unique',
      );
  return {
    promptEntrySchema: z.strictObject({
      id: idSchema,
      type: z.enum(PROMPT_TYPES),
      text: z.string(),
      rating: z.enum(RATINGS),
      categories: z.array(z.string().min(1)).min(1, 'categories needs at least the bank name'),
    }),
    textLineSchema: z.strictObject({ id: idSchema, text: z.string() }),
    namesSchema: z.strictObject({
      userNames: nameListSchema(USER_NAME_COUNT),
      botNamesMale: nameListSchema(BOT_NAME_COUNT),
      botNamesFemale: nameListSchema(BOT_NAME_COUNT),
    }),
  };
}

/**
 * Checks the whole library and returns every problem in words a contributor understands,
 * naming the file and the entry. An empty list means the library is sound.
 */
export function validateLibrary(files: LibraryFiles): LibraryProblem[] {
  const { promptEntrySchema, textLineSchema } = librarySchemas();
  const problems: LibraryProblem[] = [];
  const ids = new Map<string, string>();
  const texts = new Map<string, string>();

  const trackUnique = (file: string, id: string, text: string) => {
    const idOwner = ids.get(id);
    if (idOwner) problems.push({ file, entry: id, message: `id "${id}" is already used in ${idOwner}` });
    else ids.set(id, file);
    const key = normalizeForDuplicateCheck(text);
    const textOwner = texts.get(key);
    if (textOwner) problems.push({ file, entry: id, message: `duplicate of ${textOwner}: "${text}"` });
    else texts.set(key, `${file} (${id})`);
  };

  const checkLength = (file: string, id: string, text: string, min: number, max: number) => {
    if (text.trim() !== text) problems.push({ file, entry: id, message: 'text has leading or trailing spaces' });
    if (text.length < min || text.length > max) {
      problems.push({
        file,
        entry: id,
        message: `text is ${text.length} characters; it must be ${min} to ${max}: "${text}"`,
      });
    }
  };

  const checkWords = (file: string, id: string, text: string, words: readonly string[], why: string) => {
    const found = findBlockedWords(text, words);
    if (found.length > 0) problems.push({ file, entry: id, message: `${why} (found: ${found.join(', ')}): "${text}"` });
  };

  for (const { file, category: bankCategory, maxRating, content } of files.promptFiles) {
    for (const [index, raw] of arrayOf(file, content, problems).entries()) {
      const parsed = promptEntrySchema.safeParse(raw);
      if (!parsed.success) {
        problems.push({ file, entry: entryLabel(raw, index), message: describeZodError(parsed.error) });
        continue;
      }
      const entry = parsed.data;
      trackUnique(file, entry.id, entry.text);
      checkLength(file, entry.id, entry.text, PROMPT_MIN_LENGTH, PROMPT_MAX_LENGTH);
      if (!entry.categories.includes(bankCategory)) {
        problems.push({
          file,
          entry: entry.id,
          message: `categories must include the bank's own category "${bankCategory}"`,
        });
      }
      if (ratingRank(entry.rating) > ratingRank(maxRating)) {
        problems.push({
          file,
          entry: entry.id,
          message: `rated ${entry.rating}, above this bank's maximum ${maxRating}`,
        });
      }
      if (entry.rating === 'PG')
        checkWords(
          file,
          entry.id,
          entry.text,
          PG_BLOCKED_WORDS,
          'a PG entry must not mention alcohol, sex, drugs or intimate body parts',
        );
      if (entry.rating === 'R')
        checkWords(file, entry.id, entry.text, R_BLOCKED_WORDS, 'an 18+ entry must never be about minors');
    }
  }

  for (const { file, content } of files.chatLineFiles) {
    for (const [index, raw] of arrayOf(file, content, problems).entries()) {
      const parsed = textLineSchema.safeParse(raw);
      if (!parsed.success) {
        problems.push({ file, entry: entryLabel(raw, index), message: describeZodError(parsed.error) });
        continue;
      }
      const line = parsed.data;
      trackUnique(file, line.id, line.text);
      checkLength(file, line.id, line.text, PROMPT_MIN_LENGTH, PROMPT_MAX_LENGTH);
      checkWords(file, line.id, line.text, PG_BLOCKED_WORDS, 'bot lines are PG');
      checkWords(file, line.id, line.text, BOT_LINE_BLOCKED_WORDS, 'bot lines are never flirtatious or personal');
    }
  }

  const spinner = files.spinnerDefaults;
  const labels = arrayOf(spinner.file, spinner.content, problems);
  if (Array.isArray(spinner.content) && labels.length !== SPINNER_DEFAULT_COUNT) {
    problems.push({
      file: spinner.file,
      message: `there must be exactly ${SPINNER_DEFAULT_COUNT} default challenges, found ${labels.length}`,
    });
  }
  for (const [index, raw] of labels.entries()) {
    const parsed = textLineSchema.safeParse(raw);
    if (!parsed.success) {
      problems.push({ file: spinner.file, entry: entryLabel(raw, index), message: describeZodError(parsed.error) });
      continue;
    }
    trackUnique(spinner.file, parsed.data.id, parsed.data.text);
    checkLength(spinner.file, parsed.data.id, parsed.data.text, WHEEL_LABEL_MIN_LENGTH, WHEEL_LABEL_MAX_LENGTH);
  }

  problems.push(...namesProblems(files.names.file, files.names.content));
  return problems;
}

/** The quick-play names file (English or a language's): six user names, five bot names of each kind. */
export function namesProblems(file: string, content: unknown): LibraryProblem[] {
  const names = librarySchemas().namesSchema.safeParse(content);
  return names.success ? [] : [{ file, message: describeZodError(names.error) }];
}

export function formatProblem(problem: LibraryProblem): string {
  return `${problem.file}${problem.entry ? ` [${problem.entry}]` : ''}: ${problem.message}`;
}

function arrayOf(file: string, content: unknown, problems: LibraryProblem[]): unknown[] {
  if (Array.isArray(content)) return content;
  problems.push({ file, message: 'the file must hold a JSON array of entries' });
  return [];
}

function entryLabel(raw: unknown, index: number): string {
  const id = typeof raw === 'object' && raw !== null && 'id' in raw ? (raw as { id: unknown }).id : undefined;
  return typeof id === 'string' && id !== '' ? id : `entry #${index + 1}`;
}

function describeZodError(error: z.ZodError): string {
  return error.issues
    .map((issue) => `${issue.path.length ? `${issue.path.join('.')}: ` : ''}${issue.message}`)
    .join('; ');
}
