import { SimulatedClock } from 'xstate';

/**
 * XState's SimulatedClock that also knows when its next timer is due, so a test can jump
 * from one scheduled delay to the next instead of creeping forward a millisecond at a time.
 */
export class TimerClock extends SimulatedClock {
  /** Due time of every timer not yet fired or cleared, by timer id. */
  readonly #due = new Map<number, number>();

  override setTimeout(fn: () => void, timeout: number): number {
    const id = super.setTimeout(() => {
      this.#due.delete(id);
      fn();
    }, timeout);
    this.#due.set(id, this.now() + timeout);
    return id;
  }

  override clearTimeout(id: number): void {
    this.#due.delete(id);
    super.clearTimeout(id);
  }

  /** When the earliest pending timer fires, or undefined when nothing is scheduled. */
  nextTimerAt(): number | undefined {
    return this.#due.size === 0 ? undefined : Math.min(...this.#due.values());
  }
}
