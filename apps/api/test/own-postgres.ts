import { execFile } from 'node:child_process';
import { chownSync, existsSync, mkdtempSync, readdirSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { promisify } from 'node:util';
import { freePort } from './api-process';
import { requireRoot } from './require-root';

const run = promisify(execFile);
const POSTGRES_BINARIES = '/usr/lib/postgresql';

/** A PostgreSQL server of a test's own, which the test may stop and start; nothing else uses it. */
export interface OwnPostgres {
  /** `postgres://postgres@127.0.0.1:<port>/postgres` (trust authentication, loopback only). */
  readonly url: string;
  /** Stops it as an operator would for a restart (`pg_ctl stop -m fast`): sessions are cut, nothing committed is lost. */
  stop(): Promise<void>;
  start(): Promise<void>;
  /** Stops it if running and deletes its data. */
  destroy(): Promise<void>;
}

/**
 * Creates a cluster in a temporary folder with the machine's PostgreSQL binaries and starts it on
 * a free loopback port, so the shared server is never touched. `initdb` and `pg_ctl` refuse to run
 * as root, so they run as the `postgres` user, which owns the folder; that takes root.
 */
export async function startOwnPostgres(): Promise<OwnPostgres> {
  requireRoot('starts a PostgreSQL server of its own as the postgres user (runuser)');
  const bin = postgresBinaries();
  const folder = mkdtempSync(join(tmpdir(), 'tod-pg-'));
  const [uid, gid] = await Promise.all([run('id', ['-u', 'postgres']), run('id', ['-g', 'postgres'])]).then((ids) =>
    ids.map((id) => Number(id.stdout.trim())),
  );
  chownSync(folder, uid as number, gid as number);
  const data = join(folder, 'data');
  const port = await freePort();
  const asPostgres = (program: string, args: string[]) =>
    run('runuser', ['-u', 'postgres', '--', join(bin, program), ...args], { cwd: folder });
  try {
    await asPostgres('initdb', ['-D', data, '--auth=trust', '--username=postgres', '--encoding=UTF8', '--no-sync']);
  } catch (error) {
    rmSync(folder, { recursive: true, force: true });
    throw new Error(`initdb failed: ${(error as { stderr?: string }).stderr ?? String(error)}`);
  }
  // Loopback only, its socket in its own folder; fsync off, since the data is thrown away anyway.
  const options = `-p ${port} -c listen_addresses=127.0.0.1 -k ${folder} -c fsync=off -c full_page_writes=off`;
  let running = false;
  const pgCtl = async (args: string[]) => {
    try {
      await asPostgres('pg_ctl', ['-D', data, '-w', '-t', '30', ...args]);
    } catch (error) {
      const log = existsSync(join(folder, 'server.log')) ? readFileSync(join(folder, 'server.log'), 'utf8') : '';
      throw new Error(
        `pg_ctl ${args.join(' ')} failed: ${(error as { stderr?: string }).stderr ?? String(error)}\n${log}`,
      );
    }
  };
  const server: OwnPostgres = {
    url: `postgres://postgres@127.0.0.1:${port}/postgres`,
    async start() {
      await pgCtl(['-l', join(folder, 'server.log'), '-o', options, 'start']);
      running = true;
    },
    async stop() {
      await pgCtl(['-m', 'fast', 'stop']);
      running = false;
    },
    async destroy() {
      if (running) await pgCtl(['-m', 'immediate', 'stop']).catch(() => undefined);
      rmSync(folder, { recursive: true, force: true });
    },
  };
  await server.start();
  return server;
}

/** The newest installed version's bin folder, e.g. /usr/lib/postgresql/15/bin. */
function postgresBinaries(): string {
  const versions = existsSync(POSTGRES_BINARIES)
    ? readdirSync(POSTGRES_BINARIES).filter((version) => existsSync(join(POSTGRES_BINARIES, version, 'bin', 'pg_ctl')))
    : [];
  const newest = versions.sort((a, b) => Number(b) - Number(a))[0];
  if (newest === undefined)
    throw new Error(`No PostgreSQL server binaries under ${POSTGRES_BINARIES}/*/bin: install the postgresql package.`);
  return join(POSTGRES_BINARIES, newest, 'bin');
}
