import { mkdtempSync, readFileSync, rmSync, statSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, afterEach, describe, expect, it, vi } from 'vitest';
import { roomsClient } from './rooms-client';
import { TEST_DATABASES, startTestServer, type TestServer } from './test-server';

const post = { heading: 'Posted with the generated token', blog: '<p>It works.</p>', img: '/images/blog/x.svg' };

describe.each(TEST_DATABASES)('generated admin token and app secret on %s', (database) => {
  const dataDir = mkdtempSync(join(tmpdir(), 'tod-secrets-'));
  let server: TestServer | null = null;
  afterEach(async () => {
    vi.restoreAllMocks();
    await server?.close();
    server = null;
  });
  afterAll(() => {
    rmSync(dataDir, { recursive: true, force: true });
  });

  /** Starts a server without ADMIN_TOKEN or APP_SECRET and answers what it wrote to the log. */
  async function start(): Promise<string[]> {
    const lines: string[] = [];
    const write = process.stdout.write.bind(process.stdout);
    vi.spyOn(process.stdout, 'write').mockImplementation((chunk: string | Uint8Array, ...rest: unknown[]) => {
      lines.push(String(chunk));
      return (write as (chunk: string | Uint8Array, ...rest: unknown[]) => boolean)(chunk, ...rest);
    });
    server = await startTestServer(database, { DATA_DIR: dataDir, LOG_LEVEL: 'warn' });
    vi.restoreAllMocks();
    return lines.filter((line) => line.includes('"context":"Secrets"'));
  }

  it('creates admin-token (mode 0600) on the first start and logs it once, with where it is kept', async () => {
    const logged = await start();
    const tokenFile = join(dataDir, 'admin-token');
    const token = readFileSync(tokenFile, 'utf8').trim();
    expect(token).toMatch(/^[A-Za-z0-9_-]{43}$/);
    expect(statSync(tokenFile).mode & 0o777).toBe(0o600);
    expect(statSync(join(dataDir, 'app-secret')).mode & 0o777).toBe(0o600);
    expect(logged).toHaveLength(1);
    const entry = JSON.parse(logged[0] as string) as { level: string; msg: string; file: string };
    expect(entry.level).toBe('warn');
    expect(entry.msg).toContain(token);
    expect(entry.msg).toContain(tokenFile);
    expect(entry.file).toBe(tokenFile);
    // The app secret is never logged.
    expect(logged.join('')).not.toContain(readFileSync(join(dataDir, 'app-secret'), 'utf8').trim());
    const api = roomsClient((server as TestServer).baseUrl);
    expect((await api.call('POST', '/api/blogs', post, token)).status).toBe(201);
    expect((await api.call('POST', '/api/blogs', post, 'some-other-token-entirely')).status).toBe(401);
  });

  it('reads the same token on the next start and does not print it again', async () => {
    const token = readFileSync(join(dataDir, 'admin-token'), 'utf8').trim();
    const secret = readFileSync(join(dataDir, 'app-secret'), 'utf8').trim();
    const logged = await start();
    expect(logged).toEqual([]);
    expect(readFileSync(join(dataDir, 'admin-token'), 'utf8').trim()).toBe(token);
    expect(readFileSync(join(dataDir, 'app-secret'), 'utf8').trim()).toBe(secret);
    const api = roomsClient((server as TestServer).baseUrl);
    expect((await api.call('POST', '/api/blogs', { ...post, heading: 'Second start' }, token)).status).toBe(201);
  });

  it('uses ADMIN_TOKEN instead when it is set', async () => {
    server = await startTestServer(database, { DATA_DIR: dataDir, ADMIN_TOKEN: 'token-from-the-environment' });
    const api = roomsClient(server.baseUrl);
    expect(
      (await api.call('POST', '/api/blogs', { ...post, heading: 'From env' }, 'token-from-the-environment')).status,
    ).toBe(201);
    expect(
      (await api.call('POST', '/api/blogs', post, readFileSync(join(dataDir, 'admin-token'), 'utf8').trim())).status,
    ).toBe(401);
  });
});
