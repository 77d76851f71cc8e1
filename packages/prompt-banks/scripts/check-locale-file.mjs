// Checks one language file before it is registered: node scripts/check-locale-file.mjs es shared/funny
// Prints every problem (ids, completeness, address forms, lengths, English left, duplicates,
// own prompts) and the counts. Reads the built package (npm run build first).
import { readFile } from 'node:fs/promises';
import {
  PROMPT_BANKS,
  englishFileOf,
  formatProblem,
  loadChatLines,
  loadPromptBank,
  loadSpinnerDefaults,
} from '../dist/index.js';
import { promptTextFor, validateLocaleFiles } from '../dist/checks.js';

const [locale, id] = process.argv.slice(2);
if (!locale || !id) {
  console.error('usage: node scripts/check-locale-file.mjs <locale> <bank id, e.g. shared/funny>');
  process.exit(2);
}
const path = new URL(`../data/locales/${locale}/${englishFileOf(id)}`, import.meta.url);
const content = JSON.parse(await readFile(path, 'utf8'));
const english =
  id === 'quickplay/names'
    ? []
    : id === 'spinner/default-challenges'
      ? await loadSpinnerDefaults()
      : id in PROMPT_BANKS
        ? await loadPromptBank(id)
        : await loadChatLines(id);
const problems = validateLocaleFiles([{ locale, id, content, english }]);
for (const problem of problems) console.log(formatProblem(problem));
const texts = content.texts ?? {};
const withForms = Object.values(texts).filter((text) => text.includes('{address')).length;
console.log(
  `${locale} ${id}: ${Object.keys(texts).length} written, ${Object.keys(content.leftOut ?? {}).length} left out, ` +
    `${(content.own ?? []).length} own, ${withForms} with address forms; ${problems.length} problem(s)`,
);
const sample = Object.values(texts).find((text) => text.includes('{address'));
if (sample)
  for (const address of ['female', 'male', 'neutral']) console.log(`  ${address}: ${promptTextFor(sample, address)}`);
process.exitCode = problems.length > 0 ? 1 : 0;
