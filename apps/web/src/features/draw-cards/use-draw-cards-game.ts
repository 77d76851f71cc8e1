import { msg } from '@lingui/core/macro';
import { useLingui } from '@lingui/react';
import { useMachine } from '@xstate/react';
import {
  DARE_BANK_ID,
  TRUTH_CATEGORIES,
  selectCanChoose,
  selectCanChooseCategory,
  selectCanGuess,
  selectCanNextPlayer,
  selectCanStart,
  selectCups,
  selectCurrentPlayer,
  selectMessage,
  selectPhase,
  selectPlayers,
  selectPrompt,
  selectScoreboard,
  type CupView,
  type DrawCardsPhase,
  type ScoreboardRow,
  type TruthCategoryId,
} from '@truth-or-dare/draw-cards-engine';
import type { PromptBankId, PromptEntry } from '@truth-or-dare/prompt-banks';
import { loadPromptsToDeal, usePageLocale } from '../../i18n/page-prompts';
import { useCallback, useEffect, useRef, useState } from 'react';
import { notify } from '../../components/notify';
import { drawCardsMachine } from './draw-cards-machine';

export interface DrawCardsGameOptions {
  seed: number;
  /** Shorter, calmer shuffle (fixed for the life of the game). */
  reducedMotion: boolean;
}

export interface DrawCardsGame {
  phase: DrawCardsPhase;
  players: readonly string[];
  canStart: boolean;
  currentPlayer: string | null;
  /** Cups in display order (position 0 first). */
  cups: CupView[];
  message: string;
  canGuess: boolean;
  canChoose: boolean;
  canChooseCategory: boolean;
  canNextPlayer: boolean;
  prompt: PromptEntry | null;
  scoreboard: ScoreboardRow[];
  /** A prompt bank is being fetched for the player's choice; the choice buttons wait. */
  loadingPrompts: boolean;
  addPlayer(name: string): void;
  start(): void;
  guess(position: number): void;
  chooseTruth(): void;
  chooseCategory(category: TruthCategoryId): void;
  chooseDare(): void;
  nextPlayer(): void;
  endGame(): void;
}

const BANK_LOAD_ERROR = msg`Could not load the prompts.`;
const BANK_LOAD_HINT = msg`Check your connection and try again.`;

/** The draw-cards screen's one way into the engine: selectors to render, intents to call. */
export function useDrawCardsGame({ seed, reducedMotion }: DrawCardsGameOptions): DrawCardsGame {
  const { i18n } = useLingui();
  const [snapshot, send] = useMachine(drawCardsMachine, { input: { seed, reducedMotion } });
  const [loadingPrompts, setLoadingPrompts] = useState(false);
  const locale = usePageLocale();
  // A bank that arrives after the screen is gone must not touch state.
  const mounted = useRef(true);
  useEffect(() => {
    mounted.current = true;
    return () => {
      mounted.current = false;
    };
  }, []);

  /** Loads a bank (its own small chunk), then hands the entries to the machine. */
  const withBank = useCallback(
    (bankId: PromptBankId, deliver: (entries: readonly PromptEntry[]) => void) => {
      setLoadingPrompts(true);
      loadPromptsToDeal(bankId, locale).then(
        (entries) => {
          if (!mounted.current) return;
          setLoadingPrompts(false);
          deliver(entries);
        },
        () => {
          if (!mounted.current) return;
          setLoadingPrompts(false);
          notify.error(i18n._(BANK_LOAD_ERROR), i18n._(BANK_LOAD_HINT));
        },
      );
    },
    [locale, i18n],
  );

  const chooseCategory = useCallback(
    (category: TruthCategoryId) => {
      const bankId = TRUTH_CATEGORIES.find((entry) => entry.id === category)?.bankId;
      if (!bankId) return;
      withBank(bankId, (prompts) => send({ type: 'CATEGORY.CHOOSE', category, prompts }));
    },
    [send, withBank],
  );

  const chooseDare = useCallback(() => {
    withBank(DARE_BANK_ID, (dares) => send({ type: 'DARE.CHOOSE', dares }));
  }, [send, withBank]);

  return {
    phase: selectPhase(snapshot),
    players: selectPlayers(snapshot),
    canStart: selectCanStart(snapshot),
    currentPlayer: selectCurrentPlayer(snapshot),
    cups: selectCups(snapshot),
    message: selectMessage(snapshot),
    canGuess: selectCanGuess(snapshot),
    canChoose: selectCanChoose(snapshot),
    canChooseCategory: selectCanChooseCategory(snapshot),
    canNextPlayer: selectCanNextPlayer(snapshot),
    prompt: selectPrompt(snapshot),
    scoreboard: selectScoreboard(snapshot),
    loadingPrompts,
    addPlayer: (name) => send({ type: 'PLAYER.ADD', name }),
    start: () => send({ type: 'GAME.START' }),
    guess: (position) => send({ type: 'CUP.GUESS', position }),
    chooseTruth: () => send({ type: 'TRUTH.CHOOSE' }),
    chooseCategory,
    chooseDare,
    nextPlayer: () => send({ type: 'TURN.END' }),
    endGame: () => send({ type: 'GAME.END' }),
  };
}
