import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { PeriodicTask } from './periodic-task';

/** A pass that waits until released, counting its starts. */
function gatedPass() {
  let starts = 0;
  let release: (value: number) => void = () => undefined;
  const pass = () => {
    starts += 1;
    return new Promise<number>((resolve) => (release = resolve));
  };
  return { pass, starts: () => starts, release: (value: number) => release(value) };
}

describe('PeriodicTask', () => {
  beforeEach(() => vi.useFakeTimers());
  afterEach(() => vi.useRealTimers());

  it('runs a pass every interval once started, and shares a pass in progress', async () => {
    const gate = gatedPass();
    const task = new PeriodicTask(gate.pass, { intervalMs: 1_000, onError: () => -1, idle: 0 });
    task.start();
    await vi.advanceTimersByTimeAsync(999);
    expect(gate.starts()).toBe(0);
    await vi.advanceTimersByTimeAsync(1);
    expect(gate.starts()).toBe(1);
    const shared = task.run();
    await vi.advanceTimersByTimeAsync(1_000);
    expect(gate.starts()).toBe(1);
    gate.release(7);
    await expect(shared).resolves.toBe(7);
    await vi.advanceTimersByTimeAsync(1_000);
    expect(gate.starts()).toBe(2);
    gate.release(8);
    await task.stop();
  });

  it('answers what onError makes of a failed pass, and runs again on the next tick', async () => {
    let calls = 0;
    const errors: string[] = [];
    const task = new PeriodicTask(
      async () => {
        calls += 1;
        if (calls === 1) throw new Error('database away');
        return calls;
      },
      { intervalMs: 500, onError: (error) => (errors.push(error.message), -1), idle: 0 },
    );
    await expect(task.run()).resolves.toBe(-1);
    expect(errors).toEqual(['database away']);
    await expect(task.run()).resolves.toBe(2);
  });

  it('stops its timer, waits for the pass in progress, and answers idle afterwards', async () => {
    const gate = gatedPass();
    const task = new PeriodicTask(gate.pass, { intervalMs: 100, onError: () => -1, idle: 0 });
    task.start();
    await vi.advanceTimersByTimeAsync(100);
    let stopped = false;
    expect(task.stopped).toBe(false);
    const stopping = task.stop().then(() => (stopped = true));
    expect(task.stopped).toBe(true);
    await vi.advanceTimersByTimeAsync(0);
    expect(stopped).toBe(false);
    gate.release(1);
    await stopping;
    expect(stopped).toBe(true);
    await vi.advanceTimersByTimeAsync(1_000);
    expect(gate.starts()).toBe(1);
    await expect(task.run()).resolves.toBe(0);
    expect(gate.starts()).toBe(1);
  });
});
