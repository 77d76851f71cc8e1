import { expect } from 'vitest';
import type { Actor, AnyMachineSnapshot, AnyStateMachine, EmittedFrom, EventFromLogic } from 'xstate';
import { isNotice, type NoticeFields, type NoticeFrom } from './notices';

/**
 * Sends `event` and asserts the actor refused it: state value and context exactly as before.
 * A refusal the player is told about passes the notice it must report (its fields but `type`);
 * without one, the refusal must be silent.
 */
export function expectRefused<TMachine extends AnyStateMachine>(
  actor: Actor<TMachine>,
  event: EventFromLogic<TMachine>,
  notice?: NoticeFields<TMachine>,
): void {
  const before: AnyMachineSnapshot = actor.getSnapshot();
  const reported: NoticeFrom<TMachine>[] = [];
  const subscription = actor.on('*', (emitted: EmittedFrom<TMachine>) => {
    if (isNotice(emitted)) reported.push(emitted);
  });
  actor.send(event);
  subscription.unsubscribe();
  const after: AnyMachineSnapshot = actor.getSnapshot();
  expect(after.value).toEqual(before.value);
  expect(after.context).toEqual(before.context);
  expect(reported).toEqual(notice === undefined ? [] : [{ type: 'notice', ...notice }]);
}
