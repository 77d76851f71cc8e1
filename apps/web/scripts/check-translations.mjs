// A translator's check of one language's catalogs: node scripts/check-translations.mjs es
// Prints each message still untranslated, and each translation that is not valid ICU or names
// other placeholders than the English message. The production build also fails on a missing one.
import { readFileSync, readdirSync } from 'node:fs';
import { join } from 'node:path';
import { parse } from '@messageformat/parser';

const locale = process.argv[2];
if (!locale) {
  console.error('usage: node scripts/check-translations.mjs <locale>');
  process.exit(2);
}
const folder = join(import.meta.dirname, '../src/locales', locale);

/** msgid/msgstr pairs of a PO file (single-line strings, as Lingui writes them). */
function entries(text) {
  const pairs = [];
  const lines = text.split('\n');
  for (let index = 0; index < lines.length; index += 1) {
    if (!lines[index].startsWith('msgid "') || lines[index] === 'msgid ""') continue;
    // A message with a context is another message: its key carries the context.
    const context = lines[index - 1]?.startsWith('msgctxt "') ? `${JSON.parse(lines[index - 1].slice(8))}\u0004` : '';
    const id = context + JSON.parse(lines[index].slice(6));
    const translation = JSON.parse(lines[index + 1]?.slice(7) ?? '""');
    pairs.push({ id, translation });
  }
  return pairs;
}

function placeholders(message) {
  const names = new Set();
  const walk = (tokens) => {
    for (const token of tokens) {
      if (token.type === 'argument' || token.type === 'select' || token.type === 'plural') names.add(token.arg);
      if (token.cases) for (const item of token.cases) walk(item.tokens);
    }
  };
  walk(parse(message));
  return [...names].sort().join(',');
}

let problems = 0;
let total = 0;
// One message (the same English, no context) reads the same in every catalog of a language: the
// server holds all catalogs at once and the browser only some, so two wordings would differ.
const firstWording = new Map();
for (const file of readdirSync(folder)
  .filter((name) => name.endsWith('.po'))
  .sort()) {
  for (const { id, translation } of entries(readFileSync(join(folder, file), 'utf8'))) {
    total += 1;
    const report = (why) => {
      problems += 1;
      console.log(`${file}: ${why}: ${JSON.stringify(id)}`);
    };
    const earlier = firstWording.get(id);
    if (translation !== '' && earlier && earlier.translation !== translation)
      report(`translated differently in ${earlier.file} (${JSON.stringify(earlier.translation)})`);
    else if (translation !== '' && !earlier) firstWording.set(id, { file, translation });
    if (translation === '') {
      report('missing');
      continue;
    }
    try {
      if (placeholders(translation) !== placeholders(id))
        report(`placeholders differ (${JSON.stringify(translation)})`);
    } catch (error) {
      report(`not valid ICU (${error.message})`);
    }
  }
}
console.log(`${locale}: ${total} messages, ${problems} problem(s)`);
process.exitCode = problems > 0 ? 1 : 0;
