/**
 * Words that are English and nothing else in the site's languages: two of them in a translated
 * prompt mean a sentence was left in English. (Words such as "die", "was" or "come" are real words
 * in German or Italian, so they are not here.)
 */
const ENGLISH_ONLY_WORDS = new Set([
  'the',
  'you',
  'your',
  'what',
  'would',
  'with',
  'have',
  'ever',
  'which',
  'when',
  'about',
  'that',
  'this',
  'someone',
  'something',
  'anyone',
  'everyone',
  'never',
  'because',
  'their',
]);

/** The English-only words in a text, each once; Latin-script words too for a right-to-left language. */
export function englishLeftOver(text: string, options: { latinIsForeign: boolean }): string[] {
  const words = text.toLowerCase().match(/[a-z]+/g) ?? [];
  const found = new Set(words.filter((word) => ENGLISH_ONLY_WORDS.has(word)));
  if (options.latinIsForeign) for (const word of words) if (word.length >= 3) found.add(word);
  return [...found];
}
