import type { Clock } from './clock';

/** A clock that moves only when told to: tests pass it to createApp and step over waits. */
export class ManualClock implements Clock {
  constructor(private current: number = Date.UTC(2026, 0, 1, 12)) {}

  now(): number {
    return this.current;
  }

  advance(ms: number): void {
    this.current += ms;
  }
}
