import { parse, type Token } from '@messageformat/parser';
import { ADDRESS_FORMS, type Address } from './locales';

// Its own entry (@truth-or-dare/prompt-banks/address-forms): the message parser it needs loads
// only with the games that deal prompts, not with every page that knows the languages.

/**
 * A prompt text in a gendered language carries its address forms as one ICU select on `address`:
 * `{address, select, female {…} male {…} other {…}}`, where `other` is the neutral form. A text
 * may hold several such selects (one per word that changes) or none at all.
 */
export const ADDRESS_ARGUMENT = 'address';
const SELECT_KEYS: Readonly<Record<Address, string>> = { female: 'female', male: 'male', neutral: 'other' };

export type AddressForms = Readonly<Record<Address, string>>;

/**
 * The text as each address reads it, or the reason the text is not a valid address message:
 * only plain text and complete selects on `address` are allowed (no other argument, no plural,
 * no nesting), so every form is a finished sentence.
 */
export function addressForms(text: string): { forms: AddressForms } | { problem: string } {
  let tokens: Token[];
  try {
    tokens = parse(text);
  } catch (error) {
    return { problem: `not a valid ICU message: ${error instanceof Error ? error.message : String(error)}` };
  }
  const forms = { female: '', male: '', neutral: '' };
  for (const token of tokens) {
    if (token.type === 'content') {
      for (const address of ADDRESS_FORMS) forms[address] += token.value;
      continue;
    }
    if (token.type !== 'select' || token.arg !== ADDRESS_ARGUMENT) {
      return { problem: `only {${ADDRESS_ARGUMENT}, select, female {…} male {…} other {…}} may appear in a prompt` };
    }
    const keys = token.cases.map((selectCase) => selectCase.key).sort();
    const expected = Object.values(SELECT_KEYS).sort();
    if (keys.join() !== expected.join()) {
      return {
        problem: `an address select needs exactly the cases female, male and other (found: ${keys.join(', ')})`,
      };
    }
    for (const address of ADDRESS_FORMS) {
      const chosen = token.cases.find((selectCase) => selectCase.key === SELECT_KEYS[address]);
      const parts = chosen?.tokens ?? [];
      if (parts.some((part) => part.type !== 'content')) return { problem: 'address forms may not nest arguments' };
      forms[address] += parts.map((part) => (part.type === 'content' ? part.value : '')).join('');
    }
  }
  return { forms };
}

/**
 * The words a player reads: the text's form for their address (a text without address forms
 * reads the same for everyone).
 */
export function promptTextFor(text: string, address: Address): string {
  const result = addressForms(text);
  return 'forms' in result ? result.forms[address] : text;
}
