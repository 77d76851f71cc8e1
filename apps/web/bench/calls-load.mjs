#!/usr/bin/env node
// Load figures for video calls: N clients (each a context of its own in one headless Chromium,
// with the fake camera and microphone) join one room's call over loopback. After a warm-up each
// client's upload and download (RTP bytes, kbps), CPU time (its renderer process, where WebRTC
// encodes and decodes) and received video frames per second are measured, for each N (2, 4 and 6
// by default). The browser's shared processes (GPU, network, capture, audio) are reported apart.
//
//   npm run bench:calls                 (builds nothing: run `npm run build` first)
//   sh apps/web/e2e/run-in-netns.sh node apps/web/bench/calls-load.mjs [--sizes 2,4,6] [--seconds 15] [--warmup 5] [--turn]
//
// --turn puts every connection through a TURN server: coturn (Debian's `coturn` package) started
// here on 192.0.2.1 with `use-auth-secret`, the API handing out credentials from TURN_SECRET as in
// production, and every page limited to relayed candidates (iceTransportPolicy 'relay'). The table
// then shows the candidate types each client's connections settled on, relay on both ends when
// the credentials work.
//
// Like the call browser tests it runs only inside the network namespace run-in-netns.sh makes
// (loopback and a veth pair), so nothing it sends can leave the machine. All N clients and the
// server share this machine's cores, where real players each bring their own: when the cores run
// out, the frame rates fall (Chromium adapts its encoders), which the figures show.
import { spawn } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { existsSync, mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { createServer } from 'node:net';
import { cpus, networkInterfaces, tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { parseArgs } from 'node:util';
import { chromium } from 'playwright-core';

// The functions handed to page.evaluate() and addInitScript() run in the pages, where window exists.
/* global window */

const { values: args } = parseArgs({
  options: {
    sizes: { type: 'string', default: '2,4,6' },
    seconds: { type: 'string', default: '15' },
    warmup: { type: 'string', default: '5' },
    turn: { type: 'boolean', default: false },
  },
});
const TURN = args.turn;
/** coturn listens on the namespace's own veth address, where nothing else is. */
const TURN_ADDRESS = '192.0.2.1';
const TURN_PORT = 3478;
const SIZES = args.sizes.split(',').map(Number);
const SECONDS = Number(args.seconds);
const WARMUP_SECONDS = Number(args.warmup);
/** How long a size may take until every client decodes every other's video. */
const CONNECT_TIMEOUT_MS = 120_000;
/** A page too starved to answer this fast counts as not answering. */
const EVALUATE_TIMEOUT_MS = 30_000;
const NAMES = ['Ana', 'Ben', 'Cy', 'Dee', 'Eli', 'Fay', 'Gus', 'Hal', 'Ivy'];
if (SIZES.some((size) => !Number.isInteger(size) || size < 2 || size > NAMES.length))
  throw new Error(`--sizes: whole numbers from 2 to ${NAMES.length}`);

const repoRoot = join(dirname(fileURLToPath(import.meta.url)), '../../..');
const apiMain = join(repoRoot, 'apps/api/dist/main.js');
const webDist = join(repoRoot, 'apps/web/dist');
if (!existsSync(apiMain) || !existsSync(join(webDist, 'index.html'))) throw new Error('Build first: npm run build');

// The same check as the call browser tests (e2e/network-namespace.ts).
function namespaceProblem() {
  const allowed = ['lo', 'veth0', 'veth1'];
  const listed = readFileSync('/proc/net/dev', 'utf8')
    .split('\n')
    .slice(2)
    .map((line) => line.split(':')[0]?.trim() ?? '')
    .filter((name) => name !== '');
  const all = [...new Set([...listed, ...Object.keys(networkInterfaces())])];
  const ok = all.every((name) => allowed.includes(name)) && allowed.every((name) => listed.includes(name));
  return ok ? null : `the network interfaces are ${listed.sort().join(', ')}`;
}
const problem = namespaceProblem();
if (problem) {
  console.error(
    `calls-load.mjs runs only in its own network namespace (${problem}): use npm run bench:calls, as root.`,
  );
  process.exit(1);
}

function findChromium() {
  if (process.env.CHROME_PATH) return process.env.CHROME_PATH;
  const found = [
    '/usr/bin/chromium',
    '/usr/bin/chromium-browser',
    '/usr/bin/google-chrome-stable',
    '/usr/bin/google-chrome',
  ].find((path) => existsSync(path));
  if (!found) throw new Error('No Chromium found: install it or set CHROME_PATH.');
  return found;
}

function freePort() {
  return new Promise((resolve, reject) => {
    const server = createServer();
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const { port } = server.address();
      server.close(() => resolve(port));
    });
  });
}

const sleep = (ms) => new Promise((done) => setTimeout(done, ms));

function withTimeout(promise, ms, what) {
  let timer;
  const timeout = new Promise((_, reject) => {
    timer = setTimeout(() => reject(new Error(`${what}: no answer within ${ms / 1000} s`)), ms);
  });
  return Promise.race([promise, timeout]).finally(() => clearTimeout(timer));
}

function findTurnserver() {
  const found = ['/usr/bin/turnserver', '/usr/local/bin/turnserver'].find((path) => existsSync(path));
  if (!found) throw new Error('--turn needs coturn: apt-get install coturn');
  return found;
}

/** coturn with a secret of its own, relaying on the namespace's veth address only. */
async function startTurn(scratch) {
  const secret = randomBytes(24).toString('base64url');
  const child = spawn(
    findTurnserver(),
    [
      '-n',
      `--listening-ip=${TURN_ADDRESS}`,
      `--listening-port=${TURN_PORT}`,
      `--relay-ip=${TURN_ADDRESS}`,
      '--min-port=49152',
      '--max-port=49407',
      '--use-auth-secret',
      `--static-auth-secret=${secret}`,
      '--realm=calls-bench.test',
      '--fingerprint',
      '--no-cli',
      '--no-tls',
      '--no-dtls',
      '--no-multicast-peers',
      `--pidfile=${join(scratch, 'turnserver.pid')}`,
      `--log-file=${join(scratch, 'turnserver.log')}`,
    ],
    { stdio: 'ignore' },
  );
  await sleep(1_000);
  if (child.exitCode !== null)
    throw new Error(`turnserver exited at once (code ${child.exitCode}); see ${join(scratch, 'turnserver.log')}`);
  return {
    env: { TURN_URLS: `turn:${TURN_ADDRESS}:${TURN_PORT}?transport=udp`, TURN_SECRET: secret, STUN_URLS: '' },
    async stop() {
      child.kill('SIGTERM');
      await new Promise((done) => child.once('exit', done));
    },
  };
}

async function startServer() {
  const port = await freePort();
  const scratch = mkdtempSync(join(tmpdir(), 'tod-calls-bench-'));
  // The server shares the cores with every client here, where in real calls it runs elsewhere:
  // as root it gets priority, and presence timeouts are long, so a starved machine measures media
  // rather than players dropped for pings that came late.
  const prioritized = process.getuid?.() === 0;
  const turn = TURN ? await startTurn(scratch) : null;
  const command = prioritized ? ['nice', '-n', '-10', process.execPath, apiMain] : [process.execPath, apiMain];
  const child = spawn(command[0], command.slice(1), {
    env: {
      ...process.env,
      PORT: String(port),
      HOST: '127.0.0.1',
      SQLITE_PATH: join(scratch, 'bench.sqlite'),
      DATA_DIR: scratch,
      ADMIN_TOKEN: randomBytes(24).toString('base64url'),
      APP_SECRET: randomBytes(32).toString('base64url'),
      WEB_DIST_PATH: webDist,
      LOG_LEVEL: 'warn',
      DATABASE_URL: '',
      PLAYER_TIMEOUT_MS: '300000',
      ROOM_TIMEOUT_MS: '600000',
      ...turn?.env,
    },
    stdio: ['ignore', 'ignore', 'inherit'],
  });
  const baseUrl = `http://127.0.0.1:${port}`;
  for (let tries = 0; tries < 300; tries += 1) {
    try {
      if ((await fetch(`${baseUrl}/healthz`)).ok) break;
    } catch {
      // not up yet
    }
    await sleep(100);
  }
  return {
    baseUrl,
    async stop() {
      child.kill('SIGTERM');
      await new Promise((done) => child.once('exit', done));
      await turn?.stop();
      rmSync(scratch, { recursive: true, force: true });
    },
  };
}

const LAUNCH_ARGS = [
  '--no-sandbox',
  '--disable-gpu',
  '--disable-quic',
  '--no-first-run',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
  '--use-fake-ui-for-media-stream',
  '--use-fake-device-for-media-stream',
  '--allow-loopback-in-peer-connection',
  '--disable-features=WebRtcHideLocalIpsWithMdns',
];

/** CPU seconds of each of the browser's processes, by process id, and their types. */
async function processTimes(cdp) {
  const { processInfo } = await cdp.send('SystemInfo.getProcessInfo');
  return new Map(processInfo.map((info) => [info.id, { type: info.type, cpuSeconds: info.cpuTime }]));
}

/**
 * One client: a browser context of its own, one page in the room. Its renderer process is the one
 * that appeared with it (contexts never share renderers).
 */
async function startClient(browser, cdp, baseUrl, roomId, name) {
  const renderersBefore = new Set(
    [...(await processTimes(cdp))].filter(([, info]) => info.type === 'renderer').map(([id]) => id),
  );
  const context = await browser.newContext({ baseURL: baseUrl, viewport: { width: 1280, height: 800 } });
  await context.addInitScript((relayOnly) => {
    window.localStorage.setItem('sub_popup_seen', 'true');
    const Native = window.RTCPeerConnection;
    const made = [];
    Object.defineProperty(window, '__peerConnections', { value: made });
    window.RTCPeerConnection = class extends Native {
      constructor(configuration) {
        // --turn: relayed candidates only, so a connection exists only through the TURN server.
        super(relayOnly ? { ...configuration, iceTransportPolicy: 'relay' } : configuration);
        made.push(this);
      }
    };
  }, TURN);
  const page = await context.newPage();
  // What went wrong, for a size that does not connect: alerts, warnings and failed requests.
  const notes = [];
  const started = performance.now();
  const stamp = () => `${((performance.now() - started) / 1000).toFixed(1)} s`;
  page.on('dialog', (dialog) => {
    notes.push(`${stamp()} alert: ${dialog.message()}`);
    void dialog.dismiss();
  });
  page.on('console', (message) => {
    if (message.type() === 'warning' || message.type() === 'error')
      notes.push(`${stamp()} ${message.text().split('\n')[0]}`);
  });
  page.on('requestfailed', (request) =>
    notes.push(
      `${stamp()} failed: ${request.method()} ${new URL(request.url()).pathname} ${request.failure()?.errorText}`,
    ),
  );
  await page.goto(`/online/${roomId}`);
  await page.getByRole('textbox', { name: 'Your name' }).fill(name);
  await page.getByRole('button', { name: 'Join Room' }).click();
  await page.waitForURL((url) => url.pathname === `/rooms/${roomId}/game`);
  const renderers = [...(await processTimes(cdp))]
    .filter(([id, info]) => info.type === 'renderer' && !renderersBefore.has(id))
    .map(([id]) => id);
  return { name, context, page, renderers, notes };
}

/** Totals over the client's live peer connections. */
async function rtpTotals(client) {
  return withTimeout(
    client.page.evaluate(async () => {
      const totals = { sent: 0, received: 0, framesDecoded: 0, connected: 0, peersWithFrames: 0, paths: [] };
      for (const pc of window.__peerConnections) {
        if (pc.connectionState === 'closed') continue;
        if (pc.connectionState === 'connected') totals.connected += 1;
        let frames = 0;
        const report = await pc.getStats();
        report.forEach((stat) => {
          if (stat.type === 'outbound-rtp') totals.sent += stat.bytesSent ?? 0;
          if (stat.type === 'inbound-rtp') totals.received += stat.bytesReceived ?? 0;
          if (stat.type === 'inbound-rtp' && stat.kind === 'video') frames += stat.framesDecoded ?? 0;
          // The candidate pair the connection settled on: host, srflx or relay at each end.
          if (stat.type === 'transport' && stat.selectedCandidatePairId) {
            const pair = report.get(stat.selectedCandidatePairId);
            const local = pair && report.get(pair.localCandidateId);
            const remote = pair && report.get(pair.remoteCandidateId);
            if (local && remote) totals.paths.push(`${local.candidateType}/${remote.candidateType}`);
          }
        });
        totals.framesDecoded += frames;
        if (frames > 0) totals.peersWithFrames += 1;
      }
      return totals;
    }),
    EVALUATE_TIMEOUT_MS,
    `${client.name}'s statistics`,
  );
}

/** Every client's totals and CPU seconds at one moment, and the shared processes' CPU seconds. */
async function sample(clients, cdp) {
  const totals = await Promise.all(clients.map(rtpTotals));
  const times = await processTimes(cdp);
  const owned = new Set(clients.flatMap((client) => client.renderers));
  const cpuOf = (ids) => ids.reduce((sum, id) => sum + (times.get(id)?.cpuSeconds ?? 0), 0);
  return {
    at: performance.now(),
    clients: clients.map((client, index) => ({ ...totals[index], cpuSeconds: cpuOf(client.renderers) })),
    sharedCpuSeconds: cpuOf([...times.keys()].filter((id) => !owned.has(id))),
  };
}

async function runSize(browser, cdp, baseUrl, size) {
  const created = await fetch(`${baseUrl}/api/createRoom`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json' },
    body: JSON.stringify({ roomName: `Bench ${size}`, roomType: 'private' }),
  });
  const roomId = (await created.json()).room._id;
  const clients = [];
  try {
    for (const name of NAMES.slice(0, size)) clients.push(await startClient(browser, cdp, baseUrl, roomId, name));
    for (const client of clients) {
      await client.page.getByRole('button', { name: 'Join call' }).click();
      await client.page.getByRole('button', { name: 'Leave call' }).waitFor({ timeout: 60_000 });
    }
    // Everyone connected to everyone and decoding video from each (checked every few seconds:
    // reading statistics costs the clients CPU too). A size the machine cannot carry is measured
    // all the same, with what did connect, and its clients' notes are printed.
    const deadline = performance.now() + CONNECT_TIMEOUT_MS;
    for (;;) {
      const now = await sample(clients, cdp).catch(() => null);
      if (now?.clients.every((client) => client.connected === size - 1 && client.peersWithFrames === size - 1)) break;
      if (performance.now() > deadline) {
        console.error(
          `N=${size}: not every client connected within ${CONNECT_TIMEOUT_MS / 1000} s; measuring what did.`,
        );
        clients.forEach((client, index) => {
          const state = now ? `${now.clients[index].connected}/${size - 1} connected` : 'no answer';
          console.error(
            `  ${client.name}: ${state}${client.notes
              .slice(-6)
              .map((note) => `\n    ${note}`)
              .join('')}`,
          );
        });
        break;
      }
      await sleep(3_000);
    }
    await sleep(WARMUP_SECONDS * 1000);
    const before = await sample(clients, cdp);
    await sleep(SECONDS * 1000);
    const after = await sample(clients, cdp);
    const seconds = (after.at - before.at) / 1000;
    const rows = clients.map((client, index) => {
      const a = before.clients[index];
      const b = after.clients[index];
      return {
        size,
        client: client.name,
        connected: b.connected,
        paths: [...new Set(b.paths)].join(',') || '-',
        uploadKbps: ((b.sent - a.sent) * 8) / 1000 / seconds,
        downloadKbps: ((b.received - a.received) * 8) / 1000 / seconds,
        cpuSeconds: b.cpuSeconds - a.cpuSeconds,
        cpuPercent: ((b.cpuSeconds - a.cpuSeconds) / seconds) * 100,
        framesPerSecond: (b.framesDecoded - a.framesDecoded) / seconds,
        perPeerFps: (b.framesDecoded - a.framesDecoded) / seconds / (size - 1),
      };
    });
    return { rows, sharedCpuPercent: ((after.sharedCpuSeconds - before.sharedCpuSeconds) / seconds) * 100, seconds };
  } finally {
    await Promise.all(clients.map((client) => client.context.close().catch(() => undefined)));
  }
}

const server = await startServer();
const browser = await chromium.launch({ executablePath: findChromium(), headless: true, args: LAUNCH_ARGS });
const cdp = await browser.newBrowserCDPSession();
const rows = [];
const shared = [];
try {
  console.log(
    `Video-call load: ${SIZES.join(', ')} clients, ${WARMUP_SECONDS} s warm-up, ${SECONDS} s measured, ${cpus().length} CPU cores, Chromium fake devices${TURN ? ', every connection relayed by coturn' : ''}.`,
  );
  for (const size of SIZES) {
    const result = await runSize(browser, cdp, server.baseUrl, size);
    rows.push(...result.rows);
    shared.push(`N=${size}: ${result.sharedCpuPercent.toFixed(0)}%`);
    const mean = (key) => result.rows.reduce((sum, row) => sum + row[key], 0) / result.rows.length;
    console.log(
      `N=${size}: mean upload ${mean('uploadKbps').toFixed(0)} kbps, download ${mean('downloadKbps').toFixed(0)} kbps, CPU ${mean('cpuPercent').toFixed(0)}% of a core, ${mean('perPeerFps').toFixed(1)} fps per peer`,
    );
  }
} finally {
  await browser.close().catch(() => undefined);
  await server.stop();
}

const header = ['N', 'client', 'peers', 'path', 'up kbps', 'down kbps', 'CPU s', 'CPU %', 'recv fps', 'fps/peer'];
const table = rows.map((row) => [
  String(row.size),
  row.client,
  `${row.connected}/${row.size - 1}`,
  row.paths,
  row.uploadKbps.toFixed(0),
  row.downloadKbps.toFixed(0),
  row.cpuSeconds.toFixed(1),
  row.cpuPercent.toFixed(0),
  row.framesPerSecond.toFixed(1),
  row.perPeerFps.toFixed(1),
]);
const widths = header.map((title, column) => Math.max(title.length, ...table.map((line) => line[column].length)));
const format = (line) =>
  line
    .map((cell, column) => (column === 1 || column === 3 ? cell.padEnd(widths[column]) : cell.padStart(widths[column])))
    .join('  ');
console.log(`\n${format(header)}\n${table.map(format).join('\n')}`);
console.log(`\nShared browser processes (GPU, network, camera capture, audio), % of a core: ${shared.join(', ')}.`);
console.log(
  'peers: connections up at the end; path: the candidate types the connections settled on (local/remote); up/down: RTP bytes over every peer connection (audio and video); CPU: the client’s renderer process, where WebRTC encodes and decodes (100% = one core); recv fps: video frames decoded from all peers.',
);
