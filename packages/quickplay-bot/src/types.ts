import type { Address, PromptEntry, PromptType } from '@truth-or-dare/prompt-banks';
import type { Gender } from './rules';

export type Speaker = 'user' | 'bot';

export interface ChatMessage {
  readonly from: Speaker;
  readonly text: string;
}

export interface QuickPlayPrompt {
  readonly type: PromptType;
  /** In the form of the one it is for: the player's address, or the bot's gender. */
  readonly text: string;
  readonly by: Speaker;
}

/** Everything the screen loads and passes in; the machine never loads files. */
export interface QuickPlayInput {
  readonly seed: number;
  /** The six preset names of the name picker. */
  readonly userNames: readonly string[];
  readonly botNamesMale: readonly string[];
  readonly botNamesFemale: readonly string[];
  /** Taken in order, wrapping (bank 'shared/normal'). */
  readonly truths: readonly PromptEntry[];
  /** The 25 built-in dares (bank 'quickplay/dares'), drawn at random. */
  readonly dares: readonly PromptEntry[];
  readonly botLinesMale: readonly string[];
  readonly botLinesFemale: readonly string[];
  /** How prompts speak to the player to begin with (the choice this device remembers); neutral without one. */
  readonly address?: Address;
}

/** Why the bot shows the typing indicator; several can overlap (a chat reply during the bot's turn). */
export type TypingSource = 'botPick' | 'replyLaneA' | 'replyLaneB';

export interface QuickPlayContext {
  readonly userNames: readonly string[];
  readonly botNamesMale: readonly string[];
  readonly botNamesFemale: readonly string[];
  readonly truths: readonly PromptEntry[];
  readonly dares: readonly PromptEntry[];
  readonly botLinesMale: readonly string[];
  readonly botLinesFemale: readonly string[];

  /** mulberry32 state; every random draw advances it. */
  readonly rngState: number;
  readonly name: string | null;
  /** The opponent's gender, chosen on the selection screen. */
  readonly gender: Gender | null;
  /**
   * How prompts and the bot's lines speak to the player (docs/decisions/0023-languages.md), chosen
   * on the selection screen; kept for the rematch. Texts are read in it as they are dealt.
   */
  readonly address: Address;
  /** Drawn when matching starts (3,500 to 6,000 ms). */
  readonly matchingMs: number;
  readonly botName: string | null;
  /** Drawn when the match starts (60,000 to 100,000 ms). */
  readonly disconnectAfterMs: number;
  /** Drawn when the bot shows its prompt (5,000 to 10,000 ms). */
  readonly handBackAfterMs: number;
  readonly messages: readonly ChatMessage[];
  readonly turn: Speaker | null;
  readonly prompt: QuickPlayPrompt | null;
  /** Position of the next truth; continues across rematches so questions do not replay. */
  readonly truthIndex: number;
  readonly lastDareIndex: number | null;
  readonly lastBotLineIndex: number | null;
  readonly typing: Readonly<Record<TypingSource, boolean>>;
  readonly botTyping: boolean;
  readonly disconnected: boolean;
}

export type QuickPlayEvent =
  | { type: 'NAME.SELECT'; name: string }
  | { type: 'GENDER.SELECT'; gender: Gender }
  | { type: 'ADDRESS.CHOOSE'; address: Address }
  | { type: 'MATCH.START' }
  | { type: 'TRUTH.CHOOSE' }
  | { type: 'DARE.CHOOSE' }
  | { type: 'PROMPT.COMPLETE' }
  | { type: 'CHAT.SEND'; text: string }
  | { type: 'MATCH.RESET' };

/** What the match tells the player once, emitted as it happens (docs/product.md#quick-play). */
export type QuickPlayNotice =
  /** Start Matching was refused: the selection screen's message, shown until the next choice. */
  | { readonly type: 'notice'; readonly kind: 'refusal'; readonly message: string }
  /** Moments a screen may mark with a sound or an announcement. */
  | { readonly type: 'notice'; readonly kind: 'matchFound' | 'botMessage' | 'botPrompt' | 'disconnect' };

/** Tags on states, read by the selectors. */
export type QuickPlayTag = 'canPick' | 'canDone' | 'canChat' | 'disconnectNotice';
