import { describe, expect, it } from 'vitest';
import { RepeatedCommands } from './repeated-commands';

describe('RepeatedCommands', () => {
  it("answers a player's repeated id with the first answer without running it again", async () => {
    let now = 0;
    const repeated = new RepeatedCommands<string>(() => now, 1_000);
    let runs = 0;
    const run = () => Promise.resolve(`answer ${++runs}`);
    expect(await repeated.answer(1, 'a', run)).toBe('answer 1');
    now = 900;
    expect(await repeated.answer(1, 'a', run)).toBe('answer 1');
    // Another player's command of the same id is its own.
    expect(await repeated.answer(2, 'a', run)).toBe('answer 2');
    expect(runs).toBe(2);
  });

  it('keeps an answer at least one window and forgets it after two', async () => {
    let now = 0;
    const repeated = new RepeatedCommands<string>(() => now, 1_000);
    let runs = 0;
    const run = () => Promise.resolve(`answer ${++runs}`);
    await repeated.answer(1, 'a', run);
    now = 1_500;
    expect(await repeated.answer(1, 'a', run)).toBe('answer 1');
    now = 3_100;
    expect(await repeated.answer(1, 'a', run)).toBe('answer 2');
    now = 10_000;
    await repeated.answer(1, 'b', run);
    expect(repeated.size).toBe(1);
  });

  it('hands a command still running its answer to the repeat as well', async () => {
    const repeated = new RepeatedCommands<string>(() => 0, 1_000);
    let finish: (answer: string) => void = () => undefined;
    const first = repeated.answer(1, 'a', () => new Promise((resolve) => (finish = resolve)));
    const second = repeated.answer(1, 'a', () => Promise.resolve('never'));
    finish('done');
    expect(await Promise.all([first, second])).toEqual(['done', 'done']);
  });
});
