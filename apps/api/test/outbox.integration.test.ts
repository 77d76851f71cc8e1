import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { ManualClock } from '../src/clock/manual-clock';
import { EmailTransport } from '../src/newsletter/email-transport';
import { enqueueEmail } from '../src/newsletter/outbox';
import { CLAIM_MS } from '../src/newsletter/outbox-sender';
import { readOutboxFolder } from './email-files';
import { A_MOMENT_MS, APP_SECRET, newsletterOf, POLL, PUBLIC_URL, settle } from './newsletter-helpers';
import { roomsClient, uniqueName } from './rooms-client';
import {
  createPostgresDatabase,
  TEST_DATABASES,
  startTestServer,
  type TestDatabase,
  type TestServer,
} from './test-server';

const QUIET = {
  APP_SECRET,
  ADMIN_TOKEN: 'outbox-tests-admin-token-0123',
  PUBLIC_URL,
  OUTBOX_POLL_INTERVAL_MS: '3600000',
  RATE_LIMIT_CREATE_ROOM_PER_MINUTE: '1000',
};

/** Servers started one after another (or side by side) on one database and one DATA_DIR, all on one clock. */
async function sharedStorage(database: TestDatabase) {
  const scratch = mkdtempSync(join(tmpdir(), 'tod-outbox-'));
  const postgres = database === 'postgres' ? await createPostgresDatabase() : null;
  const env = { ...QUIET, DATA_DIR: join(scratch, 'data'), SQLITE_PATH: join(scratch, 'shared.sqlite') };
  const clock = new ManualClock();
  return {
    dataDir: env.DATA_DIR,
    clock,
    start: (extra: Record<string, string> = {}) =>
      startTestServer(
        database,
        { ...env, ...extra },
        { clock, ...(postgres ? { sharedDatabaseUrl: postgres.url } : {}) },
      ),
    async dispose() {
      await postgres?.drop();
      rmSync(scratch, { recursive: true, force: true });
    },
  };
}

describe.each(TEST_DATABASES)('outbox crash safety on %s', (database) => {
  let storage: Awaited<ReturnType<typeof sharedStorage>>;
  const running: TestServer[] = [];
  beforeAll(async () => {
    storage = await sharedStorage(database);
  });
  afterAll(async () => {
    for (const server of running.splice(0)) await server.close();
    await storage?.dispose();
  });

  it('sends an email queued by a server that stopped before sending it, exactly once, even with two servers polling', async () => {
    const first = await storage.start();
    running.push(first);
    const api = roomsClient(first.baseUrl);
    expect((await api.call('POST', '/api/subscribe', { email: 'ana@example.com' })).status).toBe(201);
    storage.clock.advance(A_MOMENT_MS);
    const room = await api.createRoom(uniqueName('Before the crash'));
    await settle(first, storage.clock, [room]);
    await expect
      .poll(async () => {
        await newsletterOf(first).freshDigest();
        return (await newsletterOf(first).outbox()).map((email) => email.status);
      }, POLL)
      .toEqual(['pending']);
    await first.close();
    running.splice(running.indexOf(first), 1);
    expect(readOutboxFolder(storage.dataDir)).toEqual([]);

    const second = await storage.start();
    const third = await storage.start();
    running.push(second, third);
    const passes = await Promise.all([newsletterOf(second).sender.runOnce(), newsletterOf(third).sender.runOnce()]);
    expect(passes.reduce((sum, pass) => sum + pass.sent, 0)).toBe(1);
    expect(await newsletterOf(third).sender.runOnce()).toEqual({ sent: 0, retried: 0, failed: 0 });
    const outbox = await newsletterOf(second).outbox();
    expect(outbox.map((email) => [email.status, email.attempts])).toEqual([['sent', 1]]);
    const written = readOutboxFolder(storage.dataDir);
    expect(written).toHaveLength(1);
    expect(written[0]!.text).toContain(`${PUBLIC_URL}/rooms/${room._id}/game`);
    // The digest itself is not queued again by the restarted servers.
    await newsletterOf(second).freshDigest();
    expect(await newsletterOf(second).outbox()).toHaveLength(1);
  });

  // Several instances share one database only on PostgreSQL (SQLite serves one instance).
  if (database === 'postgres') {
    it('queues one digest per subscriber when two instances run the digest at once', async () => {
      const [second, third] = running as [TestServer, TestServer];
      const api = roomsClient(second.baseUrl);
      for (const email of ['racer1@example.com', 'racer2@example.com', 'racer3@example.com'])
        expect((await api.call('POST', '/api/subscribe', { email })).status).toBe(201);
      storage.clock.advance(A_MOMENT_MS);
      const room = await api.createRoom(uniqueName('Raced'));
      await settle(second, storage.clock, [room]);
      // Both instances run passes at the same moment until the digests are queued: never two for one subscriber.
      await expect
        .poll(async () => {
          await Promise.all([newsletterOf(second).freshDigest(), newsletterOf(third).freshDigest()]);
          const racers = (await newsletterOf(second).outbox()).filter((email) => email.recipient.startsWith('racer'));
          return racers.map((email) => email.recipient).sort();
        }, POLL)
        .toEqual(['racer1@example.com', 'racer2@example.com', 'racer3@example.com']);
      expect((await newsletterOf(third).sender.runOnce()).sent).toBe(3);
    });
  }

  it('sends again an email whose sender died mid-send, once its claim ran out', async () => {
    const server = running[0]!;
    const { db, sender } = newsletterOf(server);
    const { clock } = storage;
    await db.transaction((sql) =>
      enqueueEmail(
        sql,
        {
          recipient: 'ben@example.com',
          subject: 'Hello',
          text: 'Hello Ben',
          html: '<p>Hello Ben</p>',
          headers: { 'List-Unsubscribe': '<https://tod.example/unsubscribe>' },
        },
        clock.now(),
      ),
    );
    const { rows } = await db.query("SELECT id FROM email_outbox WHERE recipient = 'ben@example.com'");
    const id = Number(rows[0]!.id);
    // As an instance leaves it when it crashes after claiming: sending, with a claim still running.
    await db.query("UPDATE email_outbox SET status = 'sending', attempts = 1, claimed_until = $1 WHERE id = $2", [
      clock.now() + CLAIM_MS,
      id,
    ]);
    expect(await sender.runOnce()).toEqual({ sent: 0, retried: 0, failed: 0 });
    clock.advance(CLAIM_MS - 1);
    expect(await sender.runOnce()).toEqual({ sent: 0, retried: 0, failed: 0 });
    clock.advance(1);
    expect(await sender.runOnce()).toEqual({ sent: 1, retried: 0, failed: 0 });
    const ben = (await newsletterOf(server).outbox()).find((email) => email.id === id)!;
    expect([ben.status, ben.attempts]).toEqual(['sent', 2]);
    expect(
      readOutboxFolder(storage.dataDir).filter((email) => email.headers.get('to') === 'ben@example.com'),
    ).toHaveLength(1);
  });
});

describe.each(TEST_DATABASES)('outbox retries on %s', (database) => {
  let server: TestServer;
  const clock = new ManualClock();
  beforeAll(async () => {
    server = await startTestServer(
      database,
      { ...QUIET, OUTBOX_RETRY_BASE_MS: '200', OUTBOX_MAX_ATTEMPTS: '3', LOG_LEVEL: 'warn' },
      { clock },
    );
  });
  afterEach(() => {
    vi.restoreAllMocks();
  });
  afterAll(async () => {
    await server?.close();
  });

  async function enqueue(recipient: string): Promise<number> {
    const { db } = newsletterOf(server);
    await db.transaction((sql) =>
      enqueueEmail(
        sql,
        { recipient, subject: 'Rooms', text: 'Secret body text', html: '<p>Secret body text</p>', headers: {} },
        clock.now(),
      ),
    );
    const { rows } = await db.query('SELECT MAX(id) AS id FROM email_outbox');
    return Number(rows[0]!.id);
  }
  const row = async (id: number) => (await newsletterOf(server).outbox()).find((email) => email.id === id)!;

  it('retries a failed send after base × 2^(attempts-1), then sends it', async () => {
    const transport = server.app.get(EmailTransport);
    const send = vi
      .spyOn(transport, 'send')
      .mockRejectedValueOnce(new Error('SMTP is down'))
      .mockRejectedValueOnce(new Error('SMTP is still down'));
    const id = await enqueue('retry@example.com');
    const { sender } = newsletterOf(server);

    let before = clock.now();
    expect(await sender.runOnce()).toEqual({ sent: 0, retried: 1, failed: 0 });
    let email = await row(id);
    expect([email.status, email.attempts, email.last_error]).toEqual(['pending', 1, 'SMTP is down']);
    expect(email.next_attempt_at).toBeGreaterThanOrEqual(before + 200);
    expect(email.next_attempt_at).toBeLessThanOrEqual(clock.now() + 200);
    expect(await sender.runOnce()).toEqual({ sent: 0, retried: 0, failed: 0 });
    clock.advance(email.next_attempt_at - 1 - clock.now());
    expect(await sender.runOnce()).toEqual({ sent: 0, retried: 0, failed: 0 });

    clock.advance(1);
    before = clock.now();
    expect(await sender.runOnce()).toEqual({ sent: 0, retried: 1, failed: 0 });
    email = await row(id);
    expect([email.status, email.attempts, email.last_error]).toEqual(['pending', 2, 'SMTP is still down']);
    expect(email.next_attempt_at).toBeGreaterThanOrEqual(before + 400);
    expect(email.next_attempt_at).toBeLessThanOrEqual(clock.now() + 400);
    clock.advance(email.next_attempt_at - 1 - clock.now());
    expect(await sender.runOnce()).toEqual({ sent: 0, retried: 0, failed: 0 });

    clock.advance(1);
    expect(await sender.runOnce()).toEqual({ sent: 1, retried: 0, failed: 0 });
    email = await row(id);
    expect([email.status, email.attempts, email.last_error]).toEqual(['sent', 3, null]);
    expect(send).toHaveBeenCalledTimes(3);
    expect(
      readOutboxFolder(server.config.dataDir).filter((written) => written.headers.get('to') === 'retry@example.com'),
    ).toHaveLength(1);
  });

  it('gives up after OUTBOX_MAX_ATTEMPTS and logs failures without the body', async () => {
    const transport = server.app.get(EmailTransport);
    vi.spyOn(transport, 'send').mockRejectedValue(new Error('mailbox unavailable'));
    const id = await enqueue('bounce@example.com');
    const { db, sender } = newsletterOf(server);
    const lines: string[] = [];
    vi.spyOn(process.stdout, 'write').mockImplementation((chunk: string | Uint8Array) => {
      lines.push(String(chunk));
      return true;
    });
    const outcomes = [];
    for (let attempt = 1; attempt <= 3; attempt += 1) {
      // Make it due at once instead of waiting for the backoff.
      await db.query('UPDATE email_outbox SET next_attempt_at = 0 WHERE id = $1', [id]);
      outcomes.push(await sender.runOnce());
    }
    expect(outcomes).toEqual([
      { sent: 0, retried: 1, failed: 0 },
      { sent: 0, retried: 1, failed: 0 },
      { sent: 0, retried: 0, failed: 1 },
    ]);
    const email = await row(id);
    expect([email.status, email.attempts, email.last_error]).toEqual(['failed', 3, 'mailbox unavailable']);
    await db.query('UPDATE email_outbox SET next_attempt_at = 0 WHERE id = $1', [id]);
    expect(await sender.runOnce()).toEqual({ sent: 0, retried: 0, failed: 0 });
    vi.restoreAllMocks();
    const entries = lines
      .filter((line) => line.includes('"context":"Outbox"'))
      .map(
        (line) => JSON.parse(line) as { level: string; msg: string; outboxId: number; attempt: number; error: string },
      );
    expect(entries.map((entry) => [entry.level, entry.msg, entry.outboxId, entry.attempt, entry.error])).toEqual([
      ['warn', 'email failed, will retry', id, 1, 'mailbox unavailable'],
      ['warn', 'email failed, will retry', id, 2, 'mailbox unavailable'],
      ['error', 'email failed for good', id, 3, 'mailbox unavailable'],
    ]);
    expect(lines.join('')).not.toContain('Secret body text');
  });
});
