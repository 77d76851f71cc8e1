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
import { join } from 'node:path';
import { performance } from 'node:perf_hooks';
import { parseArgs } from 'node:util';
import { cpuMeter, sendAtRate, settle } from './bench-load.mjs';
import {
  cleanUp,
  createThrowawayPostgres,
  inBatches,
  onCleanUp,
  openStream,
  percentile,
  postChat,
  requireBuiltApi,
  runBench,
  residentKb,
  seatPlayers,
  settledResidentKb,
  scratchFolder,
  startInstances,
} from './bench-processes.mjs';
import { openSocket } from './room-socket-client.mjs';

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

requireBuiltApi();

async function main() {
  const scratch = scratchFolder();
  let databaseUrl = null;
  if (DATABASE === 'postgres') {
    const database = await createThrowawayPostgres('tod_bench');
    onCleanUp(database.drop);
    databaseUrl = database.url;
  }
  const env = databaseUrl
    ? { DATABASE_URL: databaseUrl }
    : { SQLITE_PATH: join(scratch, 'bench.sqlite'), DATABASE_URL: '' };
  // Generated secrets go to the scratch folder, not the working directory's data/.
  env.DATA_DIR = join(scratch, 'data');
  const servers = await startInstances(INSTANCES, env);
  const server = (index) => servers[index % servers.length].baseUrl;
  console.log(
    `rooms ${ROOMS} × players ${PLAYERS} = ${ROOMS * PLAYERS} ${TRANSPORT === 'ws' ? 'sockets' : 'streams'}, ${RATE} messages/s for ${SECONDS} s, ${DATABASE}, ${INSTANCES} instance(s)`,
  );

  // Rooms and players.
  const rooms = await seatPlayers(server, ROOMS, PLAYERS);
  const rssBefore = await Promise.all(servers.map((s) => settledResidentKb(s.child)));
  // The outside harness's way too (docs/benchmarks.md): resident memory without a forced collection.
  const rssIdle = servers.map((s) => residentKb(s.child.pid));

  // One stream per player, spread over the instances.
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
  let failed = 0;
  let inFlight = 0;
  const statusCounts = {};
  const cores = cpuMeter(servers.map((s) => s.child.pid));
  const sendSeconds = await sendAtRate({ rate: RATE, total }, (index) => {
    const { room, player } = senders[index % senders.length];
    const key = `m${index}`;
    inFlight += 1;
    sentAt.set(key, performance.now());
    const chat =
      TRANSPORT === 'ws'
        ? player.stream.chat(player.name, key).then(({ status }) => {
            statusCounts[status] = (statusCounts[status] ?? 0) + 1;
            return status === 201;
          })
        : postChat(server(index), room, player, key, statusCounts);
    return chat
      .then((created) => {
        if (!created) {
          failed += 1;
          sentAt.delete(key);
        }
      })
      .finally(() => {
        inFlight -= 1;
      });
  });
  const sent = total;
  await settle(() => inFlight, Infinity, 2_000);
  const used = cores();
  const windowSeconds = used.seconds;
  const serverCpu = used.serverCpu;
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
  const pct = (p) => percentile(latencies, p)?.toFixed(2);
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
  // PostgreSQL's processes are counted apart: on a PostgreSQL run they are part of the run.
  const busy = used.other > 0.25;
  console.log(
    `other processes used ${used.other.toFixed(2)} cores during the run, PostgreSQL ${used.postgres.toFixed(2)}${busy ? ': WARNING, the machine was busy; this run is not a measurement' : ''}`,
  );

  for (const stream of streams) stream.close();
  await cleanUp();
  process.exit(lost === 0 && duplicated === 0 && reordered === 0 && failed === 0 ? 0 : 1);
}

runBench(main);
