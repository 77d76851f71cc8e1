// How the API benchmarks shape load and count the CPU it cost: calls at a fixed rate, waiting for
// the last answers, and the cores each part of the machine used over a step.
import { performance } from 'node:perf_hooks';
import { cpuSeconds, machineCpuSeconds, postgresCpuByProcess } from './bench-processes.mjs';

/**
 * Calls `fire(n)` for n = 0, 1, … at `rate` a second (null: as fast as `lanes` callers each
 * awaiting its previous call allow) until `total` calls, or `seconds` have passed. Resolves with
 * the seconds the sending took.
 */
export async function sendAtRate({ rate, total = Infinity, seconds = Infinity, lanes = 1 }, fire) {
  const started = performance.now();
  const endsAt = started + seconds * 1000;
  let calls = 0;
  if (rate === null) {
    await Promise.all(
      Array.from({ length: lanes }, async () => {
        while (calls < total && performance.now() < endsAt) await fire(calls++);
      }),
    );
  } else {
    await new Promise((resolve) => {
      const tick = () => {
        const now = performance.now();
        const due = Math.min(total, Math.floor(((Math.min(now, endsAt) - started) / 1000) * rate));
        while (calls < due) void fire(calls++);
        if (calls >= total || now >= endsAt) resolve();
        else setTimeout(tick, 1);
      };
      tick();
    });
  }
  return (performance.now() - started) / 1000;
}

/** Waits until `pending()` is 0, at most `limitMs`, then `afterMs` more for what follows the answers. */
export async function settle(pending, limitMs, afterMs) {
  const by = performance.now() + limitMs;
  while (pending() > 0 && performance.now() < by) await new Promise((resolve) => setTimeout(resolve, 10));
  await new Promise((resolve) => setTimeout(resolve, afterMs));
}

/**
 * Starts counting CPU; the function it returns gives the cores used since then by the processes
 * `pids` (the servers), by PostgreSQL, by this load generator and by everything else.
 */
export function cpuMeter(pids = []) {
  const servers = () => pids.reduce((sum, pid) => sum + cpuSeconds(pid), 0);
  const start = {
    at: performance.now(),
    servers: servers(),
    postgres: postgresCpuByProcess(),
    machine: machineCpuSeconds(),
    self: process.cpuUsage(),
  };
  return () => {
    const seconds = (performance.now() - start.at) / 1000;
    const used = process.cpuUsage(start.self);
    const self = (used.user + used.system) / 1e6;
    const serverCpu = servers() - start.servers;
    // Backends that started meanwhile count whole; those that ended meanwhile are lost (few, and short).
    let postgres = 0;
    for (const [pid, seconds] of postgresCpuByProcess()) postgres += seconds - (start.postgres.get(pid) ?? 0);
    const other = machineCpuSeconds() - start.machine - serverCpu - postgres - self;
    return {
      seconds,
      serverCpu,
      servers: serverCpu / seconds,
      postgres: postgres / seconds,
      self: self / seconds,
      other: other / seconds,
    };
  };
}

/** The cores part of a step line, with the warning that makes it no measurement. */
export function coresText(cores, withServers) {
  return (
    `cores: ${withServers ? `instances ${cores.servers.toFixed(2)}, ` : ''}PostgreSQL ${cores.postgres.toFixed(2)}, ` +
    `this load ${cores.self.toFixed(2)}, other ${cores.other.toFixed(2)}` +
    (cores.other > 0.3 ? ' WARNING: busy machine, not a measurement' : '')
  );
}
