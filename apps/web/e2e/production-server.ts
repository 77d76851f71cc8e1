import { spawn } from 'node:child_process';
import { existsSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { freePort, stopProcess, waitForHealthy } from './server-process';

const repoRoot = resolve(dirname(fileURLToPath(import.meta.url)), '../../..');
const apiMain = join(repoRoot, 'apps/api/dist/main.js');
// E2E_WEB_DIST lets a developer test a build made elsewhere without touching apps/web/dist.
export const webDist = process.env.E2E_WEB_DIST ?? join(repoRoot, 'apps/web/dist');

export interface RunningServer {
  readonly baseUrl: string;
  stop(): Promise<void>;
}

/**
 * Starts the production build (API serving the web app) on a free port with a throwaway SQLite
 * file. `webDistPath` serves another copy of the web build (a test that changes files); `env`
 * adds settings for a test of its own (a shortened turn timer).
 */
export async function startProductionServer(
  webDistPath: string = webDist,
  env: Readonly<Record<string, string>> = {},
): Promise<RunningServer> {
  if (!existsSync(apiMain) || !existsSync(join(webDistPath, 'index.html'))) {
    throw new Error('The production build is missing: run `npm run build` before the end-to-end tests.');
  }
  const port = await freePort();
  const scratch = mkdtempSync(join(tmpdir(), 'tod-e2e-'));
  const output: string[] = [];
  const child = spawn(process.execPath, [apiMain], {
    env: {
      ...process.env,
      PORT: String(port),
      HOST: '127.0.0.1',
      SQLITE_PATH: join(scratch, 'e2e.sqlite'),
      DATA_DIR: scratch,
      ADMIN_TOKEN: process.env.E2E_ADMIN_TOKEN ?? '',
      APP_SECRET: process.env.E2E_APP_SECRET ?? '',
      WEB_DIST_PATH: webDistPath,
      LOG_LEVEL: 'warn',
      DATABASE_URL: '',
      ...env,
    },
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
