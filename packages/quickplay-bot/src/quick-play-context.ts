import { DEFAULT_ADDRESS, type Address } from '@truth-or-dare/prompt-banks';
import { MESSAGES, type Gender } from './rules';
import type { QuickPlayContext, QuickPlayInput, TypingSource } from './types';

export const NOT_TYPING: Readonly<Record<TypingSource, boolean>> = {
  botPick: false,
  replyLaneA: false,
  replyLaneB: false,
};

export function createInitialContext(input: QuickPlayInput): QuickPlayContext {
  return {
    userNames: input.userNames,
    botNamesMale: input.botNamesMale,
    botNamesFemale: input.botNamesFemale,
    truths: input.truths,
    dares: input.dares,
    botLinesMale: input.botLinesMale,
    botLinesFemale: input.botLinesFemale,
    rngState: input.seed | 0,
    truthIndex: 0,
    address: input.address ?? DEFAULT_ADDRESS,
    ...freshSelection(),
  };
}

/**
 * Everything a rematch clears: back to the selection screen with nothing chosen. The generator state
 * and the truth pointer carry on, so a rematch is a new game rather than a replay of the last one.
 */
export function freshSelection() {
  return {
    name: null,
    gender: null,
    matchingMs: 0,
    botName: null,
    disconnectAfterMs: 0,
    handBackAfterMs: 0,
    messages: [],
    turn: null,
    prompt: null,
    lastDareIndex: null,
    lastBotLineIndex: null,
    typing: NOT_TYPING,
    botTyping: false,
    disconnected: false,
  } satisfies Partial<QuickPlayContext>;
}

/** The message for a refused Start Matching: a missing name is reported first (docs/product.md#quick-play-selection). */
export function startRefusal(name: string | null, gender: Gender | null): string | null {
  if (name === null) return MESSAGES.nameRequired;
  if (gender === null) return MESSAGES.nameAndGenderRequired;
  return null;
}

export function botNamesFor(context: QuickPlayContext, gender: Gender): readonly string[] {
  return gender === 'male' ? context.botNamesMale : context.botNamesFemale;
}

export function botLinesFor(context: QuickPlayContext, gender: Gender): readonly string[] {
  return gender === 'male' ? context.botLinesMale : context.botLinesFemale;
}

/** The bot's own prompts read in the form of its gender, the one the player chose for it. */
export function botAddress(context: QuickPlayContext): Address {
  return context.gender ?? DEFAULT_ADDRESS;
}

export function isAnyTyping(typing: Readonly<Record<TypingSource, boolean>>): boolean {
  return typing.botPick || typing.replyLaneA || typing.replyLaneB;
}
