/** Shared fakes for the online-room screen tests (not a test file itself): a fake API behind fetch, and a fake EventSource. */
// eslint-disable-next-line testing-library/no-manual-cleanup -- unmountAndSettle unmounts mid-test, while the test's fakes are still installed.
import { act, cleanup, render, screen } from '../../../testing/render';
import userEvent from '@testing-library/user-event';
import { DEFAULT_ROOM_SETTINGS, type Room } from '@truth-or-dare/room-protocol';
import { createMemoryRouter, RouterProvider } from 'react-router-dom';
import { vi } from 'vitest';
import { routes } from '../../../app/routes';
import { SharedUsernameProvider, useSharedUsername } from '../../../app/shared-username';

export const ROOM_ID = 'AbCdEfGhIjKlMnOpQrSt_-';

export function makeRoom(overrides: Partial<Room> = {}): Room {
  return {
    _id: ROOM_ID,
    roomName: 'Friday Dares',
    roomType: 'public',
    username: ['Ana', 'Ben'],
    chats: [{ username: 'Ana', message: 'hello all', createdAt: '2026-01-01T00:00:00.000Z' }],
    currentTurn: 0,
    currentPrompt: '',
    currentType: '',
    language: 'en',
    currentPromptId: '',
    currentPromptAddress: 'neutral',
    videoCallActive: false,
    videoParticipants: [],
    host: 'Ana',
    locked: false,
    code: 'ABC234',
    settings: DEFAULT_ROOM_SETTINGS,
    promptFor: '',
    turnDeadline: null,
    passesUsed: [],
    ...overrides,
  };
}

export interface RecordedCall {
  method: string;
  path: string;
  body: unknown;
  headers: Record<string, string>;
  keepalive: boolean;
}

export type Handler = (call: RecordedCall) => Response | Promise<Response>;

export function json(status: number, body: unknown, headers: Record<string, string> = {}): Response {
  return new Response(JSON.stringify(body), { status, headers: { 'Content-Type': 'application/json', ...headers } });
}

export function noContent(): Response {
  return new Response(null, { status: 204 });
}

/**
 * A fake of the rooms API behind `fetch`: one room, answers as docs/api.md says, every call
 * recorded. `on(method, path, handler)` replaces the answer to one call.
 */
export function installFakeApi(initial: Room = makeRoom(), { lastEventId = 7 }: { lastEventId?: number } = {}) {
  let room = initial;
  const calls: RecordedCall[] = [];
  const overrides = new Map<string, Handler>();
  const key = (method: string, path: string) => `${method} ${path}`;

  const defaults: Handler = (call) => {
    const base = `/api/${room._id}`;
    switch (key(call.method, call.path)) {
      case key('GET', `/api/rooms/${room._id}`):
        return json(200, room, { 'x-last-event-id': String(lastEventId) });
      case key('GET', '/api/public'):
        return json(200, [{ _id: room._id, roomName: room.roomName, username: room.username }]);
      case key('PATCH', `${base}/join`): {
        const { username } = call.body as { username: string };
        room = { ...room, username: [...room.username, username] };
        return json(200, { room, playerToken: `token-${username}` });
      }
      case key('POST', `${base}/ping`):
      case key('POST', `${base}/leave`):
        return noContent();
      case key('POST', `${base}/chat`):
        return json(201, { chat: { ...(call.body as object), createdAt: '2026-01-01T00:00:09.000Z' } });
      case key('PATCH', `${base}/turn`):
        return json(200, { room });
      // Host calls answer as for the host; what they change reaches the page only when a test streams it.
      case key('POST', `${base}/kick`):
        return noContent();
      case key('POST', `${base}/skip`):
      case key('POST', `${base}/host`):
        return json(200, { room });
      case key('POST', `${base}/lock`):
        return json(200, { room: { ...room, locked: (call.body as { locked: boolean }).locked } });
      case key('GET', `/api/code/${room.code}`):
        return json(200, { _id: room._id, roomName: room.roomName });
      default:
        return call.path.startsWith('/api/code/')
          ? json(404, { error: 'Room not found.' })
          : json(404, { error: 'Not found' });
    }
  };

  const fetchMock = vi.fn(async (input: RequestInfo | URL, init: RequestInit = {}) => {
    const url = new URL(
      typeof input === 'string' ? input : input instanceof URL ? input.href : input.url,
      'http://localhost',
    );
    const call: RecordedCall = {
      method: (init.method ?? 'GET').toUpperCase(),
      path: url.pathname,
      body: typeof init.body === 'string' ? JSON.parse(init.body) : undefined,
      headers: { ...(init.headers as Record<string, string> | undefined) },
      keepalive: init.keepalive === true,
    };
    calls.push(call);
    const handler = overrides.get(key(call.method, call.path)) ?? defaults;
    return handler(call);
  });
  vi.stubGlobal('fetch', fetchMock);

  return {
    calls,
    get room() {
      return room;
    },
    setRoom(next: Room) {
      room = next;
    },
    on(method: string, path: string, handler: Handler) {
      overrides.set(key(method, path), handler);
    },
    /** The recorded calls to one path (and method), in order. */
    callsTo(method: string, path: string) {
      return calls.filter((call) => call.method === method && call.path === path);
    },
  };
}

type Listener = (event: MessageEvent<string>) => void;

/** A stand-in for the browser's EventSource, driven by the test. */
export class FakeEventSource {
  static readonly CONNECTING = 0;
  static readonly OPEN = 1;
  static readonly CLOSED = 2;
  static instances: FakeEventSource[] = [];

  readonly url: string;
  readyState = FakeEventSource.CONNECTING;
  onopen: ((event: Event) => void) | null = null;
  onerror: ((event: Event) => void) | null = null;
  private readonly listeners = new Map<string, Set<Listener>>();

  constructor(url: string | URL) {
    this.url = String(url);
    FakeEventSource.instances.push(this);
  }

  addEventListener(name: string, listener: Listener) {
    const set = this.listeners.get(name) ?? new Set<Listener>();
    set.add(listener);
    this.listeners.set(name, set);
  }

  removeEventListener(name: string, listener: Listener) {
    this.listeners.get(name)?.delete(listener);
  }

  close() {
    this.readyState = FakeEventSource.CLOSED;
  }

  /** The connection opens. */
  open() {
    this.readyState = FakeEventSource.OPEN;
    this.onopen?.(new Event('open'));
  }

  /** One server-sent event; `name` 'message' is the default, unnamed event. */
  emit(name: string, data: unknown, id: number) {
    const event = new MessageEvent<string>(name, {
      data: typeof data === 'string' ? data : JSON.stringify(data),
      lastEventId: String(id),
    });
    this.listeners.get(name)?.forEach((listener) => listener(event));
  }

  /** The connection drops; `gaveUp` leaves it CLOSED, as a browser does after a fatal error. */
  fail(gaveUp = false) {
    this.readyState = gaveUp ? FakeEventSource.CLOSED : FakeEventSource.CONNECTING;
    this.onerror?.(new Event('error'));
  }

  get isClosed() {
    return this.readyState === FakeEventSource.CLOSED;
  }
}

/**
 * Rooms followed on the stream. There is no WebSocket either, so a room's connection takes the
 * stream at once (the socket has tests of its own, in ../connection).
 */
export function installFakeEventSource() {
  FakeEventSource.instances = [];
  vi.stubGlobal('EventSource', FakeEventSource);
  vi.stubGlobal('WebSocket', undefined);
  return {
    /** The newest stream the page opened. */
    latest(): FakeEventSource {
      const source = FakeEventSource.instances.at(-1);
      if (!source) throw new Error('No stream was opened');
      return source;
    },
    get all() {
      return FakeEventSource.instances;
    },
  };
}

/** Runs a stream event (or any outside push) inside act, so React renders what it changed. */
export async function push(action: () => void): Promise<void> {
  await act(async () => {
    action();
  });
}

/** The room as a `turnUpdate` carries it: without chats. */
export function turnUpdate(room: Room) {
  const { chats: _chats, ...state } = room;
  return { room: state };
}

function UsernameProbe() {
  const { username } = useSharedUsername();
  return <output data-testid="shared-username">{username}</output>;
}

/**
 * Renders the whole app at the last of `entries` (earlier ones are history Back can return to),
 * with the shared username set to `username`, which `sharedUsername()` reads back.
 */
export function renderRooms(entries: string[], { username = '' }: { username?: string } = {}) {
  const router = createMemoryRouter(routes, { initialEntries: entries, initialIndex: entries.length - 1 });
  const user = userEvent.setup();
  const view = render(
    <SharedUsernameProvider initialUsername={username}>
      <UsernameProbe />
      <RouterProvider router={router} />
    </SharedUsernameProvider>,
  );
  return {
    ...view,
    router,
    user,
    path: () => router.state.location.pathname,
    sharedUsername: () => screen.getByTestId('shared-username').textContent ?? '',
  };
}

export function storedSeat(roomId = ROOM_ID): unknown {
  const text = window.sessionStorage.getItem(`room_seat:${roomId}`);
  return text === null ? null : JSON.parse(text);
}

export function keepSeat(seat: { username: string; token: string }, roomId = ROOM_ID): void {
  window.sessionStorage.setItem(`room_seat:${roomId}`, JSON.stringify(seat));
}

/** A promise the test settles by hand. */
export function deferred<T>() {
  let resolve!: (value: T) => void;
  let reject!: (error: unknown) => void;
  const promise = new Promise<T>((yes, no) => {
    resolve = yes;
    reject = no;
  });
  return { promise, resolve, reject };
}

/**
 * Unmounts the page and lets its deferred leave run, with this test's fakes still installed, so
 * nothing of one test reaches the next one.
 */
export async function unmountAndSettle(): Promise<void> {
  cleanup();
  await new Promise((resolve) => setTimeout(resolve, 0));
}

/**
 * The game page with a kept seat, its stream open. `update` pushes the room as the next
 * `turnUpdate` carries it (the overrides on top of makeRoom's).
 */
export async function openSeatedGame(seat: { username: string; token: string }, room: Room = makeRoom()) {
  keepSeat(seat, room._id);
  const api = installFakeApi(room);
  const streams = installFakeEventSource();
  const view = renderRooms(['/rooms', `/rooms/${room._id}/game`]);
  await screen.findByText('You are', { exact: false });
  const stream = streams.latest();
  await push(() => stream.open());
  let nextId = 8;
  const update = (overrides: Partial<Room>) =>
    push(() => stream.emit('turnUpdate', turnUpdate(makeRoom(overrides)), nextId++));
  return { api, stream, view, user: view.user, update };
}
