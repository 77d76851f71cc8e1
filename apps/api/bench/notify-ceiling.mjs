#!/usr/bin/env node
// The NOTIFY ceiling through the API: two instances on one PostgreSQL database, chat messages
// (each a notifying commit, several per commit under load: decision 0018) spread over many rooms
// and both instances at stepped rates. For each step it prints the messages answered a second,
// PostgreSQL's writing commits a second, the chat request's latency (p50, p99), the
// delivery latency to a stream on either instance (p99), and the CPU used by the instances,
// PostgreSQL, this load generator and everything else; then it names the step where the tail grows.
//
//   node apps/api/bench/notify-ceiling.mjs [--rates 250,500,1000,2000,4000] [--step-seconds 8]
//                                          [--rooms 700] [--players 8]
// Needs the built API (npm run build). One stream per room. Each player may chat 5 times in 5 s,
// so rooms × players must exceed the highest rate by a quarter or so. BENCH_DATABASE_URL as in
// rooms-load.mjs.
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { performance } from 'node:perf_hooks';
import { parseArgs } from 'node:util';
import pg from 'pg';
import { cpuMeter, coresText, sendAtRate, settle } from './bench-load.mjs';
import {
  createThrowawayPostgres,
  inBatches,
  onCleanUp,
  openStream,
  percentile,
  postChat,
  requireBuiltApi,
  runBench,
  seatPlayers,
  scratchFolder,
  startInstances,
} from './bench-processes.mjs';
import { verdictLine } from './step-verdict.mjs';

const { values: args } = parseArgs({
  options: {
    rates: { type: 'string', default: '250,500,1000,2000,4000' },
    'step-seconds': { type: 'string', default: '8' },
    rooms: { type: 'string', default: '700' },
    players: { type: 'string', default: '8' },
  },
});
const RATES = args.rates.split(',').map(Number);
const STEP_SECONDS = Number(args['step-seconds']);
const ROOMS = Number(args.rooms);
const PLAYERS = Number(args.players);
const INSTANCES = 2;
requireBuiltApi();

/**
 * Transaction ids PostgreSQL has handed out so far: one per transaction that wrote, cluster-wide
 * (read-only ones take none). Unlike pg_stat_database, it is current while backends are busy.
 */
async function writeTransactions(admin) {
  const { rows } = await admin.query('SELECT pg_snapshot_xmax(pg_current_snapshot())::text AS next');
  return Number(rows[0].next);
}

async function runStep({ rate, servers, senders, sentAt, deliveries, admin, first }) {
  const requestMs = [];
  const statuses = {};
  let answered = 0;
  let inFlight = 0;
  deliveries.length = 0;
  const commitsBefore = await writeTransactions(admin);
  const cores = cpuMeter(servers.map((s) => s.child.pid));
  const started = performance.now();
  let lastAnswerAt = started;
  await sendAtRate({ rate, total: Math.round(rate * STEP_SECONDS) }, (n) => {
    const index = first + n;
    const { room, player } = senders[index % senders.length];
    // "m" and a number, as rooms-load.mjs: the chat filter masks some other short keys.
    const key = `m${index}`;
    inFlight += 1;
    const at = performance.now();
    sentAt.set(key, at);
    return postChat(servers[index % INSTANCES].baseUrl, room, player, key, statuses)
      .then((created) => {
        if (created) {
          answered += 1;
          lastAnswerAt = performance.now();
          requestMs.push(lastAnswerAt - at);
        } else sentAt.delete(key);
      })
      .finally(() => (inFlight -= 1));
  });
  // Let the last deliveries arrive.
  await settle(() => inFlight, 60_000, 1_500);
  const used = cores();
  const commits = (await writeTransactions(admin)) - commitsBefore;
  requestMs.sort((a, b) => a - b);
  const delivered = [...deliveries].sort((a, b) => a - b);
  sentAt.clear();
  return {
    label: `${rate}/s`,
    offered: rate,
    // Until the last answer: a rate the instances fell behind shows here, however late they caught up.
    achieved: answered / ((lastAnswerAt - started) / 1000),
    statuses,
    commitsPerSecond: commits / used.seconds,
    p50: percentile(requestMs, 50),
    p99: percentile(requestMs, 99),
    deliveryP99: percentile(delivered, 99),
    lost: answered - delivered.length,
    cores: used,
  };
}

function stepLine(step) {
  const refused = Object.entries(step.statuses).filter(([status]) => status !== '201');
  return (
    `${step.label.padStart(7)}: ${step.achieved.toFixed(0)} messages/s answered` +
    `${refused.length ? ` (refused ${JSON.stringify(Object.fromEntries(refused))})` : ''}, ` +
    `${step.commitsPerSecond.toFixed(0)} writing commits/s; request p50 ${step.p50?.toFixed(2)} ms, p99 ${step.p99?.toFixed(2)} ms; ` +
    `delivery p99 ${step.deliveryP99?.toFixed(2)} ms${step.lost ? `, ${step.lost} not delivered` : ''}; ` +
    coresText(step.cores, true)
  );
}

async function main() {
  const database = await createThrowawayPostgres('tod_notify');
  onCleanUp(database.drop);
  const servers = await startInstances(INSTANCES, {
    DATABASE_URL: database.url,
    DATA_DIR: join(scratchFolder(), 'data'),
    // A player chats about once every rooms × players / rate seconds, and the steps pause between them.
    PLAYER_TIMEOUT_MS: '3600000',
    ROOM_TIMEOUT_MS: '3600000',
  });
  const admin = new pg.Client({ connectionString: database.url });
  await admin.connect();
  onCleanUp(() => admin.end());
  const server = (index) => servers[index % INSTANCES].baseUrl;
  const rooms = await seatPlayers(server, ROOMS, PLAYERS);
  const senders = rooms.flatMap((room) => room.players.map((player) => ({ room, player })));

  // One stream per room, on either instance: half of each room's messages cross from the other one.
  const sentAt = new Map();
  const deliveries = [];
  const streams = await inBatches(
    rooms.map((room, r) => ({ room, r })),
    100,
    ({ room, r }) =>
      openStream(server(r), room.id, room.lastEventId, (key) => {
        const at = sentAt.get(key);
        if (at !== undefined) deliveries.push(performance.now() - at);
      }),
  );
  onCleanUp(async () => streams.forEach((stream) => stream.close()));
  console.log(
    `2 instances on PostgreSQL, ${ROOMS} rooms × ${PLAYERS} players, one stream per room, ${STEP_SECONDS} s a step; ` +
      `load average ${readFileSync('/proc/loadavg', 'utf8').split(' ').slice(0, 3).join(' ')}`,
  );
  let first = 0;
  const steps = [];
  for (const rate of RATES) {
    // Each player's chat allowance (5 in 5 s) refills between steps.
    await new Promise((resolve) => setTimeout(resolve, 5_000));
    const step = await runStep({ rate, servers, senders, sentAt, deliveries, admin, first });
    first += Math.round(rate * STEP_SECONDS);
    steps.push(step);
    console.log(stepLine(step));
  }
  console.log(verdictLine('chat through the API', steps));
  const deliverySteps = steps.map((step) => ({ ...step, p99: step.deliveryP99 }));
  console.log(verdictLine('delivery', deliverySteps));
}

runBench(main);
