import { describe, expect, it } from 'vitest';
import { formatProblem, validateLibrary, type LibraryFiles } from './validate-library';

const goodNames = {
  userNames: ['Ana', 'Ben', 'Cleo', 'Dev', 'Eli', 'Fay'],
  botNamesMale: ['Gus', 'Hal', 'Ivo', 'Jon', 'Kai'],
  botNamesFemale: ['Lia', 'Mae', 'Nia', 'Ona', 'Pia'],
};
const goodSpinner = Array.from({ length: 8 }, (_, i) => ({ id: `spin-${i + 1}`, text: `Wheel label ${i + 1}` }));

function library(overrides: Partial<LibraryFiles> = {}): LibraryFiles {
  return {
    promptFiles: [
      {
        file: 'offline/normal.json',
        category: 'normal',
        maxRating: 'PG',
        content: [
          {
            id: 'offline-normal-t001',
            type: 'truth',
            text: 'What song do you hum when nobody is around?',
            rating: 'PG',
            categories: ['normal'],
          },
          {
            id: 'offline-normal-t002',
            type: 'truth',
            text: 'Which chore would you happily do forever?',
            rating: 'PG',
            categories: ['normal'],
          },
        ],
      },
    ],
    chatLineFiles: [
      { file: 'quickplay/bot-lines-male.json', content: [{ id: 'bot-l001', text: 'Nice one, your move!' }] },
    ],
    names: { file: 'quickplay/names.json', content: goodNames },
    spinnerDefaults: { file: 'spinner/default-challenges.json', content: goodSpinner },
    ...overrides,
  };
}

const prompts = (file: string, maxRating: 'PG' | 'PG13' | 'R', content: unknown[]) => ({
  promptFiles: [
    { file, category: file.replace(/^.*\//, '').replace('.json', '').replace('18-plus', '18+'), maxRating, content },
  ],
});
const problemsOf = (files: LibraryFiles) => validateLibrary(files).map(formatProblem);

describe('validateLibrary', () => {
  it('accepts a sound library', () => {
    expect(problemsOf(library())).toEqual([]);
  });

  it('reports a duplicate after normalising case, punctuation and spaces, naming both places', () => {
    const files = library(
      prompts('shared/funny.json', 'PG', [
        {
          id: 'a-t001',
          type: 'truth',
          text: 'What is the weirdest snack you enjoy?',
          rating: 'PG',
          categories: ['funny'],
        },
        {
          id: 'a-t002',
          type: 'truth',
          text: 'what is the  WEIRDEST snack, you enjoy',
          rating: 'PG',
          categories: ['funny'],
        },
      ]),
    );
    expect(problemsOf(files)).toEqual([
      'shared/funny.json [a-t002]: duplicate of shared/funny.json (a-t001): "what is the  WEIRDEST snack, you enjoy"',
    ]);
  });

  it('reports a duplicate across a prompt file and a bot line file', () => {
    const files = library({
      chatLineFiles: [
        {
          file: 'quickplay/bot-lines-male.json',
          content: [{ id: 'bot-l001', text: 'Which chore would you happily do forever' }],
        },
      ],
    });
    expect(problemsOf(files)).toEqual([
      expect.stringContaining(
        'quickplay/bot-lines-male.json [bot-l001]: duplicate of offline/normal.json (offline-normal-t002)',
      ),
    ]);
  });

  it('reports a reused id', () => {
    const files = library(
      prompts('duel/teens.json', 'PG', [
        {
          id: 'x-t001',
          type: 'truth',
          text: 'Which app do you open first every morning?',
          rating: 'PG',
          categories: ['teens'],
        },
        {
          id: 'x-t001',
          type: 'truth',
          text: 'Which emoji do you overuse the most?',
          rating: 'PG',
          categories: ['teens'],
        },
      ]),
    );
    expect(problemsOf(files)).toEqual(['duel/teens.json [x-t001]: id "x-t001" is already used in duel/teens.json']);
  });

  it('reports a schema error naming the file and the entry', () => {
    const files = library(
      prompts('shared/party.json', 'PG13', [
        {
          id: 'shared-party-t009',
          type: 'question',
          text: 'What is the boldest text you ever sent?',
          rating: 'PG13',
          categories: ['party'],
        },
        { type: 'truth', text: 'Missing id here, which should be reported?', rating: 'PG13', categories: ['party'] },
      ]),
    );
    const problems = problemsOf(files);
    expect(problems).toHaveLength(2);
    expect(problems[0]).toMatch(/^shared\/party\.json \[shared-party-t009\]: type: /);
    expect(problems[1]).toMatch(/^shared\/party\.json \[entry #2\]: id: /);
  });

  it('reports a file that is not an array', () => {
    expect(problemsOf(library(prompts('shared/party.json', 'PG13', undefined as unknown as unknown[])))).toEqual([
      'shared/party.json: the file must hold a JSON array of entries',
    ]);
  });

  it('reports a blocked word in a PG bank', () => {
    const files = library(
      prompts('offline/normal.json', 'PG', [
        {
          id: 'n-t001',
          type: 'truth',
          text: 'Who would you most like to kiss at this party?',
          rating: 'PG',
          categories: ['normal'],
        },
      ]),
    );
    expect(problemsOf(files)).toEqual([
      expect.stringMatching(/^offline\/normal\.json \[n-t001\]: a PG entry must not mention .*\(found: kiss\)/),
    ]);
  });

  it('does not flag blocked words inside longer everyday words', () => {
    const files = library(
      prompts('offline/normal.json', 'PG', [
        {
          id: 'n-t001',
          type: 'truth',
          text: 'What was the bravest thing you did on a butterfly hunt?',
          rating: 'PG',
          categories: ['normal'],
        },
      ]),
    );
    expect(problemsOf(files)).toEqual([]);
  });

  it('reports an entry rated above its bank and an 18+ entry about minors', () => {
    const files = library({
      promptFiles: [
        {
          file: 'duel/teens.json',
          category: 'teens',
          maxRating: 'PG',
          content: [
            {
              id: 't-d001',
              type: 'dare',
              text: 'Whisper a pick-up line to the other player.',
              rating: 'PG13',
              categories: ['teens'],
            },
          ],
        },
        {
          file: 'offline/18-plus.json',
          category: '18+',
          maxRating: 'R',
          content: [
            {
              id: 'r-t001',
              type: 'truth',
              text: 'Who did you fancy back in school?',
              rating: 'R',
              categories: ['18+'],
            },
          ],
        },
      ],
    });
    expect(problemsOf(files)).toEqual([
      "duel/teens.json [t-d001]: rated PG13, above this bank's maximum PG",
      expect.stringMatching(
        /^offline\/18-plus\.json \[r-t001\]: an 18\+ entry must never be about minors \(found: school\)/,
      ),
    ]);
  });

  it('reports entries that are too short or too long, and a missing bank category', () => {
    const files = library(
      prompts('shared/funny.json', 'PG', [
        { id: 'f-t001', type: 'truth', text: 'Why?', rating: 'PG', categories: ['funny'] },
        {
          id: 'f-t002',
          type: 'truth',
          text: `${'Tell us a very long story '.repeat(8)}?`,
          rating: 'PG',
          categories: ['funny'],
        },
        {
          id: 'f-t003',
          type: 'truth',
          text: 'Which cartoon would you live inside?',
          rating: 'PG',
          categories: ['normal'],
        },
      ]),
    );
    expect(problemsOf(files)).toEqual([
      expect.stringMatching(/\[f-t001\]: text is 4 characters; it must be 10 to 200/),
      expect.stringMatching(/\[f-t002\]: text is 209 characters; it must be 10 to 200/),
      'shared/funny.json [f-t003]: categories must include the bank\'s own category "funny"',
    ]);
  });

  it('reports a flirtatious or personal bot line', () => {
    const files = library({
      chatLineFiles: [
        {
          file: 'quickplay/bot-lines-female.json',
          content: [{ id: 'bot-l009', text: 'You seem cute, how old are you?' }],
        },
      ],
    });
    expect(problemsOf(files)).toEqual([
      expect.stringMatching(/bot lines are never flirtatious or personal \(found: cute, how old\)/),
    ]);
  });

  it('reports a wrong number of spinner defaults and bad name lists', () => {
    const files = library({
      spinnerDefaults: { file: 'spinner/default-challenges.json', content: goodSpinner.slice(0, 7) },
      names: {
        file: 'quickplay/names.json',
        content: { ...goodNames, botNamesMale: ['Gus', 'Gus', 'Hal', 'Ivo', 'Jon'] },
      },
    });
    expect(problemsOf(files)).toEqual([
      'spinner/default-challenges.json: there must be exactly 8 default challenges, found 7',
      'quickplay/names.json: botNamesMale: names must be unique',
    ]);
  });
});
