import {
  createDuelMachine,
  findDuelCategory,
  GAME_OVER_CONFETTI_MS,
  selectCanChoose,
  selectCanMarkDone,
  selectAddresses,
  selectCategory,
  selectCurrentPlayer,
  selectCurrentPlayerName,
  selectIsGameOver,
  selectIsPlaying,
  selectLeader,
  selectNames,
  selectPrompt,
  selectRemainingSeconds,
  selectResult,
  selectScores,
  type DuelCategoryId,
  type DuelNotice,
  type DuelPlayer,
  type DuelSnapshot,
} from '@truth-or-dare/duel-engine';
import type { Address, PromptEntry } from '@truth-or-dare/prompt-banks';
import { useActorRef, useSelector } from '@xstate/react';
import { useCallback, useEffect, useMemo, useState } from 'react';
import { useGameSeed } from '../../components/game-seed';
import { useRefusalNotice } from '../../components/use-refusal-notice';
import { usePromptBank } from '../../components/use-prompt-bank';
import { loadPromptsWithForms } from '../../i18n/prompts-with-forms';
import { createGameOverConfetti } from './game-over-confetti';

export type DuelView = 'setup' | 'playing' | 'gameOver';

/** The engine's only notice is the setup alert. */
const alertMessage = (notice: DuelNotice) => notice.message;

/**
 * The engine reads the prompt for its player on every snapshot; the same prompt read the same way
 * is the same card, so the clock's ticks neither redraw it nor move focus back to Done.
 */
function sameReading(a: PromptEntry | null, b: PromptEntry | null): boolean {
  return a === b || (a !== null && b !== null && a.id === b.id && a.text === b.text);
}

function selectView(snapshot: DuelSnapshot): DuelView {
  if (selectIsPlaying(snapshot)) return 'playing';
  if (selectIsGameOver(snapshot)) return 'gameOver';
  return 'setup';
}

/**
 * The two-player game for the screen: what to show (engine selectors) and what players can do
 * (intents), so components never send raw events. Also loads the chosen category's prompts.
 */
export function useDuelGame() {
  const seed = useGameSeed();
  const [confetti] = useState(createGameOverConfetti);
  const machine = useMemo(
    () =>
      createDuelMachine().provide({
        actions: {
          celebrate: () => confetti.start(GAME_OVER_CONFETTI_MS),
          endCelebration: () => confetti.stop(),
        },
      }),
    [confetti],
  );
  const actor = useActorRef(machine, { input: { seed } });
  // Leaving the page mid-celebration must not leave confetti falling on the next one.
  useEffect(() => () => confetti.stop(), [confetti]);

  const view = useSelector(actor, selectView);
  const names = useSelector(actor, selectNames);
  const addresses = useSelector(actor, selectAddresses);
  const category = useSelector(actor, selectCategory);
  // The alert stays until dismissed or the game starts, so Start goes through `sendStart`.
  const { message: alert, send: sendStart, dismiss: dismissAlert } = useRefusalNotice(actor, alertMessage);
  const scores = useSelector(actor, selectScores);
  const leader = useSelector(actor, selectLeader);
  const currentPlayer = useSelector(actor, selectCurrentPlayer);
  const currentPlayerName = useSelector(actor, selectCurrentPlayerName);
  const remainingSeconds = useSelector(actor, selectRemainingSeconds);
  const prompt = useSelector(actor, selectPrompt, sameReading);
  const canChoose = useSelector(actor, selectCanChoose);
  const canMarkDone = useSelector(actor, selectCanMarkDone);
  const result = useSelector(actor, selectResult);

  // Every address form kept: the engine reads each prompt for the player it is for.
  const bank = usePromptBank(findDuelCategory(category).bank, loadPromptsWithForms);

  const intents = useMemo(
    () => ({
      changeName: (player: DuelPlayer, value: string) => actor.send({ type: 'NAME.CHANGE', player, value }),
      chooseAddress: (player: DuelPlayer, address: Address) => actor.send({ type: 'ADDRESS.CHOOSE', player, address }),
      selectCategory: (id: DuelCategoryId) => actor.send({ type: 'CATEGORY.SELECT', category: id }),
      chooseTruth: () => actor.send({ type: 'TRUTH.CHOOSE' }),
      chooseDare: () => actor.send({ type: 'DARE.CHOOSE' }),
      markDone: () => actor.send({ type: 'PROMPT.COMPLETE' }),
      playAgain: () => actor.send({ type: 'GAME.RESTART' }),
      backToSetup: () => actor.send({ type: 'GAME.EXIT' }),
    }),
    [actor],
  );

  // The setup form only offers Start once the bank is ready; the engine refuses a start without prompts.
  const startGame = useCallback(() => {
    if (bank.status === 'ready') sendStart({ type: 'GAME.START', prompts: bank.entries });
  }, [sendStart, bank]);

  return {
    view,
    names,
    addresses,
    category,
    alert,
    bankStatus: bank.status,
    scores,
    leader,
    currentPlayer,
    currentPlayerName,
    remainingSeconds,
    prompt,
    canChoose,
    canMarkDone,
    result,
    ...intents,
    dismissAlert,
    startGame,
  };
}

export type DuelGame = ReturnType<typeof useDuelGame>;
