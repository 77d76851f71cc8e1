import { type ChildProcess, spawn } from 'node:child_process';
import { existsSync } from 'node:fs';
import { createServer } from 'node:net';
import { join } from 'node:path';

const API_MAIN = join(__dirname, '../dist/main.js');

export interface ApiProcess {
  readonly baseUrl: string;
  readonly child: ChildProcess;
  /** Resolves when the process has exited, with its exit code or the signal that ended it. */
  readonly exited: Promise<{ code: number | null; signal: NodeJS.Signals | null }>;
  /** Everything it wrote to stdout and stderr so far. */
  output(): string;
  /** Stops it the hard way: no shutdown hooks, nothing flushed by the process itself. */
  kill(): Promise<void>;
  stop(): Promise<void>;
}

export interface ApiProcessOptions {
  /** Listen on this port rather than a free one. */
  readonly port?: number;
  /** A command that runs the server as its last arguments, e.g. `unshare --mount sh -c '…; exec "$@"'`. */
  readonly launcher?: readonly string[];
}

/** Runs the built API (`npm run build`) as its own process, as production does. */
export async function startApiProcess(
  env: Record<string, string>,
  options: ApiProcessOptions = {},
): Promise<ApiProcess> {
  if (!existsSync(API_MAIN))
    throw new Error('apps/api/dist/main.js is missing: run `npm run build` before the integration tests.');
  const port = options.port ?? (await freePort());
  const output: string[] = [];
  const [command = process.execPath, ...args] = [...(options.launcher ?? []), process.execPath, API_MAIN];
  const child = spawn(command, args, {
    env: {
      ...process.env,
      HOST: '127.0.0.1',
      PORT: String(port),
      WEB_DIST_PATH: 'none',
      LOG_LEVEL: 'warn',
      DATABASE_URL: '',
      ...env,
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  child.stdout?.on('data', (chunk: Buffer) => output.push(chunk.toString()));
  child.stderr?.on('data', (chunk: Buffer) => output.push(chunk.toString()));
  const exited = new Promise<{ code: number | null; signal: NodeJS.Signals | null }>((resolve) =>
    child.once('exit', (code, signal) => resolve({ code, signal })),
  );
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
  return {
    baseUrl,
    child,
    exited,
    output: () => output.join(''),
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

export function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = createServer();
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const { port } = server.address() as { port: number };
      server.close(() => resolve(port));
    });
  });
}
