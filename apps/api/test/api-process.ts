import { type ChildProcess, spawn } from 'node:child_process';
import { existsSync } from 'node:fs';
import { createServer } from 'node:net';
import { join } from 'node:path';

const API_MAIN = join(__dirname, '../dist/main.js');

export interface ApiProcess {
  readonly baseUrl: string;
  readonly child: ChildProcess;
  /** Stops it the hard way: no shutdown hooks, nothing flushed by the process itself. */
  kill(): Promise<void>;
  stop(): Promise<void>;
}

/** Runs the built API (`npm run build`) as its own process, as production does. */
export async function startApiProcess(env: Record<string, string>): Promise<ApiProcess> {
  if (!existsSync(API_MAIN)) throw new Error('apps/api/dist/main.js is missing: run `npm run build` before the integration tests.');
  const port = await freePort();
  const output: string[] = [];
  const child = spawn(process.execPath, [API_MAIN], {
    env: { ...process.env, HOST: '127.0.0.1', PORT: String(port), WEB_DIST_PATH: 'none', LOG_LEVEL: 'warn', DATABASE_URL: '', ...env },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  child.stdout?.on('data', (chunk: Buffer) => output.push(chunk.toString()));
  child.stderr?.on('data', (chunk: Buffer) => output.push(chunk.toString()));
  const baseUrl = `http://127.0.0.1:${port}`;
  const deadline = Date.now() + 30_000;
  for (;;) {
    if (child.exitCode !== null) throw new Error(`The API exited with code ${child.exitCode}:\n${output.join('')}`);
    try {
      if ((await fetch(`${baseUrl}/healthz`)).ok) break;
    } catch {
      // not listening yet
    }
    if (Date.now() > deadline) {
      child.kill('SIGKILL');
      throw new Error(`The API did not become healthy:\n${output.join('')}`);
    }
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  const exited = new Promise<void>((resolve) => child.once('exit', () => resolve()));
  return {
    baseUrl,
    child,
    async kill() {
      child.kill('SIGKILL');
      await exited;
    },
    async stop() {
      child.kill('SIGTERM');
      await exited;
    },
  };
}

function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = createServer();
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const { port } = server.address() as { port: number };
      server.close(() => resolve(port));
    });
  });
}
