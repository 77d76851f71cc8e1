import { ROOM_SOCKET_PROTOCOL } from '@truth-or-dare/room-protocol';
import { WebSocket, type ClientOptions } from 'ws';
import { pollUntil } from './poll';

/** A frame the server sent, parsed. */
// eslint-disable-next-line @typescript-eslint/no-explicit-any -- test frames are checked field by field
export type ReceivedFrame = Record<string, any>;

export interface TestSocket {
  readonly socket: WebSocket;
  /** Every frame received, in order. */
  readonly frames: ReceivedFrame[];
  /** The close code and reason, once closed. */
  readonly closed: { code: number; reason: string } | null;
  send(frame: unknown): void;
  /** Sends a command and resolves with its ack. */
  command(call: string, body?: unknown, id?: string): Promise<ReceivedFrame>;
  /** Sends hello and resolves with the `ready` frame. */
  hello(token: string | null, lastEventId?: number | null): Promise<ReceivedFrame>;
  /** The `event` frames received, optionally of one event name. */
  events(name?: string): ReceivedFrame[];
  waitFor(test: (frame: ReceivedFrame) => boolean, what: string, timeoutMs?: number): Promise<ReceivedFrame>;
  waitForClose(timeoutMs?: number): Promise<{ code: number; reason: string }>;
  close(): void;
}

let commandIds = 0;

/** Opens a room socket on a test server and resolves once it is open (the upgrade was accepted). */
export function openTestSocket(
  baseUrl: string,
  roomId: string,
  options: ClientOptions & { protocols?: string[] } = {},
): Promise<TestSocket> {
  const { protocols = [ROOM_SOCKET_PROTOCOL], ...rest } = options;
  const socket = new WebSocket(`${baseUrl.replace(/^http/, 'ws')}/api/${roomId}/socket`, protocols, {
    origin: baseUrl,
    ...rest,
  });
  const frames: ReceivedFrame[] = [];
  let closed: { code: number; reason: string } | null = null;
  const waiting = new Map<string, (ack: ReceivedFrame) => void>();
  const closeWaiters = new Set<() => void>();
  socket.on('message', (data) => {
    const frame = JSON.parse(data.toString()) as ReceivedFrame;
    frames.push(frame);
    if (frame.op === 'ack') waiting.get(frame.id as string)?.(frame);
  });
  socket.on('close', (code, reason) => {
    closed = { code, reason: reason.toString() };
    for (const onClose of [...closeWaiters]) onClose();
  });
  const waitFor = async (test: (frame: ReceivedFrame) => boolean, what: string, timeoutMs = 10_000) => {
    await pollUntil(what, () => frames.some(test) || closed !== null, timeoutMs);
    const found = frames.find(test);
    if (!found) throw new Error(`socket closed (${JSON.stringify(closed)}) before ${what}`);
    return found;
  };
  const client: TestSocket = {
    socket,
    frames,
    get closed() {
      return closed;
    },
    send: (frame) => socket.send(typeof frame === 'string' ? frame : JSON.stringify(frame)),
    command(call, body = {}, id = `c${++commandIds}`) {
      // Answered by the first ack of this id from now on (acks are waited for, not polled: a test may send hundreds).
      return new Promise<ReceivedFrame>((resolve, reject) => {
        const timer = setTimeout(() => settle(new Error(`no ack of ${call} ${id} within 10 s`)), 10_000);
        const settle = (result: ReceivedFrame | Error) => {
          clearTimeout(timer);
          waiting.delete(id);
          closeWaiters.delete(onClose);
          if (result instanceof Error) reject(result);
          else resolve(result);
        };
        const onClose = () => settle(new Error(`socket closed (${JSON.stringify(closed)}) before the ack of ${id}`));
        waiting.set(id, settle);
        closeWaiters.add(onClose);
        client.send({ op: 'cmd', id, call, body });
      });
    },
    hello(token, lastEventId = null) {
      client.send({ op: 'hello', token, lastEventId });
      return waitFor((frame) => frame.op === 'ready', 'ready');
    },
    events: (name) => frames.filter((frame) => frame.op === 'event' && (name === undefined || frame.event === name)),
    waitFor,
    async waitForClose(timeoutMs = 10_000) {
      await pollUntil('the socket to close', () => closed !== null, timeoutMs);
      return closed as { code: number; reason: string };
    },
    close: () => socket.close(),
  };
  return new Promise((resolve, reject) => {
    socket.once('open', () => resolve(client));
    socket.once('unexpected-response', (_request, response) => {
      let body = '';
      response.on('data', (chunk: Buffer) => (body += chunk.toString()));
      response.on('end', () =>
        reject(
          Object.assign(new Error(`upgrade refused: ${response.statusCode}`), { status: response.statusCode, body }),
        ),
      );
    });
    socket.once('error', reject);
  });
}

/** The status and JSON body of a refused upgrade. */
export async function refusedUpgrade(
  baseUrl: string,
  roomId: string,
  options: ClientOptions & { protocols?: string[] } = {},
): Promise<{ status: number; body: unknown }> {
  try {
    const client = await openTestSocket(baseUrl, roomId, options);
    client.close();
  } catch (error) {
    const { status, body } = error as { status?: number; body?: string };
    if (status !== undefined) return { status, body: body ? JSON.parse(body) : null };
    throw error;
  }
  throw new Error('the upgrade was accepted');
}
