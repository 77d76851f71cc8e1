import { mkdtempSync, rmSync, statSync } from 'node:fs';
import { createRequire } from 'node:module';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import Sqlite from 'better-sqlite3';
import { afterEach, describe, expect, it } from 'vitest';
import { AUTOCHECKPOINT_PAGES, SqliteCheckpoints, type CheckpointProblem } from './sqlite-checkpoints';

const driverPath = createRequire(__filename).resolve('better-sqlite3');
const folders: string[] = [];
const open: { close(): void }[] = [];

afterEach(() => {
  for (const connection of open.splice(0)) connection.close();
  for (const folder of folders.splice(0)) rmSync(folder, { recursive: true, force: true });
});

function walDatabase(): { db: Sqlite.Database; file: string } {
  const folder = mkdtempSync(join(tmpdir(), 'tod-checkpoints-'));
  folders.push(folder);
  const file = join(folder, 'test.sqlite');
  const db = new Sqlite(file);
  open.push(db);
  db.pragma('journal_mode = WAL');
  db.pragma('synchronous = NORMAL');
  db.exec('CREATE TABLE pages (id INTEGER PRIMARY KEY, body BLOB)');
  return { db, file };
}

const autocheckpoint = (db: Sqlite.Database) => db.pragma('wal_autocheckpoint', { simple: true });

async function until(condition: () => boolean, what: string): Promise<void> {
  const deadline = Date.now() + 10_000;
  while (!condition()) {
    if (Date.now() > deadline) throw new Error(`timed out waiting for ${what}`);
    await new Promise((resolve) => setTimeout(resolve, 10));
  }
}

/**
 * `count` transactions of one new 4 KB row each, three at a time with a millisecond between (a few
 * thousand commits a second, as a busy server writes); answers the largest size the log file reached.
 */
async function writeRows(db: Sqlite.Database, file: string, count: number): Promise<number> {
  const insert = db.prepare('INSERT INTO pages (body) VALUES (?)');
  const body = Buffer.alloc(4000, 7);
  let largest = 0;
  for (let row = 0; row < count; row++) {
    insert.run(body);
    if (row % 3 === 2) {
      largest = Math.max(largest, statSync(`${file}-wal`).size);
      await new Promise((resolve) => setTimeout(resolve, 1));
    }
  }
  return largest;
}

describe('SqliteCheckpoints', () => {
  it('takes checkpoints off the connection and keeps its log from growing while it writes', async () => {
    const { db, file } = walDatabase();
    const problems: CheckpointProblem[] = [];
    const checkpoints = new SqliteCheckpoints(db, {
      driverPath,
      intervalMs: 5,
      onProblem: (problem) => problems.push(problem),
    });
    expect(checkpoints.start()).toBe(true);
    expect(autocheckpoint(db)).toBe(0);

    // About 30 MB through the log, which the connection itself never checkpoints now.
    const largest = await writeRows(db, file, 4_000);
    expect(largest).toBeLessThan(12 * 1024 * 1024);
    expect(checkpoints.progress.reports).toBeGreaterThan(0);

    expect(db.prepare('SELECT COUNT(*) AS n FROM pages').get()).toEqual({ n: 4_000 });
    expect(problems).toEqual([]);
    await checkpoints.stop();
  });

  it('gives checkpoints back to the connection when it stops', async () => {
    const { db } = walDatabase();
    const checkpoints = new SqliteCheckpoints(db, { driverPath, intervalMs: 5, onProblem: () => undefined });
    checkpoints.start();
    await until(() => checkpoints.progress.reports > 0, 'a first checkpoint');
    await checkpoints.stop();

    expect(autocheckpoint(db)).toBe(AUTOCHECKPOINT_PAGES);
    const reports = checkpoints.progress.reports;
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(checkpoints.progress.reports).toBe(reports);
  });

  it('gives checkpoints back to the connection, and says so, when the thread cannot run', async () => {
    const { db } = walDatabase();
    const problems: CheckpointProblem[] = [];
    const checkpoints = new SqliteCheckpoints(db, {
      driverPath: join(tmpdir(), 'no-such-driver.js'),
      onProblem: (problem) => problems.push(problem),
    });
    checkpoints.start();
    await until(() => problems.length > 0, 'the thread to fail');

    expect(problems[0]?.message).toBe('write-ahead log checkpoints are back on the server connection');
    expect(problems[0]?.error).toMatch(/no-such-driver/);
    expect(autocheckpoint(db)).toBe(AUTOCHECKPOINT_PAGES);
  });

  it('leaves a database without a log file as it is', () => {
    const db = new Sqlite(':memory:');
    open.push(db);
    const checkpoints = new SqliteCheckpoints(db, { driverPath, onProblem: () => undefined });

    expect(checkpoints.start()).toBe(false);
    expect(autocheckpoint(db)).toBe(AUTOCHECKPOINT_PAGES);
  });
});
