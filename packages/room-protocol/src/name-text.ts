/**
 * Names and prompts other players read keep only what draws on screen, so `Ana` followed by a
 * zero-width space cannot pass for a second `Ana`, and a right-to-left override cannot turn the
 * rest of a line around wherever the name is shown.
 */

/** Line breaks and tabs become spaces rather than gluing words together. */
const LINE_BREAKS = /[\t\n\v\f\r\u0085\u2028\u2029]+/g;

/**
 * Controls (Cc), format characters (Cf: zero-width spaces and joiners, bidi overrides and
 * isolates, the soft hyphen, the byte-order mark), other characters Unicode says draw nothing
 * (Hangul fillers, variation selectors) and lone surrogates.
 */
const INVISIBLE = /[\p{Cc}\p{Cf}\p{Cs}\p{Default_Ignorable_Code_Point}]/gu;

const LETTER_OR_DIGIT = /[\p{L}\p{N}]/u;

/** The text in NFC without invisible characters; not trimmed. */
export function visibleText(text: string): string {
  // NFC last: removing a character can bring a letter and its accent together.
  return text.replace(LINE_BREAKS, ' ').replace(INVISIBLE, '').normalize('NFC');
}

/** A name of punctuation, marks or spaces alone would look empty or like anyone's. */
export function hasLetterOrDigit(text: string): boolean {
  return LETTER_OR_DIGIT.test(text);
}
