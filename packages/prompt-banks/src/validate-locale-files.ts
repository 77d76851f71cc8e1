import { z } from 'zod';
import { addressForms } from './address-forms-check';
import { PROMPT_BANKS, type PromptBankId } from './bank-registry';
import {
  PROMPT_MIN_LENGTH,
  WHEEL_LABEL_MAX_LENGTH,
  WHEEL_LABEL_MIN_LENGTH,
  normalizeForDuplicateCheck,
} from './content-rules';
import { englishLeftOver } from './english-left-over';
import { localeFileOf, localeIdTag, type LibraryFileId, type TranslatedLocale } from './locale-files';
import { textDirection } from './locales';
import { PROMPT_TYPES, RATINGS, ratingRank, type Rating } from './prompt-types';
import { namesProblems, type LibraryProblem } from './validate-library';

/** A language file as read from disk, beside the English entries it follows. */
export interface LocaleFileToCheck {
  readonly locale: TranslatedLocale;
  readonly id: LibraryFileId;
  readonly content: unknown;
  /** The English file's entries (ids, texts and, for prompts, ratings). */
  readonly english: readonly { id: string; text: string; rating?: Rating }[];
}

/** Languages run longer than English; a written prompt may take a fifth more room. */
export const LOCALE_PROMPT_MAX_LENGTH = 240;
/** Share of a bank's English prompts a language may leave out, per rating. */
const LEFT_OUT_SHARE: Readonly<Record<Rating, number>> = { PG: 0.1, PG13: 0.1, R: 0.1 };
/** Arabic may leave out more of the adults' prompts (docs/decisions/0023-languages.md). */
const ARABIC_ADULTS_LEFT_OUT_SHARE = 0.25;
/** A language adds prompts of its own: at least this share of each bank. */
export const OWN_PROMPT_SHARE = 0.05;

function localeSchemas() {
  const idText = z.record(z.string(), z.string());
  const reasons = z.record(z.string(), z.string().trim().min(10, 'say why the prompt is left out'));
  const entry = z.strictObject({
    id: z.string(),
    type: z.enum(PROMPT_TYPES),
    text: z.string(),
    rating: z.enum(RATINGS),
    categories: z.array(z.string().min(1)).min(1),
  });
  return {
    prompts: z.strictObject({ texts: idText, leftOut: reasons, own: z.array(entry) }),
    chatLines: z.strictObject({
      texts: idText,
      leftOut: reasons,
      own: z.array(z.strictObject({ id: z.string(), text: z.string() })),
    }),
    spinner: z.strictObject({ texts: idText }),
  };
}

/**
 * Checks every language file: complete (each English id written or left out with a reason), no
 * id that English does not have, valid address forms, lengths, no English left behind, no
 * duplicates within the language, and enough prompts of the language's own.
 */
export function validateLocaleFiles(files: readonly LocaleFileToCheck[]): LibraryProblem[] {
  const schemas = localeSchemas();
  const problems: LibraryProblem[] = [];
  const seenTexts = new Map<string, string>();

  for (const { locale, id, content, english } of files) {
    const file = localeFileOf(locale, id);
    const report = (entry: string | undefined, message: string) => problems.push({ file, entry, message });
    if (id === 'quickplay/names') {
      problems.push(...namesProblems(file, content));
      continue;
    }
    const isSpinner = id === 'spinner/default-challenges';
    const isPrompts = id in PROMPT_BANKS;
    const parsed = parseLocaleFile(schemas, isSpinner ? 'spinner' : isPrompts ? 'prompts' : 'chatLines', content);
    if ('problem' in parsed) {
      report(undefined, parsed.problem);
      continue;
    }
    const { texts, leftOut, ownPrompts, ownLines } = parsed;
    const englishIds = new Map(english.map((entry) => [entry.id, entry]));
    const [minLength, maxLength] = isSpinner
      ? [WHEEL_LABEL_MIN_LENGTH, WHEEL_LABEL_MAX_LENGTH]
      : [PROMPT_MIN_LENGTH, LOCALE_PROMPT_MAX_LENGTH];

    const checkText = (entryId: string, text: string, englishText: string | undefined) => {
      const result = addressForms(text);
      if ('problem' in result) return report(entryId, result.problem);
      for (const [address, form] of Object.entries(result.forms)) {
        if (form.trim() !== form) report(entryId, `the ${address} form has leading or trailing spaces`);
        if (/\s{2}/.test(form)) report(entryId, `the ${address} form has a doubled space`);
        if (form.length < minLength || form.length > maxLength)
          report(entryId, `the ${address} form is ${form.length} characters; it must be ${minLength} to ${maxLength}`);
      }
      const neutral = result.forms.neutral;
      if (englishText !== undefined && normalizeForDuplicateCheck(neutral) === normalizeForDuplicateCheck(englishText))
        report(entryId, 'the text is still the English one');
      const english = englishLeftOver(neutral, { latinIsForeign: textDirection(locale) === 'rtl' });
      if (english.length >= (textDirection(locale) === 'rtl' ? 1 : 2))
        report(entryId, `English left in the text (${english.join(', ')}): "${neutral}"`);
      const key = `${locale} ${normalizeForDuplicateCheck(neutral)}`;
      const owner = seenTexts.get(key);
      if (owner) report(entryId, `duplicate of ${owner}: "${neutral}"`);
      else seenTexts.set(key, `${file} (${entryId})`);
    };

    for (const [entryId, text] of Object.entries(texts)) {
      const source = englishIds.get(entryId);
      if (!source) report(entryId, 'English has no entry with this id');
      else checkText(entryId, text, source.text);
    }
    for (const entryId of Object.keys(leftOut)) {
      if (!englishIds.has(entryId)) report(entryId, 'English has no entry with this id');
      if (entryId in texts) report(entryId, 'both written and left out');
    }
    const missing = english.filter((entry) => !(entry.id in texts) && !(entry.id in leftOut));
    if (missing.length > 0)
      report(undefined, `${missing.length} English entries are neither written nor left out (${missing[0]?.id}, …)`);

    if (isPrompts) {
      checkLeftOutShares(locale, english, leftOut, (message) => report(undefined, message));
      checkOwnPrompts(ownIdPrefix(locale, english), id as PromptBankId, ownPrompts, english.length, report, checkText);
    } else {
      const prefix = ownIdPrefix(locale, english);
      for (const line of ownLines) {
        if (!line.id.startsWith(prefix))
          report(line.id, `a line of this language's own needs an id starting "${prefix}"`);
        checkText(line.id, line.text, undefined);
      }
    }
  }
  return problems;
}

type LocaleSchemas = ReturnType<typeof localeSchemas>;
interface ParsedLocaleFile {
  readonly texts: Readonly<Record<string, string>>;
  readonly leftOut: Readonly<Record<string, string>>;
  readonly ownPrompts: z.infer<LocaleSchemas['prompts']>['own'];
  readonly ownLines: z.infer<LocaleSchemas['chatLines']>['own'];
}

/** One shape for the three kinds of language file (the spinner's has only texts). */
function parseLocaleFile(
  schemas: LocaleSchemas,
  kind: 'prompts' | 'chatLines' | 'spinner',
  content: unknown,
): ParsedLocaleFile | { problem: string } {
  const describe = (error: z.ZodError) =>
    error.issues.map((issue) => `${issue.path.join('.')}: ${issue.message}`).join('; ');
  if (kind === 'prompts') {
    const parsed = schemas.prompts.safeParse(content);
    if (!parsed.success) return { problem: describe(parsed.error) };
    return { texts: parsed.data.texts, leftOut: parsed.data.leftOut, ownPrompts: parsed.data.own, ownLines: [] };
  }
  if (kind === 'chatLines') {
    const parsed = schemas.chatLines.safeParse(content);
    if (!parsed.success) return { problem: describe(parsed.error) };
    return { texts: parsed.data.texts, leftOut: parsed.data.leftOut, ownPrompts: [], ownLines: parsed.data.own };
  }
  const parsed = schemas.spinner.safeParse(content);
  if (!parsed.success) return { problem: describe(parsed.error) };
  return { texts: parsed.data.texts, leftOut: {}, ownPrompts: [], ownLines: [] };
}

function checkLeftOutShares(
  locale: TranslatedLocale,
  english: LocaleFileToCheck['english'],
  leftOut: Readonly<Record<string, string>>,
  report: (message: string) => void,
) {
  for (const rating of RATINGS) {
    const ofRating = english.filter((entry) => entry.rating === rating);
    const left = ofRating.filter((entry) => entry.id in leftOut).length;
    const share = locale === 'ar' && rating === 'R' ? ARABIC_ADULTS_LEFT_OUT_SHARE : LEFT_OUT_SHARE[rating];
    if (left > Math.floor(ofRating.length * share))
      report(
        `${left} of ${ofRating.length} ${rating} prompts are left out; at most ${Math.round(share * 100)}% may be`,
      );
  }
}

/** "offline-18plus-t001" in Spanish -> "offline-18plus-es-": the bank's id stem and the language. */
function ownIdPrefix(locale: TranslatedLocale, english: LocaleFileToCheck['english']): string {
  const stem = (english[0]?.id ?? '').replace(/-[a-z]*\d+$/, '');
  return `${stem}-${localeIdTag(locale)}-`;
}

function checkOwnPrompts(
  prefix: string,
  bankId: PromptBankId,
  own: readonly { id: string; text: string; rating: Rating; categories: readonly string[] }[],
  englishCount: number,
  report: (entry: string | undefined, message: string) => void,
  checkText: (entryId: string, text: string, englishText: string | undefined) => void,
) {
  const bank = PROMPT_BANKS[bankId];
  const needed = Math.ceil(englishCount * OWN_PROMPT_SHARE);
  if (own.length < needed) report(undefined, `${own.length} prompts of this language's own; at least ${needed} needed`);
  const ids = new Set<string>();
  for (const entry of own) {
    if (!entry.id.startsWith(prefix)) report(entry.id, `an own prompt's id starts "${prefix}"`);
    if (ids.has(entry.id)) report(entry.id, 'id used twice');
    ids.add(entry.id);
    if (!entry.categories.includes(bank.category)) report(entry.id, `categories must include "${bank.category}"`);
    if (ratingRank(entry.rating) > ratingRank(bank.maxRating))
      report(entry.id, `rated ${entry.rating}, above this bank's maximum ${bank.maxRating}`);
    checkText(entry.id, entry.text, undefined);
  }
}
