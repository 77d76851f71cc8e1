// Checks the seed blog posts and their illustrations. Plain Node, no dependencies:
//   node apps/api/src/blog/seed-posts/check-seed-posts.mjs
// Prints one line per post and per SVG, then exits 1 if any check fails.
import { readdirSync, readFileSync, statSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';

const here = dirname(fileURLToPath(import.meta.url));
const svgDir = join(here, '..', '..', '..', '..', 'web', 'public', 'images', 'blog');

const SLUGS = [
  'classic-truth-or-dare-80-questions',
  'truth-or-dare-questions-for-teens',
  'truth-or-dare-questions-for-couples',
  'truth-or-dare-questions-mild-and-spicy',
  'truth-or-dare-next-level-scenarios',
];
const ALLOWED_TAGS = new Set(['h2', 'h3', 'p', 'ul', 'ol', 'li', 'strong', 'em', 'a', 'blockquote']);
const MAX_SVG_BYTES = 8 * 1024;
const DATE_MIN = '2026-03-01';
const DATE_MAX = '2026-11-01';

/** Required question counts: `total` is exact, `min` a lower bound; `sections` match h2 text. */
const REQUIRED = {
  'classic-truth-or-dare-80-questions': { total: 80 },
  'truth-or-dare-questions-for-teens': { total: 40 },
  'truth-or-dare-questions-for-couples': { total: 30 },
  'truth-or-dare-questions-mild-and-spicy': {
    total: 60,
    sections: [
      { match: /mild/i, total: 30 },
      { match: /spicy/i, total: 30 },
    ],
  },
  'truth-or-dare-next-level-scenarios': {
    min: 160,
    sections: [
      { match: /virtual/i, min: 40 },
      { match: /holiday/i, min: 40 },
      { match: /workplace/i, min: 40 },
      { match: /car/i, min: 40 },
    ],
  },
};

const failures = [];
const fail = (where, message) => {
  const line = `${where}: ${message}`;
  if (!failures.includes(line)) failures.push(line);
};

const decode = (text) =>
  text
    .replace(/&amp;/g, '&')
    .replace(/&lt;/g, '<')
    .replace(/&gt;/g, '>')
    .replace(/&quot;/g, '"')
    .replace(/&#39;|&apos;/g, "'")
    .replace(/&nbsp;/g, ' ');
const plainText = (html) =>
  decode(html.replace(/<[^>]*>/g, ''))
    .replace(/\s+/g, ' ')
    .trim();
const normalise = (text) =>
  text
    .toLowerCase()
    .normalize('NFKD')
    .replace(/[^\p{L}\p{N}\s]/gu, '')
    .replace(/\s+/g, ' ')
    .trim();

/** Tag, attribute and nesting checks. */
function checkMarkup(where, html) {
  if (/<!--/.test(html)) fail(where, 'HTML comments are not allowed');
  if (/<![a-z]/i.test(html)) fail(where, 'doctype or declarations are not allowed');
  const stack = [];
  for (const match of html.matchAll(/<(\/?)([a-zA-Z][\w:-]*)([^>]*)>/g)) {
    const [, closing, rawName, rest] = match;
    const name = rawName.toLowerCase();
    if (!ALLOWED_TAGS.has(name)) {
      fail(where, `tag <${rawName}> is not allowed`);
      continue;
    }
    if (closing) {
      if (rest.trim()) fail(where, `closing tag </${rawName}> has extra content`);
      const open = stack.pop();
      if (open !== name) fail(where, `</${name}> closes <${open ?? 'nothing'}>`);
      continue;
    }
    const attributes = [...rest.matchAll(/([^\s=/]+)(?:\s*=\s*("[^"]*"|'[^']*'|[^\s>]+))?/g)];
    if (rest.trim() === '/') fail(where, `self-closing <${name}/> is not allowed`);
    for (const [, attrName, rawValue] of attributes) {
      if (name !== 'a' || attrName.toLowerCase() !== 'href') {
        fail(where, `attribute "${attrName}" on <${name}> is not allowed`);
        continue;
      }
      const value = (rawValue ?? '').replace(/^["']|["']$/g, '');
      if (!value.startsWith('/') || value.startsWith('//'))
        fail(where, `link "${value}" must be a site-relative path starting with "/"`);
    }
    if (name === 'a' && !attributes.some(([, attrName]) => attrName.toLowerCase() === 'href'))
      fail(where, '<a> without href');
    stack.push(name);
  }
  if (stack.length) fail(where, `unclosed tags: ${stack.join(', ')}`);
  const stray = html.replace(/<[^>]*>/g, '');
  if (/[<>]/.test(stray)) fail(where, 'stray "<" or ">" in text (escape as &lt; / &gt;)');
}

/** Splits the fragment into h2 sections; text before the first h2 is the introduction. */
function sections(html) {
  const parts = html.split(/(?=<h2\b)/i);
  return parts.map((part) => {
    const heading = part.match(/^<h2\b[^>]*>([\s\S]*?)<\/h2>/i);
    const title = heading ? plainText(heading[1]) : '';
    const items = [...part.matchAll(/<li\b[^>]*>([\s\S]*?)<\/li>/gi)].map((m) => plainText(m[1]));
    return { title, isTips: /^tips/i.test(title), items, html: part };
  });
}

let posts = [];
try {
  posts = JSON.parse(readFileSync(join(here, 'posts.json'), 'utf8'));
} catch (error) {
  fail('posts.json', `cannot read: ${error.message}`);
}
if (!Array.isArray(posts) || posts.length !== SLUGS.length)
  fail('posts.json', `expected an array of ${SLUGS.length} posts`);

const allItems = []; // { text, where } for duplicate detection across posts
let previousDate = '';
const seenDates = new Set();

for (const [index, post] of (Array.isArray(posts) ? posts : []).entries()) {
  const where = post?.slug ?? `post #${index + 1}`;
  const keys = ['id', 'slug', 'title', 'summary', 'image', 'date'];
  const extra = Object.keys(post ?? {}).filter((key) => !keys.includes(key));
  if (extra.length) fail(where, `unexpected fields: ${extra.join(', ')}`);
  if (post.id !== index + 1) fail(where, `id should be ${index + 1}, is ${post.id}`);
  if (post.slug !== SLUGS[index]) fail(where, `slug should be ${SLUGS[index]}`);
  if (post.image !== `/images/blog/${SLUGS[index]}.svg`)
    fail(where, `image should be /images/blog/${SLUGS[index]}.svg`);
  const title = typeof post.title === 'string' ? post.title : '';
  const summary = typeof post.summary === 'string' ? post.summary : '';
  if (!title || title.length > 80) fail(where, `title must be 1-80 characters (is ${title.length})`);
  if (summary.length < 80 || summary.length > 160)
    fail(where, `summary must be 80-160 characters (is ${summary.length})`);
  if (!/[.!?]$/.test(summary) || /[.!?]\s+[A-Z]/.test(summary)) fail(where, 'summary must be exactly one sentence');
  const date = typeof post.date === 'string' ? post.date : '';
  if (!/^\d{4}-\d{2}-\d{2}$/.test(date) || Number.isNaN(Date.parse(`${date}T00:00:00Z`)))
    fail(where, `bad date "${date}"`);
  if (date < DATE_MIN || date > DATE_MAX) fail(where, `date ${date} outside ${DATE_MIN}..${DATE_MAX}`);
  if (seenDates.has(date)) fail(where, `date ${date} is used twice`);
  if (date <= previousDate) fail(where, 'dates must increase with id');
  seenDates.add(date);
  previousDate = date;

  let html = '';
  try {
    html = readFileSync(join(here, `${SLUGS[index]}.html`), 'utf8');
  } catch (error) {
    fail(where, `cannot read HTML: ${error.message}`);
    continue;
  }
  checkMarkup(`${where}.html`, html);

  const parts = sections(html);
  const intro = parts[0];
  if (intro.title || !/<p>/.test(intro.html))
    fail(where, 'must open with an introduction paragraph before the first h2');
  if (intro.items.length) fail(where, 'lists in the introduction are not allowed');
  if (parts.filter((part) => part.title).length < 3) fail(where, 'needs several h2 sections');
  if (!parts.some((part) => part.isTips)) fail(where, 'needs a Tips section (an h2 starting with "Tips")');
  if (!/<p>[\s\S]*<\/p>\s*$/.test(html.trim())) fail(where, 'must end with a closing paragraph');

  const questions = parts.filter((part) => !part.isTips).flatMap((part) => part.items);
  for (const part of parts) for (const text of part.items) allItems.push({ text, where });
  for (const text of questions) {
    if (text.length < 10 || text.length > 200) fail(where, `question length ${text.length} outside 10-200: "${text}"`);
  }

  const rule = REQUIRED[SLUGS[index]] ?? {};
  const sectionCounts = [];
  if (rule.total !== undefined && questions.length !== rule.total)
    fail(where, `needs exactly ${rule.total} questions, has ${questions.length}`);
  if (rule.min !== undefined && questions.length < rule.min)
    fail(where, `needs at least ${rule.min} questions, has ${questions.length}`);
  for (const section of rule.sections ?? []) {
    const matching = parts.filter((part) => !part.isTips && section.match.test(part.title));
    const count = matching.reduce((sum, part) => sum + part.items.length, 0);
    sectionCounts.push(`${section.match.source} ${count}`);
    if (matching.length !== 1)
      fail(where, `expected one h2 section matching /${section.match.source}/i, found ${matching.length}`);
    if (section.total !== undefined && count !== section.total)
      fail(where, `section /${section.match.source}/ needs exactly ${section.total}, has ${count}`);
    if (section.min !== undefined && count < section.min)
      fail(where, `section /${section.match.source}/ needs at least ${section.min}, has ${count}`);
  }

  const tips = parts.filter((part) => part.isTips).reduce((sum, part) => sum + part.items.length, 0);
  console.log(
    `${post.id} ${SLUGS[index]}: questions ${questions.length}` +
      (sectionCounts.length ? ` (${sectionCounts.join(', ')})` : '') +
      `, tips ${tips}, title ${title.length} chars, summary ${summary.length} chars`,
  );
}

// No two <li> texts may be equal across all posts once normalised.
const seen = new Map();
for (const { text, where } of allItems) {
  const key = normalise(text);
  if (seen.has(key)) fail(where, `duplicate list item (also in ${seen.get(key)}): "${text}"`);
  else seen.set(key, where);
}
console.log(`list items checked for duplicates: ${allItems.length}, unique: ${seen.size}`);

// Illustrations: size, dimensions, title, nothing executable or external.
for (const slug of SLUGS) {
  const file = join(svgDir, `${slug}.svg`);
  let svg = '';
  let size = 0;
  try {
    size = statSync(file).size;
    svg = readFileSync(file, 'utf8');
  } catch (error) {
    fail(`${slug}.svg`, `cannot read: ${error.message}`);
    continue;
  }
  if (size > MAX_SVG_BYTES) fail(`${slug}.svg`, `${size} bytes is over ${MAX_SVG_BYTES}`);
  for (const banned of ['<script', 'href="http', "href='http", 'foreignobject', '<image', '@import', 'url(http']) {
    if (svg.toLowerCase().includes(banned.toLowerCase())) fail(`${slug}.svg`, `contains "${banned}"`);
  }
  if (/\son[a-z]+\s*=/i.test(svg)) fail(`${slug}.svg`, 'contains an event-handler attribute');
  const root = svg.match(/<svg\b[^>]*>/)?.[0] ?? '';
  if (!/viewBox="0 0 1200 630"/.test(root)) fail(`${slug}.svg`, 'root needs viewBox="0 0 1200 630"');
  if (!/\swidth="1200"/.test(root) || !/\sheight="630"/.test(root))
    fail(`${slug}.svg`, 'root needs width="1200" height="630"');
  if (!/<title\b[^>]*>[^<]{10,}<\/title>/.test(svg)) fail(`${slug}.svg`, 'needs a descriptive <title>');
  console.log(`svg ${slug}.svg: ${size} bytes`);
}

// Translations: one folder per language (`es/`, `pt-BR/`…) with a posts.json of
// {translationOf, slug, title, summary} and one HTML file per post. A translation keeps its
// original's markup element for element (so its lists hold as many questions, section by section)
// and links to the site's pages in its own language.
const tagSequence = (html) => [...html.matchAll(/<\/?([a-z][\w-]*)/gi)].map((m) => m[0].toLowerCase()).join(' ');
const englishHtml = new Map(
  SLUGS.map((slug, index) => [
    index + 1,
    (() => {
      try {
        return readFileSync(join(here, `${slug}.html`), 'utf8');
      } catch {
        return '';
      }
    })(),
  ]),
);
const translationSlugs = new Set(SLUGS);
const languages = readdirSync(here, { withFileTypes: true })
  .filter((entry) => entry.isDirectory())
  .map((entry) => entry.name);
for (const language of languages) {
  const prefix = `/${language.toLowerCase()}`;
  let entries = [];
  try {
    entries = JSON.parse(readFileSync(join(here, language, 'posts.json'), 'utf8'));
  } catch (error) {
    fail(`${language}/posts.json`, `cannot read: ${error.message}`);
    continue;
  }
  if (!Array.isArray(entries) || entries.length !== SLUGS.length)
    fail(`${language}/posts.json`, `expected an array of ${SLUGS.length} translations`);
  const items = new Map();
  for (const [index, entry] of (Array.isArray(entries) ? entries : []).entries()) {
    const where = `${language}/${entry?.slug ?? `#${index + 1}`}`;
    const keys = ['translationOf', 'slug', 'title', 'summary'];
    const extra = Object.keys(entry ?? {}).filter((key) => !keys.includes(key));
    if (extra.length) fail(where, `unexpected fields: ${extra.join(', ')}`);
    if (entry.translationOf !== index + 1) fail(where, `translationOf should be ${index + 1}`);
    if (typeof entry.slug !== 'string' || !/^[a-z0-9]+(?:-[a-z0-9]+)*$/.test(entry.slug) || entry.slug.length > 80)
      fail(where, 'slug must be lowercase words joined by hyphens, at most 80 characters');
    else if (translationSlugs.has(entry.slug)) fail(where, `slug ${entry.slug} is taken`);
    else translationSlugs.add(entry.slug);
    const title = typeof entry.title === 'string' ? entry.title : '';
    const summary = typeof entry.summary === 'string' ? entry.summary : '';
    if (!title || title.length > 80) fail(where, `title must be 1-80 characters (is ${title.length})`);
    if (summary.length < 80 || summary.length > 170)
      fail(where, `summary must be 80-170 characters (is ${summary.length})`);
    let html = '';
    try {
      html = readFileSync(join(here, language, `${entry.slug}.html`), 'utf8');
    } catch (error) {
      fail(where, `cannot read HTML: ${error.message}`);
      continue;
    }
    checkMarkup(`${where}.html`, html);
    if (tagSequence(html) !== tagSequence(englishHtml.get(index + 1) ?? ''))
      fail(where, "its markup is not its original's, element for element");
    for (const [, href] of html.matchAll(/href="([^"]*)"/g))
      if (href !== prefix && !href.startsWith(`${prefix}/`)) fail(where, `link ${href} is not under ${prefix}/`);
    let count = 0;
    for (const [, item] of html.matchAll(/<li\b[^>]*>([\s\S]*?)<\/li>/gi)) {
      const text = plainText(item);
      count += 1;
      if (text.length < 10 || text.length > 200)
        fail(where, `list item length ${text.length} outside 10-200: "${text}"`);
      const key = normalise(text);
      if (items.has(key)) fail(where, `duplicate list item (also in ${items.get(key)}): "${text}"`);
      else items.set(key, where);
    }
    console.log(`${where}: ${count} list items, title ${title.length} chars, summary ${summary.length} chars`);
  }
}

if (failures.length) {
  console.error(`\n${failures.length} problem(s):`);
  for (const message of failures) console.error(`- ${message}`);
  process.exit(1);
}
console.log('\nAll seed-post checks passed.');
