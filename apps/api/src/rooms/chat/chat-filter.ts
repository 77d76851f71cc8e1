import {
  DataSet,
  RegExpMatcher,
  TextCensor,
  englishDataset,
  englishRecommendedTransformers,
  type EnglishProfaneWord,
  type TextCensorStrategy,
} from 'obscenity';

/**
 * Ordinary words the English dataset masks by mistake, keyed by the word it takes them for. A
 * whitelisted term spares any match lying inside it; it is compared in lower case, so it must be
 * written in lower case here.
 */
const ORDINARY_WORDS: Partial<Record<EnglishProfaneWord, readonly string[]>> = {
  cock: ['cockpit'],
  cum: ['cum laude'],
  fag: ['fagin'],
  fuck: ['fukuoka'],
  penis: ['penistone'],
  pussy: ['pussycat', 'pussy willow'],
  rape: ['rapeseed'],
  retard: ['retardant'],
  // The dataset already spares the misspelling "shitake", not the usual spelling.
  shit: ['shiitake', 'mishit'],
};

const dataset = new DataSet<{ originalWord: EnglishProfaneWord }>().addAll(englishDataset);
for (const [originalWord, terms] of Object.entries(ORDINARY_WORDS) as [EnglishProfaneWord, readonly string[]][]) {
  dataset.addPhrase((phrase) =>
    terms.reduce((built, term) => built.addWhitelistedTerm(term), phrase.setMetadata({ originalWord })),
  );
}

// Compiling the patterns is the costly part, so it happens once, when the module loads.
const matcher = new RegExpMatcher({ ...dataset.build(), ...englishRecommendedTransformers });

/**
 * One asterisk per character of the span as written, first letter included: a family filter
 * should not leave the word guessable ("f***"), and the span may start with a look-alike ("$hit").
 * The library's own asterisk strategy counts the characters it matched after collapsing repeats,
 * and repeats the full count again where two matches overlap, so "fuuuck" would shrink and some
 * overlaps would grow; counting the original text keeps the message as long (never longer: a
 * masked emoji or other two-unit character becomes one asterisk). TextCensor moves `startIndex`
 * past what an earlier overlapping match already masked.
 */
const maskSpan: TextCensorStrategy = ({ input, startIndex, endIndex }) =>
  '*'.repeat([...input.slice(startIndex, endIndex + 1)].length);

const censor = new TextCensor().setStrategy(maskSpan);

/** What the matcher keeps of its own: its compiled terms, and the step that turns text into what they run on. */
interface MatcherInternals {
  readonly blacklistedTerms: readonly { readonly regExp: RegExp }[];
  readonly blacklistMatcherTransformers: unknown;
  applyTransformers(input: string, transformers: unknown): [number[], string];
}

/**
 * Tells apart, in one pass, the text none of the listed words can match: one expression made of
 * every term's own, run on the text as the matcher transforms it. The matcher runs each of its
 * 119 terms over every message, and most messages need no mask; that scan was the largest single
 * allocator while rooms chat (docs/decisions/0015-chat-in-the-event-log.md).
 * A term that matches nowhere cannot yield a match, so skipping the scan then changes no result.
 * Null when the library no longer has that shape: then every message takes the full scan.
 */
export const anyTermCouldMatch = ((internals: Partial<MatcherInternals>): ((text: string) => boolean) | null => {
  const { blacklistedTerms, blacklistMatcherTransformers } = internals;
  if (
    !Array.isArray(blacklistedTerms) ||
    blacklistedTerms.length === 0 ||
    typeof internals.applyTransformers !== 'function'
  )
    return null;
  if (!blacklistedTerms.every((term) => term.regExp instanceof RegExp && term.regExp.flags === 'gs')) return null;
  const anyTerm = new RegExp(blacklistedTerms.map((term) => `(?:${term.regExp.source})`).join('|'), 's');
  const transform = internals.applyTransformers.bind(internals);
  return (text) => anyTerm.test(transform(text, blacklistMatcherTransformers)[1]);
})(matcher as unknown as Partial<MatcherInternals>);

/**
 * The message with every profane span replaced by asterisks, the same length as the original;
 * everything else (spacing, emoji, other scripts) is left as it was. Never throws: should the
 * library fail, every visible character is masked, as a family filter had better fail closed.
 */
export function maskProfanity(text: string): string {
  try {
    if (anyTermCouldMatch && !anyTermCouldMatch(text)) return text;
    return censor.applyTo(text, matcher.getAllMatches(text));
  } catch {
    return text.replace(/\S/gu, '*');
  }
}
