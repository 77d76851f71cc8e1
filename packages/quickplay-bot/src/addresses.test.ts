import { addressed, addressedEntries, advanceToNextTimer, expectRefused } from '@truth-or-dare/engine-test-kit';
import type { Address } from '@truth-or-dare/prompt-banks';
import { describe, expect, it } from 'vitest';
import { startQuickPlay } from './quick-play-scenarios';
import { selectAddress, selectMessages, selectPhase, selectPrompt } from './selectors';
import type { QuickPlayInput } from './types';

/** Every text the match deals or says has address forms: truths, dares and both bots' lines. */
const ADDRESSED: Partial<QuickPlayInput> = {
  truths: addressedEntries('truth-', 5),
  dares: addressedEntries('dare-', 25, 'dare'),
  botLinesMale: Array.from({ length: 10 }, (_, i) => addressed(`Male line ${i + 1}`)),
  botLinesFemale: Array.from({ length: 10 }, (_, i) => addressed(`Female line ${i + 1}`)),
};

/** A match where the player chose `address` on the selection screen. */
function matchAs(address: Address, seed: number, gender: 'male' | 'female' = 'female') {
  const game = startQuickPlay(seed, ADDRESSED);
  game.actor.send({ type: 'ADDRESS.CHOOSE', address });
  game.actor.send({ type: 'NAME.SELECT', name: 'PixelPanda' });
  game.actor.send({ type: 'GENDER.SELECT', gender });
  game.actor.send({ type: 'MATCH.START' });
  advanceToNextTimer(game.clock);
  return game;
}

/** The shown prompt's ending: 'for her', 'for him' or 'for you'. */
function promptEnding(game: ReturnType<typeof matchAs>): string | undefined {
  return selectPrompt(game.actor.getSnapshot())?.text.replace(/^\S+ \d+ /, '');
}

describe('how prompts speak to the player', () => {
  it('is neutral unless this device remembers a choice, and can be changed on the selection screen', () => {
    expect(selectAddress(startQuickPlay(1).actor.getSnapshot())).toBe('neutral');
    const { actor } = startQuickPlay(1, { address: 'male' });
    expect(selectAddress(actor.getSnapshot())).toBe('male');
    actor.send({ type: 'ADDRESS.CHOOSE', address: 'female' });
    expect(selectAddress(actor.getSnapshot())).toBe('female');
    // The screen sends what a radio holds: a string the engine must check.
    expectRefused(actor, { type: 'ADDRESS.CHOOSE', address: 'other' as Address });
  });

  it('is fixed once matching starts', () => {
    const game = matchAs('female', 3);
    expectRefused(game.actor, { type: 'ADDRESS.CHOOSE', address: 'male' });
  });

  it.each([
    ['female', 'for her'],
    ['male', 'for him'],
    ['neutral', 'for you'],
  ] as const)("reads the player's truths and dares in their form (%s)", (address, ending) => {
    const game = matchAs(address, 12);
    game.actor.send({ type: 'TRUTH.CHOOSE' });
    expect(selectPrompt(game.actor.getSnapshot())).toEqual({ type: 'truth', text: `Truth 1 ${ending}`, by: 'user' });
    game.actor.send({ type: 'PROMPT.COMPLETE' });
    // Round the bot's turn back to the player.
    game.clock.increment(1_000);
    game.clock.increment(4_000);
    game.clock.increment(game.actor.getSnapshot().context.handBackAfterMs);
    game.actor.send({ type: 'DARE.CHOOSE' });
    expect(promptEnding(game)).toBe(ending);
  });

  it.each([
    // Seed 21 makes the bot pick a truth and seed 25 a dare.
    [21, 'female', 'for her'],
    [25, 'female', 'for her'],
    [21, 'male', 'for him'],
    [25, 'male', 'for him'],
  ] as const)("reads the bot's own prompt in its gender's form (seed %i, %s bot)", (seed, gender, ending) => {
    const game = matchAs('neutral', seed, gender);
    game.actor.send({ type: 'TRUTH.CHOOSE' });
    game.actor.send({ type: 'PROMPT.COMPLETE' });
    game.clock.increment(1_000);
    game.clock.increment(4_000);
    expect(selectPrompt(game.actor.getSnapshot())?.by).toBe('bot');
    expect(promptEnding(game)).toBe(ending);
  });

  it("has the bot's chat lines speak to the player in their form", () => {
    const game = matchAs('male', 33, 'female');
    game.actor.send({ type: 'CHAT.SEND', text: 'hi' });
    game.clock.increment(8_000);
    const line = selectMessages(game.actor.getSnapshot()).at(-1);
    expect(line).toMatchObject({ from: 'bot', text: expect.stringMatching(/^Female line \d+ for him$/) });
  });

  it('is kept for the rematch, as the device remembers it', () => {
    const game = matchAs('female', 55);
    game.clock.increment(game.actor.getSnapshot().context.disconnectAfterMs);
    game.actor.send({ type: 'MATCH.RESET' });
    expect(selectPhase(game.actor.getSnapshot())).toBe('selecting');
    expect(selectAddress(game.actor.getSnapshot())).toBe('female');
  });

  it('leaves the deal alone: the same seed deals the same prompts whatever the choice', () => {
    const texts = (address: Address) => {
      const game = matchAs(address, 40);
      game.actor.send({ type: 'DARE.CHOOSE' });
      return selectPrompt(game.actor.getSnapshot())?.text.replace(/ for \w+$/, '');
    };
    expect(texts('female')).toBe(texts('neutral'));
  });
});
