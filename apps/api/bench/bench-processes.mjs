// What the API benchmarks share: starting built API instances on free ports, a throwaway
// PostgreSQL database, JSON requests and event streams over keep-alive agents, and the CPU
// figures read from /proc (the servers', PostgreSQL's and the rest of the machine's).
import { spawn } from 'node:child_process';
import { existsSync, mkdtempSync, readdirSync, readFileSync, rmSync } from 'node:fs';
import http from 'node:http';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';

const here = dirname(fileURLToPath(import.meta.url));
const apiMain = join(here, '../dist/main.js');

/** The Node options of the production start command (apps/api/package.json), so the servers measured run as deployed. */
function startOptions() {
  return JSON.parse(readFileSync(join(here, '../package.json'), 'utf8'))
    .scripts.start.split(' ')
    .filter((word) => word.startsWith('--'));
}

export function requireBuiltApi() {
  if (!existsSync(apiMain)) throw new Error('Build the API first: npm run build');
}

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

/** Starts one built API instance with `env` on a free port and waits until /healthz answers. */
export async function startServer(env) {
  const port = await freePort();
  const extraArgs = (process.env.BENCH_SERVER_NODE_ARGS ?? '').split(' ').filter(Boolean);
  const child = spawn(
    process.execPath,
    [...startOptions(), ...extraArgs, '--expose-gc', join(here, 'server-with-gc.cjs')],
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

/** Starts `count` instances with `env`, one after another, each stopped at clean-up. */
export async function startInstances(count, env) {
  const servers = [];
  for (let i = 0; i < count; i += 1) {
    const started = await startServer(env);
    servers.push(started);
    onCleanUp(async () => {
      started.child.kill('SIGTERM');
      if (started.child.exitCode === null) await new Promise((resolve) => started.child.once('exit', resolve));
    });
  }
  return servers;
}

/** A new folder under the system's temporary one, removed at clean-up. */
export function scratchFolder() {
  const scratch = mkdtempSync(join(tmpdir(), 'tod-bench-'));
  onCleanUp(async () => rmSync(scratch, { recursive: true, force: true }));
  return scratch;
}

/**
 * A new PostgreSQL database on BENCH_DATABASE_URL's server (default
 * postgres://postgres@127.0.0.1:5432/postgres): its URL, and how to drop it.
 */
export async function createThrowawayPostgres(prefix) {
  const pg = (await import('pg')).default;
  const adminUrl = process.env.BENCH_DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/postgres';
  const name = `${prefix}_${Date.now()}`;
  const asAdmin = async (text) => {
    const admin = new pg.Client({ connectionString: adminUrl });
    await admin.connect();
    try {
      await admin.query(text);
    } finally {
      await admin.end();
    }
  };
  await asAdmin(`CREATE DATABASE ${name}`);
  const url = new URL(adminUrl);
  url.pathname = `/${name}`;
  return { name, url: url.toString(), drop: () => asAdmin(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`) };
}

/** User plus system CPU seconds of a process (/proc/PID/stat fields 14 and 15, in clock ticks of 1/100 s). */
export function cpuSeconds(pid) {
  const stat = readFileSync(`/proc/${pid}/stat`, 'utf8');
  // The command name may hold spaces; the fields after it are space-separated.
  const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
  return (Number(fields[11]) + Number(fields[12])) / 100;
}

/** CPU seconds used by every process on the machine (from /proc/stat), to flag a busy run. */
export function machineCpuSeconds() {
  const [, ...ticks] = readFileSync('/proc/stat', 'utf8').split('\n')[0].trim().split(/\s+/);
  const [user, nice, system, , , irq, softirq, steal] = ticks.map(Number);
  return (user + nice + system + irq + softirq + steal) / 100;
}

/** CPU seconds of each PostgreSQL process on the machine (by its command name), by process id. */
export function postgresCpuByProcess() {
  const byPid = new Map();
  for (const entry of readdirSync('/proc')) {
    if (!/^\d+$/.test(entry)) continue;
    try {
      const stat = readFileSync(`/proc/${entry}/stat`, 'utf8');
      if (stat.slice(stat.indexOf('(') + 1, stat.lastIndexOf(')')) === 'postgres') byPid.set(entry, cpuSeconds(entry));
    } catch {
      // the process ended meanwhile
    }
  }
  return byPid;
}

export function residentKb(pid) {
  const status = readFileSync(`/proc/${pid}/status`, 'utf8');
  return Number(/VmRSS:\s+(\d+)/.exec(status)[1]);
}

/** Resident memory after a full collection in the server (see server-with-gc.cjs). */
export async function settledResidentKb(child) {
  child.kill('SIGUSR2');
  await new Promise((resolve) => setTimeout(resolve, 1_000));
  return residentKb(child.pid);
}

export function requestJson(baseUrl, method, path, body, token) {
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

export async function inBatches(items, size, work) {
  const results = [];
  for (let i = 0; i < items.length; i += size) results.push(...(await Promise.all(items.slice(i, i + size).map(work))));
  return results;
}

/** Creates `rooms` public rooms with `players` joined players each, spread over `server(index)`. */
export async function seatPlayers(server, rooms, players) {
  const created = await inBatches([...Array(rooms).keys()], 50, async (r) => {
    const answer = await requestJson(server(r), 'POST', '/api/createRoom', {
      roomName: `Bench ${r} ${Date.now() % 100000}`,
      roomType: 'public',
    });
    if (answer.status !== 201) throw new Error(`create ${answer.status} ${JSON.stringify(answer.body)}`);
    return { id: answer.body.room._id, players: [] };
  });
  await inBatches(created, 25, async (room) => {
    for (let p = 0; p < players; p += 1) {
      const joined = await requestJson(server(p), 'PATCH', `/api/${room.id}/join`, { username: `Player ${p}` });
      if (joined.status !== 200) throw new Error(`join ${joined.status} ${JSON.stringify(joined.body)}`);
      room.players.push({ name: `Player ${p}`, token: joined.body.playerToken });
    }
    room.lastEventId = players;
  });
  return created;
}

/** One stream: parses frames and records each chat message's arrival. */
export function openStream(baseUrl, roomId, lastEventId, onMessage) {
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

/** The value at percentile `p` of ascending `sorted`, or undefined when it is empty. */
export function percentile(sorted, p) {
  return sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))];
}

/** What a run leaves behind (servers, the throwaway database, the scratch folder), undone last first at its end or when it fails. */
const cleanups = [];
export function onCleanUp(step) {
  cleanups.push(step);
}
export async function cleanUp() {
  while (cleanups.length > 0)
    await cleanups
      .pop()()
      .catch((error) => console.error(`clean-up: ${error.message}`));
}

/** Runs a benchmark's `main`, then undoes what it left behind; a failure is printed and exits 1. */
export function runBench(main) {
  main()
    .then(cleanUp)
    .catch(async (error) => {
      console.error(error);
      await cleanUp();
      process.exit(1);
    });
}

/**
 * Posts one chat message as `player`, counting its answer's status (or the request's error code)
 * in `statuses`; resolves with true when it was answered 201.
 */
export async function postChat(baseUrl, room, player, message, statuses) {
  let status;
  try {
    const path = `/api/${room.id}/chat`;
    status = (await requestJson(baseUrl, 'POST', path, { username: player.name, message }, player.token)).status;
  } catch (error) {
    status = error.code ?? 'error';
  }
  statuses[status] = (statuses[status] ?? 0) + 1;
  return status === 201;
}
