import { useLingui } from '@lingui/react/macro';
import { useActorRef, useSelector } from '@xstate/react';
import {
  createOfflineGameMachine,
  LAST_PLAYER_NOTICE,
  selectButtonsDisabled,
  selectCanPass,
  selectCanStart,
  selectIsCountingDown,
  selectIsPlaying,
  selectPlayers,
  selectPrompt,
  selectRoundComplete,
  selectRoundsCompleted,
  selectCurrentPlayerName,
  selectSelectedMode,
  type OfflineGameNotice,
  type OfflineGameSnapshot,
  type OfflineMode,
  type OfflinePlayer,
  type OfflinePrompt,
} from '@truth-or-dare/offline-engine';
import type { Address } from '@truth-or-dare/prompt-banks';
import { useCallback, useEffect, useMemo, useRef, useState } from 'react';
import { useSharedUsername } from '../../app/shared-username';
import { useGameSeed } from '../../components/game-seed';
import { useRefusalNotice } from '../../components/use-refusal-notice';
import { offlineGameEffects } from './offline-game-effects';
import { useStartBanks, type StartBanks } from './use-start-banks';

const offlineGameMachine = createOfflineGameMachine();

/** The engine's only notice is a refusal: the last player cannot leave. */
const noticeMessage = (notice: OfflineGameNotice) => notice.message;

/** Index of the player whose turn it is; -1 outside a game (nobody is highlighted). */
function selectCurrentPlayerIndex(snapshot: OfflineGameSnapshot): number {
  return selectIsPlaying(snapshot) ? snapshot.context.currentPlayerIndex : -1;
}

export interface OfflineGame {
  readonly isPlaying: boolean;
  readonly players: readonly OfflinePlayer[];
  readonly selectedMode: OfflineMode | null;
  /** Whether the chosen mode's prompts are loaded (Start waits for them). */
  readonly banks: StartBanks['status'];
  readonly canStart: boolean;
  /** Whose turn it is; null outside a game. */
  readonly currentPlayerName: string | null;
  readonly currentPlayerIndex: number;
  readonly isCountingDown: boolean;
  /** Truth, Dare and Next Turn are disabled (during the countdown). */
  readonly turnButtonsDisabled: boolean;
  readonly prompt: OfflinePrompt | null;
  readonly canPass: boolean;
  readonly roundComplete: boolean;
  readonly roundsCompleted: number;
  readonly notice: string | null;
  /** Returns whether the name was taken (a blank one is ignored), so the form knows to clear. */
  addPlayer(name: string): boolean;
  removePlayer(index: number): void;
  /** How prompts speak to one player, in setup or mid-game. */
  chooseAddress(playerId: number, address: Address): void;
  selectMode(modeId: string): void;
  start(): void;
  truth(): void;
  dare(): void;
  pass(): void;
  nextTurn(): void;
  endGame(): void;
}

/** The offline game's state and moves for the screen; the rules stay in the engine. */
export function useOfflineGame(): OfflineGame {
  const seed = useGameSeed();
  const { t } = useLingui();
  const { setUsername } = useSharedUsername();
  // The machine is built once; the latest setter is read through a ref when a game starts.
  const setUsernameRef = useRef(setUsername);
  useEffect(() => {
    setUsernameRef.current = setUsername;
  }, [setUsername]);
  const [machine] = useState(() =>
    offlineGameMachine.provide({
      actions: {
        ...offlineGameEffects,
        startedWith: (_, params) => setUsernameRef.current(params.firstPlayer),
      },
    }),
  );
  const actor = useActorRef(machine, { input: { seed } });

  const isPlaying = useSelector(actor, selectIsPlaying);
  const players = useSelector(actor, selectPlayers);
  const selectedMode = useSelector(actor, selectSelectedMode);
  const engineCanStart = useSelector(actor, selectCanStart);
  const currentPlayerName = useSelector(actor, selectCurrentPlayerName);
  const currentPlayerIndex = useSelector(actor, selectCurrentPlayerIndex);
  const isCountingDown = useSelector(actor, selectIsCountingDown);
  const turnButtonsDisabled = useSelector(actor, selectButtonsDisabled);
  const prompt = useSelector(actor, selectPrompt);
  const canPass = useSelector(actor, selectCanPass);
  const roundComplete = useSelector(actor, selectRoundComplete);
  const roundsCompleted = useSelector(actor, selectRoundsCompleted);
  // The notice stays up until the next accepted move, so every move goes through `send`.
  const { message: engineNotice, send } = useRefusalNotice(actor, noticeMessage);
  const notice = engineNotice === LAST_PLAYER_NOTICE ? t`At least one player must stay in the game.` : engineNotice;
  const banks = useStartBanks(selectedMode);

  const addPlayer = useCallback(
    (name: string) => {
      const before = actor.getSnapshot().context.players.length;
      send({ type: 'PLAYER.ADD', name });
      return actor.getSnapshot().context.players.length > before;
    },
    [actor, send],
  );

  const start = useCallback(() => {
    if (banks.status !== 'ready') return;
    send({ type: 'GAME.START', truths: banks.truths, dares: banks.dares });
  }, [send, banks]);

  const moves = useMemo(
    () => ({
      removePlayer: (index: number) => send({ type: 'PLAYER.REMOVE', index }),
      chooseAddress: (playerId: number, address: Address) => send({ type: 'ADDRESS.CHOOSE', playerId, address }),
      selectMode: (modeId: string) => send({ type: 'MODE.SELECT', modeId }),
      truth: () => send({ type: 'TRUTH.CHOOSE' }),
      dare: () => send({ type: 'DARE.CHOOSE' }),
      pass: () => send({ type: 'PROMPT.PASS' }),
      nextTurn: () => send({ type: 'TURN.END' }),
      endGame: () => send({ type: 'GAME.END' }),
    }),
    [send],
  );

  return {
    isPlaying,
    players,
    selectedMode,
    banks: banks.status,
    canStart: engineCanStart && banks.status === 'ready',
    currentPlayerName,
    currentPlayerIndex,
    isCountingDown,
    turnButtonsDisabled,
    prompt,
    canPass,
    roundComplete,
    roundsCompleted,
    notice,
    addPlayer,
    start,
    ...moves,
  };
}
