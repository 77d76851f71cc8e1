#!/usr/bin/env node
// Capacity of our rooms beside the socket.io peer: the chat rate each holds with a delivery p99
// under 50 ms and nothing lost, at the large size (400 rooms × 8 players), stepping the rate up.
// Uses the rooms bench kept beside this repository (../shared/rooms-bench: its load generator and
// its socket.io peer; run `npm ci` there first). Every step starts fresh servers, peer and ours.
//
//   node apps/api/bench/rooms-capacity.mjs [--rates 500,1000,2000,3000,4000] [--seconds 10]
//        [--transport ws|http] [--bench ../shared/rooms-bench] [--bench-node /path/to/node]
// Needs the built API (npm run build); our server runs on this script's Node, the peer and the
// generator on `--bench-node` (the Node the bench was installed with, as its SQLite binding is
// built for it; default this one). Prints one row per step and side, then each side's capacity.
import { spawn } from 'node:child_process';
import { existsSync, mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { parseArgs } from 'node:util';

const here = dirname(fileURLToPath(import.meta.url));
const { values: args } = parseArgs({
  options: {
    rates: { type: 'string', default: '500,1000,2000,3000,4000' },
    seconds: { type: 'string', default: '10' },
    transport: { type: 'string', default: 'ws' },
    bench: { type: 'string', default: resolve(here, '../../../../shared/rooms-bench') },
    rooms: { type: 'string', default: '400' },
    players: { type: 'string', default: '8' },
    'bench-node': { type: 'string', default: process.execPath },
  },
});
const benchNode = args['bench-node'];
const P99_LIMIT_MS = 50;
const bench = resolve(args.bench);
if (!existsSync(join(bench, 'node_modules'))) throw new Error(`Install the rooms bench first: cd ${bench} && npm ci`);
const apiMain = join(here, '../dist/main.js');
if (!existsSync(apiMain)) throw new Error('Build the API first: npm run build');
const startOptions = JSON.parse(readFileSync(join(here, '../package.json'), 'utf8'))
  .scripts.start.split(' ')
  .filter((word) => word.startsWith('--'));

function freePort() {
  return new Promise((done, fail) => {
    const server = createServer();
    server.once('error', fail);
    server.listen(0, '127.0.0.1', () => {
      const { port } = server.address();
      server.close(() => done(port));
    });
  });
}

async function started(command, commandArgs, env, port) {
  const child = spawn(command, commandArgs, {
    env: { ...process.env, ...env },
    stdio: ['ignore', 'ignore', 'inherit'],
  });
  for (let tries = 0; tries < 600; tries += 1) {
    try {
      if ((await fetch(`http://127.0.0.1:${port}/healthz`)).ok) return child;
    } catch {
      // not listening yet
    }
    if (child.exitCode !== null) throw new Error(`${command} exited with ${child.exitCode}`);
    await new Promise((wait) => setTimeout(wait, 100));
  }
  child.kill('SIGKILL');
  throw new Error(`${command} did not start`);
}

async function stopped(child) {
  if (child.exitCode !== null) return;
  child.kill('SIGTERM');
  await new Promise((done) => child.once('exit', done));
}

/** One step of one side on fresh servers: the generator's JSON result. */
async function step(side, rate) {
  const port = await freePort();
  const scratch = mkdtempSync(join(tmpdir(), 'tod-capacity-'));
  const child =
    side === 'peer'
      ? await started(benchNode, [join(bench, 'peer-socketio/server.mjs'), '--port', String(port)], {}, port)
      : await started(
          process.execPath,
          [...startOptions, apiMain],
          {
            PORT: String(port),
            HOST: '127.0.0.1',
            NODE_ENV: 'production',
            LOG_LEVEL: 'warn',
            WEB_DIST_PATH: 'none',
            DATABASE_URL: '',
            SQLITE_PATH: join(scratch, 'bench.sqlite'),
            DATA_DIR: join(scratch, 'data'),
            RATE_LIMIT_CREATE_ROOM_PER_MINUTE: '100000',
            RATE_LIMIT_JOIN_ROOM_PER_MINUTE: '100000',
            // Every socket comes from this one address.
            STREAM_LIMIT_PER_ROOM: '100000',
            STREAM_LIMIT_PER_ADDRESS: '100000',
          },
          port,
        );
  const out = join(scratch, 'result.json');
  try {
    const load = spawn(
      benchNode,
      [
        join(bench, 'rooms-load.mjs'),
        '--target',
        side === 'peer' ? 'socketio' : 'project',
        ...(side === 'peer' ? [] : ['--project-transport', args.transport]),
        '--base',
        `http://127.0.0.1:${port}`,
        '--rooms',
        args.rooms,
        '--players',
        args.players,
        '--rate',
        String(rate),
        '--seconds',
        args.seconds,
        '--warmup',
        '3',
        '--pid',
        String(child.pid),
        '--json',
        out,
      ],
      { stdio: ['ignore', 'ignore', 'inherit'] },
    );
    await new Promise((done) => load.once('exit', done));
    return JSON.parse(readFileSync(out, 'utf8'));
  } finally {
    await stopped(child);
    rmSync(scratch, { recursive: true, force: true });
  }
}

const rates = args.rates.split(',').map(Number);
const held = { peer: 0, project: 0 };
console.log(`| rate/s | side | achieved/s | p50 ms | p99 ms | lost | CPU s/1k | other cores | holds |`);
console.log(`|---|---|---|---|---|---|---|---|---|`);
for (const rate of rates) {
  for (const side of ['peer', 'project']) {
    const result = await step(side, rate);
    const p99 = result.latencyMs?.p99 ?? Infinity;
    const holds = result.lost === 0 && p99 < P99_LIMIT_MS && result.achievedRate >= rate * 0.95;
    if (holds) held[side] = Math.max(held[side], rate);
    const other = result.machine?.otherCores;
    console.log(
      `| ${rate} | ${side === 'peer' ? 'socket.io peer' : `ours (${args.transport})`} | ${result.achievedRate?.toFixed(0)} | ${result.latencyMs?.p50} | ${p99} | ${result.lost} | ${result.cpuPer1kDeliveries?.toFixed(3)} | ${typeof other === 'number' ? other.toFixed(2) : '?'} | ${holds ? 'yes' : 'no'} |`,
    );
  }
}
console.log(
  `\ncapacity (p99 < ${P99_LIMIT_MS} ms, nothing lost): peer ${held.peer}/s, ours ${held.project}/s` +
    (held.peer > 0 ? ` (${(held.project / held.peer).toFixed(2)}×)` : ''),
);
