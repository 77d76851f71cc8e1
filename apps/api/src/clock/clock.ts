/**
 * Wall-clock time for the whole server (room activity, presence, chat timestamps, newsletter
 * digests and the email outbox). One provider, so a test replaces it once (`createApp(config,
 * { clock })`) and moves time instead of sleeping.
 */
export interface Clock {
  now(): number;
}

export const CLOCK = Symbol('CLOCK');
export const systemClock: Clock = { now: () => Date.now() };
