import { useActorRef, useSelector } from '@xstate/react';
import {
  type Gender,
  type QuickPlayInput,
  type QuickPlayNotice,
  createQuickPlayMachine,
  selectAddress,
  selectBotName,
  selectBotTyping,
  selectCanChat,
  selectCanDone,
  selectCanPickTruthOrDare,
  selectCanRematch,
  selectDisconnectedStatus,
  selectDisconnectNotice,
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
import type { Address } from '@truth-or-dare/prompt-banks';
import { useMemo } from 'react';
import { useRefusalNotice } from '../../components/use-refusal-notice';
import { quickPlayAddress } from './quick-play-address';

const quickPlayMachine = createQuickPlayMachine();

/**
 * Only refusals are shown as text; the screen's live regions already announce matches, bot
 * messages, prompts and the disconnect.
 */
const refusalMessage = (notice: QuickPlayNotice) => (notice.kind === 'refusal' ? notice.message : null);

/** The quick-play screen's state and intents; components never send raw events. */
export function useQuickPlay(input: QuickPlayInput) {
  const actor = useActorRef(quickPlayMachine, { input });
  // A refusal stays up until the next accepted choice, so the moves go through `send`.
  const { message: error, send } = useRefusalNotice(actor, refusalMessage);

  const state = {
    phase: useSelector(actor, selectPhase),
    userNames: useSelector(actor, selectUserNames),
    name: useSelector(actor, selectName),
    gender: useSelector(actor, selectGender),
    address: useSelector(actor, selectAddress),
    error,
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
      chooseName: (name: string) => send({ type: 'NAME.SELECT', name }),
      chooseGender: (gender: Gender) => send({ type: 'GENDER.SELECT', gender }),
      chooseAddress: (address: Address) => {
        send({ type: 'ADDRESS.CHOOSE', address });
        quickPlayAddress.keep(address);
      },
      startMatching: () => send({ type: 'MATCH.START' }),
      pickTruth: () => send({ type: 'TRUTH.CHOOSE' }),
      pickDare: () => send({ type: 'DARE.CHOOSE' }),
      done: () => send({ type: 'PROMPT.COMPLETE' }),
      sendChat: (text: string) => send({ type: 'CHAT.SEND', text }),
      rematch: () => send({ type: 'MATCH.RESET' }),
    }),
    [send],
  );

  return { ...state, ...intents };
}

export type QuickPlay = ReturnType<typeof useQuickPlay>;
