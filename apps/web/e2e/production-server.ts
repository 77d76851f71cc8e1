import { type ChildProcess, spawn } from 'node:child_process';
import { existsSync, mkdtempSync, rmSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';

const repoRoot = resolve(dirname(fileURLToPath(import.meta.url)), '../../..');
const apiMain = join(repoRoot, 'apps/api/dist/main.js');
// E2E_WEB_DIST lets a developer test a build made elsewhere without touching apps/web/dist.
const webDist = process.env.E2E_WEB_DIST ?? join(repoRoot, 'apps/web/dist');

export interface RunningServer {
  readonly baseUrl: string;
  stop(): Promise<void>;
}

/** Starts the production build (API serving the web app) on a free port with a throwaway SQLite file. */
export async function startProductionServer(): Promise<RunningServer> {
  if (!existsSync(apiMain) || !existsSync(join(webDist, 'index.html'))) {
    throw new Error('The production build is missing: run `npm run build` before the end-to-end tests.');
  }
  const port = await freePort();
  const scratch = mkdtempSync(join(tmpdir(), 'tod-e2e-'));
  const output: string[] = [];
  const child = spawn(process.execPath, [apiMain], {
    env: { ...process.env, PORT: String(port), HOST: '127.0.0.1', SQLITE_PATH: join(scratch, 'e2e.sqlite'), DATA_DIR: scratch, ADMIN_TOKEN: process.env.E2E_ADMIN_TOKEN ?? '', APP_SECRET: process.env.E2E_APP_SECRET ?? '', WEB_DIST_PATH: webDist, LOG_LEVEL: 'warn', DATABASE_URL: '' },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  child.stdout?.on('data', (chunk: Buffer) => output.push(chunk.toString()));
  child.stderr?.on('data', (chunk: Buffer) => output.push(chunk.toString()));
  const baseUrl = `http://127.0.0.1:${port}`;
  try {
    await waitForHealthy(baseUrl, child);
  } catch (error) {
    child.kill('SIGKILL');
    throw new Error(`${(error as Error).message}\nServer output:\n${output.join('')}`);
  }
  return {
    baseUrl,
    async stop() {
      await stopProcess(child);
      rmSync(scratch, { recursive: true, force: true });
    },
  };
}

async function waitForHealthy(baseUrl: string, child: ChildProcess): Promise<void> {
  const deadline = Date.now() + 30_000;
  while (Date.now() < deadline) {
    if (child.exitCode !== null) throw new Error(`The server exited with code ${child.exitCode} before it was healthy.`);
    try {
      const response = await fetch(`${baseUrl}/healthz`);
      if (response.ok) return;
    } catch {
      // not listening yet
    }
    await new Promise((done) => setTimeout(done, 100));
  }
  throw new Error('The server did not answer /healthz within 30 s.');
}

function stopProcess(child: ChildProcess): Promise<void> {
  if (child.exitCode !== null) return Promise.resolve();
  return new Promise((done) => {
    const force = setTimeout(() => child.kill('SIGKILL'), 5_000);
    child.once('exit', () => {
      clearTimeout(force);
      done();
    });
    child.kill('SIGTERM');
  });
}

function freePort(): Promise<number> {
  return new Promise((done, fail) => {
    const server = createServer();
    server.once('error', fail);
    server.listen(0, '127.0.0.1', () => {
      const { port } = server.address() as { port: number };
      server.close(() => done(port));
    });
  });
}
