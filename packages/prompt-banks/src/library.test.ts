import { describe, expect, it } from 'vitest';
import { CHAT_LINE_BANKS, PROMPT_BANKS, QUICK_PLAY_NAMES_FILE, SPINNER_DEFAULTS_FILE } from './bank-registry';
import { computeLibraryStats, loadLibraryFiles } from './library';
import { LOCALE_FILES, localeFileOf, type TranslatedLocale } from './locale-files';
import { loadLocaleFilesToCheck } from './locale-library';
import { formatProblem, validateLibrary } from './validate-library';
import { validateLocaleFiles } from './validate-locale-files';

// Vite (which Vitest runs on) lists the data folder for us, so no file can hide from the checks.
const dataFiles = Object.keys(import.meta.glob('../data/**/*.json')).map((path) => path.replace('../data/', ''));

describe('the content library', () => {
  it('registers every data file', () => {
    const registered = [
      ...Object.values(PROMPT_BANKS).map((bank) => bank.file),
      ...Object.values(CHAT_LINE_BANKS).map((bank) => bank.file),
      QUICK_PLAY_NAMES_FILE,
      SPINNER_DEFAULTS_FILE,
      ...Object.entries(LOCALE_FILES).flatMap(([locale, ids]) =>
        ids.map((id) => localeFileOf(locale as TranslatedLocale, id)),
      ),
    ];
    expect(dataFiles.sort()).toEqual(registered.sort());
  });

  it('passes every content rule', async () => {
    const problems = validateLibrary(await loadLibraryFiles()).map(formatProblem);
    expect(problems).toEqual([]);
  });

  it('passes every rule in every language file', async () => {
    const problems = validateLocaleFiles(await loadLocaleFilesToCheck()).map(formatProblem);
    expect(problems).toEqual([]);
  });

  it('holds every bank at or above its minimum and at least 2,500 unique prompts', async () => {
    const stats = await computeLibraryStats();
    expect(stats.banks.flatMap((bank) => bank.belowMinimum.map((short) => `${bank.bank} ${short.type}`))).toEqual([]);
    for (const lines of stats.chatLines) expect(lines.total).toBeGreaterThanOrEqual(lines.minimum);
    expect(stats.uniquePrompts).toBeGreaterThanOrEqual(2500);
  });

  it('gives quick play exactly 25 dares, six user names and five bot names of each kind', async () => {
    expect(await PROMPT_BANKS['quickplay/dares'].load()).toHaveLength(25);
    const files = await loadLibraryFiles();
    expect(files.names.content).toMatchObject({
      userNames: expect.any(Array),
      botNamesMale: expect.any(Array),
      botNamesFemale: expect.any(Array),
    });
  });

  it('keeps the PG banks rated PG only', async () => {
    for (const id of [
      'offline/normal',
      'offline/funny',
      'offline/dares',
      'duel/normal',
      'duel/teens',
      'shared/normal',
      'shared/funny',
      'quickplay/dares',
    ] as const) {
      const ratings = new Set((await PROMPT_BANKS[id].load()).map((entry) => entry.rating));
      expect([...ratings], id).toEqual(['PG']);
    }
  });
});
