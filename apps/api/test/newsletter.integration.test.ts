import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ManualClock } from '../src/clock/manual-clock';
import { ANNOUNCEMENT_SETTLE_MS } from '../src/newsletter/digest-worker';
import { unsubscribeLink, unsubscribeToken } from '../src/newsletter/unsubscribe-link';
import { readOutboxFolder } from './email-files';
import { A_MOMENT_MS, APP_SECRET, newsletterOf, POLL, PUBLIC_URL, settle } from './newsletter-helpers';
import { roomsClient, uniqueName } from './rooms-client';
import { TEST_DATABASES, startTestServer, type TestServer } from './test-server';
import { KNOWN_CODE } from './api-error-body';

// Production's interval: the digest tests run on a ManualClock and step over it at once.
const DIGEST_INTERVAL_MS = 60 * 60 * 1000;
const ENV = {
  APP_SECRET,
  PUBLIC_URL,
  NEWSLETTER_DIGEST_INTERVAL_MS: String(DIGEST_INTERVAL_MS),
  // The tests run the sender themselves.
  OUTBOX_POLL_INTERVAL_MS: '3600000',
  RATE_LIMIT_SUBSCRIBE_PER_MINUTE: '1000',
  RATE_LIMIT_CREATE_ROOM_PER_MINUTE: '1000',
};

describe.each(TEST_DATABASES)('newsletter calls on %s', (database) => {
  let server: TestServer;
  let api: ReturnType<typeof roomsClient>;
  beforeAll(async () => {
    server = await startTestServer(database, ENV);
    api = roomsClient(server.baseUrl);
  });
  afterAll(async () => {
    await server?.close();
  });

  it('subscribes: 201, then 409 for the same address in another case and with spaces', async () => {
    const first = await api.call('POST', '/api/subscribe', { email: '  Ana@Example.COM ' });
    expect(first.status).toBe(201);
    expect(first.body).toEqual({ message: 'Subscribed' });
    for (const email of ['ana@example.com', 'ANA@EXAMPLE.COM', ' ana@example.com']) {
      const again = await api.call('POST', '/api/subscribe', { email });
      expect(again.status).toBe(409);
      expect(again.body).toEqual({ error: 'This email is already subscribed.', code: KNOWN_CODE });
    }
    const { rows } = await newsletterOf(server).db.query('SELECT email FROM subscribers');
    expect(rows.map((row) => row.email)).toEqual(['ana@example.com']);
  });

  it('keeps the language the emails are written in: the one given, English by default; refuses others', async () => {
    for (const [email, language] of [
      ['es@example.com', 'es'],
      ['ar@example.com', 'ar'],
      ['pt@example.com', 'pt-BR'],
    ])
      expect((await api.call('POST', '/api/subscribe', { email, language })).status).toBe(201);
    expect((await api.call('POST', '/api/subscribe', { email: 'none@example.com' })).status).toBe(201);
    for (const language of ['klingon', 'EN', 'pt-br', 42, '']) {
      const refused = await api.call('POST', '/api/subscribe', { email: 'bad@example.com', language });
      expect(refused.status, String(language)).toBe(400);
      expect(refused.body).toEqual({
        error: 'The language must be one of en, es, pt-BR, fr, de, it, pl, ar.',
        code: 'INVALID_LANGUAGE',
      });
    }
    const { rows } = await newsletterOf(server).db.query(
      `SELECT email, language FROM subscribers WHERE email IN ('es@example.com', 'ar@example.com', 'pt@example.com', 'none@example.com', 'bad@example.com') ORDER BY email`,
    );
    expect(rows.map((row) => [row.email, row.language])).toEqual([
      ['ar@example.com', 'ar'],
      ['es@example.com', 'es'],
      ['none@example.com', 'en'],
      ['pt@example.com', 'pt-BR'],
    ]);
  });

  it('answers 400 "Please enter a valid email." for anything else', async () => {
    for (const body of [
      {},
      { email: '' },
      { email: '   ' },
      { email: 'no-at-sign' },
      { email: 42 },
      { email: null },
      { email: `${'x'.repeat(250)}@a.io` },
      { email: 'two words@example.com' },
      [1],
    ]) {
      const answer = await api.call('POST', '/api/subscribe', body);
      expect(answer.status, JSON.stringify(body)).toBe(400);
      expect(answer.body).toEqual({ error: 'Please enter a valid email.', code: KNOWN_CODE });
    }
    const noBody = await fetch(`${server.baseUrl}/api/subscribe`, { method: 'POST' });
    expect(noBody.status).toBe(400);
    expect(await noBody.json()).toEqual({ error: 'Please enter a valid email.', code: KNOWN_CODE });
  });

  it('unsubscribes with the right token: 200, then 404', async () => {
    await api.call('POST', '/api/subscribe', { email: 'ben@example.com' });
    const token = unsubscribeToken(APP_SECRET, 'ben@example.com');
    const answer = await api.call('DELETE', '/api/unsubscribe', { email: ' Ben@Example.com ', token });
    expect(answer.status).toBe(200);
    expect(answer.body).toEqual({ message: 'Unsubscribed' });
    const again = await api.call('DELETE', '/api/unsubscribe', { email: 'ben@example.com', token });
    expect(again.status).toBe(404);
    expect(again.body).toEqual({ error: 'This email is not subscribed.', code: KNOWN_CODE });
    expect((await api.call('POST', '/api/subscribe', { email: 'ben@example.com' })).status).toBe(201);
  });

  it('answers a wrong token with 403, and a missing token or bad address with 400', async () => {
    await api.call('POST', '/api/subscribe', { email: 'cleo@example.com' });
    for (const token of [
      unsubscribeToken(APP_SECRET, 'ana@example.com'),
      unsubscribeToken('another-secret-0123456789', 'cleo@example.com'),
      'x',
      `${unsubscribeToken(APP_SECRET, 'cleo@example.com')}x`,
    ]) {
      const answer = await api.call('DELETE', '/api/unsubscribe', { email: 'cleo@example.com', token });
      expect(answer.status).toBe(403);
      expect(answer.body).toEqual({ error: 'This unsubscribe link is not valid.', code: KNOWN_CODE });
    }
    for (const body of [
      { email: 'cleo@example.com' },
      { email: 'cleo@example.com', token: '' },
      { email: 'cleo@example.com', token: 7 },
    ]) {
      const answer = await api.call('DELETE', '/api/unsubscribe', body);
      expect(answer.status).toBe(400);
      expect(answer.body).toEqual({ error: 'The unsubscribe token is missing.', code: KNOWN_CODE });
    }
    for (const body of [{ token: 'abc' }, { email: 'nope', token: 'abc' }, {}]) {
      const answer = await api.call('DELETE', '/api/unsubscribe', body);
      expect(answer.status).toBe(400);
      expect(answer.body).toEqual({ error: 'Please enter a valid email.', code: KNOWN_CODE });
    }
    // A valid token for an address that never subscribed: 404, not 403.
    const stranger = await api.call('DELETE', '/api/unsubscribe', {
      email: 'dan@example.com',
      token: unsubscribeToken(APP_SECRET, 'dan@example.com'),
    });
    expect(stranger.status).toBe(404);
    // Cleo is still subscribed after all that.
    expect((await api.call('POST', '/api/subscribe', { email: 'cleo@example.com' })).status).toBe(409);
  });
});

describe.each(TEST_DATABASES)('subscribe rate limit on %s', (database) => {
  let server: TestServer;
  beforeAll(async () => {
    server = await startTestServer(database, { ...ENV, RATE_LIMIT_SUBSCRIBE_PER_MINUTE: '3' });
  });
  afterAll(async () => {
    await server?.close();
  });

  it('answers 429 with the JSON body once an address subscribes too often', async () => {
    const api = roomsClient(server.baseUrl);
    const statuses: number[] = [];
    for (const email of ['a1@example.com', 'a2@example.com', 'not-an-email', 'a3@example.com', 'a4@example.com'])
      statuses.push((await api.call('POST', '/api/subscribe', { email })).status);
    expect(statuses).toEqual([201, 201, 400, 429, 429]);
    const limited = await api.call('POST', '/api/subscribe', { email: 'a5@example.com' });
    expect(limited.body).toEqual({ error: 'Too many requests. Please slow down.', code: KNOWN_CODE });
    // Unsubscribing and the rest of the API are not limited by it.
    expect(
      (
        await api.call('DELETE', '/api/unsubscribe', {
          email: 'a1@example.com',
          token: unsubscribeToken(APP_SECRET, 'a1@example.com'),
        })
      ).status,
    ).toBe(200);
    expect((await api.call('GET', '/api/blogs')).status).toBe(200);
  });
});

describe.each(TEST_DATABASES)('digest of new public rooms on %s', (database) => {
  let server: TestServer;
  let api: ReturnType<typeof roomsClient>;
  const clock = new ManualClock();
  beforeAll(async () => {
    server = await startTestServer(database, ENV, { clock });
    api = roomsClient(server.baseUrl);
  });
  afterAll(async () => {
    await server?.close();
  });

  it('sends each subscriber one email listing the new public rooms, never the private ones', async () => {
    const newsletter = newsletterOf(server);
    for (const email of ['ana@example.com', 'ben@example.com'])
      expect((await api.call('POST', '/api/subscribe', { email })).status).toBe(201);
    clock.advance(A_MOMENT_MS);
    const first = await api.createRoom(uniqueName('Friday <b>fun</b> & "games"'));
    const secret = await api.createRoom(uniqueName('Secret club'), 'private');
    const second = await api.createRoom(uniqueName('Late night'));
    await settle(server, clock, [first, second]);
    await expect
      .poll(async () => {
        await newsletter.freshDigest();
        return (await newsletter.outbox()).map((email) => [email.recipient, email.status]);
      }, POLL)
      .toEqual([
        ['ana@example.com', 'pending'],
        ['ben@example.com', 'pending'],
      ]);
    expect(await newsletter.sender.runOnce()).toEqual({ sent: 2, retried: 0, failed: 0 });
    expect((await newsletter.outbox()).map((email) => email.status)).toEqual(['sent', 'sent']);

    const written = readOutboxFolder(server.config.dataDir);
    expect(written).toHaveLength(2);
    for (const [index, recipient] of ['ana@example.com', 'ben@example.com'].entries()) {
      const email = written[index]!;
      const link = unsubscribeLink(PUBLIC_URL, APP_SECRET, recipient);
      expect(email.headers.get('to')).toBe(recipient);
      expect(email.headers.get('from')).toBe('Truth or Dare <no-reply@localhost>');
      expect(email.headers.get('subject')).toBe('2 new public rooms are open on Truth or Dare');
      expect(email.headers.get('list-unsubscribe')).toBe(`<${link}>`);
      expect(email.text).toContain(`- ${first.roomName}: ${PUBLIC_URL}/rooms/${first._id}/game`);
      expect(email.text).toContain(`- ${second.roomName}: ${PUBLIC_URL}/rooms/${second._id}/game`);
      expect(email.text).toContain(link);
      expect(email.html).toContain(
        `<a href="${PUBLIC_URL}/rooms/${first._id}/game">Friday &lt;b&gt;fun&lt;/b&gt; &amp; &quot;games&quot;`,
      );
      expect(email.html).toContain(link.replace(/&/g, '&amp;'));
      expect(email.text + email.html).not.toContain(secret._id);
      expect(email.text + email.html).not.toContain('Secret club');
    }
    // The link in the email unsubscribes.
    const url = new URL(unsubscribeLink(PUBLIC_URL, APP_SECRET, 'ben@example.com'));
    const unsubscribed = await api.call('DELETE', '/api/unsubscribe', {
      email: url.searchParams.get('email'),
      token: url.searchParams.get('token'),
    });
    expect(unsubscribed.status).toBe(200);
  });

  it('sends no second digest within the interval, and the next one lists only the newer room', async () => {
    const newsletter = newsletterOf(server);
    const third = await api.createRoom(uniqueName('Third room'));
    await settle(server, clock, [third]);
    await newsletter.freshDigest();
    expect(await newsletter.outbox()).toHaveLength(2);
    // Ana is due one interval after the end of her last digest's window, which closed ANNOUNCEMENT_SETTLE_MS before the digest ran.
    const { rows } = await newsletter.db.query(
      "SELECT last_digest_at FROM subscribers WHERE email = 'ana@example.com'",
    );
    const dueAt = Number(rows[0]!.last_digest_at) + DIGEST_INTERVAL_MS + ANNOUNCEMENT_SETTLE_MS;
    clock.advance(dueAt - 1 - clock.now());
    await newsletter.freshDigest();
    expect(await newsletter.outbox()).toHaveLength(2);

    clock.advance(1);
    // Ben unsubscribed: only Ana gets the second digest.
    await expect
      .poll(async () => {
        await newsletter.freshDigest();
        return (await newsletter.outbox()).map((email) => email.recipient);
      }, POLL)
      .toEqual(['ana@example.com', 'ben@example.com', 'ana@example.com']);
    const latest = (await newsletter.outbox())[2]!;
    expect(latest.text_body).toContain(`${PUBLIC_URL}/rooms/${third._id}/game`);
    expect(latest.text_body.match(/^- /gm)).toHaveLength(1);
    await newsletter.sender.runOnce();
    const written = readOutboxFolder(server.config.dataDir);
    expect(written).toHaveLength(3);
    expect(written[2]!.headers.get('subject')).toBe('A new public room is open on Truth or Dare');
  });

  it('sends nothing when no public room was created, and nothing to someone who subscribed after the rooms', async () => {
    const newsletter = newsletterOf(server);
    // Everyone is due again; only a private room opens, and Late subscribes after it.
    clock.advance(DIGEST_INTERVAL_MS);
    await api.createRoom(uniqueName('Only private'), 'private');
    await settle(server, clock, []);
    expect((await api.call('POST', '/api/subscribe', { email: 'late@example.com' })).status).toBe(201);
    await newsletter.freshDigest();
    expect(await newsletter.outbox()).toHaveLength(3);
  });

  it('drops a queued email when its recipient unsubscribes before it is sent', async () => {
    const newsletter = newsletterOf(server);
    // Ana is due again whatever ran before, and the room opens after Late subscribed.
    clock.advance(DIGEST_INTERVAL_MS);
    const room = await api.createRoom(uniqueName('One more'));
    await settle(server, clock, [room]);
    await expect
      .poll(async () => {
        await newsletter.freshDigest();
        return (await newsletter.outbox())
          .filter((email) => email.status === 'pending')
          .map((email) => email.recipient)
          .sort();
      }, POLL)
      .toEqual(['ana@example.com', 'late@example.com']);
    expect(
      (
        await api.call('DELETE', '/api/unsubscribe', {
          email: 'late@example.com',
          token: unsubscribeToken(APP_SECRET, 'late@example.com'),
        })
      ).status,
    ).toBe(200);
    expect(
      (await newsletter.outbox()).filter((email) => email.status === 'pending').map((email) => email.recipient),
    ).toEqual(['ana@example.com']);
  });
});
