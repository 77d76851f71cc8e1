import { afterEach, describe, expect, it, vi } from 'vitest';
import { JsonLogger } from './json-logger';

function captureStdout(): string[] {
  const writes: string[] = [];
  vi.spyOn(process.stdout, 'write').mockImplementation((chunk: string | Uint8Array) => {
    writes.push(String(chunk));
    return true;
  });
  return writes;
}

const nextTurn = () => new Promise<void>((resolve) => setImmediate(resolve));

describe('JsonLogger', () => {
  afterEach(() => {
    vi.restoreAllMocks();
  });

  it('writes the lines queued in one turn of the event loop together, once the turn is over', async () => {
    const writes = captureStdout();
    const logger = new JsonLogger('info');
    logger.eventThisTurn('info', 'request', { path: '/a', status: 201 });
    logger.eventThisTurn('info', 'request', { path: '/b', status: 204 });
    expect(writes).toEqual([]);
    await nextTurn();
    expect(writes).toHaveLength(1);
    const lines = (writes[0] as string).split('\n');
    expect(lines.pop()).toBe('');
    expect(lines.map((line) => (JSON.parse(line) as { path: string }).path)).toEqual(['/a', '/b']);
  });

  it('writes what is queued before a line that is written at once, so the order holds', () => {
    const writes = captureStdout();
    const logger = new JsonLogger('info');
    logger.eventThisTurn('info', 'request', { path: '/first' });
    logger.event('warn', 'something went wrong', {});
    expect(writes).toHaveLength(2);
    expect(writes[0]).toContain('/first');
    expect(writes[1]).toContain('something went wrong');
  });

  it('queues nothing below its level', async () => {
    const writes = captureStdout();
    new JsonLogger('warn').eventThisTurn('info', 'request', { path: '/quiet' });
    await nextTurn();
    expect(writes).toEqual([]);
  });

  it('writes a large backlog at once rather than holding it to the end of the turn', async () => {
    const writes = captureStdout();
    const logger = new JsonLogger('info');
    for (let index = 0; index < 1_000; index += 1)
      logger.eventThisTurn('info', 'request', { path: `/${'x'.repeat(100)}/${index}` });
    expect(writes.length).toBeGreaterThan(0);
    expect(writes.join('')).toContain(`/${'x'.repeat(100)}/0"`);
    await nextTurn();
    expect(writes.join('').split('\n')).toHaveLength(1_001);
  });
});
