import { Parser } from 'htmlparser2';

export const MAX_SLUG_LENGTH = 80;
export const SUMMARY_LENGTH = 160;

/**
 * Slugs that would never reach the post: `GET /api/:roomId/stream` and
 * `GET /api/:roomId/video-call` of the rooms API answer those paths first.
 */
const RESERVED_SLUGS = new Set(['stream', 'video-call']);

/**
 * The slug of a heading: lower case ASCII letters and digits joined by single hyphens, accents
 * folded (`Crème brûlée` -> `creme-brulee`), at most 80 characters, `fallback` (a slug itself)
 * when nothing is left, as of a heading written in Arabic script.
 */
export function slugify(heading: string, fallback = 'post'): string {
  const words = heading
    .normalize('NFKD')
    .replace(/[\u0300-\u036f]/g, '')
    .replace(/ß/g, 'ss')
    .replace(/[æÆ]/g, 'ae')
    .replace(/[œŒ]/g, 'oe')
    .replace(/[øØ]/g, 'o')
    .replace(/[łŁ]/g, 'l')
    .replace(/[đĐðÐ]/g, 'd')
    .replace(/[þÞ]/g, 'th')
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-+|-+$/g, '');
  const slug = cutAtHyphen(words === '' ? fallback : words, MAX_SLUG_LENGTH);
  return RESERVED_SLUGS.has(slug) ? `${slug}-post` : slug;
}

/** The `n`th variant of a slug (n >= 2): `-n` appended, the slug shortened so the whole stays within 80 characters. */
export function slugVariant(slug: string, n: number): string {
  if (n < 2) return slug;
  const suffix = `-${n}`;
  return `${cutAtHyphen(slug, MAX_SLUG_LENGTH - suffix.length) || 'post'}${suffix}`;
}

/** Cuts a slug to `max` characters, preferably where a word ends, never leaving a hyphen at the end. */
function cutAtHyphen(slug: string, max: number): string {
  if (slug.length <= max) return slug;
  const cut = slug.slice(0, max);
  const lastHyphen = cut.lastIndexOf('-');
  const atWord = slug[max] === '-' ? cut : lastHyphen > max / 2 ? cut.slice(0, lastHyphen) : cut;
  return atWord.replace(/-+$/, '');
}

/** Elements whose edges separate words in the plain text. */
const BLOCK_ELEMENTS = new Set([
  'p',
  'br',
  'hr',
  'ul',
  'ol',
  'li',
  'blockquote',
  'pre',
  'h1',
  'h2',
  'h3',
  'h4',
  'h5',
  'h6',
  'div',
  'table',
  'tr',
  'td',
  'th',
]);

/** The text of an HTML fragment as a reader sees it: entities decoded, blocks separated, whitespace collapsed. */
export function plainText(html: string): string {
  let text = '';
  const parser = new Parser(
    {
      ontext: (chunk) => {
        text += chunk;
      },
      onopentagname: (name) => {
        if (BLOCK_ELEMENTS.has(name)) text += ' ';
      },
      onclosetag: (name) => {
        if (BLOCK_ELEMENTS.has(name)) text += ' ';
      },
    },
    { decodeEntities: true, lowerCaseTags: true },
  );
  parser.write(html);
  parser.end();
  return text.replace(/\s+/g, ' ').trim();
}

/**
 * The summary of a post: the first 160 characters of its plain text, cut after a whole word and
 * ended with `…` when the text is longer (the ellipsis counts towards the 160).
 */
export function summarize(html: string): string {
  const text = plainText(html);
  if (text.length <= SUMMARY_LENGTH) return text;
  const limit = SUMMARY_LENGTH - 1;
  let head = text.slice(0, limit);
  if (text[limit] !== ' ') {
    // Drop the word the limit falls in, unless the text is one very long word.
    const lastSpace = head.lastIndexOf(' ');
    if (lastSpace > 0) head = head.slice(0, lastSpace);
  }
  // A cut never splits an emoji or other character written as two UTF-16 units.
  return `${head.replace(/[\uD800-\uDBFF]$/, '').replace(/[\s.,;:!?\-–—]+$/u, '')}…`;
}
