import { afterEach, describe, expect, it, vi } from 'vitest';
import { installFakeWebSocket } from './connection-test-helpers';
import { roomConnection } from './room-connections';

afterEach(() => {
  vi.unstubAllGlobals();
});

describe("the tab's room connections", () => {
  it('are one per room, so the session and the call of a room share one socket', () => {
    const sockets = installFakeWebSocket();
    expect(roomConnection('room-a')).toBe(roomConnection('room-a'));
    expect(roomConnection('room-b')).not.toBe(roomConnection('room-a'));
    const stop = roomConnection('room-a').follow({ lastEventId: 3, token: 't-ana' }, () => undefined);
    expect(sockets.all.map((socket) => socket.url)).toEqual([`ws://${window.location.host}/api/room-a/socket`]);
    stop();
  });
});
