import { afterEach, describe, expect, it, vi } from 'vitest';
import { callApi, readJson } from './call-api';

class TestFailure extends Error {
  constructor(
    readonly status: number,
    readonly serverMessage: string | undefined,
  ) {
    super(`failed with ${status}`);
  }
}

const fail = (status: number, message: string | undefined) => new TestFailure(status, message);

function stubFetch(answer: () => Promise<Response>) {
  const fetchMock = vi.fn<typeof fetch>(answer);
  vi.stubGlobal('fetch', fetchMock);
  return fetchMock;
}

afterEach(() => {
  vi.unstubAllGlobals();
});

describe('callApi', () => {
  it('sends JSON with the bearer token and resolves with a 2xx answer', async () => {
    const fetchMock = stubFetch(async () => new Response('{"ok":true}', { status: 201 }));
    const response = await callApi(
      '/api/rooms/r1/chat',
      { method: 'POST', body: { message: 'hi' }, bearer: 'tok', keepalive: true },
      fail,
    );
    expect(response.status).toBe(201);
    const [path, init] = fetchMock.mock.calls[0] ?? [];
    expect(path).toBe('/api/rooms/r1/chat');
    expect(init).toMatchObject({
      method: 'POST',
      body: '{"message":"hi"}',
      keepalive: true,
      credentials: 'same-origin',
    });
    expect(init?.headers).toEqual({
      Accept: 'application/json',
      'Content-Type': 'application/json',
      Authorization: 'Bearer tok',
    });
  });

  it('sends a GET with neither body nor content type by default', async () => {
    const fetchMock = stubFetch(async () => new Response('[]'));
    await callApi('/api/public', {}, fail);
    const init = fetchMock.mock.calls[0]?.[1];
    expect(init?.method).toBe('GET');
    expect(init?.body).toBeUndefined();
    expect(init?.headers).toEqual({ Accept: 'application/json' });
  });

  it("rejects with the caller's error carrying the status and the contract's {error} text", async () => {
    stubFetch(async () => new Response('{"error":"Room is full"}', { status: 409 }));
    const failure = await callApi('/api/rooms/r1/join', { method: 'PATCH' }, fail).catch((error: unknown) => error);
    expect(failure).toBeInstanceOf(TestFailure);
    expect(failure).toMatchObject({ status: 409, serverMessage: 'Room is full' });
  });

  it('rejects with status 0 when no answer comes, and with no message when the error body is not JSON', async () => {
    stubFetch(() => Promise.reject(new TypeError('Failed to fetch')));
    await expect(callApi('/api/public', {}, fail)).rejects.toMatchObject({ status: 0, serverMessage: undefined });
    stubFetch(async () => new Response('<html>Bad gateway</html>', { status: 502 }));
    await expect(callApi('/api/public', {}, fail)).rejects.toMatchObject({ status: 502, serverMessage: undefined });
  });
});

describe('readJson', () => {
  it('reads a JSON body, and gives undefined for an empty or non-JSON one', async () => {
    expect(await readJson(new Response('{"a":1}'))).toEqual({ a: 1 });
    expect(await readJson(new Response(''))).toBeUndefined();
    expect(await readJson(new Response('not json'))).toBeUndefined();
  });
});
