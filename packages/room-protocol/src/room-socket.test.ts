import { describe, expect, it } from 'vitest';
import {
  clientFrameOf,
  formatAck,
  formatAddressedSocketEvent,
  formatReady,
  formatSocketEvent,
  isRoomSocketCall,
  parseServerFrame,
  ROOM_SOCKET_LIMITS,
} from './room-socket';
import { streamEventOf } from './parse-stream-event';

describe('room socket frames', () => {
  it('reads a hello with or without a token and last event id', () => {
    expect(clientFrameOf({ op: 'hello', token: 't', lastEventId: 4 })).toEqual({
      op: 'hello',
      token: 't',
      lastEventId: 4,
    });
    expect(clientFrameOf({ op: 'hello', token: null, lastEventId: null })).toEqual({
      op: 'hello',
      token: null,
      lastEventId: null,
    });
    expect(clientFrameOf({ op: 'hello', token: 5, lastEventId: null })).toBeNull();
    expect(clientFrameOf({ op: 'hello', token: null, lastEventId: -1 })).toBeNull();
    expect(clientFrameOf({ op: 'hello', token: null, lastEventId: 1.5 })).toBeNull();
  });

  it('reads a command, keeping an unknown call for the server to answer', () => {
    expect(clientFrameOf({ op: 'cmd', id: 'a1', call: 'dance', body: { x: 1 } })).toEqual({
      op: 'cmd',
      id: 'a1',
      call: 'dance',
      body: { x: 1 },
    });
    expect(clientFrameOf({ op: 'cmd', id: 'a1', call: 'skip' })).toMatchObject({ body: {} });
    expect(clientFrameOf({ op: 'cmd', id: '', call: 'chat', body: {} })).toBeNull();
    const longest = 'x'.repeat(ROOM_SOCKET_LIMITS.maxCommandIdLength);
    expect(clientFrameOf({ op: 'cmd', id: longest, call: 'chat', body: {} })).not.toBeNull();
    expect(clientFrameOf({ op: 'cmd', id: `${longest}x`, call: 'chat', body: {} })).toBeNull();
  });

  it('refuses anything that is not an object with a known op', () => {
    for (const value of [null, [], 'hello', 3, { op: 'hi' }, { op: 'ack', id: 'a', status: 200 }])
      expect(clientFrameOf(value)).toBeNull();
  });

  it('knows the calls of the contract and nothing else', () => {
    expect(isRoomSocketCall('video-call/join')).toBe(true);
    expect(isRoomSocketCall('toString')).toBe(false);
    expect(isRoomSocketCall('stream')).toBe(false);
  });

  it('writes events, acks and ready as the client reads them', () => {
    const event = formatSocketEvent({
      id: 7,
      type: 'message',
      data: { username: 'Ana', message: 'hi "there"', createdAt: '2026-11-28T10:00:00.000Z' },
    });
    expect(JSON.parse(event)).toEqual({
      op: 'event',
      event: 'message',
      id: 7,
      data: { username: 'Ana', message: 'hi "there"', createdAt: '2026-11-28T10:00:00.000Z' },
    });
    const frame = parseServerFrame(event);
    expect(frame?.op === 'event' && streamEventOf(frame.event, frame.data)).toEqual({
      type: 'message',
      data: { username: 'Ana', message: 'hi "there"', createdAt: '2026-11-28T10:00:00.000Z' },
    });
    expect(parseServerFrame(formatAddressedSocketEvent({ type: 'removed', data: { reason: 'kicked' } }))).toEqual({
      op: 'event',
      event: 'removed',
      data: { reason: 'kicked' },
    });
    expect(parseServerFrame(formatReady(false))).toEqual({ op: 'ready', complete: false });
    expect(parseServerFrame(formatAck('c1', 204, undefined))).toEqual({ op: 'ack', id: 'c1', status: 204, body: null });
    expect(parseServerFrame('{"op":"event","event":"message","id":-2,"data":{}}')).toBeNull();
    expect(parseServerFrame('not json')).toBeNull();
  });
});
