import { drawRandoms, isAddress, type Address } from '@truth-or-dare/prompt-banks';
import { promptTextFor } from '@truth-or-dare/prompt-banks/address-forms';
import { and, assign, emit, enqueueActions, not, setup, stateIn } from 'xstate';
import {
  botAddress,
  botLinesFor,
  botNamesFor,
  createInitialContext,
  freshSelection,
  isAnyTyping,
  NOT_TYPING,
  startRefusal,
} from './quick-play-context';
import { botPromptType, pickAvoidingRepeat, takeNextTruth } from './prompt-picks';
import { intInRange } from './random-picks';
import {
  BOT_HAND_BACK_MAX_MS,
  BOT_HAND_BACK_MIN_MS,
  BOT_PICK_DELAY_MS,
  BOT_PICK_TYPING_MS,
  BOT_REPLY_DELAY_MS,
  BOT_REPLY_THROTTLE_MS,
  BOT_REPLY_TYPING_MS,
  CLOCK_RESOLUTION_MS,
  DISCONNECT_MAX_MS,
  DISCONNECT_MIN_MS,
  DISCONNECT_NOTICE_MS,
  greetingText,
  isGender,
  MATCHING_MAX_MS,
  MATCHING_MIN_MS,
  USER_DONE_PASS_MS,
  type Gender,
} from './rules';
import type {
  QuickPlayContext,
  QuickPlayEvent,
  QuickPlayInput,
  QuickPlayNotice,
  QuickPlayPrompt,
  QuickPlayTag,
  TypingSource,
} from './types';

/**
 * The quick-play match against a simulated opponent: selection, matching, alternating turns,
 * a throttled chatty bot and its eventual disconnect. Every wait is a named delay on the actor's clock.
 *
 * Chat replies run in two lanes because a reply takes 8 s while triggers may come every 4.001 s:
 * triggers are more than 4 s apart, so a third trigger always arrives after the first reply posted,
 * and two lanes are enough for every reply to post exactly 8 s after its own trigger.
 */
type ChatSend = Extract<QuickPlayEvent, { type: 'CHAT.SEND' }>;

/**
 * Blank text is neither a message nor a reply trigger, so every chat region takes this transition
 * first and does nothing with it.
 */
const dropBlankChat = {
  guard: { type: 'isBlankChat', params: ({ event }: { event: ChatSend }) => ({ text: event.text }) },
} as const;
const userMessage = {
  type: 'addUserMessage',
  params: ({ event }: { event: ChatSend }) => ({ text: event.text }),
} as const;

/** A bot reply waiting to be posted: quiet, then typing, then the line at exactly 8 s. */
function pendingReply(source: 'replyLaneA' | 'replyLaneB') {
  return {
    initial: 'quiet',
    after: { botReply: { target: 'idle', actions: ['postBotLine', 'notifyBotMessage'] } },
    states: {
      quiet: { after: { botReplyTypingStart: 'typing' } },
      typing: {
        entry: { type: 'startTyping', params: { source } },
        exit: { type: 'stopTyping', params: { source } },
      },
    },
  } as const;
}

export function createQuickPlayMachine() {
  return setup({
    types: {} as {
      context: QuickPlayContext;
      events: QuickPlayEvent;
      input: QuickPlayInput;
      tags: QuickPlayTag;
      emitted: QuickPlayNotice;
    },
    actions: {
      selectName: assign((_, params: { name: string }) => ({ name: params.name })),
      selectGender: assign((_, params: { gender: Gender }) => ({ gender: params.gender })),
      chooseAddress: assign((_, params: { address: Address }) => ({ address: params.address })),
      // With a name and a gender but no opponent to draw, there is nothing to tell the player.
      refuseStart: enqueueActions(({ context, enqueue }) => {
        const message = startRefusal(context.name, context.gender);
        if (message !== null) enqueue.emit({ type: 'notice', kind: 'refusal', message });
      }),
      startMatching: assign(({ context }) => {
        const { values, rngState } = drawRandoms(context.rngState, 1);
        return { rngState, matchingMs: intInRange(values[0] ?? 0, MATCHING_MIN_MS, MATCHING_MAX_MS) };
      }),
      startMatch: assign(({ context }) => {
        const { values, rngState } = drawRandoms(context.rngState, 2);
        const gender = context.gender ?? 'male';
        const bot = pickAvoidingRepeat(botNamesFor(context, gender), null, values[0] ?? 0);
        const botName = bot?.item ?? '';
        return {
          rngState,
          botName,
          disconnectAfterMs: intInRange(values[1] ?? 0, DISCONNECT_MIN_MS, DISCONNECT_MAX_MS),
          messages: [{ from: 'bot' as const, text: greetingText(context.name ?? '', botName) }],
          turn: 'user' as const,
          prompt: null,
        };
      }),
      giveUserTruth: assign(({ context }) => {
        const truth = takeNextTruth(context.truths, context.truthIndex);
        if (truth === null) return {};
        return {
          truthIndex: truth.truthIndex,
          prompt: { type: 'truth' as const, text: promptTextFor(truth.text, context.address), by: 'user' as const },
        };
      }),
      giveUserDare: assign(({ context }) => {
        const { values, rngState } = drawRandoms(context.rngState, 1);
        const dare = pickAvoidingRepeat(context.dares, context.lastDareIndex, values[0] ?? 0);
        if (dare === null) return {};
        return {
          rngState,
          lastDareIndex: dare.index,
          prompt: { type: 'dare' as const, text: promptTextFor(dare.item.text, context.address), by: 'user' as const },
        };
      }),
      beginBotTurn: assign({ turn: 'bot' as const, prompt: null }),
      botPick: assign(({ context }) => {
        // Always three draws (type, dare, hand-back) so the sequence does not depend on the branch taken.
        const { values, rngState } = drawRandoms(context.rngState, 3);
        const handBackAfterMs = intInRange(values[2] ?? 0, BOT_HAND_BACK_MIN_MS, BOT_HAND_BACK_MAX_MS);
        const wanted = botPromptType(values[0] ?? 0);
        const truth = takeNextTruth(context.truths, context.truthIndex);
        const dare = pickAvoidingRepeat(context.dares, context.lastDareIndex, values[1] ?? 0);
        // With one list empty the bot falls back to the other; with both empty it shows nothing.
        if ((wanted === 'truth' && truth !== null) || (dare === null && truth !== null)) {
          const prompt: QuickPlayPrompt = {
            type: 'truth',
            text: promptTextFor(truth.text, botAddress(context)),
            by: 'bot',
          };
          return { rngState, handBackAfterMs, truthIndex: truth.truthIndex, prompt };
        }
        if (dare !== null) {
          const prompt: QuickPlayPrompt = {
            type: 'dare',
            text: promptTextFor(dare.item.text, botAddress(context)),
            by: 'bot',
          };
          return { rngState, handBackAfterMs, lastDareIndex: dare.index, prompt };
        }
        return { rngState, handBackAfterMs };
      }),
      handBackToUser: assign({ turn: 'user' as const, prompt: null }),
      addUserMessage: assign(({ context }, params: { text: string }) => ({
        messages: [...context.messages, { from: 'user' as const, text: params.text.trim() }],
      })),
      postBotLine: assign(({ context }) => {
        const { values, rngState } = drawRandoms(context.rngState, 1);
        const line = pickAvoidingRepeat(
          botLinesFor(context, context.gender ?? 'male'),
          context.lastBotLineIndex,
          values[0] ?? 0,
        );
        if (line === null) return { rngState };
        return {
          rngState,
          lastBotLineIndex: line.index,
          // The bot's lines speak to the player.
          messages: [...context.messages, { from: 'bot' as const, text: promptTextFor(line.item, context.address) }],
        };
      }),
      startTyping: assign(({ context }, params: { source: TypingSource }) => {
        const typing = { ...context.typing, [params.source]: true };
        return { typing, botTyping: isAnyTyping(typing) };
      }),
      stopTyping: assign(({ context }, params: { source: TypingSource }) => {
        const typing = { ...context.typing, [params.source]: false };
        return { typing, botTyping: isAnyTyping(typing) };
      }),
      markDisconnected: assign({ disconnected: true, typing: NOT_TYPING, botTyping: false }),
      resetToSelection: assign(() => freshSelection()),
      // Moments a screen may mark with a sound or an announcement.
      notifyMatchFound: emit({ type: 'notice', kind: 'matchFound' }),
      notifyBotMessage: emit({ type: 'notice', kind: 'botMessage' }),
      notifyBotPrompt: emit({ type: 'notice', kind: 'botPrompt' }),
      notifyDisconnect: emit({ type: 'notice', kind: 'disconnect' }),
    },
    guards: {
      isPresetName: ({ context }, params: { name: string }) => context.userNames.includes(params.name),
      // The gender comes from the screen as a plain string at run time, so it is checked, not trusted.
      isKnownGender: (_, params: { gender: string }) => isGender(params.gender),
      isKnownAddress: (_, params: { address: string }) => isAddress(params.address),
      isReadyToMatch: ({ context }) =>
        context.name !== null && context.gender !== null && botNamesFor(context, context.gender).length > 0,
      hasTruths: ({ context }) => context.truths.length > 0,
      hasDares: ({ context }) => context.dares.length > 0,
      isBlankChat: (_, params: { text: string }) => params.text.trim() === '',
      isReplyThrottleOpen: stateIn('#replyThrottleOpen'),
      // Guards see the state before the event, so lane B takes a trigger only when lane A is busy.
      opensReplyLaneB: and(['isReplyThrottleOpen', not(stateIn('#replyLaneAIdle'))]),
    },
    delays: {
      matching: ({ context }) => context.matchingMs,
      disconnect: ({ context }) => context.disconnectAfterMs,
      disconnectNotice: DISCONNECT_NOTICE_MS,
      userDonePass: USER_DONE_PASS_MS,
      botPick: BOT_PICK_DELAY_MS,
      // The bot types for the last 1.5 s before its pick.
      botPickTypingStart: BOT_PICK_DELAY_MS - BOT_PICK_TYPING_MS,
      botHandBack: ({ context }) => context.handBackAfterMs,
      replyThrottle: BOT_REPLY_THROTTLE_MS + CLOCK_RESOLUTION_MS,
      botReply: BOT_REPLY_DELAY_MS,
      // The bot types for the last 2 s before a reply.
      botReplyTypingStart: BOT_REPLY_DELAY_MS - BOT_REPLY_TYPING_MS,
    },
  }).createMachine({
    id: 'quickPlay',
    context: ({ input }) => createInitialContext(input),
    initial: 'selecting',
    states: {
      selecting: {
        on: {
          'NAME.SELECT': {
            guard: { type: 'isPresetName', params: ({ event }) => ({ name: event.name }) },
            actions: { type: 'selectName', params: ({ event }) => ({ name: event.name }) },
          },
          'GENDER.SELECT': {
            guard: { type: 'isKnownGender', params: ({ event }) => ({ gender: event.gender }) },
            actions: { type: 'selectGender', params: ({ event }) => ({ gender: event.gender }) },
          },
          'ADDRESS.CHOOSE': {
            guard: { type: 'isKnownAddress', params: ({ event }) => ({ address: event.address }) },
            actions: { type: 'chooseAddress', params: ({ event }) => ({ address: event.address }) },
          },
          'MATCH.START': [
            { guard: 'isReadyToMatch', target: 'matching', actions: 'startMatching' },
            { actions: 'refuseStart' },
          ],
        },
      },
      matching: {
        after: {
          matching: { target: 'playing', actions: ['startMatch', 'notifyMatchFound', 'notifyBotMessage'] },
        },
      },
      playing: {
        initial: 'connected',
        states: {
          connected: {
            type: 'parallel',
            tags: ['canChat'],
            after: {
              disconnect: { target: 'disconnected', actions: ['markDisconnected', 'notifyDisconnect'] },
            },
            states: {
              turn: {
                initial: 'user',
                states: {
                  user: {
                    id: 'userTurn',
                    initial: 'choosing',
                    states: {
                      choosing: {
                        tags: ['canPick'],
                        on: {
                          'TRUTH.CHOOSE': { guard: 'hasTruths', target: 'prompted', actions: 'giveUserTruth' },
                          'DARE.CHOOSE': { guard: 'hasDares', target: 'prompted', actions: 'giveUserDare' },
                        },
                      },
                      prompted: {
                        tags: ['canDone'],
                        on: { 'PROMPT.COMPLETE': 'passing' },
                      },
                      passing: {
                        after: { userDonePass: { target: '#botTurn', actions: 'beginBotTurn' } },
                      },
                    },
                  },
                  bot: {
                    id: 'botTurn',
                    initial: 'picking',
                    states: {
                      picking: {
                        initial: 'quiet',
                        after: { botPick: { target: 'showing', actions: ['botPick', 'notifyBotPrompt'] } },
                        // The typing indicator is an overlay inside the 4 s wait, so the bot's timing stays one delay.
                        states: {
                          quiet: { after: { botPickTypingStart: 'typing' } },
                          typing: {
                            entry: { type: 'startTyping', params: { source: 'botPick' } },
                            exit: { type: 'stopTyping', params: { source: 'botPick' } },
                          },
                        },
                      },
                      showing: {
                        after: { botHandBack: { target: '#userTurn', actions: 'handBackToUser' } },
                      },
                    },
                  },
                },
              },
              replyThrottle: {
                initial: 'open',
                states: {
                  open: {
                    id: 'replyThrottleOpen',
                    on: { 'CHAT.SEND': [dropBlankChat, { target: 'closed', actions: userMessage }] },
                  },
                  closed: {
                    on: { 'CHAT.SEND': [dropBlankChat, { actions: userMessage }] },
                    after: { replyThrottle: 'open' },
                  },
                },
              },
              replyLaneA: {
                initial: 'idle',
                states: {
                  idle: {
                    id: 'replyLaneAIdle',
                    on: { 'CHAT.SEND': [dropBlankChat, { guard: 'isReplyThrottleOpen', target: 'pending' }] },
                  },
                  pending: pendingReply('replyLaneA'),
                },
              },
              replyLaneB: {
                initial: 'idle',
                states: {
                  idle: {
                    on: { 'CHAT.SEND': [dropBlankChat, { guard: 'opensReplyLaneB', target: 'pending' }] },
                  },
                  pending: pendingReply('replyLaneB'),
                },
              },
            },
          },
          disconnected: {
            initial: 'noticeShown',
            on: {
              'MATCH.RESET': { target: '#quickPlay.selecting', actions: 'resetToSelection' },
            },
            states: {
              noticeShown: {
                tags: ['disconnectNotice'],
                after: { disconnectNotice: 'noticeHidden' },
              },
              noticeHidden: {},
            },
          },
        },
      },
    },
  });
}

export type QuickPlayMachine = ReturnType<typeof createQuickPlayMachine>;
