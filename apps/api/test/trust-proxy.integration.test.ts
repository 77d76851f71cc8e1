import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { uniqueName } from './rooms-client';
import { openSse, type SseConnection } from './sse-client';
import { startTestServer, type TestServer } from './test-server';

// Tests connect from 127.0.0.1 only, so "a proxy" is 127.0.0.1 trusted or not by TRUST_PROXY.
const LIMITS = {
  RATE_LIMIT_CREATE_ROOM_PER_MINUTE: '2',
  RATE_LIMIT_WRONG_CODES_PER_MINUTE: '2',
  STREAM_LIMIT_PER_ROOM: '100',
  STREAM_LIMIT_PER_ADDRESS: '2',
};

function client(server: TestServer) {
  const headers = (forwardedFor: string) => ({ 'content-type': 'application/json', 'x-forwarded-for': forwardedFor });
  return {
    createRoom: async (forwardedFor: string) =>
      (
        await fetch(`${server.baseUrl}/api/createRoom`, {
          method: 'POST',
          headers: headers(forwardedFor),
          body: JSON.stringify({ roomName: uniqueName('Proxy'), roomType: 'private' }),
        })
      ).status,
    wrongCode: async (forwardedFor: string) =>
      (await fetch(`${server.baseUrl}/api/code/ZZZZZZ`, { headers: headers(forwardedFor) })).status,
    stream: (roomId: string, forwardedFor: string) =>
      openSse(`${server.baseUrl}/api/${roomId}/stream`, { 'x-forwarded-for': forwardedFor }),
  };
}

async function statusesOf(streams: SseConnection[]): Promise<number[]> {
  const statuses = streams.map((stream) => stream.status);
  for (const stream of streams) stream.close();
  return statuses;
}

describe('X-Forwarded-For from a peer that is not a trusted proxy', () => {
  let server: TestServer;
  beforeAll(async () => {
    server = await startTestServer('sqlite', { ...LIMITS, TRUST_PROXY: '10.0.0.1,192.168.0.0/16' });
  });
  afterAll(async () => {
    await server?.close();
  });

  it('changes nothing: rate limits, the wrong-code limit and stream caps count the peer', async () => {
    const api = client(server);
    const created = await fetch(`${server.baseUrl}/api/createRoom`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', 'x-forwarded-for': '203.0.113.1' },
      body: JSON.stringify({ roomName: uniqueName('Forged'), roomType: 'public' }),
    });
    expect(created.status).toBe(201);
    expect([await api.createRoom('203.0.113.2'), await api.createRoom('203.0.113.3')]).toEqual([201, 429]);
    expect([
      await api.wrongCode('203.0.113.1'),
      await api.wrongCode('203.0.113.2'),
      await api.wrongCode('203.0.113.3'),
    ]).toEqual([404, 404, 429]);
    const roomId = ((await created.json()) as { room: { _id: string } }).room._id;
    const streams = [
      await api.stream(roomId, '203.0.113.1'),
      await api.stream(roomId, '203.0.113.2'),
      await api.stream(roomId, '203.0.113.3'),
    ];
    expect(await statusesOf(streams)).toEqual([200, 200, 429]);
  });
});

describe.each([
  ['127.0.0.1', '127.0.0.1'],
  ['a hop count', '1'],
])('X-Forwarded-For from a trusted proxy (TRUST_PROXY %s)', (_label, trustProxy) => {
  let server: TestServer;
  beforeAll(async () => {
    server = await startTestServer('sqlite', { ...LIMITS, TRUST_PROXY: trustProxy });
  });
  afterAll(async () => {
    await server?.close();
  });

  it('names the client each limit counts', async () => {
    const api = client(server);
    expect([
      await api.createRoom('203.0.113.1'),
      await api.createRoom('203.0.113.2'),
      await api.createRoom('203.0.113.3'),
    ]).toEqual([201, 201, 201]);
    expect([
      await api.createRoom('203.0.113.9'),
      await api.createRoom('203.0.113.9'),
      await api.createRoom('203.0.113.9'),
    ]).toEqual([201, 201, 429]);
    expect([
      await api.wrongCode('203.0.113.1'),
      await api.wrongCode('203.0.113.2'),
      await api.wrongCode('203.0.113.3'),
    ]).toEqual([404, 404, 404]);
    expect([
      await api.wrongCode('203.0.113.9'),
      await api.wrongCode('203.0.113.9'),
      await api.wrongCode('203.0.113.9'),
    ]).toEqual([404, 404, 429]);
  });

  it('caps streams by the client the proxy names, not by the proxy', async () => {
    const api = client(server);
    const created = await fetch(`${server.baseUrl}/api/createRoom`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', 'x-forwarded-for': '198.51.100.50' },
      body: JSON.stringify({ roomName: uniqueName('Streams'), roomType: 'public' }),
    });
    const roomId = ((await created.json()) as { room: { _id: string } }).room._id;
    const open = [
      await api.stream(roomId, '198.51.100.1'),
      await api.stream(roomId, '198.51.100.1'),
      await api.stream(roomId, '198.51.100.2'),
    ];
    const refused = await api.stream(roomId, '198.51.100.1');
    expect([...(await statusesOf(open)), ...(await statusesOf([refused]))]).toEqual([200, 200, 200, 429]);
  });

  it('takes the address the proxy saw, never one the client wrote before it', async () => {
    const api = client(server);
    // The proxy appends the address it saw; whatever the client sent comes before and is ignored.
    expect([
      await api.createRoom('1.1.1.1, 203.0.113.77'),
      await api.createRoom('2.2.2.2, 203.0.113.77'),
      await api.createRoom('3.3.3.3, 203.0.113.77'),
    ]).toEqual([201, 201, 429]);
  });
});
