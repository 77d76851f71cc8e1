import { describe, expect, it, vi } from 'vitest';
import { createDrawCardsMachine } from './draw-cards-machine';
import {
  selectCanChoose,
  selectCanChooseCategory,
  selectCanGuess,
  selectCanNextPlayer,
  selectCups,
  selectCurrentPlayer,
  selectMessage,
  selectPhase,
  selectPrompt,
  selectScoreboard,
  selectTotalWins,
} from './selectors';
import { advanceBy, expectRefused } from '@truth-or-dare/engine-test-kit';
import { dares, runToGuessing, startGame, truths, type DrawCardsActor } from './draw-cards-scenarios';

const queen = (actor: DrawCardsActor) => actor.getSnapshot().context.queenPosition;
const wrongPosition = (actor: DrawCardsActor) => (queen(actor) + 1) % 3;

function gameWithCelebrate(names: readonly string[] = ['Ann', 'Ben'], seed = 7) {
  const celebrate = vi.fn();
  const machine = createDrawCardsMachine().provide({ actions: { celebrate } });
  return { ...startGame(names, { seed }, machine), celebrate };
}

describe('when a guess is accepted', () => {
  it('is refused during the memorize phase and the shuffle', () => {
    const { actor, clock } = startGame();
    expect(selectCanGuess(actor.getSnapshot())).toBe(false);
    expectRefused(actor, { type: 'CUP.GUESS', position: queen(actor) });
    clock.increment(3_000);
    expectRefused(actor, { type: 'CUP.GUESS', position: queen(actor) });
    advanceBy(clock, 150 * 19);
    expect(actor.getSnapshot().context.swapCount).toBe(19);
    expect(selectPhase(actor.getSnapshot())).toBe('shuffling');
    expectRefused(actor, { type: 'CUP.GUESS', position: queen(actor) });
  });

  it('is refused for a position that is not a cup', () => {
    const { actor, clock } = startGame();
    runToGuessing(clock);
    for (const position of [-1, 3, 1.5, Number.NaN]) expectRefused(actor, { type: 'CUP.GUESS', position });
    expect(selectCanGuess(actor.getSnapshot())).toBe(true);
  });

  it('allows one guess per round, after a right guess as after a wrong one', () => {
    const right = startGame();
    runToGuessing(right.clock);
    right.actor.send({ type: 'CUP.GUESS', position: queen(right.actor) });
    expect(selectCanGuess(right.actor.getSnapshot())).toBe(false);
    expectRefused(right.actor, { type: 'CUP.GUESS', position: queen(right.actor) });
    expectRefused(right.actor, { type: 'CUP.GUESS', position: wrongPosition(right.actor) });

    const wrong = startGame();
    runToGuessing(wrong.clock);
    wrong.actor.send({ type: 'CUP.GUESS', position: wrongPosition(wrong.actor) });
    expectRefused(wrong.actor, { type: 'CUP.GUESS', position: queen(wrong.actor) });
    wrong.actor.send({ type: 'DARE.CHOOSE', dares: dares(3) });
    expectRefused(wrong.actor, { type: 'CUP.GUESS', position: queen(wrong.actor) });
  });
});

describe('a right guess', () => {
  it("says '🎉 Correct! {player} found the Queen!', counts the win and celebrates", () => {
    const { actor, clock, celebrate } = gameWithCelebrate();
    runToGuessing(clock);
    const position = queen(actor);
    actor.send({ type: 'CUP.GUESS', position });
    const snapshot = actor.getSnapshot();
    expect(selectPhase(snapshot)).toBe('correct');
    expect(selectMessage(snapshot)).toBe('🎉 Correct! Ann found the Queen!');
    expect(selectTotalWins(snapshot)).toBe(1);
    expect(selectScoreboard(snapshot)).toEqual([
      { name: 'Ann', wins: 1, isCurrent: true },
      { name: 'Ben', wins: 0, isCurrent: false },
    ]);
    expect(celebrate).toHaveBeenCalledTimes(1);
    expect(selectCanNextPlayer(snapshot)).toBe(true);
    expect(selectCanChoose(snapshot)).toBe(false);
  });

  it('reveals the cups and marks the guessed one', () => {
    const { actor, clock } = startGame();
    runToGuessing(clock);
    const position = queen(actor);
    actor.send({ type: 'CUP.GUESS', position });
    const cups = selectCups(actor.getSnapshot());
    expect(cups.every((cup) => cup.faceUp)).toBe(true);
    expect(cups[position]).toMatchObject({ label: '👑', guessed: true });
  });

  it('offers no Truth or Dare', () => {
    const { actor, clock } = startGame();
    runToGuessing(clock);
    actor.send({ type: 'CUP.GUESS', position: queen(actor) });
    expectRefused(actor, { type: 'TRUTH.CHOOSE' });
    expectRefused(actor, { type: 'DARE.CHOOSE', dares: dares(3) });
  });
});

describe('a wrong guess', () => {
  it("says '❌ Wrong Guess! {player}, choose:' and offers Truth or Dare, without a win or confetti", () => {
    const { actor, clock, celebrate } = gameWithCelebrate();
    runToGuessing(clock);
    const position = wrongPosition(actor);
    actor.send({ type: 'CUP.GUESS', position });
    const snapshot = actor.getSnapshot();
    expect(selectPhase(snapshot)).toBe('choosingTruthOrDare');
    expect(selectMessage(snapshot)).toBe('❌ Wrong Guess! Ann, choose:');
    expect(selectCanChoose(snapshot)).toBe(true);
    expect(selectCanNextPlayer(snapshot)).toBe(false);
    expect(selectTotalWins(snapshot)).toBe(0);
    expect(snapshot.context.wins).toEqual([0, 0]);
    expect(celebrate).not.toHaveBeenCalled();
    expect(selectCups(snapshot)[position]).toMatchObject({ guessed: true, faceUp: true });
    expect(selectCups(snapshot)[position]?.label).not.toBe('👑');
  });

  it('deals a dare at once for Dare', () => {
    const { actor, clock } = startGame();
    runToGuessing(clock);
    actor.send({ type: 'CUP.GUESS', position: wrongPosition(actor) });
    actor.send({ type: 'DARE.CHOOSE', dares: dares(3) });
    const snapshot = actor.getSnapshot();
    expect(selectPhase(snapshot)).toBe('showingPrompt');
    expect(selectPrompt(snapshot)?.type).toBe('dare');
    expect(snapshot.context.choice).toBe('dare');
    expect(selectCanNextPlayer(snapshot)).toBe(true);
    expect(selectMessage(snapshot)).toBe('❌ Wrong Guess! Ann, choose:');
  });

  it('asks for a category after Truth, then deals a truth from it', () => {
    const { actor, clock } = startGame();
    runToGuessing(clock);
    actor.send({ type: 'CUP.GUESS', position: wrongPosition(actor) });
    actor.send({ type: 'TRUTH.CHOOSE' });
    expect(selectPhase(actor.getSnapshot())).toBe('choosingCategory');
    expect(selectCanChooseCategory(actor.getSnapshot())).toBe(true);
    expect(selectCanNextPlayer(actor.getSnapshot())).toBe(false);
    expect(selectPrompt(actor.getSnapshot())).toBeNull();

    actor.send({ type: 'CATEGORY.CHOOSE', category: 'spicy', prompts: truths('spicy', 4) });
    const snapshot = actor.getSnapshot();
    expect(selectPhase(snapshot)).toBe('showingPrompt');
    expect(selectPrompt(snapshot)?.categories).toEqual(['spicy']);
    expect(snapshot.context).toMatchObject({ choice: 'truth', truthCategory: 'spicy' });
  });

  it('refuses an unknown category, an empty bank and a bank without truths', () => {
    const { actor, clock } = startGame();
    runToGuessing(clock);
    actor.send({ type: 'CUP.GUESS', position: wrongPosition(actor) });
    expectRefused(actor, { type: 'CATEGORY.CHOOSE', category: 'normal', prompts: truths('normal', 2) });
    actor.send({ type: 'TRUTH.CHOOSE' });
    expectRefused(actor, { type: 'CATEGORY.CHOOSE', category: 'teens' as never, prompts: truths('teens', 2) });
    expectRefused(actor, { type: 'CATEGORY.CHOOSE', category: 'normal', prompts: [] });
    expectRefused(actor, { type: 'CATEGORY.CHOOSE', category: 'normal', prompts: dares(2) });
    expectRefused(actor, { type: 'DARE.CHOOSE', dares: dares(2) });
    expectRefused(actor, { type: 'TURN.END' });
  });

  it('refuses Dare with an empty list or no dares in it', () => {
    const { actor, clock } = startGame();
    runToGuessing(clock);
    actor.send({ type: 'CUP.GUESS', position: wrongPosition(actor) });
    expectRefused(actor, { type: 'DARE.CHOOSE', dares: [] });
    expectRefused(actor, { type: 'DARE.CHOOSE', dares: truths('normal', 3) });
    expectRefused(actor, { type: 'TURN.END' });
  });

  it('allows one choice: nothing more once a prompt shows', () => {
    const { actor, clock } = startGame();
    runToGuessing(clock);
    actor.send({ type: 'CUP.GUESS', position: wrongPosition(actor) });
    actor.send({ type: 'DARE.CHOOSE', dares: dares(3) });
    expectRefused(actor, { type: 'DARE.CHOOSE', dares: dares(3) });
    expectRefused(actor, { type: 'TRUTH.CHOOSE' });
    expectRefused(actor, { type: 'CATEGORY.CHOOSE', category: 'normal', prompts: truths('normal', 3) });
  });
});

describe('Next Player', () => {
  it('is refused before the round has a result', () => {
    const { actor, clock } = startGame();
    expectRefused(actor, { type: 'TURN.END' });
    clock.increment(3_000);
    expectRefused(actor, { type: 'TURN.END' });
    advanceBy(clock, 150 * 20);
    expect(selectPhase(actor.getSnapshot())).toBe('guessing');
    expectRefused(actor, { type: 'TURN.END' });
  });

  it('goes round the players cyclically and resets the round each time', () => {
    const { actor, clock } = startGame(['Ann', 'Ben', 'Cara']);
    const order: (string | null)[] = [selectCurrentPlayer(actor.getSnapshot())];
    for (let round = 1; round <= 4; round++) {
      runToGuessing(clock);
      actor.send({ type: 'CUP.GUESS', position: queen(actor) });
      actor.send({ type: 'TURN.END' });
      const snapshot = actor.getSnapshot();
      order.push(selectCurrentPlayer(snapshot));
      expect(selectPhase(snapshot)).toBe('memorizing');
      expect(snapshot.context).toMatchObject({
        round: round + 1,
        swapCount: 0,
        lastSwap: null,
        guess: null,
        message: '',
        choice: null,
        truthCategory: null,
        prompt: null,
      });
      expect(snapshot.context.cupOrder[snapshot.context.queenPosition]).toBe(0);
    }
    expect(order).toEqual(['Ann', 'Ben', 'Cara', 'Ann', 'Ben']);
    expect(selectScoreboard(actor.getSnapshot()).map((row) => row.wins)).toEqual([2, 1, 1]);
    expect(selectTotalWins(actor.getSnapshot())).toBe(4);
  });

  it('follows a prompt and names the next player in the next round', () => {
    const { actor, clock } = startGame(['Ann', 'Ben']);
    runToGuessing(clock);
    actor.send({ type: 'CUP.GUESS', position: wrongPosition(actor) });
    actor.send({ type: 'DARE.CHOOSE', dares: dares(2) });
    actor.send({ type: 'TURN.END' });
    expect(selectCurrentPlayer(actor.getSnapshot())).toBe('Ben');
    clock.increment(2_999);
    expect(selectPhase(actor.getSnapshot())).toBe('memorizing');
    clock.increment(1);
    expect(selectPhase(actor.getSnapshot())).toBe('shuffling');
    advanceBy(clock, 150 * 20 - 1);
    expect(selectCanGuess(actor.getSnapshot())).toBe(false);
    clock.increment(1);
    expect(selectCanGuess(actor.getSnapshot())).toBe(true);
    actor.send({ type: 'CUP.GUESS', position: wrongPosition(actor) });
    expect(selectMessage(actor.getSnapshot())).toBe('❌ Wrong Guess! Ben, choose:');
  });
});

describe('no-repeat decks across rounds', () => {
  function loseAndChoose(
    actor: DrawCardsActor,
    clock: Parameters<typeof runToGuessing>[0],
    choose: () => void,
  ): string {
    runToGuessing(clock);
    actor.send({ type: 'CUP.GUESS', position: wrongPosition(actor) });
    choose();
    const id = selectPrompt(actor.getSnapshot())?.id ?? '';
    actor.send({ type: 'TURN.END' });
    return id;
  }

  it('deals every truth of a category once before repeating, the screen passing the bank each time', () => {
    const { actor, clock } = startGame();
    const ids = Array.from({ length: 4 }, () =>
      loseAndChoose(actor, clock, () => {
        actor.send({ type: 'TRUTH.CHOOSE' });
        actor.send({ type: 'CATEGORY.CHOOSE', category: 'funny', prompts: truths('funny', 4) });
      }),
    );
    expect([...ids].sort()).toEqual(['funny-t1', 'funny-t2', 'funny-t3', 'funny-t4']);
  });

  it('keeps one deck per category', () => {
    const { actor, clock } = startGame();
    const pick = (category: 'normal' | 'party') =>
      loseAndChoose(actor, clock, () => {
        actor.send({ type: 'TRUTH.CHOOSE' });
        actor.send({ type: 'CATEGORY.CHOOSE', category, prompts: truths(category, 2) });
      });
    const ids = [pick('normal'), pick('party'), pick('normal'), pick('party')];
    expect(ids.filter((id) => id.startsWith('normal')).sort()).toEqual(['normal-t1', 'normal-t2']);
    expect(ids.filter((id) => id.startsWith('party')).sort()).toEqual(['party-t1', 'party-t2']);
    expect(Object.keys(actor.getSnapshot().context.truthDecks).sort()).toEqual(['normal', 'party']);
  });

  it('deals every dare once before repeating', () => {
    const { actor, clock } = startGame();
    const ids = Array.from({ length: 3 }, () =>
      loseAndChoose(actor, clock, () => actor.send({ type: 'DARE.CHOOSE', dares: dares(3) })),
    );
    expect([...ids].sort()).toEqual(['dare-1', 'dare-2', 'dare-3']);
  });
});
