/** Fakes for the room connection's tests (not a test file itself): the browser's WebSocket, and the rest of what a connection is made of. */
import { vi } from 'vitest';
import { SimulatedClock } from 'xstate';
import { makeRoom } from '../shared/online-rooms-test-helpers';
import { openBrowserSocket } from './browser-socket';
import { httpRoomCall } from './http-room-calls';
import type { RoomConnectionDeps } from './room-connection';
import { tabSocketFallbackMemory } from './socket-fallback-memory';

type Frame = Record<string, unknown>;

export class FakeWebSocket {
  static instances: FakeWebSocket[] = [];

  readonly url: string;
  readonly protocols: string | string[] | undefined;
  onopen: ((event: Event) => void) | null = null;
  onmessage: ((event: MessageEvent<unknown>) => void) | null = null;
  onclose: ((event: CloseEvent) => void) | null = null;
  onerror: ((event: Event) => void) | null = null;
  /** The frames the page sent, parsed. */
  readonly sent: Frame[] = [];
  /** The code the page closed with, or null while it has not. */
  closedWith: number | null = null;

  constructor(url: string | URL, protocols?: string | string[]) {
    this.url = String(url);
    this.protocols = protocols;
    FakeWebSocket.instances.push(this);
  }

  send(text: string) {
    this.sent.push(JSON.parse(text) as Frame);
  }

  close(code = 1000) {
    this.closedWith = code;
  }

  /** The server takes the upgrade. */
  accept() {
    this.onopen?.(new Event('open'));
  }

  /** The server sends a frame (an object is sent as JSON). */
  receive(frame: Frame | string) {
    const data = typeof frame === 'string' ? frame : JSON.stringify(frame);
    this.onmessage?.(new MessageEvent('message', { data }));
  }

  /** The socket closes: 1006 is a failed upgrade or a dropped connection. */
  closeWith(code: number) {
    if (code === 1006) this.onerror?.(new Event('error'));
    this.onclose?.({ code } as CloseEvent);
  }

  /** The commands the page sent, without their bodies' order mattering to the test. */
  get commands(): Frame[] {
    return this.sent.filter((frame) => frame.op === 'cmd');
  }
}

export function installFakeWebSocket() {
  FakeWebSocket.instances = [];
  vi.stubGlobal('WebSocket', FakeWebSocket);
  return {
    /** The newest socket the page opened. */
    latest(): FakeWebSocket {
      const socket = FakeWebSocket.instances.at(-1);
      if (!socket) throw new Error('No socket was opened');
      return socket;
    },
    get all() {
      return FakeWebSocket.instances;
    },
  };
}

/**
 * A connection's parts for a test: the fake WebSocket (once installed), requests through fetch, the
 * tab's real memory, a simulated clock, no chance, and ids counted from 1.
 */
export function fakeConnectionDeps(overrides: Partial<RoomConnectionDeps> = {}): RoomConnectionDeps {
  let ids = 0;
  return {
    openSocket: openBrowserSocket,
    openStream: () => () => undefined,
    httpCall: httpRoomCall,
    loadRoom: async () => ({ room: makeRoom(), lastEventId: 7 }),
    memory: tabSocketFallbackMemory,
    clock: new SimulatedClock(),
    random: () => 0,
    nextCommandId: () => `id-${(ids += 1)}`,
    ...overrides,
  };
}

/** Lets answered promises run their callbacks. */
export async function settle(): Promise<void> {
  for (let round = 0; round < 10; round += 1) await Promise.resolve();
}
