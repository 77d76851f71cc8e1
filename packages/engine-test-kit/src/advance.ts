import type { TimerClock } from './timer-clock';

/**
 * Jumps to the next scheduled delay and fires every timer due then. Returns the new time, or
 * undefined (the clock untouched) when nothing is scheduled.
 */
export function advanceToNextTimer(clock: TimerClock): number | undefined {
  const next = clock.nextTimerAt();
  if (next !== undefined) clock.set(next);
  return next;
}

/**
 * Lets `ms` pass as a real clock would. `SimulatedClock.increment(ms)` fires only the timers due
 * when it is called and starts any timer they schedule at the end of the jump; stopping at every
 * due time on the way keeps chained delays (a tick re-armed each second) on time.
 */
export function advanceBy(clock: TimerClock, ms: number): void {
  const end = clock.now() + ms;
  for (let next = clock.nextTimerAt(); next !== undefined && next <= end; next = clock.nextTimerAt()) clock.set(next);
  clock.set(end);
}
