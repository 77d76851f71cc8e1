import { useActorRef, useSelector } from '@xstate/react';
import {
  type Gender,
  type QuickPlayInput,
  createQuickPlayMachine,
  selectBotName,
  selectBotTyping,
  selectCanChat,
  selectCanDone,
  selectCanPickTruthOrDare,
  selectCanRematch,
  selectDisconnectedStatus,
  selectDisconnectNotice,
  selectError,
  selectGender,
  selectIsDisconnected,
  selectMessages,
  selectName,
  selectPhase,
  selectPrompt,
  selectTurn,
  selectUserNames,
  selectVersusLine,
} from '@truth-or-dare/quickplay-bot';
import { useMemo } from 'react';

// Built once: the machine's effects (notify*) stay no-ops because the screen's live regions
// already announce matches, bot messages, prompts and the disconnect.
const quickPlayMachine = createQuickPlayMachine();

/** The quick-play screen's state and intents; components never send raw events. */
export function useQuickPlay(input: QuickPlayInput) {
  const actor = useActorRef(quickPlayMachine, { input });

  const state = {
    phase: useSelector(actor, selectPhase),
    userNames: useSelector(actor, selectUserNames),
    name: useSelector(actor, selectName),
    gender: useSelector(actor, selectGender),
    error: useSelector(actor, selectError),
    botName: useSelector(actor, selectBotName),
    versusLine: useSelector(actor, selectVersusLine),
    turn: useSelector(actor, selectTurn),
    prompt: useSelector(actor, selectPrompt),
    messages: useSelector(actor, selectMessages),
    botTyping: useSelector(actor, selectBotTyping),
    canChat: useSelector(actor, selectCanChat),
    canPick: useSelector(actor, selectCanPickTruthOrDare),
    canDone: useSelector(actor, selectCanDone),
    canRematch: useSelector(actor, selectCanRematch),
    disconnected: useSelector(actor, selectIsDisconnected),
    disconnectNotice: useSelector(actor, selectDisconnectNotice),
    disconnectedStatus: useSelector(actor, selectDisconnectedStatus),
  };

  const intents = useMemo(
    () => ({
      chooseName: (name: string) => actor.send({ type: 'NAME.SELECT', name }),
      chooseGender: (gender: Gender) => actor.send({ type: 'GENDER.SELECT', gender }),
      startMatching: () => actor.send({ type: 'MATCH.START' }),
      pickTruth: () => actor.send({ type: 'TRUTH' }),
      pickDare: () => actor.send({ type: 'DARE' }),
      done: () => actor.send({ type: 'DONE' }),
      sendChat: (text: string) => actor.send({ type: 'CHAT.SEND', text }),
      rematch: () => actor.send({ type: 'REMATCH' }),
    }),
    [actor],
  );

  return { ...state, ...intents };
}

export type QuickPlay = ReturnType<typeof useQuickPlay>;
