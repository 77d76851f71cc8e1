import { parse, type Token } from '@messageformat/parser';
import { ADDRESS_ARGUMENT, ADDRESS_FORMS, promptTextFor, SELECT_KEYS, type AddressForms } from './address-forms';

// The check of address forms, with a full ICU parser: run on the data (checks entry, tests), never
// in a page. Games read the forms with the small reader of address-forms.ts, held to agree here.

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
  // What a game shows must be what the parser reads: a text the small reader reads otherwise is refused.
  for (const address of ADDRESS_FORMS)
    if (promptTextFor(text, address) !== forms[address])
      return {
        problem: `reads "${promptTextFor(text, address)}" in a game instead of "${forms[address]}" (${address})`,
      };
  return { forms };
}
