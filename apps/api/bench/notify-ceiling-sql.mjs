#!/usr/bin/env node
// The NOTIFY ceiling in plain SQL, away from the API: many connections committing
// `BEGIN; INSERT …; SELECT pg_notify(…); COMMIT` at stepped rates, beside the same transactions
// without the notification, on a throwaway database. A notifying commit holds PostgreSQL's one
// lock on the notification queue until its commit record is flushed, so such commits go one at a
// time; plain commits share flushes. One LISTEN connection receives every notification, as each
// API instance does, and gives the delivery latency.
//
//   node apps/api/bench/notify-ceiling-sql.mjs [--rates 250,500,1000,2000,4000,max] [--seconds 6]
//                                              [--connections 16]
// `max` runs every connection back to back. BENCH_DATABASE_URL as in rooms-load.mjs.
import { performance } from 'node:perf_hooks';
import { parseArgs } from 'node:util';
import pg from 'pg';
import { cpuMeter, coresText, sendAtRate, settle } from './bench-load.mjs';
import { createThrowawayPostgres, onCleanUp, percentile, runBench } from './bench-processes.mjs';
import { verdictLine } from './step-verdict.mjs';

const { values: args } = parseArgs({
  options: {
    rates: { type: 'string', default: '250,500,1000,2000,4000,max' },
    seconds: { type: 'string', default: '6' },
    connections: { type: 'string', default: '16' },
  },
});
const RATES = args.rates.split(',').map((rate) => (rate === 'max' ? null : Number(rate)));
const SECONDS = Number(args.seconds);
const CONNECTIONS = Number(args.connections);
const CHANNEL = 'bench_events';
const ROOMS = 1_000;

function transactionText(mode, seq) {
  const room = seq % ROOMS;
  const notify = mode === 'notify' ? ` SELECT pg_notify('${CHANNEL}', '${seq}');` : '';
  return `BEGIN; INSERT INTO bench_events (room_id, body) VALUES (${room}, 'message ${seq}');${notify} COMMIT;`;
}

/** One step: transactions at `rate` a second (null: back to back on every connection) for SECONDS. */
async function runStep(pool, mode, rate, delivered) {
  const latencies = [];
  const sentAt = new Map();
  let committed = 0;
  let failed = 0;
  let inFlight = 0;
  delivered.length = 0;
  delivered.sentAt = sentAt;
  const first = runStep.next ?? 0;
  const cores = cpuMeter();
  const started = performance.now();
  let lastCommitAt = started;
  await sendAtRate({ rate, seconds: SECONDS, lanes: CONNECTIONS }, async (n) => {
    const id = first + n;
    const began = performance.now();
    if (mode === 'notify') sentAt.set(String(id), began);
    inFlight += 1;
    try {
      await pool.query(transactionText(mode, id));
      lastCommitAt = performance.now();
      latencies.push(lastCommitAt - began);
      committed += 1;
    } catch {
      failed += 1;
    } finally {
      inFlight -= 1;
      runStep.next = Math.max(runStep.next ?? 0, id + 1);
    }
  });
  await settle(() => inFlight, 30_000, 300);
  latencies.sort((a, b) => a - b);
  const deliveries = [...delivered].sort((a, b) => a - b);
  return {
    label: rate === null ? 'max' : `${rate}/s`,
    offered: rate,
    // Until the last commit: a rate the database fell behind shows here, however late it caught up.
    achieved: committed / ((lastCommitAt - started) / 1000),
    failed,
    p50: percentile(latencies, 50),
    p99: percentile(latencies, 99),
    deliveryP99: mode === 'notify' ? percentile(deliveries, 99) : undefined,
    cores: cores(),
  };
}

function stepLine(mode, step) {
  const delivery = step.deliveryP99 === undefined ? '' : `, delivery p99 ${step.deliveryP99.toFixed(2)} ms`;
  return (
    `${mode.padEnd(6)} ${step.label.padStart(7)}: ${step.achieved.toFixed(0)} commits/s` +
    `${step.failed ? ` (${step.failed} failed)` : ''}, commit p50 ${step.p50.toFixed(2)} ms, p99 ${step.p99.toFixed(2)} ms${delivery}; ` +
    coresText(step.cores, false)
  );
}

async function main() {
  const database = await createThrowawayPostgres('tod_notify_sql');
  onCleanUp(database.drop);
  const pool = new pg.Pool({ connectionString: database.url, max: CONNECTIONS });
  // Dropping the database at the end ends its connections.
  pool.on('error', () => undefined);
  onCleanUp(() => pool.end());
  await pool.query(
    'CREATE TABLE bench_events (id bigserial PRIMARY KEY, room_id integer NOT NULL, body text NOT NULL)',
  );
  const listener = new pg.Client({ connectionString: database.url });
  listener.on('error', (error) => console.error(`listener: ${error.message}`));
  await listener.connect();
  onCleanUp(() => listener.end());
  const delivered = [];
  listener.on('notification', (message) => {
    const sent = delivered.sentAt?.get(message.payload);
    if (sent !== undefined) delivered.push(performance.now() - sent);
  });
  await listener.query(`LISTEN ${CHANNEL}`);
  // Warm every connection up, so the first step does not pay for opening them.
  await Promise.all(Array.from({ length: CONNECTIONS }, () => pool.query('SELECT 1')));
  console.log(`${CONNECTIONS} connections, ${SECONDS} s a step, one listener; load average ${await loadAverage()}`);
  const results = { notify: [], plain: [] };
  for (const rate of RATES)
    for (const mode of ['notify', 'plain']) {
      const step = await runStep(pool, mode, rate, delivered);
      results[mode].push(step);
      console.log(stepLine(mode, step));
    }
  for (const mode of ['notify', 'plain']) console.log(verdictLine(mode, results[mode]));
}

async function loadAverage() {
  const { readFile } = await import('node:fs/promises');
  return (await readFile('/proc/loadavg', 'utf8')).split(' ').slice(0, 3).join(' ');
}

runBench(main);
