import type { StreamSignal } from '@truth-or-dare/room-protocol';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { installFakeEventSource, makeRoom, turnUpdate } from '../shared/online-rooms-test-helpers';
import { openRoomStream } from './open-room-stream';

let streams: ReturnType<typeof installFakeEventSource>;

beforeEach(() => {
  streams = installFakeEventSource();
});

afterEach(() => {
  vi.useRealTimers();
  vi.unstubAllGlobals();
});

function open(lastEventId = 4) {
  const signals: StreamSignal[] = [];
  const close = openRoomStream({ roomId: 'room-a', lastEventId, token: 'tok/en+1' }, (signal) => signals.push(signal));
  return { signals, close };
}

describe('room stream', () => {
  it('opens the stream from the loaded event id and reports open, events and errors', () => {
    const { signals } = open();
    const source = streams.latest();
    expect(source.url).toBe('/api/room-a/stream?lastEventId=4&token=tok%2Fen%2B1');
    source.open();
    const room = makeRoom();
    source.emit('turnUpdate', turnUpdate(room), 5);
    source.emit('videoCallUpdate', { videoCallActive: true, videoParticipants: ['Ana'] }, 6);
    source.emit('message', { username: 'Ben', message: 'hi', createdAt: '2026-01-01T00:00:00.000Z' }, 7);
    source.emit('roomClosed', {}, 8);
    source.fail();
    expect(signals).toEqual([
      { type: 'STREAM.OPEN' },
      { type: 'STREAM.RECEIVE', event: { type: 'turnUpdate', data: turnUpdate(room), id: 5 } },
      {
        type: 'STREAM.RECEIVE',
        event: { type: 'videoCallUpdate', data: { videoCallActive: true, videoParticipants: ['Ana'] }, id: 6 },
      },
      {
        type: 'STREAM.RECEIVE',
        event: {
          type: 'message',
          data: { username: 'Ben', message: 'hi', createdAt: '2026-01-01T00:00:00.000Z' },
          id: 7,
        },
      },
      { type: 'STREAM.RECEIVE', event: { type: 'roomClosed', data: {}, id: 8 } },
      { type: 'STREAM.DROP' },
    ]);
    // The browser reconnects by itself while it is CONNECTING: no second stream.
    expect(streams.all).toHaveLength(1);
  });

  it('drops events the contract does not know or that carry no id', () => {
    const { signals } = open();
    const source = streams.latest();
    source.emit('message', '{not json', 5);
    source.emit('turnUpdate', { room: { roomName: 'half a room' } }, 6);
    source.emit('message', { username: 'Ben', message: 'hi', createdAt: 'x' }, Number.NaN);
    // A valid event last: it shows the stream is being read, and a bad one let through would come before it.
    const marker = { username: 'Ben', message: 'marker', createdAt: '2026-01-01T00:00:00.000Z' };
    source.emit('message', marker, 7);
    expect(signals.map((signal) => ('event' in signal ? signal.event : signal))).toEqual([
      { type: 'message', data: marker, id: 7 },
    ]);
  });

  it('reports the removed event addressed to this player, which has no id of its own', () => {
    const { signals } = open();
    const source = streams.latest();
    source.emit('message', { username: 'Ben', message: 'hi', createdAt: 'x' }, 5);
    // The browser hands an event without an id line the previous event's id (5); it is not read.
    source.emit('removed', { reason: 'kicked' }, 5);
    source.emit('removed', { reason: 'bored' }, 5);
    source.emit('removed', '{not json', 5);
    expect(signals).toEqual([
      {
        type: 'STREAM.RECEIVE',
        event: { type: 'message', data: { username: 'Ben', message: 'hi', createdAt: 'x' }, id: 5 },
      },
      { type: 'STREAM.ADDRESSED', event: { type: 'removed', data: { reason: 'kicked' } } },
    ]);
  });

  it('starts a new stream 2 s after the browser gives up, from the last event seen', () => {
    vi.useFakeTimers();
    open(4);
    const first = streams.latest();
    first.emit('message', { username: 'Ben', message: 'hi', createdAt: 'x' }, 9);
    first.fail(true);
    vi.advanceTimersByTime(1_999);
    expect(streams.all).toHaveLength(1);
    vi.advanceTimersByTime(1);
    expect(streams.all).toHaveLength(2);
    expect(streams.latest().url).toBe('/api/room-a/stream?lastEventId=9&token=tok%2Fen%2B1');
  });

  it('closes the stream and cancels a pending restart when stopped', () => {
    vi.useFakeTimers();
    const { close } = open();
    const first = streams.latest();
    close();
    expect(first.isClosed).toBe(true);

    const second = open();
    streams.latest().fail(true);
    second.close();
    vi.advanceTimersByTime(10_000);
    expect(streams.all).toHaveLength(2);
  });
});
