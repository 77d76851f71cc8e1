import type { INestApplication } from '@nestjs/common';
import type { JsonLogger } from '../http/json-logger';

const SIGNALS = ['SIGTERM', 'SIGINT'] as const;

/**
 * On SIGTERM or SIGINT, shuts the application down gracefully (graceful-shutdown.ts) and exits
 * (code 0); if that takes longer than `timeoutMs`, or fails, exits anyway (code 1) with a log line.
 * A second signal changes nothing. Answers a function that stops listening.
 */
export function stopOnSignals(
  app: Pick<INestApplication, 'close'>,
  timeoutMs: number,
  logger: JsonLogger,
  exit: (code: number) => void = (code) => process.exit(code),
): () => void {
  let stopping = false;
  const stop = (signal: NodeJS.Signals) => {
    if (stopping) return;
    stopping = true;
    const started = Date.now();
    logger.event('info', 'shutting down', { signal, timeoutMs });
    const deadline = setTimeout(() => {
      logger.event('error', `shutdown did not finish within ${timeoutMs} ms (SHUTDOWN_TIMEOUT_MS); exiting anyway`, {
        durationMs: Date.now() - started,
      });
      exit(1);
    }, timeoutMs);
    app.close().then(
      () => {
        clearTimeout(deadline);
        logger.event('info', `shut down in ${Date.now() - started} ms`, { durationMs: Date.now() - started });
        exit(0);
      },
      (error: unknown) => {
        clearTimeout(deadline);
        logger.event('error', 'shutdown failed', {
          error: error instanceof Error ? (error.stack ?? error.message) : String(error),
        });
        exit(1);
      },
    );
  };
  for (const signal of SIGNALS) process.on(signal, stop);
  return () => {
    for (const signal of SIGNALS) process.removeListener(signal, stop);
  };
}
