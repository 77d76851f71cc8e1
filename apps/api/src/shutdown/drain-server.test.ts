import { Agent as HttpAgent, createServer, request, type Server } from 'node:http';
import { connect } from 'node:net';
import { afterEach, describe, expect, it } from 'vitest';
import { drainServer } from './drain-server';

/** A server whose `/slow` answers only when the test says so. */
async function startServer(): Promise<{ server: Server; port: number; answerSlow: () => void }> {
  const waiting: (() => void)[] = [];
  const server = createServer((req, res) => {
    if (req.url === '/slow') waiting.push(() => res.end('slow'));
    else res.end('quick');
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  return {
    server,
    port: (server.address() as { port: number }).port,
    answerSlow: () => waiting.splice(0).forEach((answer) => answer()),
  };
}

function get(port: number, path: string, agent: HttpAgent): Promise<{ body: string; connection: string | undefined }> {
  return new Promise((resolve, reject) => {
    request({ host: '127.0.0.1', port, path, agent }, (res) => {
      let body = '';
      res.on('data', (chunk) => (body += chunk));
      res.on('end', () => resolve({ body, connection: res.headers.connection }));
    })
      .on('error', reject)
      .end();
  });
}

describe('drainServer', () => {
  const agents: HttpAgent[] = [];
  afterEach(() => agents.splice(0).forEach((agent) => agent.destroy()));
  const keepAlive = () => {
    const agent = new HttpAgent({ keepAlive: true, maxSockets: 1 });
    agents.push(agent);
    return agent;
  };

  it('closes idle connections at once, and the connection of a request in progress as soon as it is answered', async () => {
    const { server, port, answerSlow } = await startServer();
    const idle = keepAlive();
    expect((await get(port, '/quick', idle)).connection).toBe('keep-alive');
    const slow = get(port, '/slow', keepAlive());
    await new Promise((resolve) => setTimeout(resolve, 50));
    const started = Date.now();
    const drained = drainServer(server, 5_000);
    answerSlow();
    // Its answer was on its way before the drain: closed once answered rather than kept for Node's keep-alive timeout (5 s).
    expect(await slow).toEqual({ body: 'slow', connection: 'keep-alive' });
    expect(await drained).toEqual({ cut: 0 });
    expect(Date.now() - started).toBeLessThan(2_000);
    expect(server.listening).toBe(false);
  });

  it('answers a request that arrives during the drain, on a connection opened before, with Connection: close', async () => {
    const { server, port } = await startServer();
    const socket = connect(port, '127.0.0.1');
    await new Promise((resolve) => socket.once('connect', resolve));
    // The head's first line only: the server has begun to read a request, so the connection is not idle.
    socket.write('GET /quick HTTP/1.1\r\nhost: 127.0.0.1\r\n');
    await new Promise((resolve) => setTimeout(resolve, 50));
    const drained = drainServer(server, 5_000);
    let answer = '';
    socket.on('data', (chunk: Buffer) => (answer += chunk.toString()));
    const closed = new Promise((resolve) => socket.once('close', resolve));
    socket.write('\r\n');
    await closed;
    expect(answer).toMatch(/^HTTP\/1\.1 200 OK\r\n/);
    expect(answer.toLowerCase()).toContain('connection: close');
    expect(await drained).toEqual({ cut: 0 });
  });

  it('cuts a request that does not finish in time', async () => {
    const { server, port } = await startServer();
    const slow = get(port, '/slow', keepAlive()).catch((error: Error) => error);
    await new Promise((resolve) => setTimeout(resolve, 50));
    const started = Date.now();
    expect(await drainServer(server, 300)).toEqual({ cut: 1 });
    expect(Date.now() - started).toBeGreaterThanOrEqual(290);
    expect(await slow).toBeInstanceOf(Error);
  });
});
