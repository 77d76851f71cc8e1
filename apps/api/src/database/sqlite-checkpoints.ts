import { Worker } from 'node:worker_threads';

/** How often the checkpointing thread copies the write-ahead log into the database file. */
export const CHECKPOINT_INTERVAL_MS = 500;

/**
 * A log starts over from its beginning only when the server's connection begins a write while
 * every frame of it is in the database file; under steady writes a frame or two always arrives
 * during a checkpoint. So while the log holds at least this many pages (SQLite's own automatic
 * checkpoint size) the thread checkpoints again at once, each round copying only what arrived
 * during the last, until a round finds nothing new (at most CATCH_UP_ROUNDS times).
 */
const CATCH_UP_FRAMES = 1_000;
const CATCH_UP_ROUNDS = 200;

/** A log that grew in a burst of writes gives its disk space back down to this when it starts over. */
const LOG_SIZE_LIMIT_BYTES = 16 * 1024 * 1024;

/** What the server's connection goes back to whenever the thread is not there: SQLite's default. */
export const AUTOCHECKPOINT_PAGES = 1_000;

/** The server's own SQLite connection (better-sqlite3's Database), as far as checkpoints need it. */
export interface CheckpointedConnection {
  /** The file, or ':memory:' / '' for a database without one. */
  readonly name: string;
  pragma(statement: string, options: { simple: true }): unknown;
}

export interface CheckpointProblem {
  readonly message: string;
  readonly error: string;
}

export interface SqliteCheckpointsOptions {
  /** better-sqlite3's entry file, loaded by the thread for a connection of its own. */
  readonly driverPath: string;
  readonly intervalMs?: number;
  /** Told when a checkpoint fails or the thread stops by itself; the server logs it as a warning. */
  readonly onProblem: (problem: CheckpointProblem) => void;
}

/** A failure is reported once, until a checkpoint succeeds again. */
type WorkerMessage = { type: 'checkpointed' } | { type: 'failed'; error: string };

/**
 * The thread's whole program. It opens its own connection to the same file and runs PASSIVE
 * checkpoints, which never wait for the server's connection and never make it wait.
 */
const WORKER_SOURCE = `
const { parentPort, workerData } = require('node:worker_threads');
const Sqlite = require(workerData.driverPath);
const db = new Sqlite(workerData.file, { fileMustExist: true });
db.pragma('synchronous = NORMAL');
const checkpoint = db.prepare('PRAGMA wal_checkpoint(PASSIVE)');
let timer = null;
let failing = false;
function run() {
  try {
    let row = checkpoint.get();
    for (let round = 1; round < workerData.catchUpRounds && row.log >= workerData.catchUpFrames; round++) {
      const next = checkpoint.get();
      // Nothing arrived during the last round: the next write starts the log over.
      const caughtUp = next.log === row.log && next.checkpointed === next.log;
      row = next;
      if (caughtUp) break;
    }
    failing = false;
    parentPort.postMessage({ type: 'checkpointed' });
  } catch (error) {
    if (!failing) parentPort.postMessage({ type: 'failed', error: String(error && error.message || error) });
    failing = true;
  }
  timer = setTimeout(run, workerData.intervalMs);
}
parentPort.on('message', (message) => {
  if (message !== 'stop') return;
  clearTimeout(timer);
  db.close();
  parentPort.close();
});
timer = setTimeout(run, workerData.intervalMs);
`;

/**
 * Checkpoints of SQLite's write-ahead log on a thread of their own. An automatic checkpoint runs
 * inside the commit that crosses the log's size limit, on the event loop: it copies the log into
 * the database file and waits for two fsyncs, tens of milliseconds on a slow disk, during which
 * no request or stream is served (docs/decisions/0017-checkpoints-off-the-event-loop.md). Here
 * the server's connection stops checkpointing by itself while the thread runs, and takes it up
 * again whenever the thread is not running (it failed to start, or stopped), so the log never
 * grows without bound.
 */
export class SqliteCheckpoints {
  private worker: Worker | null = null;
  private stopping = false;
  private reports = 0;

  constructor(
    private readonly connection: CheckpointedConnection,
    private readonly options: SqliteCheckpointsOptions,
  ) {}

  /** Starts the thread; false (and the connection checkpointing by itself) for a database without a log file. */
  start(): boolean {
    const file = this.connection.name;
    if (file === '' || file === ':memory:' || this.connection.pragma('journal_mode', { simple: true }) !== 'wal')
      return false;
    const worker = new Worker(WORKER_SOURCE, {
      eval: true,
      workerData: {
        driverPath: this.options.driverPath,
        file,
        intervalMs: this.options.intervalMs ?? CHECKPOINT_INTERVAL_MS,
        catchUpFrames: CATCH_UP_FRAMES,
        catchUpRounds: CATCH_UP_ROUNDS,
      },
    });
    worker.unref();
    worker.on('message', (message: WorkerMessage) => this.receive(message));
    worker.on('error', (error) => this.lost(`the checkpoint thread failed: ${error.message}`));
    worker.on('exit', (code) => this.lost(`the checkpoint thread stopped (exit code ${code})`));
    this.worker = worker;
    this.connection.pragma(`journal_size_limit = ${LOG_SIZE_LIMIT_BYTES}`, { simple: true });
    this.connection.pragma('wal_autocheckpoint = 0', { simple: true });
    return true;
  }

  /** How many rounds of checkpoints the thread has reported. */
  get progress(): { readonly reports: number } {
    return { reports: this.reports };
  }

  /** Ends the thread (after the checkpoint it may be running) and gives checkpoints back to the connection. */
  async stop(): Promise<void> {
    const worker = this.worker;
    if (!worker || this.stopping) return;
    this.stopping = true;
    this.connection.pragma(`wal_autocheckpoint = ${AUTOCHECKPOINT_PAGES}`, { simple: true });
    const exited = new Promise<void>((resolve) => worker.once('exit', () => resolve()));
    worker.postMessage('stop');
    const timeout = setTimeout(() => void worker.terminate(), 5_000);
    await exited;
    clearTimeout(timeout);
    this.worker = null;
  }

  private receive(message: WorkerMessage): void {
    if (message.type === 'checkpointed') this.reports += 1;
    else
      this.options.onProblem({
        message: 'a write-ahead log checkpoint failed; the thread tries again',
        error: message.error,
      });
  }

  /** The thread is gone without being asked to stop: the connection checkpoints by itself again. */
  private lost(error: string): void {
    if (this.stopping || !this.worker) return;
    this.worker = null;
    this.connection.pragma(`wal_autocheckpoint = ${AUTOCHECKPOINT_PAGES}`, { simple: true });
    this.options.onProblem({ message: 'write-ahead log checkpoints are back on the server connection', error });
  }
}
