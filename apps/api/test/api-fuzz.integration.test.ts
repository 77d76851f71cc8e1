import fc from 'fast-check';
import { isApiErrorCode } from '@truth-or-dare/room-protocol';
import { request } from 'node:http';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { roomsClient } from './rooms-client';
import { startTestServer, type TestServer } from './test-server';

const FUZZ_REQUESTS = 10_000;
const CONCURRENCY = 8;
const METHODS = ['GET', 'POST', 'PATCH', 'PUT', 'DELETE', 'OPTIONS', 'HEAD'] as const;

interface Answer {
  status: number;
  contentType: string;
  body: string;
}

/** Sends raw bytes, so bodies can be broken JSON, wrong types or too large. */
function send(
  baseUrl: string,
  method: string,
  path: string,
  headers: Record<string, string>,
  body: string | null,
): Promise<Answer> {
  return new Promise((resolve, reject) => {
    const url = new URL(baseUrl);
    const req = request(
      {
        host: url.hostname,
        port: url.port,
        method,
        path,
        headers: body === null ? headers : { ...headers, 'content-length': String(Buffer.byteLength(body)) },
      },
      (res) => {
        // A stream that opened is a success; it would never end by itself.
        if ((res.headers['content-type'] ?? '').startsWith('text/event-stream')) {
          resolve({ status: res.statusCode ?? 0, contentType: 'text/event-stream', body: '' });
          req.destroy();
          return;
        }
        const chunks: Buffer[] = [];
        res.on('data', (chunk: Buffer) => chunks.push(chunk));
        res.on('end', () =>
          resolve({
            status: res.statusCode ?? 0,
            contentType: res.headers['content-type'] ?? '',
            body: Buffer.concat(chunks).toString('utf8'),
          }),
        );
        res.on('error', reject);
      },
    );
    req.on('error', reject);
    req.end(body ?? undefined);
  });
}

/** A path segment for any text, lone surrogates included (sent as their UTF-8 replacement). */
function segment(value: string): string {
  return [...Buffer.from(value, 'utf8')]
    .map((byte) =>
      /[A-Za-z0-9_.~-]/.test(String.fromCharCode(byte))
        ? String.fromCharCode(byte)
        : `%${byte.toString(16).padStart(2, '0')}`,
    )
    .join('');
}

/** Every answer is a success or the contract's JSON error with a known code; never a 5xx. */
function contractViolation(method: string, answer: Answer): string | null {
  if (answer.status >= 500) return `status ${answer.status}`;
  if (answer.status === 204 || method === 'HEAD' || answer.contentType === 'text/event-stream') return null;
  if (!answer.contentType.startsWith('application/json'))
    return `content type "${answer.contentType}" for status ${answer.status}`;
  let parsed: unknown;
  try {
    parsed = JSON.parse(answer.body);
  } catch {
    return 'a body that is not JSON';
  }
  if (answer.status >= 400) {
    const { error, code } = (parsed ?? {}) as { error?: unknown; code?: unknown };
    if (
      typeof error !== 'string' ||
      error === '' ||
      !isApiErrorCode(code) ||
      Object.keys(parsed as object).length !== 2
    )
      return `error body ${answer.body.slice(0, 200)}`;
  }
  return null;
}

describe('API fuzzing', () => {
  let server: TestServer;
  let roomId = '';
  let token = '';
  beforeAll(async () => {
    server = await startTestServer('sqlite', {
      RATE_LIMIT_CREATE_ROOM_PER_MINUTE: '100000',
      RATE_LIMIT_JOIN_ROOM_PER_MINUTE: '100000',
      RATE_LIMIT_SUBSCRIBE_PER_MINUTE: '100000',
    });
    const api = roomsClient(server.baseUrl);
    roomId = (await api.createRoom('Fuzz target'))._id;
    token = await api.join(roomId, 'Fuzzer');
  });
  afterAll(async () => {
    await server?.close();
  });

  it(`answers ${FUZZ_REQUESTS} generated requests across every endpoint with a success or a JSON error, never a 5xx`, async () => {
    const text = fc.oneof(
      fc.string({ maxLength: 40 }),
      fc.string({ unit: 'binary', maxLength: 40 }),
      fc.string({ unit: 'grapheme', maxLength: 30 }),
      fc.constantFrom(
        '',
        ' ',
        '\u0000',
        '\ud800',
        'a'.repeat(600),
        'é'.repeat(30),
        '<script>alert(1)</script>',
        "'; DROP TABLE rooms; --",
        '../../etc/passwd',
        '%00',
        'null',
        'truth',
        'dare',
        'public',
        'private',
        'Fuzzer',
        'x@y.z',
      ),
    );
    const roomSegment = fc.oneof(
      fc.constant(() => roomId),
      text.map((value) => () => segment(value)),
      fc.constant(() => 'AAAAAAAAAAAAAAAAAAAAAA'),
    );
    const value = fc.oneof(
      text,
      fc.integer(),
      fc.double(),
      fc.boolean(),
      fc.constant(null),
      fc.array(text, { maxLength: 3 }),
      fc.dictionary(text, text, { maxKeys: 3 }),
    );
    const fieldNames = [
      'roomName',
      'roomType',
      'username',
      'message',
      'type',
      'email',
      'token',
      'heading',
      'blog',
      'img',
      'link',
      'locked',
      'language',
      'address',
    ];
    // Bodies close to valid ones, so requests also get past validation into the handlers.
    const nearlyValid = fc.oneof(
      fc.record({ roomName: text, roomType: fc.constantFrom('public', 'private') }),
      fc.record({ username: fc.oneof(fc.constant('Fuzzer'), text), message: text }),
      fc.record({ username: text }),
      fc.record(
        {
          roomName: text,
          roomType: fc.constant('public'),
          language: fc.oneof(fc.constantFrom('es', 'ar', 'EN'), text),
        },
        { requiredKeys: ['roomName', 'roomType'] },
      ),
      fc.record({ username: text, address: fc.oneof(fc.constantFrom('female', 'male', 'neutral', 'other'), text) }),
      fc.record({ username: fc.constant('Fuzzer'), type: fc.constantFrom('truth', 'dare', 'both') }),
      fc.record({ email: fc.oneof(text, fc.emailAddress()), token: text }),
      fc.record({
        heading: text,
        blog: text,
        img: fc.constantFrom('/images/a.svg', 'javascript:alert(1)', ''),
        link: text,
      }),
    );
    const jsonBody = fc.oneof(
      nearlyValid,
      nearlyValid,
      fc.record(Object.fromEntries(fieldNames.map((name) => [name, value])), { requiredKeys: [] }),
      fc.jsonValue({ maxDepth: 4 }),
      fc.constant({ a: { b: { c: { d: { e: { f: [[[[[[1]]]]]] } } } } } }),
    );
    const rawBody = fc.oneof(
      jsonBody.map((body) => JSON.stringify(body) ?? 'null'),
      fc.constantFrom('{', '{"username":', '[1,2', 'not json', '{"a":1}}', '\u0000\u0001', ''),
      fc.integer({ min: 60_000, max: 70_000 }).map((size) => JSON.stringify({ message: 'x'.repeat(size) })),
    );
    const endpoint = fc.oneof(
      fc.constant((): string => '/api/createRoom'),
      fc.constant((): string => '/api/public'),
      text.map((language) => (): string => `/api/public?language=${segment(language)}`),
      roomSegment.map((id) => () => `/api/rooms/${id()}`),
      fc
        .tuple(
          roomSegment,
          fc.constantFrom(
            'join',
            'chat',
            'turn',
            'ping',
            'leave',
            'video-call',
            'stream',
            'kick',
            'skip',
            'lock',
            'host',
          ),
        )
        .map(
          ([id, action]) =>
            () =>
              `/api/${id()}/${action}`,
        ),
      fc.constant((): string => '/api/blogs'),
      text.map((slug) => () => `/api/blogs/${segment(slug)}`),
      text.map((code) => () => `/api/code/${segment(code)}`),
      fc.constant((): string => '/api/subscribe'),
      fc.constant((): string => '/api/unsubscribe'),
      text.map((path) => () => `/api/${segment(path)}`),
    );
    const authorization = fc.oneof(
      fc.constant(null),
      fc.constant(() => `Bearer ${token}`),
      text.map((value) => () => `Bearer ${value.replace(/[^\x20-\x7e]/g, '')}`),
      fc.constant(() => 'Basic abc'),
    );
    const contentType = fc.constantFrom(
      'application/json',
      'application/json; charset=utf-8',
      'text/plain',
      'application/x-www-form-urlencoded',
      null,
    );
    const fuzzedRequest = fc.record({
      method: fc.constantFrom(...METHODS),
      endpoint,
      body: fc.option(rawBody, { nil: null }),
      authorization,
      contentType,
    });

    const samples = fc.sample(fuzzedRequest, { numRuns: FUZZ_REQUESTS, seed: 20261123 });
    const violations: string[] = [];
    const statuses = new Map<number, number>();
    let next = 0;
    async function worker(): Promise<void> {
      while (next < samples.length) {
        const sample = samples[next] as (typeof samples)[number];
        next += 1;
        const path = sample.endpoint();
        const headers: Record<string, string> = {};
        if (sample.contentType) headers['content-type'] = sample.contentType;
        if (sample.authorization) headers.authorization = sample.authorization();
        const body = sample.method === 'GET' || sample.method === 'HEAD' ? null : sample.body;
        const answer = await send(server.baseUrl, sample.method, path, headers, body);
        statuses.set(answer.status, (statuses.get(answer.status) ?? 0) + 1);
        const problem = contractViolation(sample.method, answer);
        if (problem && violations.length < 20)
          violations.push(`${sample.method} ${path} ${JSON.stringify(body?.slice(0, 120))}: ${problem}`);
      }
    }
    await Promise.all(Array.from({ length: CONCURRENCY }, worker));
    expect(violations).toEqual([]);
    // The generated requests reach past validation too, not only the error paths.
    for (const status of [200, 201, 400, 401, 404, 413])
      expect(statuses.get(status) ?? 0, `answers with status ${status}`).toBeGreaterThan(0);
    const health = await fetch(`${server.baseUrl}/healthz`);
    expect(health.status).toBe(200);
  }, 180_000);
});
