#!/usr/bin/env node
// Load figures for video calls: N headless Chromium clients, each its own browser with the fake
// camera and microphone, join one room's call over loopback. After a warm-up, each client's
// upload and download (RTP bytes, kbps), CPU time (all of its browser's processes), and received
// video frames per second are measured, for each N (2, 4 and 6 by default).
//
//   npm run bench:calls                 (builds nothing: run `npm run build` first)
//   sh apps/web/e2e/run-in-netns.sh node apps/web/bench/calls-load.mjs [--sizes 2,4,6] [--seconds 15] [--warmup 5]
//
// Like the call browser tests it runs only inside the network namespace run-in-netns.sh makes
// (loopback and a veth pair), so nothing it sends can leave the machine.
import { spawn } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { existsSync, mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { createServer } from 'node:net';
import { cpus, networkInterfaces, tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { parseArgs } from 'node:util';
import { chromium } from 'playwright-core';

const { values: args } = parseArgs({
  options: {
    sizes: { type: 'string', default: '2,4,6' },
    seconds: { type: 'string', default: '15' },
    warmup: { type: 'string', default: '5' },
  },
});
const SIZES = args.sizes.split(',').map(Number);
const SECONDS = Number(args.seconds);
const WARMUP_SECONDS = Number(args.warmup);
const NAMES = ['Ana', 'Ben', 'Cy', 'Dee', 'Eli', 'Fay', 'Gus', 'Hal', 'Ivy'];
if (SIZES.some((size) => !Number.isInteger(size) || size < 2 || size > NAMES.length)) throw new Error(`--sizes: whole numbers from 2 to ${NAMES.length}`);

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
  console.error(`calls-load.mjs runs only in its own network namespace (${problem}): use npm run bench:calls, as root.`);
  process.exit(1);
}

function findChromium() {
  if (process.env.CHROME_PATH) return process.env.CHROME_PATH;
  const found = ['/usr/bin/chromium', '/usr/bin/chromium-browser', '/usr/bin/google-chrome-stable', '/usr/bin/google-chrome'].find((path) => existsSync(path));
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

async function startServer() {
  const port = await freePort();
  const scratch = mkdtempSync(join(tmpdir(), 'tod-calls-bench-'));
  // The server shares two cores with every client here, where in real calls it runs elsewhere:
  // as root it gets priority, so a starved server does not drop players for silence (30 s).
  const prioritized = process.getuid?.() === 0;
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

/** One client: its own browser (so its CPU time is its own), one page in the room's call. */
async function startClient(baseUrl, roomId, name) {
  const browser = await chromium.launch({ executablePath: findChromium(), headless: true, args: LAUNCH_ARGS });
  const context = await browser.newContext({ baseURL: baseUrl, viewport: { width: 1280, height: 800 } });
  await context.addInitScript(() => {
    window.localStorage.setItem('sub_popup_seen', 'true');
    const Native = window.RTCPeerConnection;
    const made = [];
    Object.defineProperty(window, '__peerConnections', { value: made });
    window.RTCPeerConnection = class extends Native {
      constructor(configuration) {
        super(configuration);
        made.push(this);
      }
    };
  });
  const page = await context.newPage();
  const warnings = [];
  const started = performance.now();
  const stamp = () => `${((performance.now() - started) / 1000).toFixed(1)} s`;
  page.on('dialog', (dialog) => {
    warnings.push(`${stamp()} alert: ${dialog.message()}`);
    void dialog.dismiss();
  });
  // What the page asked of the API and how it went, for a run that fails.
  const requests = new Map();
  const open = new Set();
  page.on('request', (request) => open.add(request));
  page.on('requestfailed', (request) => {
    open.delete(request);
    warnings.push(`${stamp()} failed: ${request.method()} ${new URL(request.url()).pathname} ${request.failure()?.errorText}`);
  });
  page.on('requestfinished', async (request) => {
    open.delete(request);
    const path = new URL(request.url()).pathname.replace(/^\/api\/[^/]+\//, '/api/:room/');
    const status = (await request.response())?.status() ?? 0;
    const timing = request.timing();
    const key = `${request.method()} ${path} ${status}`;
    const entry = requests.get(key) ?? { count: 0, slowestMs: 0 };
    entry.count += 1;
    entry.slowestMs = Math.max(entry.slowestMs, timing.responseEnd);
    requests.set(key, entry);
  });
  page.on('console', (message) => {
    if (message.type() === 'warning' || message.type() === 'error') warnings.push(`${stamp()} ${message.text().split('\n')[0]}`);
  });
  await page.goto(`/online/${roomId}`);
  await page.getByRole('textbox', { name: 'Your name' }).fill(name);
  await page.getByRole('button', { name: 'Join Room' }).click();
  await page.waitForURL((url) => url.pathname === `/rooms/${roomId}/game`);
  const cdp = await browser.newBrowserCDPSession();
  return { name, browser, page, cdp, warnings, requests, open };
}

/** Totals over the client's live peer connections, and its browser's CPU seconds. */
async function sample(client) {
  const rtp = await client.page.evaluate(async () => {
    const totals = { sent: 0, received: 0, framesDecoded: 0, connected: 0, peersWithFrames: 0 };
    for (const pc of window.__peerConnections) {
      if (pc.connectionState === 'closed') continue;
      if (pc.connectionState === 'connected') totals.connected += 1;
      let frames = 0;
      (await pc.getStats()).forEach((stat) => {
        if (stat.type === 'outbound-rtp') totals.sent += stat.bytesSent ?? 0;
        if (stat.type === 'inbound-rtp') totals.received += stat.bytesReceived ?? 0;
        if (stat.type === 'inbound-rtp' && stat.kind === 'video') frames += stat.framesDecoded ?? 0;
      });
      totals.framesDecoded += frames;
      if (frames > 0) totals.peersWithFrames += 1;
    }
    return totals;
  });
  const { processInfo } = await client.cdp.send('SystemInfo.getProcessInfo');
  const cpuSeconds = processInfo.reduce((sum, process) => sum + process.cpuTime, 0);
  return { ...rtp, cpuSeconds, at: performance.now() };
}

async function runSize(baseUrl, size) {
  const created = await fetch(`${baseUrl}/api/createRoom`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json' },
    body: JSON.stringify({ roomName: `Bench ${size}`, roomType: 'private' }),
  });
  const roomId = (await created.json()).room._id;
  const clients = [];
  try {
    for (const name of NAMES.slice(0, size)) clients.push(await startClient(baseUrl, roomId, name));
    for (const client of clients) {
      await client.page.getByRole('button', { name: 'Join call' }).click();
      await client.page.getByRole('button', { name: 'Leave call' }).waitFor();
    }
    // Everyone connected to everyone and decoding video from each.
    const deadline = performance.now() + 90_000;
    for (;;) {
      const samples = await Promise.all(clients.map(sample));
      if (samples.every((s) => s.connected === size - 1 && s.peersWithFrames === size - 1)) break;
      if (process.env.BENCH_DEBUG) {
        const probeStart = performance.now();
        await fetch(`${baseUrl}/api/${roomId}/video-call`);
        const pendingByPath = clients.map((client) => `${client.name}:${[...client.open].filter((request) => !request.url().includes('/stream')).map((request) => new URL(request.url()).pathname.split('/').pop()).join(',')}`);
        console.error(`probe ${(performance.now() - probeStart).toFixed(0)} ms; open requests ${pendingByPath.join(' ')}`);
      }
      if (performance.now() > deadline) {
        for (const client of clients) {
          const states = await client.page.evaluate(() =>
            window.__peerConnections.map((pc) => `${pc.signalingState}/${pc.iceConnectionState}/${pc.connectionState}`),
          );
          const asked = [...client.requests].map(([key, { count, slowestMs }]) => `${key} ×${count} (slowest ${slowestMs.toFixed(0)} ms)`);
          console.error(`${client.name}: ${states.join(', ')}\n  ${[...client.warnings.slice(-12), ...asked].join('\n  ')}`);
        }
        throw new Error(`N=${size}: not every client connected within 90 s: ${JSON.stringify(samples)}`);
      }
      await sleep(1_000);
    }
    await sleep(WARMUP_SECONDS * 1000);
    const before = await Promise.all(clients.map(sample));
    await sleep(SECONDS * 1000);
    const after = await Promise.all(clients.map(sample));
    return clients.map((client, index) => {
      const a = before[index];
      const b = after[index];
      const seconds = (b.at - a.at) / 1000;
      return {
        size,
        client: client.name,
        uploadKbps: ((b.sent - a.sent) * 8) / 1000 / seconds,
        downloadKbps: ((b.received - a.received) * 8) / 1000 / seconds,
        cpuSeconds: b.cpuSeconds - a.cpuSeconds,
        cpuPercent: ((b.cpuSeconds - a.cpuSeconds) / seconds) * 100,
        framesPerSecond: (b.framesDecoded - a.framesDecoded) / seconds,
        perPeerFps: (b.framesDecoded - a.framesDecoded) / seconds / (size - 1),
        seconds,
      };
    });
  } finally {
    await Promise.all(clients.map((client) => client.browser.close().catch(() => undefined)));
  }
}

const server = await startServer();
const rows = [];
try {
  console.log(`Video-call load: ${SIZES.join(', ')} clients, ${WARMUP_SECONDS} s warm-up, ${SECONDS} s measured, ${cpus().length} CPU cores, Chromium fake devices.`);
  for (const size of SIZES) {
    const result = await runSize(server.baseUrl, size);
    rows.push(...result);
    const mean = (key) => result.reduce((sum, row) => sum + row[key], 0) / result.length;
    console.log(
      `N=${size}: mean upload ${mean('uploadKbps').toFixed(0)} kbps, download ${mean('downloadKbps').toFixed(0)} kbps, CPU ${mean('cpuPercent').toFixed(0)}% of a core, ${mean('perPeerFps').toFixed(1)} fps per peer`,
    );
  }
} finally {
  await server.stop();
}

const header = ['N', 'client', 'up kbps', 'down kbps', 'CPU s', 'CPU %', 'recv fps', 'fps/peer'];
const table = rows.map((row) => [
  String(row.size),
  row.client,
  row.uploadKbps.toFixed(0),
  row.downloadKbps.toFixed(0),
  row.cpuSeconds.toFixed(1),
  row.cpuPercent.toFixed(0),
  row.framesPerSecond.toFixed(1),
  row.perPeerFps.toFixed(1),
]);
const widths = header.map((title, column) => Math.max(title.length, ...table.map((line) => line[column].length)));
const format = (line) => line.map((cell, column) => (column === 1 ? cell.padEnd(widths[column]) : cell.padStart(widths[column]))).join('  ');
console.log(`\n${format(header)}\n${table.map(format).join('\n')}`);
console.log("\nup/down: RTP bytes of every peer connection (audio, video, data); CPU: all of the client browser's processes; recv fps: video frames decoded from all peers.");
