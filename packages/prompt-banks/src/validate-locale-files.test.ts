import { describe, expect, it } from 'vitest';
import { formatProblem } from './validate-library';
import { validateLocaleFiles, type LocaleFileToCheck } from './validate-locale-files';

// Twenty English prompts of a PG bank, the shape the library's files have.
const english = Array.from({ length: 20 }, (_, index) => ({
  id: `shared-funny-t${String(index + 1).padStart(3, '0')}`,
  text: `English prompt number ${index + 1} about a hat?`,
  rating: 'PG' as const,
}));
const spanishTexts = Object.fromEntries(
  english.map((entry, index) => [entry.id, `Pregunta en español número ${index + 1} sobre un sombrero?`]),
);
const ownPrompt = {
  id: 'shared-funny-es-t001',
  type: 'truth',
  text: '¿Qué apodo te pusieron en la escuela y por qué?',
  rating: 'PG',
  categories: ['funny'],
};

function check(content: unknown, overrides: Partial<LocaleFileToCheck> = {}): string[] {
  return validateLocaleFiles([{ locale: 'es', id: 'shared/funny', content, english, ...overrides }]).map(formatProblem);
}

describe('language files', () => {
  it('accept a complete file with its own prompts', () => {
    expect(check({ texts: spanishTexts, leftOut: {}, own: [ownPrompt] })).toEqual([]);
  });

  it('name every English id neither written nor left out', () => {
    const { 'shared-funny-t004': _dropped, ...rest } = spanishTexts;
    expect(check({ texts: rest, leftOut: {}, own: [ownPrompt] })).toEqual([
      'locales/es/shared/funny.json: 1 English entries are neither written nor left out (shared-funny-t004, …)',
    ]);
  });

  it('take a prompt left out with a reason, but not one without, nor one also written', () => {
    const { 'shared-funny-t004': _dropped, ...rest } = spanishTexts;
    expect(
      check({ texts: rest, leftOut: { 'shared-funny-t004': 'an English pun on "hat"' }, own: [ownPrompt] }),
    ).toEqual([]);
    expect(check({ texts: rest, leftOut: { 'shared-funny-t004': 'pun' }, own: [ownPrompt] })[0]).toContain(
      'say why the prompt is left out',
    );
    expect(
      check({ texts: spanishTexts, leftOut: { 'shared-funny-t004': 'an English pun on "hat"' }, own: [ownPrompt] }),
    ).toEqual(['locales/es/shared/funny.json [shared-funny-t004]: both written and left out']);
  });

  it('refuse ids English does not have, English left in a text and duplicates', () => {
    const problems = check({
      texts: {
        ...spanishTexts,
        'shared-funny-t002': 'What would you do with the hat?',
        'shared-funny-t003': spanishTexts['shared-funny-t001'],
        'shared-funny-t999': '¿Cuál es tu sombrero favorito?',
      },
      leftOut: {},
      own: [ownPrompt],
    });
    expect(problems).toEqual([
      expect.stringContaining('[shared-funny-t002]: English left in the text (what, would, you, with, the)'),
      expect.stringContaining('[shared-funny-t003]: duplicate of locales/es/shared/funny.json (shared-funny-t001)'),
      'locales/es/shared/funny.json [shared-funny-t999]: English has no entry with this id',
    ]);
  });

  it('refuse a text that is still the English one, and Latin words in Arabic', () => {
    expect(
      check({ texts: { ...spanishTexts, 'shared-funny-t001': english[0]?.text }, leftOut: {}, own: [ownPrompt] }),
    ).toEqual([expect.stringContaining('[shared-funny-t001]: the text is still the English one')]);
    const arabic = Object.fromEntries(english.map((entry, index) => [entry.id, `سؤال مضحك رقم ${index + 1} عن قبعة؟`]));
    const arabicOwn = { ...ownPrompt, id: 'shared-funny-ar-t001', text: 'ما أغرب لقب أطلقه عليك أصدقاؤك؟' };
    expect(check({ texts: arabic, leftOut: {}, own: [arabicOwn] }, { locale: 'ar' })).toEqual([]);
    expect(
      check(
        { texts: { ...arabic, 'shared-funny-t002': 'ما هو أغرب فيديو على TikTok؟' }, leftOut: {}, own: [arabicOwn] },
        { locale: 'ar' },
      ),
    ).toEqual([expect.stringContaining('English left in the text (tiktok)')]);
  });

  it('check every address form of a text', () => {
    const problems = check({
      texts: {
        ...spanishTexts,
        'shared-funny-t001': '¿Estás {address, select, female {lista} male {listo} other {}} para el sombrero?',
        'shared-funny-t002': '¿Estás {address, select, female {lista} other {a punto}} para el sombrero?',
      },
      leftOut: {},
      own: [ownPrompt],
    });
    expect(problems).toEqual([
      expect.stringContaining('[shared-funny-t001]: the neutral form has a doubled space'),
      expect.stringContaining('[shared-funny-t002]: an address select needs exactly the cases female, male and other'),
    ]);
  });

  it('need 5% of prompts of the language own, with ids of the bank and the language, rated within the bank', () => {
    expect(check({ texts: spanishTexts, leftOut: {}, own: [] })).toEqual([
      "locales/es/shared/funny.json: 0 prompts of this language's own; at least 1 needed",
    ]);
    const misnamed = { ...ownPrompt, id: 'shared-funny-t900', rating: 'R' };
    expect(check({ texts: spanishTexts, leftOut: {}, own: [misnamed] })).toEqual([
      'locales/es/shared/funny.json [shared-funny-t900]: an own prompt\'s id starts "shared-funny-es-"',
      "locales/es/shared/funny.json [shared-funny-t900]: rated R, above this bank's maximum PG",
    ]);
  });

  it('let no more than a tenth of a rating be left out, a quarter of Arabic adults prompts', () => {
    const leftOut = Object.fromEntries(english.slice(0, 3).map((entry) => [entry.id, 'does not work in Spanish']));
    const texts = Object.fromEntries(Object.entries(spanishTexts).filter(([id]) => !(id in leftOut)));
    expect(check({ texts, leftOut, own: [ownPrompt] })).toEqual([
      'locales/es/shared/funny.json: 3 of 20 PG prompts are left out; at most 10% may be',
    ]);
  });
});
