import { afterEach, describe, expect, it, vi } from 'vitest';
import { JsonLogger } from '../http/json-logger';
import { stopOnSignals } from './stop-on-signals';

describe('stopOnSignals', () => {
  let unsubscribe = () => {};
  afterEach(() => {
    unsubscribe();
    vi.restoreAllMocks();
  });

  function logLines(): string[] {
    const lines: string[] = [];
    vi.spyOn(process.stdout, 'write').mockImplementation((line) => {
      lines.push(String(line));
      return true;
    });
    return lines;
  }

  it('closes the application once, however many signals come, then exits with 0 and logs the time it took', async () => {
    const lines = logLines();
    const close = vi.fn(() => new Promise<void>((resolve) => setTimeout(resolve, 30)));
    const exited = new Promise<number>((resolve) => {
      unsubscribe = stopOnSignals({ close }, 1_000, new JsonLogger('info'), resolve);
    });
    process.emit('SIGTERM', 'SIGTERM');
    process.emit('SIGINT', 'SIGINT');
    expect(await exited).toBe(0);
    expect(close).toHaveBeenCalledTimes(1);
    expect(lines.join('')).toMatch(/"msg":"shutting down","signal":"SIGTERM","timeoutMs":1000/);
    expect(lines.join('')).toMatch(/"msg":"shut down in \d+ ms"/);
  });

  it('exits with 1 and says so when shutting down takes longer than the timeout', async () => {
    const lines = logLines();
    const started = Date.now();
    const exited = new Promise<number>((resolve) => {
      unsubscribe = stopOnSignals(
        { close: () => new Promise<void>(() => undefined) },
        100,
        new JsonLogger('info'),
        resolve,
      );
    });
    process.emit('SIGINT', 'SIGINT');
    expect(await exited).toBe(1);
    expect(Date.now() - started).toBeGreaterThanOrEqual(95);
    expect(lines.join('')).toMatch(/shutdown did not finish within 100 ms \(SHUTDOWN_TIMEOUT_MS\); exiting anyway/);
  });
});
