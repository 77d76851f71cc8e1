import { request as httpRequest } from 'node:http';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { roomsClient, uniqueName } from './rooms-client';
import { startTestServer, type TestServer } from './test-server';

interface Answer {
  status: number;
  headers: Record<string, string | string[] | undefined>;
  body: string;
}

/** A POST with the body sent as given: `chunked` leaves out Content-Length, so Node sends it in chunks. */
function post(baseUrl: string, path: string, body: string, headers: Record<string, string>, chunked = false): Promise<Answer> {
  return new Promise((resolve, reject) => {
    const url = new URL(path, baseUrl);
    const request = httpRequest(
      {
        host: url.hostname,
        port: url.port,
        path: url.pathname + url.search,
        method: 'POST',
        headers: { ...headers, ...(chunked ? {} : { 'content-length': String(Buffer.byteLength(body)) }) },
      },
      (response) => {
        let text = '';
        response.setEncoding('utf8');
        response.on('data', (chunk: string) => (text += chunk));
        response.on('end', () => resolve({ status: response.statusCode ?? 0, headers: response.headers, body: text }));
      },
    );
    request.on('error', reject);
    if (chunked) {
      request.write(body.slice(0, 5));
      request.end(body.slice(5));
    } else request.end(body);
  });
}

/** The headers a client can compare: what differs per answer (date, length, id) left out. */
function securityHeadersOf(answer: { headers: Record<string, string | string[] | undefined> }): Record<string, unknown> {
  const kept = [
    'content-security-policy',
    'permissions-policy',
    'referrer-policy',
    'x-content-type-options',
    'x-frame-options',
    'cross-origin-opener-policy',
    'strict-transport-security',
  ];
  return Object.fromEntries(kept.map((name) => [name, answer.headers[name]]));
}

// Chat and ping are answered in front of Express (room-hot-calls.ts); these check that a client
// cannot tell the two handlers apart where it matters: answers, headers, limits and the request log.
describe('chat and ping in front of Express', () => {
  let server: TestServer;
  let api: ReturnType<typeof roomsClient>;
  let roomId: string;
  let ana: string;

  beforeAll(async () => {
    server = await startTestServer('sqlite', { METRICS_TOKEN: 'metrics-token-for-tests-0123456789' });
    api = roomsClient(server.baseUrl);
  });
  afterAll(async () => {
    await server?.close();
  });

  beforeAll(async () => {
    const room = await api.createRoom(uniqueName('Hot calls'));
    roomId = room._id;
    ana = await api.join(roomId, 'Ana');
  });

  it('answers a chat with the same security headers as an Express answer, and a request id', async () => {
    const chat = await post(server.baseUrl, `/api/${roomId}/chat`, JSON.stringify({ username: 'Ana', message: 'hello' }), {
      'content-type': 'application/json',
      authorization: `Bearer ${ana}`,
      'x-request-id': 'chosen-by-the-proxy-1234',
    });
    const express = await api.getRoom(roomId);
    expect(chat.status).toBe(201);
    expect(JSON.parse(chat.body)).toMatchObject({ chat: { username: 'Ana', message: 'hello' } });
    expect(chat.headers['content-type']).toBe('application/json; charset=utf-8');
    expect(chat.headers['x-request-id']).toBe('chosen-by-the-proxy-1234');
    // Express would have added an ETag: this answer came from the handler in front of it.
    expect(chat.headers.etag).toBeUndefined();
    expect(express.headers.get('etag')).not.toBeNull();
    expect(securityHeadersOf(chat)).toEqual(securityHeadersOf({ headers: Object.fromEntries(express.headers.entries()) }));
    expect(securityHeadersOf(chat)['content-security-policy']).toContain("default-src 'self'");
  });

  it('answers malformed JSON, a missing token and a wrong name as the controller does', async () => {
    const headers = { 'content-type': 'application/json', authorization: `Bearer ${ana}` };
    const malformed = await post(server.baseUrl, `/api/${roomId}/ping`, '{"username":', headers);
    expect([malformed.status, JSON.parse(malformed.body)]).toEqual([400, { error: 'Malformed JSON in the request body.' }]);
    const scalar = await post(server.baseUrl, `/api/${roomId}/ping`, '"Ana"', headers);
    expect([scalar.status, JSON.parse(scalar.body)]).toEqual([400, { error: 'Malformed JSON in the request body.' }]);
    const noToken = await post(server.baseUrl, `/api/${roomId}/ping`, JSON.stringify({ username: 'Ana' }), { 'content-type': 'application/json' });
    expect([noToken.status, JSON.parse(noToken.body)]).toEqual([401, { error: 'A player token is required.' }]);
    const noRoom = await post(server.baseUrl, `/api/AAAAAAAAAAAAAAAAAAAAAA/ping`, JSON.stringify({ username: 'Ana' }), { 'content-type': 'application/json' });
    expect(noRoom.status).toBe(404);
    const otherName = await post(server.baseUrl, `/api/${roomId}/ping`, JSON.stringify({ username: 'Ben' }), headers);
    expect([otherName.status, JSON.parse(otherName.body)]).toEqual([403, { error: 'This player token belongs to another player.' }]);
    const ping = await post(server.baseUrl, `/api/${roomId}/ping`, JSON.stringify({ username: 'Ana' }), headers);
    expect([ping.status, ping.body]).toEqual([204, '']);
  });

  it('counts the chat limit once for both handlers: a chunked body or another spelling of the path cannot double it', async () => {
    const ben = await api.join(roomId, 'Ben');
    const headers = { 'content-type': 'application/json', authorization: `Bearer ${ben}` };
    const body = (n: number) => JSON.stringify({ username: 'Ben', message: `message ${n}` });
    const statuses = [
      (await post(server.baseUrl, `/api/${roomId}/chat`, body(1), headers)).status,
      (await post(server.baseUrl, `/api/${roomId}/chat`, body(2), headers, true)).status,
      (await post(server.baseUrl, `/api/${roomId}/chat/`, body(3), headers)).status,
      (await post(server.baseUrl, `/api/${roomId}/chat?x=1`, body(4), headers)).status,
      (await post(server.baseUrl, `/API/${roomId}/CHAT`, body(5), headers)).status,
      (await post(server.baseUrl, `/api/${roomId}/chat`, body(6), headers)).status,
      (await post(server.baseUrl, `/api/${roomId}/chat`, body(7), headers, true)).status,
    ];
    expect(statuses).toEqual([201, 201, 201, 201, 201, 429, 429]);
  });

  it('counts its answers in /metrics under the route pattern', async () => {
    const metrics = await fetch(`${server.baseUrl}/metrics`, { headers: { authorization: 'Bearer metrics-token-for-tests-0123456789' } });
    const text = await metrics.text();
    expect(text).toMatch(/tod_http_requests_total\{method="POST",route="\/api\/:roomId\/chat",status="2xx"\} [1-9]/);
    expect(text).toMatch(/tod_http_requests_total\{method="POST",route="\/api\/:roomId\/ping",status="4xx"\} [1-9]/);
  });
});
