export { createQuickPlayMachine, type QuickPlayMachine } from './quick-play-machine';
export type {
  ChatMessage,
  QuickPlayContext,
  QuickPlayEvent,
  QuickPlayInput,
  QuickPlayNotice,
  QuickPlayPrompt,
  QuickPlayTag,
  Speaker,
  TypingSource,
} from './types';
export * from './rules';
export * from './selectors';
export { botPromptType, pickAvoidingRepeat, takeNextTruth } from './prompt-picks';
export { indexAvoiding, intInRange } from './random-picks';
export { startRefusal } from './quick-play-context';
