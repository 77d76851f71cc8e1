import type { AnyStateMachine, EmittedFrom } from 'xstate';

/** What an engine emits for the screen to show once: a toast, an alert, a refusal message. */
export type NoticeFrom<TMachine extends AnyStateMachine> = Extract<EmittedFrom<TMachine>, { type: 'notice' }>;

/** A notice as a test expects it: everything but its `type` (one shape per kind of notice). */
export type NoticeFields<TMachine extends AnyStateMachine> = WithoutType<NoticeFrom<TMachine>>;

/** Omit<T, 'type'> for each member of a union, so each keeps its own fields. */
type WithoutType<T> = T extends unknown ? Omit<T, 'type'> : never;

export function isNotice<TEmitted extends { type: string }>(
  emitted: TEmitted,
): emitted is Extract<TEmitted, { type: 'notice' }> {
  return emitted.type === 'notice';
}
