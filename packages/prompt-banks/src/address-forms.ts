import { ADDRESS_FORMS, type Address } from './locales';

// Its own entry (@truth-or-dare/prompt-banks/address-forms), with no dependency: the games that
// deal prompts read the address forms at run time, and a full message parser would weigh on every
// page that shows one. The checks (address-forms-check.ts) hold every text to the shape read here.

/**
 * A prompt text in a gendered language carries its address forms as ICU selects on `address`:
 * `{address, select, female {…} male {…} other {…}}`, where `other` is the neutral form. A text
 * may hold several such selects (one per word that changes) or none at all.
 */
export const ADDRESS_ARGUMENT = 'address';
export const SELECT_KEYS: Readonly<Record<Address, string>> = { female: 'female', male: 'male', neutral: 'other' };
export type AddressForms = Readonly<Record<Address, string>>;
export { ADDRESS_FORMS };

const SELECT_HEAD = /^\{\s*address\s*,\s*select\s*,/;

/**
 * The words a player reads: the text's form for their address (a text without address forms
 * reads the same for everyone). Reads only the shape the checks allow (plain text and selects on
 * `address` whose cases hold plain text); anything else is shown as written.
 */
export function promptTextFor(text: string, address: Address): string {
  if (!text.includes('{')) return text;
  const wanted = SELECT_KEYS[address];
  let out = '';
  let at = 0;
  while (at < text.length) {
    const open = text.indexOf('{', at);
    if (open < 0) return out + text.slice(at);
    out += text.slice(at, open);
    const head = SELECT_HEAD.exec(text.slice(open));
    if (!head) return text;
    at = open + head[0].length;
    let chosen: string | null = null;
    for (;;) {
      while (text[at] === ' ' || text[at] === '\n' || text[at] === '\t') at += 1;
      if (text[at] === '}') {
        at += 1;
        break;
      }
      const key = /^[a-z]+/.exec(text.slice(at))?.[0];
      if (key === undefined) return text;
      at += key.length;
      while (text[at] === ' ') at += 1;
      if (text[at] !== '{') return text;
      const close = text.indexOf('}', at);
      if (close < 0) return text;
      if (key === wanted) chosen = text.slice(at + 1, close);
      at = close + 1;
    }
    if (chosen === null) return text;
    out += chosen;
  }
  return out;
}
