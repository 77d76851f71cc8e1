import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { Database } from '../src/database/database';
import { enqueueEmail } from '../src/newsletter/outbox';
import { roomsClient, uniqueName } from './rooms-client';
import { chatMessage, openSse } from './sse-client';
import { TEST_DATABASES, startTestServer, type TestServer } from './test-server';
import { KNOWN_CODE } from './api-error-body';

const TOKEN = 'metrics-token-for-tests-0123456789';
const FAST = { RATE_LIMIT_CREATE_ROOM_PER_MINUTE: '1000', RATE_LIMIT_JOIN_ROOM_PER_MINUTE: '1000' };
const POLL = { timeout: 5_000, interval: 20 } as const;

interface Sample {
  readonly name: string;
  readonly labels: Readonly<Record<string, string>>;
  readonly value: number;
}

/** The samples of Prometheus's text format (comments skipped); label values here never hold quotes or commas. */
function parseSamples(text: string): Sample[] {
  return text
    .split('\n')
    .filter((line) => line !== '' && !line.startsWith('#'))
    .map((line) => {
      const match = /^([a-zA-Z_:][a-zA-Z0-9_:]*)(?:\{(.*)\})? (\S+)$/.exec(line);
      if (!match) throw new Error(`not a sample line: ${line}`);
      const labels = Object.fromEntries(
        [...(match[2] ?? '').matchAll(/(\w+)="([^"]*)"/g)].map((pair) => [pair[1], pair[2]]),
      );
      return { name: match[1] as string, labels, value: Number(match[3]) };
    });
}

/** The value of one sample, or undefined when the scrape has none with exactly these labels. */
function valueOf(samples: readonly Sample[], name: string, labels: Record<string, string> = {}): number | undefined {
  const wanted = Object.entries(labels);
  return samples.find(
    (sample) =>
      sample.name === name &&
      Object.keys(sample.labels).length === wanted.length &&
      wanted.every(([key, value]) => sample.labels[key] === value),
  )?.value;
}

async function scrape(server: TestServer, authorization: string | null = `Bearer ${TOKEN}`) {
  return fetch(`${server.baseUrl}/metrics`, { headers: authorization === null ? {} : { authorization } });
}

async function samplesOf(server: TestServer): Promise<Sample[]> {
  const response = await scrape(server);
  expect(response.status).toBe(200);
  return parseSamples(await response.text());
}

describe.each(TEST_DATABASES)('GET /metrics on %s', (database) => {
  describe('without METRICS_TOKEN', () => {
    let server: TestServer;
    beforeAll(async () => {
      server = await startTestServer(database);
    });
    afterAll(async () => {
      await server?.close();
    });

    it('answers 404 JSON, with or without a token', async () => {
      for (const authorization of [null, `Bearer ${TOKEN}`]) {
        const response = await scrape(server, authorization);
        expect(response.status).toBe(404);
        expect(response.headers.get('content-type')).toMatch(/^application\/json/);
        expect(await response.json()).toEqual({ error: 'Not found.', code: KNOWN_CODE });
      }
    });
  });

  describe('with METRICS_TOKEN', () => {
    let server: TestServer;
    let api: ReturnType<typeof roomsClient>;
    let webDist: string;
    beforeAll(async () => {
      // With a web build too: /metrics must stay the API's, not become the app shell.
      webDist = mkdtempSync(join(tmpdir(), 'tod-metrics-web-'));
      writeFileSync(join(webDist, 'index.html'), '<!doctype html><title>Truth or Dare</title><div id="root"></div>');
      // The outbox sender never runs during the test, so the emails queued below stay queued.
      server = await startTestServer(database, {
        ...FAST,
        METRICS_TOKEN: TOKEN,
        WEB_DIST_PATH: webDist,
        OUTBOX_POLL_INTERVAL_MS: '3600000',
      });
      api = roomsClient(server.baseUrl);
    });
    afterAll(async () => {
      await server?.close();
      rmSync(webDist, { recursive: true, force: true });
    });

    it('answers 401 JSON without the token or with another one', async () => {
      const cases = [
        [null, 'The metrics token is required.'],
        [`Basic ${Buffer.from(`prometheus:${TOKEN}`).toString('base64')}`, 'The metrics token is required.'],
        [`Bearer ${TOKEN.slice(0, -1)}`, 'The metrics token is not valid.'],
        [`Bearer ${TOKEN}0`, 'The metrics token is not valid.'],
      ] as const;
      for (const [authorization, error] of cases) {
        const response = await scrape(server, authorization);
        expect(response.status).toBe(401);
        expect(response.headers.get('content-type')).toMatch(/^application\/json/);
        expect(await response.json()).toEqual({ error, code: KNOWN_CODE });
      }
    });

    it("answers Prometheus's text format with help for every metric of its own", async () => {
      const response = await scrape(server);
      expect(response.status).toBe(200);
      expect(response.headers.get('content-type')).toBe('text/plain; version=0.0.4; charset=utf-8');
      expect(response.headers.get('cache-control')).toBe('no-store');
      const text = await response.text();
      const names = [
        'tod_open_streams',
        'tod_stream_events_delivered_total',
        'tod_rooms',
        'tod_players',
        'tod_newsletter_outbox_backlog',
        'tod_http_requests_total',
      ];
      if (database === 'postgres')
        names.push(
          'tod_db_pool_connections',
          'tod_db_pool_idle_connections',
          'tod_db_pool_waiting_clients',
          'tod_db_pool_max_connections',
        );
      for (const name of names) {
        expect(text).toMatch(new RegExp(`^# HELP ${name} \\S.*$`, 'm'));
        expect(text).toMatch(new RegExp(`^# TYPE ${name} (gauge|counter)$`, 'm'));
      }
      // Every metric of the app's own is one of these: none is left without a test and a line in docs/api.md.
      const own = new Set([...text.matchAll(/^# TYPE (tod_\w+)/gm)].map((match) => match[1]));
      expect([...own].sort()).toEqual([...names].sort());
    });

    it('shows rooms, players, the open stream, delivered events, requests, event-loop lag and process use', async () => {
      const before = await samplesOf(server);
      const room = await api.createRoom(uniqueName('Metrics'));
      const ana = await api.join(room._id, 'Ana');
      await api.join(room._id, 'Ben');
      const stream = await openSse(`${server.baseUrl}/api/${room._id}/stream`);
      expect(stream.status).toBe(200);
      expect((await api.chat(room._id, 'Ana', 'counted', ana)).status).toBe(201);
      await stream.waitForMarker(chatMessage('counted'));

      const samples = await samplesOf(server);
      expect(valueOf(samples, 'tod_rooms')).toBeGreaterThanOrEqual(1);
      expect(valueOf(samples, 'tod_players')).toBeGreaterThanOrEqual(2);
      expect(valueOf(samples, 'tod_open_streams')).toBe(1);
      expect(valueOf(samples, 'tod_stream_events_delivered_total')).toBeGreaterThan(0);
      // The one chat message, written to the one stream that was open.
      expect(
        (valueOf(samples, 'tod_stream_events_delivered_total') ?? 0) -
          (valueOf(before, 'tod_stream_events_delivered_total') ?? NaN),
      ).toBe(1);
      expect(
        valueOf(samples, 'tod_http_requests_total', { method: 'POST', route: '/api/:roomId/chat', status: '2xx' }),
      ).toBe(1);
      expect(
        valueOf(samples, 'tod_http_requests_total', { method: 'PATCH', route: '/api/:roomId/join', status: '2xx' }),
      ).toBe(2);
      expect(valueOf(samples, 'tod_http_requests_total', { method: 'GET', route: '/metrics', status: '4xx' })).toBe(4);
      const lag = valueOf(samples, 'nodejs_eventloop_lag_p99_seconds');
      expect(lag).toBeGreaterThanOrEqual(0);
      expect(Number.isFinite(lag)).toBe(true);
      expect(valueOf(samples, 'nodejs_eventloop_lag_seconds')).toBeGreaterThanOrEqual(0);
      expect(valueOf(samples, 'process_resident_memory_bytes')).toBeGreaterThan(0);
      expect(valueOf(samples, 'process_cpu_seconds_total')).toBeGreaterThan(0);

      stream.close();
      await expect.poll(async () => valueOf(await samplesOf(server), 'tod_open_streams'), POLL).toBe(0);
    });

    it('counts requests no route matched under route "none", never by their path', async () => {
      for (const path of ['/api/no-such-call', '/rooms/some-room/game'])
        expect((await fetch(`${server.baseUrl}${path}`)).status).toBeLessThan(500);
      const samples = await samplesOf(server);
      expect(
        valueOf(samples, 'tod_http_requests_total', { method: 'GET', route: 'none', status: '4xx' }),
      ).toBeGreaterThanOrEqual(1);
      expect(
        valueOf(samples, 'tod_http_requests_total', { method: 'GET', route: 'none', status: '2xx' }),
      ).toBeGreaterThanOrEqual(1);
      expect(
        samples.filter(
          (sample) => sample.labels.route?.includes('no-such-call') || sample.labels.route?.includes('some-room'),
        ),
      ).toEqual([]);
    });

    it('counts the emails waiting in the outbox, not those sent or given up', async () => {
      const db = server.app.get(Database);
      const start = valueOf(await samplesOf(server), 'tod_newsletter_outbox_backlog');
      expect(start).toBe(0);
      const email = {
        recipient: 'reader@example.com',
        subject: 'New rooms',
        text: 'Hi',
        html: '<p>Hi</p>',
        headers: {},
      };
      await db.transaction(async (sql) => {
        for (let i = 0; i < 4; i += 1) await enqueueEmail(sql, email, Date.now());
      });
      const { rows } = await db.query('SELECT id FROM email_outbox ORDER BY id');
      const [, sending, sent, failed] = rows.map((row) => Number(row.id));
      await db.query(`UPDATE email_outbox SET status = 'sending', claimed_until = $1 WHERE id = $2`, [
        Date.now() + 60_000,
        sending,
      ]);
      await db.query(`UPDATE email_outbox SET status = 'sent', sent_at = $1 WHERE id = $2`, [Date.now(), sent]);
      await db.query(`UPDATE email_outbox SET status = 'failed' WHERE id = $1`, [failed]);
      expect(valueOf(await samplesOf(server), 'tod_newsletter_outbox_backlog')).toBe(2);
    });

    it('reads the PostgreSQL pool, and has no pool gauges on SQLite', async () => {
      const samples = await samplesOf(server);
      const pool = Object.fromEntries(
        samples
          .filter((sample) => sample.name.startsWith('tod_db_pool_'))
          .map((sample) => [sample.name.slice('tod_db_pool_'.length), sample.value]),
      );
      const open = pool.connections ?? NaN;
      const idle = pool.idle_connections ?? NaN;
      const seen = {
        gauges: Object.keys(pool).sort(),
        opened: open >= 1,
        idleWithinOpen: idle >= 0 && idle <= open,
        waiting: pool.waiting_clients,
        max: pool.max_connections,
      };
      expect(seen).toEqual(
        database === 'postgres'
          ? {
              gauges: ['connections', 'idle_connections', 'max_connections', 'waiting_clients'],
              opened: true,
              idleWithinOpen: true,
              waiting: 0,
              max: 10,
            }
          : { gauges: [], opened: false, idleWithinOpen: false, waiting: undefined, max: undefined },
      );
    });

    it('keeps the metrics of two servers in one process apart', async () => {
      const room = await api.createRoom(uniqueName('Apart'));
      const stream = await openSse(`${server.baseUrl}/api/${room._id}/stream`);
      const other = await startTestServer(database, { METRICS_TOKEN: TOKEN });
      try {
        expect(valueOf(await samplesOf(other), 'tod_open_streams')).toBe(0);
        expect(valueOf(await samplesOf(server), 'tod_open_streams')).toBe(1);
      } finally {
        stream.close();
        await other.close();
      }
    });
  });
});
