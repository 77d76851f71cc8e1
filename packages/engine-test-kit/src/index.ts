export { TimerClock } from './timer-clock';
export { advanceBy, advanceToNextTimer } from './advance';
export { startOnClock, type ClockedActor } from './start-on-clock';
export { expectRefused } from './expect-refused';
export { isNotice, type NoticeFields, type NoticeFrom } from './notices';
export { addressed, addressedEntries, promptEntries, promptEntry, type PromptFields } from './prompt-fixtures';
export { SEEDS } from './seeds';
