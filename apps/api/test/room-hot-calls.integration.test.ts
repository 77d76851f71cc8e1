import { request as httpRequest } from 'node:http';
import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { roomsClient, uniqueName } from './rooms-client';
import { startTestServer, type TestServer } from './test-server';
import { KNOWN_CODE } from './api-error-body';

interface Answer {
  status: number;
  headers: Record<string, string | string[] | undefined>;
  body: string;
}

/** A POST with the body sent as given: `chunked` leaves out Content-Length, so Node sends it in chunks. */
function post(
  baseUrl: string,
  path: string,
  body: string,
  headers: Record<string, string>,
  chunked = false,
): Promise<Answer> {
  return send('POST', baseUrl, path, body, headers, chunked);
}

function send(
  method: string,
  baseUrl: string,
  path: string,
  body: string,
  headers: Record<string, string>,
  chunked = false,
): Promise<Answer & { raw: Buffer }> {
  return new Promise((resolve, reject) => {
    const url = new URL(path, baseUrl);
    const request = httpRequest(
      {
        host: url.hostname,
        port: url.port,
        path: url.pathname + url.search,
        method,
        headers: { ...headers, ...(chunked ? {} : { 'content-length': String(Buffer.byteLength(body)) }) },
      },
      (response) => {
        const chunks: Buffer[] = [];
        response.on('data', (chunk: Buffer) => chunks.push(chunk));
        response.on('end', () => {
          const raw = Buffer.concat(chunks);
          resolve({ status: response.statusCode ?? 0, headers: response.headers, body: raw.toString('utf8'), raw });
        });
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
function securityHeadersOf(answer: {
  headers: Record<string, string | string[] | undefined>;
}): Record<string, unknown> {
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

// Chat, ping and turn are answered in front of Express (room-hot-calls.ts); these check that a client
// cannot tell the two handlers apart where it matters: answers, headers, limits and the request log.
describe('chat, ping and turn in front of Express', () => {
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
    const chat = await post(
      server.baseUrl,
      `/api/${roomId}/chat`,
      JSON.stringify({ username: 'Ana', message: 'hello' }),
      {
        'content-type': 'application/json',
        authorization: `Bearer ${ana}`,
        'x-request-id': 'chosen-by-the-proxy-1234',
      },
    );
    const express = await api.getRoom(roomId);
    expect(chat.status).toBe(201);
    expect(JSON.parse(chat.body)).toMatchObject({ chat: { username: 'Ana', message: 'hello' } });
    expect(chat.headers['content-type']).toBe('application/json; charset=utf-8');
    expect(chat.headers['x-request-id']).toBe('chosen-by-the-proxy-1234');
    // Express would have added an ETag: this answer came from the handler in front of it.
    expect(chat.headers.etag).toBeUndefined();
    expect(express.headers.get('etag')).not.toBeNull();
    expect(securityHeadersOf(chat)).toEqual(
      securityHeadersOf({ headers: Object.fromEntries(express.headers.entries()) }),
    );
    expect(securityHeadersOf(chat)['content-security-policy']).toContain("default-src 'self'");
  });

  it('answers malformed JSON, a missing token and a wrong name as the controller does', async () => {
    const headers = { 'content-type': 'application/json', authorization: `Bearer ${ana}` };
    const malformed = await post(server.baseUrl, `/api/${roomId}/ping`, '{"username":', headers);
    expect([malformed.status, JSON.parse(malformed.body)]).toEqual([
      400,
      { error: 'Malformed JSON in the request body.', code: KNOWN_CODE },
    ]);
    const scalar = await post(server.baseUrl, `/api/${roomId}/ping`, '"Ana"', headers);
    expect([scalar.status, JSON.parse(scalar.body)]).toEqual([
      400,
      { error: 'Malformed JSON in the request body.', code: KNOWN_CODE },
    ]);
    const noToken = await post(server.baseUrl, `/api/${roomId}/ping`, JSON.stringify({ username: 'Ana' }), {
      'content-type': 'application/json',
    });
    expect([noToken.status, JSON.parse(noToken.body)]).toEqual([
      401,
      { error: 'A player token is required.', code: KNOWN_CODE },
    ]);
    const noRoom = await post(server.baseUrl, `/api/AAAAAAAAAAAAAAAAAAAAAA/ping`, JSON.stringify({ username: 'Ana' }), {
      'content-type': 'application/json',
    });
    expect(noRoom.status).toBe(404);
    const otherName = await post(server.baseUrl, `/api/${roomId}/ping`, JSON.stringify({ username: 'Ben' }), headers);
    expect([otherName.status, JSON.parse(otherName.body)]).toEqual([
      403,
      { error: 'This player token belongs to another player.', code: KNOWN_CODE },
    ]);
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

  it('answers a turn with the room, compressed as the client accepts and as compression() would, with the same headers', async () => {
    const room = await api.createRoom(uniqueName('Hot turns'));
    const cara = await api.join(room._id, 'Cara');
    const dan = await api.join(room._id, 'Dan');
    // Enough chat that the answer passes compression()'s 1 KiB threshold.
    for (const [name, token] of [
      ['Cara', cara],
      ['Dan', dan],
    ] as const) {
      for (let n = 0; n < 4; n += 1) await api.chat(room._id, name, `${name} says ${'la '.repeat(60)}${n}`, token);
    }
    const turn = (token: string, username: string, headers: Record<string, string>, path = `/api/${room._id}/turn`) =>
      send('PATCH', server.baseUrl, path, JSON.stringify({ username, type: 'truth' }), {
        'content-type': 'application/json',
        authorization: `Bearer ${token}`,
        ...headers,
      });
    const express = await api.getRoom(room._id);

    const gzipped = await turn(cara, 'Cara', { 'accept-encoding': 'gzip, deflate' });
    expect(gzipped.status).toBe(200);
    expect(gzipped.headers['content-encoding']).toBe('gzip');
    expect(gzipped.headers.vary).toMatch(/Accept-Encoding/i);
    expect(gzipped.headers.etag).toBeUndefined();
    expect(gzipped.headers['content-type']).toBe('application/json; charset=utf-8');
    expect(Number(gzipped.headers['content-length'])).toBe(gzipped.raw.length);
    expect(securityHeadersOf(gzipped)).toEqual(
      securityHeadersOf({ headers: Object.fromEntries(express.headers.entries()) }),
    );
    const afterCara = JSON.parse(gunzipSync(gzipped.raw).toString('utf8')) as {
      room: { currentTurn: number; currentType: string; chats: unknown[] };
    };
    expect(afterCara.room).toMatchObject({ currentTurn: 1, currentType: 'truth' });
    expect(afterCara.room.chats).toHaveLength(8);

    const brotli = await turn(dan, 'Dan', { 'accept-encoding': 'gzip;q=0.5, br' });
    expect(brotli.headers['content-encoding']).toBe('br');
    expect(JSON.parse(brotliDecompressSync(brotli.raw).toString('utf8'))).toMatchObject({ room: { currentTurn: 0 } });

    const plain = await turn(cara, 'Cara', {});
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(JSON.parse(plain.body)).toMatchObject({ room: { currentTurn: 1, chats: afterCara.room.chats } });

    // Refusals as the controller gives them: the same request, once spelled for Express's route.
    for (const path of [`/api/${room._id}/turn`, `/api/${room._id}/turn/`]) {
      const notYours = await turn(cara, 'Cara', {}, path);
      expect([notYours.status, JSON.parse(notYours.body)]).toEqual([
        409,
        { error: "It's not your turn!", code: KNOWN_CODE },
      ]);
      const otherName = await turn(cara, 'Dan', {}, path);
      expect([otherName.status, JSON.parse(otherName.body)]).toEqual([
        403,
        { error: 'This player token belongs to another player.', code: KNOWN_CODE },
      ]);
      const badType = await send('PATCH', server.baseUrl, path, JSON.stringify({ username: 'Dan', type: 'both' }), {
        'content-type': 'application/json',
        authorization: `Bearer ${dan}`,
      });
      expect(badType.status).toBe(400);
    }
  });

  it('counts its answers in /metrics under the route pattern', async () => {
    const metrics = await fetch(`${server.baseUrl}/metrics`, {
      headers: { authorization: 'Bearer metrics-token-for-tests-0123456789' },
    });
    const text = await metrics.text();
    expect(text).toMatch(/tod_http_requests_total\{method="POST",route="\/api\/:roomId\/chat",status="2xx"\} [1-9]/);
    expect(text).toMatch(/tod_http_requests_total\{method="POST",route="\/api\/:roomId\/ping",status="4xx"\} [1-9]/);
    expect(text).toMatch(/tod_http_requests_total\{method="PATCH",route="\/api\/:roomId\/turn",status="2xx"\} [1-9]/);
  });
});
