// Prints counts per bank, type and rating, and the library total. Reads the built package.
import { computeLibraryStats, computeLocaleStats } from '../dist/index.js';

const MINIMUM_UNIQUE_PROMPTS = 2500;
const stats = await computeLibraryStats();

const rows = stats.banks.map((bank) => ({
  bank: bank.bank,
  truths: bank.byType.truth,
  dares: bank.byType.dare,
  PG: bank.byRating.PG,
  PG13: bank.byRating.PG13,
  R: bank.byRating.R,
  total: bank.total,
  minimum:
    bank.belowMinimum.length === 0
      ? 'ok'
      : bank.belowMinimum.map((m) => `${m.type} ${m.actual}/${m.minimum}`).join(', '),
}));
console.log('Prompt banks');
console.table(rows);
console.log('Bot chat lines');
console.table(
  stats.chatLines.map((lines) => ({ ...lines, status: lines.total >= lines.minimum ? 'ok' : 'below minimum' })),
);
const prompts = stats.banks.reduce((sum, bank) => sum + bank.total, 0);
const lines = stats.chatLines.reduce((sum, bank) => sum + bank.total, 0);
console.log(
  `Prompts: ${prompts}; bot chat lines: ${lines}; unique prompts in the library: ${stats.uniquePrompts} (target ${MINIMUM_UNIQUE_PROMPTS}).`,
);
const localeRows = await computeLocaleStats();
if (localeRows.length > 0) {
  console.log('Prompt banks in other languages (written from English, left out with a reason, their own)');
  console.table(localeRows);
}
const short =
  stats.banks.filter((bank) => bank.belowMinimum.length > 0).length +
  stats.chatLines.filter((l) => l.total < l.minimum).length;
if (short > 0 || stats.uniquePrompts < MINIMUM_UNIQUE_PROMPTS) {
  console.log(`Below target: ${short} bank(s) under their minimum.`);
  process.exitCode = 1;
}
