import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ManualClock } from '../src/clock/manual-clock';
import { unsubscribeLink } from '../src/newsletter/unsubscribe-link';
import { parseEml, readOutboxFolder } from './email-files';
import { startFakeSmtpServer } from './fake-smtp-server';
import { A_MOMENT_MS, APP_SECRET, newsletterOf, POLL, PUBLIC_URL, settle } from './newsletter-helpers';
import { roomsClient, uniqueName } from './rooms-client';
import { startTestServer, type TestServer } from './test-server';

describe('sending through SMTP_URL', () => {
  let smtp: Awaited<ReturnType<typeof startFakeSmtpServer>>;
  let server: TestServer;
  const clock = new ManualClock();
  beforeAll(async () => {
    smtp = await startFakeSmtpServer();
    server = await startTestServer(
      'sqlite',
      {
        APP_SECRET,
        PUBLIC_URL,
        SMTP_URL: smtp.url,
        EMAIL_FROM: 'Truth or Dare <rooms@tod.example>',
        OUTBOX_POLL_INTERVAL_MS: '3600000',
        OUTBOX_RETRY_BASE_MS: '10',
      },
      { clock },
    );
  });
  afterAll(async () => {
    await server?.close();
    await smtp?.close();
  });

  it('delivers the digest to the SMTP server, after a refusal, and writes no file', async () => {
    const api = roomsClient(server.baseUrl);
    expect((await api.call('POST', '/api/subscribe', { email: 'ana@example.com' })).status).toBe(201);
    clock.advance(A_MOMENT_MS);
    const room = await api.createRoom(uniqueName('Over SMTP'));
    await settle(server, clock, [room]);
    const newsletter = newsletterOf(server);
    const { sender } = newsletter;
    await expect
      .poll(async () => {
        await newsletter.freshDigest();
        return (await newsletter.outbox()).map((email) => email.recipient);
      }, POLL)
      .toEqual(['ana@example.com']);
    smtp.refuseNext(1);
    expect(await sender.runOnce()).toEqual({ sent: 0, retried: 1, failed: 0 });
    // The retry is due OUTBOX_RETRY_BASE_MS after the refusal.
    clock.advance(10);
    expect(await sender.runOnce()).toEqual({ sent: 1, retried: 0, failed: 0 });
    expect(smtp.received).toHaveLength(1);
    const message = smtp.received[0]!;
    expect(message.from).toBe('rooms@tod.example');
    expect(message.to).toEqual(['ana@example.com']);
    const email = parseEml(message.data);
    const link = unsubscribeLink(PUBLIC_URL, APP_SECRET, 'ana@example.com');
    expect(email.headers.get('list-unsubscribe')).toBe(`<${link}>`);
    expect(email.text).toContain(`${PUBLIC_URL}/rooms/${room._id}/game`);
    expect(email.text).toContain(link);
    expect(email.html).toContain(link.replace(/&/g, '&amp;'));
    const { rows } = await newsletterOf(server).db.query('SELECT status, attempts, last_error FROM email_outbox');
    expect(rows).toEqual([{ status: 'sent', attempts: 2, last_error: null }]);
    expect(readOutboxFolder(server.config.dataDir)).toEqual([]);
  });

  it('retries when the SMTP server cannot be reached', async () => {
    await smtp.close();
    const { db, sender } = newsletterOf(server);
    const api = roomsClient(server.baseUrl);
    expect((await api.call('POST', '/api/subscribe', { email: 'ben@example.com' })).status).toBe(201);
    clock.advance(A_MOMENT_MS);
    const room = await api.createRoom(uniqueName('Nobody listening'));
    await settle(server, clock, [room]);
    await expect
      .poll(async () => {
        await newsletterOf(server).freshDigest();
        return (await newsletterOf(server).outbox())
          .filter((email) => email.recipient === 'ben@example.com')
          .map((email) => email.status);
      }, POLL)
      .toEqual(['pending']);
    expect(await sender.runOnce()).toMatchObject({ sent: 0, retried: 1 });
    const { rows } = await db.query(
      "SELECT status, attempts, last_error FROM email_outbox WHERE recipient = 'ben@example.com'",
    );
    expect(rows[0]).toMatchObject({ status: 'pending', attempts: 1 });
    expect(String(rows[0]!.last_error)).toMatch(/ECONNREFUSED|connect/i);
  });
});
