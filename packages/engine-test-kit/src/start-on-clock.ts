import { createActor, type Actor, type AnyStateMachine, type EmittedFrom, type InputFrom } from 'xstate';
import { isNotice, type NoticeFrom } from './notices';
import { TimerClock } from './timer-clock';

export interface ClockedActor<TMachine extends AnyStateMachine> {
  readonly actor: Actor<TMachine>;
  readonly clock: TimerClock;
  /** Every `{ type: 'notice' }` the actor has emitted, oldest first. */
  readonly notices: NoticeFrom<TMachine>[];
}

/**
 * Starts a machine on a simulated clock at time 0, recording its notices from the first one on
 * (an entry action may already emit), so tests assert timings to the millisecond.
 */
export function startOnClock<TMachine extends AnyStateMachine>(
  machine: TMachine,
  input: InputFrom<TMachine>,
): ClockedActor<TMachine> {
  const clock = new TimerClock();
  const actor = createActor(machine, { clock, input });
  const notices: NoticeFrom<TMachine>[] = [];
  actor.on('*', (emitted: EmittedFrom<TMachine>) => {
    if (isNotice(emitted)) notices.push(emitted);
  });
  actor.start();
  return { actor, clock, notices };
}
