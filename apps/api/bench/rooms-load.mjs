#!/usr/bin/env node
// Load test for online rooms: R rooms × P players, one event stream per player, chat at a fixed
// aggregate rate. Reports delivered, lost, duplicated and reordered messages, delivery latency
// percentiles, the servers' resident memory per open stream and their CPU seconds per 1,000
// deliveries (the last two also as the outside harness that runs our rooms beside a socket.io app
// computes them, so the two agree; that harness is not in this repository, see
// docs/benchmarks.md), and warns when other processes used the CPU meanwhile.
//
//   node apps/api/bench/rooms-load.mjs [--rooms 400] [--players 8] [--rate 500] [--seconds 20]
//                                      [--database sqlite|postgres] [--instances 1] [--transport http|ws]
// `--transport ws`: each player holds a room socket (docs/api.md#room-socket) and chats by commands on it,
// instead of an event stream and requests.
// Needs the built API (npm run build). Memory is read after a full collection in each server. PostgreSQL runs use BENCH_DATABASE_URL (default
// postgres://postgres@127.0.0.1:5432/postgres) to create and drop a throwaway database.
// The servers run with the Node options of the start script; BENCH_SERVER_NODE_ARGS adds more (e.g. "--cpu-prof").
import { spawn } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync, existsSync } from 'node:fs';
import http from 'node:http';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { performance } from 'node:perf_hooks';
import { fileURLToPath } from 'node:url';
import { parseArgs } from 'node:util';
import { WebSocket } from 'ws';

const { values: args } = parseArgs({
  options: {
    rooms: { type: 'string', default: '400' },
    players: { type: 'string', default: '8' },
    rate: { type: 'string', default: '500' },
    seconds: { type: 'string', default: '20' },
    database: { type: 'string', default: 'sqlite' },
    instances: { type: 'string', default: '1' },
    transport: { type: 'string', default: 'http' },
  },
});
const TRANSPORT = args.transport;
if (TRANSPORT !== 'http' && TRANSPORT !== 'ws') throw new Error('--transport is http or ws.');
const ROOMS = Number(args.rooms);
const PLAYERS = Number(args.players);
const RATE = Number(args.rate);
const SECONDS = Number(args.seconds);
const INSTANCES = Number(args.instances);
const DATABASE = args.database;
if (DATABASE === 'sqlite' && INSTANCES !== 1)
  throw new Error('SQLite serves one instance; use --database postgres for more.');

const apiMain = join(dirname(fileURLToPath(import.meta.url)), '../dist/main.js');
if (!existsSync(apiMain)) throw new Error('Build the API first: npm run build');
/** The Node options of the production start command (apps/api/package.json), so the servers measured run as deployed. */
const startOptions = JSON.parse(readFileSync(join(dirname(fileURLToPath(import.meta.url)), '../package.json'), 'utf8'))
  .scripts.start.split(' ')
  .filter((word) => word.startsWith('--'));

const agent = new http.Agent({ keepAlive: true, maxSockets: 64 });
const streamAgent = new http.Agent({ keepAlive: false, maxSockets: Infinity });

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

async function startServer(env) {
  const port = await freePort();
  const extraArgs = (process.env.BENCH_SERVER_NODE_ARGS ?? '').split(' ').filter(Boolean);
  const child = spawn(
    process.execPath,
    [...startOptions, ...extraArgs, '--expose-gc', join(dirname(fileURLToPath(import.meta.url)), 'server-with-gc.cjs')],
    {
      env: {
        ...process.env,
        HOST: '127.0.0.1',
        PORT: String(port),
        WEB_DIST_PATH: 'none',
        LOG_LEVEL: 'warn',
        RATE_LIMIT_CREATE_ROOM_PER_MINUTE: '100000',
        RATE_LIMIT_JOIN_ROOM_PER_MINUTE: '100000',
        // Every stream comes from this one address: lift the per-address stream caps above R × P.
        STREAM_LIMIT_PER_ROOM: '100000',
        STREAM_LIMIT_PER_ADDRESS: '100000',
        ...env,
      },
      stdio: ['ignore', 'inherit', 'inherit'],
    },
  );
  const baseUrl = `http://127.0.0.1:${port}`;
  for (let tries = 0; ; tries += 1) {
    try {
      if ((await fetch(`${baseUrl}/healthz`)).ok) break;
    } catch {
      // not listening yet
    }
    if (child.exitCode !== null) throw new Error(`server exited with code ${child.exitCode} before it answered`);
    if (tries > 300) {
      child.kill('SIGTERM');
      throw new Error('server did not start');
    }
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  return { baseUrl, child, port };
}

/** Resident memory after a full collection in the server (see server-with-gc.cjs). */
async function settledResidentKb(child) {
  child.kill('SIGUSR2');
  await new Promise((resolve) => setTimeout(resolve, 1_000));
  return residentKb(child.pid);
}

/** User plus system CPU seconds of a process (/proc/PID/stat fields 14 and 15, in clock ticks of 1/100 s). */
function cpuSeconds(pid) {
  const stat = readFileSync(`/proc/${pid}/stat`, 'utf8');
  // The command name may hold spaces; the fields after it are space-separated.
  const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
  return (Number(fields[11]) + Number(fields[12])) / 100;
}

/** CPU seconds used by every other process on the machine (from /proc/stat), to flag a busy run. */
function machineCpuSeconds() {
  const [, ...ticks] = readFileSync('/proc/stat', 'utf8').split('\n')[0].trim().split(/\s+/);
  const [user, nice, system, , , irq, softirq, steal] = ticks.map(Number);
  return (user + nice + system + irq + softirq + steal) / 100;
}

function residentKb(pid) {
  const status = readFileSync(`/proc/${pid}/status`, 'utf8');
  return Number(/VmRSS:\s+(\d+)/.exec(status)[1]);
}

function requestJson(baseUrl, method, path, body, token) {
  const payload = body === undefined ? undefined : JSON.stringify(body);
  return new Promise((resolve, reject) => {
    const url = new URL(path, baseUrl);
    const req = http.request(
      {
        agent,
        host: url.hostname,
        port: url.port,
        path: url.pathname,
        method,
        headers: {
          'content-type': 'application/json',
          ...(payload ? { 'content-length': Buffer.byteLength(payload) } : {}),
          ...(token ? { authorization: `Bearer ${token}` } : {}),
        },
      },
      (res) => {
        let text = '';
        res.setEncoding('utf8');
        res.on('data', (chunk) => (text += chunk));
        res.on('end', () => resolve({ status: res.statusCode, body: text ? JSON.parse(text) : null }));
      },
    );
    req.on('error', reject);
    req.end(payload);
  });
}

async function inBatches(items, size, work) {
  const results = [];
  for (let i = 0; i < items.length; i += size) results.push(...(await Promise.all(items.slice(i, i + size).map(work))));
  return results;
}

/** One stream: parses frames and records each chat message's arrival. */
function openStream(baseUrl, roomId, lastEventId, onMessage) {
  return new Promise((resolve, reject) => {
    const url = new URL(`/api/${roomId}/stream?lastEventId=${lastEventId}`, baseUrl);
    const req = http.get(
      {
        agent: streamAgent,
        host: url.hostname,
        port: url.port,
        path: url.pathname + url.search,
        headers: { accept: 'text/event-stream' },
      },
      (res) => {
        if (res.statusCode !== 200) return reject(new Error(`stream ${res.statusCode}`));
        const stream = { lastId: lastEventId, reordered: 0, close: () => req.destroy() };
        let buffer = '';
        res.setEncoding('utf8');
        res.on('data', (chunk) => {
          buffer += chunk;
          let split;
          while ((split = buffer.indexOf('\n\n')) >= 0) {
            const frame = buffer.slice(0, split);
            buffer = buffer.slice(split + 2);
            if (frame.startsWith(':') || frame.startsWith('retry:')) continue;
            const idLine = frame.indexOf('id: ');
            if (idLine < 0) continue;
            const id = Number(frame.slice(idLine + 4, frame.indexOf('\n', idLine)));
            if (id <= stream.lastId) stream.reordered += 1;
            stream.lastId = id;
            if (frame.includes('\nevent: ')) continue; // turnUpdate and others
            const data = JSON.parse(frame.slice(frame.indexOf('data: ') + 6));
            onMessage(data.message);
          }
        });
        res.on('error', () => {});
        resolve(stream);
      },
    );
    req.on('error', reject);
  });
}

/** One room socket of a player: records each chat message's arrival, and sends chat as commands answered by acks. */
function openSocket(baseUrl, roomId, lastEventId, token, onMessage) {
  return new Promise((resolve, reject) => {
    const socket = new WebSocket(`${baseUrl.replace(/^http/, 'ws')}/api/${roomId}/socket`, ['tod.v1'], {
      perMessageDeflate: false,
    });
    const acks = new Map();
    let commands = 0;
    const stream = {
      lastId: lastEventId,
      reordered: 0,
      close: () => socket.close(),
      /** Sends a chat command; resolves with `{status}` from its ack, as a request resolves with its answer. */
      chat(username, message) {
        const id = String((commands += 1));
        socket.send(JSON.stringify({ op: 'cmd', id, call: 'chat', body: { username, message } }));
        return new Promise((settle) => acks.set(id, settle));
      },
    };
    socket.on('open', () => socket.send(JSON.stringify({ op: 'hello', token, lastEventId })));
    socket.on('message', (data) => {
      const frame = JSON.parse(data.toString());
      if (frame.op === 'ready') return resolve(stream);
      if (frame.op === 'ack') {
        acks.get(frame.id)?.({ status: frame.status });
        acks.delete(frame.id);
        return;
      }
      if (frame.op !== 'event' || frame.id === undefined) return;
      if (frame.id <= stream.lastId) stream.reordered += 1;
      stream.lastId = frame.id;
      if (frame.event === 'message') onMessage(frame.data.message);
    });
    socket.on('error', reject);
    socket.on('close', (code) => {
      for (const settle of acks.values()) settle({ status: `close:${code}` });
      acks.clear();
    });
  });
}

/** What a run leaves behind (servers, the throwaway database, the scratch folder), undone last first at its end or when it fails. */
const cleanups = [];
async function cleanUp() {
  while (cleanups.length > 0)
    await cleanups
      .pop()()
      .catch((error) => console.error(`clean-up: ${error.message}`));
}

async function main() {
  const scratch = mkdtempSync(join(tmpdir(), 'tod-bench-'));
  cleanups.push(async () => rmSync(scratch, { recursive: true, force: true }));
  let databaseUrl = null;
  let adminUrl = null;
  let dbName = null;
  if (DATABASE === 'postgres') {
    const pg = await import('pg');
    adminUrl = process.env.BENCH_DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/postgres';
    dbName = `tod_bench_${Date.now()}`;
    const admin = new pg.default.Client({ connectionString: adminUrl });
    await admin.connect();
    await admin.query(`CREATE DATABASE ${dbName}`);
    await admin.end();
    cleanups.push(async () => {
      const dropper = new pg.default.Client({ connectionString: adminUrl });
      await dropper.connect();
      await dropper.query(`DROP DATABASE IF EXISTS ${dbName} WITH (FORCE)`);
      await dropper.end();
    });
    const url = new URL(adminUrl);
    url.pathname = `/${dbName}`;
    databaseUrl = url.toString();
  }
  const env = databaseUrl
    ? { DATABASE_URL: databaseUrl }
    : { SQLITE_PATH: join(scratch, 'bench.sqlite'), DATABASE_URL: '' };
  const servers = [];
  for (let i = 0; i < INSTANCES; i += 1) {
    const started = await startServer(env);
    servers.push(started);
    cleanups.push(async () => {
      started.child.kill('SIGTERM');
      if (started.child.exitCode === null) await new Promise((resolve) => started.child.once('exit', resolve));
    });
  }
  const server = (index) => servers[index % servers.length].baseUrl;
  console.log(
    `rooms ${ROOMS} × players ${PLAYERS} = ${ROOMS * PLAYERS} ${TRANSPORT === 'ws' ? 'sockets' : 'streams'}, ${RATE} messages/s for ${SECONDS} s, ${DATABASE}, ${INSTANCES} instance(s)`,
  );

  // Rooms and players.
  const rooms = await inBatches([...Array(ROOMS).keys()], 50, async (r) => {
    const created = await requestJson(server(r), 'POST', '/api/createRoom', {
      roomName: `Bench ${r} ${Date.now() % 100000}`,
      roomType: 'public',
    });
    if (created.status !== 201) throw new Error(`create ${created.status} ${JSON.stringify(created.body)}`);
    return { id: created.body.room._id, players: [] };
  });
  await inBatches(rooms, 25, async (room) => {
    for (let p = 0; p < PLAYERS; p += 1) {
      const joined = await requestJson(server(p), 'PATCH', `/api/${room.id}/join`, { username: `Player ${p}` });
      if (joined.status !== 200) throw new Error(`join ${joined.status} ${JSON.stringify(joined.body)}`);
      room.players.push({ name: `Player ${p}`, token: joined.body.playerToken });
    }
    room.lastEventId = PLAYERS;
  });
  const rssBefore = await Promise.all(servers.map((s) => settledResidentKb(s.child)));
  // The outside harness's way too (docs/benchmarks.md): resident memory without a forced collection.
  const rssIdle = servers.map((s) => residentKb(s.child.pid));

  // One stream (or socket) per player, spread over the instances.
  const sentAt = new Map(); // message key -> send time
  const received = new Map(); // message key -> count
  const latencies = [];
  const streams = [];
  await inBatches(
    rooms.flatMap((room) => room.players.map((player, p) => ({ room, p }))),
    200,
    async ({ room, p }) => {
      const onMessage = (key) => {
        const now = performance.now();
        const count = (received.get(key) ?? 0) + 1;
        received.set(key, count);
        const started = sentAt.get(key);
        if (started !== undefined && count <= PLAYERS) latencies.push(now - started);
      };
      const player = room.players[p];
      const stream =
        TRANSPORT === 'ws'
          ? await openSocket(server(p + 1), room.id, room.lastEventId, player.token, onMessage)
          : await openStream(server(p + 1), room.id, room.lastEventId, onMessage);
      player.stream = stream;
      streams.push(stream);
    },
  );
  await new Promise((resolve) => setTimeout(resolve, 2_000));
  const rssConnected = servers.map((s) => residentKb(s.child.pid));
  const rssStreams = await Promise.all(servers.map((s) => settledResidentKb(s.child)));
  const perStreamKb = (rssStreams.reduce((a, b) => a + b, 0) - rssBefore.reduce((a, b) => a + b, 0)) / streams.length;
  console.log(
    `open streams: ${streams.length}; server RSS ${rssBefore.map((kb) => (kb / 1024).toFixed(0)).join('+')} MB -> ${rssStreams.map((kb) => (kb / 1024).toFixed(0)).join('+')} MB: ${perStreamKb.toFixed(1)} KB per stream`,
  );

  // Chat at the aggregate rate, round-robin over every player so each stays under 5 per 5 s.
  const senders = rooms.flatMap((room) => room.players.map((player) => ({ room, player })));
  const total = RATE * SECONDS;
  let sent = 0;
  let failed = 0;
  let inFlight = 0;
  const statusCounts = {};
  const started = performance.now();
  const serverCpuStart = servers.reduce((sum, s) => sum + cpuSeconds(s.child.pid), 0);
  const benchCpuStart = process.cpuUsage();
  const machineCpuStart = machineCpuSeconds();
  await new Promise((resolve) => {
    const tick = () => {
      const due = Math.min(total, Math.floor(((performance.now() - started) / 1000) * RATE));
      while (sent < due) {
        const index = sent;
        const { room, player } = senders[index % senders.length];
        const key = `m${index}`;
        sent += 1;
        inFlight += 1;
        sentAt.set(key, performance.now());
        (TRANSPORT === 'ws'
          ? player.stream.chat(player.name, key)
          : requestJson(
              server(index),
              'POST',
              `/api/${room.id}/chat`,
              { username: player.name, message: key },
              player.token,
            )
        )
          .then((answer) => {
            statusCounts[answer.status] = (statusCounts[answer.status] ?? 0) + 1;
            if (answer.status !== 201) {
              failed += 1;
              sentAt.delete(key);
            }
          })
          .catch((error) => {
            statusCounts[error.code ?? 'error'] = (statusCounts[error.code ?? 'error'] ?? 0) + 1;
            failed += 1;
            sentAt.delete(key);
          })
          .finally(() => {
            inFlight -= 1;
          });
      }
      if (sent >= total) resolve();
      else setTimeout(tick, 2);
    };
    tick();
  });
  const sendSeconds = (performance.now() - started) / 1000;
  while (inFlight > 0) await new Promise((resolve) => setTimeout(resolve, 20));
  await new Promise((resolve) => setTimeout(resolve, 2_000));
  const windowSeconds = (performance.now() - started) / 1000;
  const serverCpu = servers.reduce((sum, s) => sum + cpuSeconds(s.child.pid), 0) - serverCpuStart;
  const benchCpuUsage = process.cpuUsage(benchCpuStart);
  const benchCpu = (benchCpuUsage.user + benchCpuUsage.system) / 1e6;
  const otherCores = (machineCpuSeconds() - machineCpuStart - serverCpu - benchCpu) / windowSeconds;
  const rssEnd = await Promise.all(servers.map((s) => settledResidentKb(s.child)));

  let delivered = 0;
  let lost = 0;
  let duplicated = 0;
  for (const key of sentAt.keys()) {
    const count = received.get(key) ?? 0;
    delivered += Math.min(count, PLAYERS);
    if (count < PLAYERS) lost += PLAYERS - count;
    if (count > PLAYERS) duplicated += count - PLAYERS;
  }
  const reordered = streams.reduce((sum, stream) => sum + stream.reordered, 0);
  latencies.sort((a, b) => a - b);
  const pct = (p) => latencies[Math.min(latencies.length - 1, Math.floor((p / 100) * latencies.length))]?.toFixed(2);
  console.log(
    `sent ${sent - failed} messages in ${sendSeconds.toFixed(1)} s (${((sent - failed) / sendSeconds).toFixed(0)}/s), refused ${failed} ${JSON.stringify(statusCounts)}`,
  );
  console.log(
    `deliveries expected ${(sent - failed) * PLAYERS}: delivered ${delivered}, lost ${lost}, duplicated ${duplicated}, reordered ${reordered}`,
  );
  console.log(
    `delivery latency ms: p50 ${pct(50)}, p90 ${pct(90)}, p99 ${pct(99)}, max ${latencies.at(-1)?.toFixed(2)}`,
  );
  console.log(
    `server RSS at the end: ${rssEnd.map((kb) => (kb / 1024).toFixed(0)).join('+')} MB; memory per open stream: ${perStreamKb.toFixed(1)} KB`,
  );
  // As the outside harness counts them: a delivery is a message reaching another player's
  // stream (the sender's own copy left out), and RSS growth is read without a forced collection.
  const deliveriesToOthers = delivered - (sent - failed);
  const rssGrowthKb = rssConnected.reduce((a, b) => a + b, 0) - rssIdle.reduce((a, b) => a + b, 0);
  console.log(
    `server CPU ${serverCpu.toFixed(2)} s over ${windowSeconds.toFixed(1)} s: ${((serverCpu / deliveriesToOthers) * 1000).toFixed(4)} CPU s per 1,000 deliveries to other players; ` +
      `RSS growth ${((rssGrowthKb * 1024) / streams.length / 1024).toFixed(1)} KiB per open stream (no forced collection)`,
  );
  // On PostgreSQL the database server is one of the other processes: its share is part of the run.
  const busy = DATABASE === 'sqlite' && otherCores > 0.25;
  console.log(
    `other processes used ${otherCores.toFixed(2)} cores during the run${DATABASE === 'postgres' ? ' (PostgreSQL included)' : ''}${busy ? ': WARNING, the machine was busy; this run is not a measurement' : ''}`,
  );

  for (const stream of streams) stream.close();
  await cleanUp();
  process.exit(lost === 0 && duplicated === 0 && reordered === 0 && failed === 0 ? 0 : 1);
}

main().catch(async (error) => {
  console.error(error);
  await cleanUp();
  process.exit(1);
});
