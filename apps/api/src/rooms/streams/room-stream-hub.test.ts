import { EventEmitter } from 'node:events';
import type { ServerResponse } from 'node:http';
import type { NumberedStreamEvent } from '@truth-or-dare/room-protocol';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { RoomStreamHub, type ReadEventLog } from './room-stream-hub';

/** A response that records what is written to it. */
class FakeResponse extends EventEmitter {
  chunks: string[] = [];
  /** Date.now() of each write. */
  times: number[] = [];
  ended = false;
  writableLength = 0;
  socket = null;
  writeHead() {
    return this;
  }
  write(chunk: string | Buffer) {
    this.chunks.push(chunk.toString());
    this.times.push(Date.now());
    return true;
  }
  end() {
    this.ended = true;
    this.emit('close');
  }
  ids(): number[] {
    return this.chunks.flatMap((chunk) => [...chunk.matchAll(/^id: (\d+)$/gm)].map((match) => Number(match[1])));
  }
}

const chat = (id: number): NumberedStreamEvent => ({
  id,
  type: 'message',
  data: { username: 'Ana', message: `m${id}`, createdAt: 't' },
});
const settle = () => new Promise((resolve) => setTimeout(resolve, 0));

/** A log with controllable reads: each read waits until `release()` is called. */
function controlledLog(events: NumberedStreamEvent[]) {
  const pending: (() => void)[] = [];
  const read: ReadEventLog = (_roomId, afterId, limit) =>
    new Promise((resolve) => pending.push(() => resolve(events.filter((event) => event.id > afterId).slice(0, limit))));
  return {
    read,
    events,
    release: () => pending.splice(0).forEach((resolve) => resolve()),
    waiting: () => pending.length,
  };
}

describe('RoomStreamHub', () => {
  let hub: RoomStreamHub;
  afterEach(() => hub?.closeAll());

  it('replays from the log, holds live events that arrive meanwhile, then writes each id once in order', async () => {
    const log = controlledLog([chat(1), chat(2), chat(3)]);
    hub = new RoomStreamHub(log.read, 60_000);
    const response = new FakeResponse();
    hub.open('room', response as unknown as ServerResponse, 1);
    expect(response.chunks[0]).toBe('retry: 2000\n\n');
    // Live events 3 (also in the log) and 4 arrive while the replay read is in flight.
    log.events.push(chat(4));
    hub.deliver({ roomId: 'room', event: chat(3) });
    hub.deliver({ roomId: 'room', event: chat(4) });
    log.release();
    await settle();
    hub.deliver({ roomId: 'room', event: chat(4) });
    hub.deliver({ roomId: 'room', event: chat(5) });
    expect(response.ids()).toEqual([2, 3, 4, 5]);
  });

  it('fills a gap in live ids from the log', async () => {
    const log = controlledLog([]);
    hub = new RoomStreamHub(log.read, 60_000);
    const response = new FakeResponse();
    hub.open('room', response as unknown as ServerResponse, 0);
    log.release();
    await settle();
    hub.deliver({ roomId: 'room', event: chat(1) });
    log.events.push(chat(1), chat(2), chat(3));
    // Event 2's bus message was missed: 3 arrives first.
    hub.deliver({ roomId: 'room', event: chat(3) });
    expect(log.waiting()).toBe(1);
    log.release();
    await settle();
    expect(response.ids()).toEqual([1, 2, 3]);
  });

  it('does not stall on a gap the log cannot fill', async () => {
    const log = controlledLog([]);
    hub = new RoomStreamHub(log.read, 60_000);
    const response = new FakeResponse();
    hub.open('room', response as unknown as ServerResponse, 0);
    log.release();
    await settle();
    hub.deliver({ roomId: 'room', event: chat(5) });
    log.release();
    await settle();
    expect(response.ids()).toEqual([5]);
  });

  it('reads stored events for a pointer message, sends roomClosed and ends the streams', async () => {
    const log = controlledLog([chat(1)]);
    hub = new RoomStreamHub(log.read, 60_000);
    const response = new FakeResponse();
    hub.open('room', response as unknown as ServerResponse, 1);
    log.release();
    await settle();
    log.events.push(chat(2));
    hub.deliver({ roomId: 'room', storedEventId: 2 });
    log.release();
    await settle();
    expect(response.ids()).toEqual([2]);
    hub.deliver({ roomId: 'room', event: { id: 3, type: 'roomClosed', data: {} } });
    expect(response.chunks.at(-1)).toBe('id: 3\nevent: roomClosed\ndata: {}\n\n');
    expect(response.ended).toBe(true);
    expect(hub.openStreams).toBe(0);
  });

  describe('addressed events', () => {
    const removed = {
      roomId: 'room',
      addressed: { to: 'BEN', event: { type: 'removed', data: { reason: 'kicked' } } },
    } as const;
    const removedFrame = 'event: removed\ndata: {"reason":"kicked"}\n\n';

    it("go only to the addressee's streams in that room, without an id, and removed ends them", async () => {
      const log = controlledLog([]);
      hub = new RoomStreamHub(log.read, 60_000);
      const ben = [new FakeResponse(), new FakeResponse()];
      const cy = new FakeResponse();
      const anonymous = new FakeResponse();
      const benElsewhere = new FakeResponse();
      for (const response of ben)
        hub.open('room', response as unknown as ServerResponse, 0, { id: 2, usernameKey: 'ben' });
      hub.open('room', cy as unknown as ServerResponse, 0, { id: 3, usernameKey: 'cy' });
      hub.open('room', anonymous as unknown as ServerResponse, 0);
      hub.open('other-room', benElsewhere as unknown as ServerResponse, 0, { id: 9, usernameKey: 'ben' });
      log.release();
      await settle();
      hub.deliver(removed);
      for (const response of ben) {
        expect(response.chunks.slice(1)).toEqual([removedFrame]);
        expect(response.ended).toBe(true);
      }
      for (const response of [cy, anonymous, benElsewhere]) {
        expect(response.chunks.slice(1)).toEqual([]);
        expect(response.ended).toBe(false);
      }
      expect(hub.openStreams).toBe(3);
      // The room's next event reaches the others, and nothing more is written to Ben's ended streams.
      hub.deliver({ roomId: 'room', event: chat(1) });
      expect(cy.ids()).toEqual([1]);
      expect(anonymous.ids()).toEqual([1]);
      for (const response of ben) expect(response.chunks).toHaveLength(2);
    });

    it('end a stream that is still replaying, which then writes nothing more', async () => {
      const log = controlledLog([chat(1), chat(2)]);
      hub = new RoomStreamHub(log.read, 60_000);
      const response = new FakeResponse();
      // A response that stays open after end() until its socket closes, as Node's does.
      response.end = () => {
        response.ended = true;
      };
      hub.open('room', response as unknown as ServerResponse, 0, { id: 2, usernameKey: 'ben' });
      hub.deliver({ roomId: 'room', event: chat(3) });
      hub.deliver(removed);
      expect(response.chunks).toEqual(['retry: 2000\n\n', removedFrame]);
      expect(response.ended).toBe(true);
      expect(hub.openStreams).toBe(0);
      log.release();
      await settle();
      expect(response.chunks).toHaveLength(2);
    });
  });

  it('counts one delivered event per event written to a stream, replays, addressed and roomClosed events included', async () => {
    const log = controlledLog([chat(1)]);
    hub = new RoomStreamHub(log.read, 60_000);
    const ana = new FakeResponse();
    const ben = new FakeResponse();
    hub.open('room', ana as unknown as ServerResponse, 0, { id: 1, usernameKey: 'ana' });
    hub.open('room', ben as unknown as ServerResponse, 1, { id: 2, usernameKey: 'ben' });
    log.release();
    await settle();
    // Ana's replay wrote event 1; Ben had it already.
    expect(hub.deliveredEvents).toBe(1);
    hub.deliver({ roomId: 'room', event: chat(2) });
    expect(hub.deliveredEvents).toBe(3);
    // A repeat reaches no stream, so it is not counted.
    hub.deliver({ roomId: 'room', event: chat(2) });
    expect(hub.deliveredEvents).toBe(3);
    hub.deliver({ roomId: 'room', addressed: { to: 'Ben', event: { type: 'removed', data: { reason: 'kicked' } } } });
    expect(hub.deliveredEvents).toBe(4);
    hub.deliver({ roomId: 'room', event: { id: 3, type: 'roomClosed', data: {} } });
    expect(hub.deliveredEvents).toBe(5);
    expect(hub.openStreams).toBe(0);
  });

  it('writes one heartbeat comment per interval to every stream', async () => {
    const log = controlledLog([]);
    hub = new RoomStreamHub(log.read, 20);
    const responses = [new FakeResponse(), new FakeResponse()];
    for (const response of responses)
      hub.open(`room-${responses.indexOf(response)}`, response as unknown as ServerResponse, 0);
    log.release();
    await new Promise((resolve) => setTimeout(resolve, 50));
    for (const response of responses)
      expect(response.chunks.filter((chunk) => chunk === ':\n\n').length).toBeGreaterThanOrEqual(1);
  });

  it('spreads the heartbeats over the interval: one slice of the idle streams at a time, each stream once per interval', async () => {
    vi.useFakeTimers();
    try {
      const log = controlledLog([]);
      hub = new RoomStreamHub(log.read, 1_600);
      const responses = Array.from({ length: 32 }, () => new FakeResponse());
      responses.forEach((response, index) => hub.open(`room-${index % 4}`, response as unknown as ServerResponse, 0));
      log.release();
      await vi.advanceTimersByTimeAsync(0);
      const beats = () => responses.map((response) => response.chunks.filter((chunk) => chunk === ':\n\n').length);
      // The first look at each stream finds the opening `retry:` line; the second, half an
      // interval later, finds nothing new. Each tick looks at two streams of the thirty-two.
      await vi.advanceTimersByTimeAsync(800);
      expect(beats().filter((count) => count > 0)).toHaveLength(0);
      await vi.advanceTimersByTimeAsync(50);
      expect(beats().filter((count) => count > 0)).toHaveLength(2);
      await vi.advanceTimersByTimeAsync(750);
      expect(beats()).toEqual(responses.map(() => 1));
      await vi.advanceTimersByTimeAsync(1_600);
      expect(beats()).toEqual(responses.map(() => 2));
    } finally {
      vi.useRealTimers();
    }
  });

  it('sends no heartbeat to a stream that carries events, and leaves no stream silent for longer than the interval', async () => {
    vi.useFakeTimers();
    try {
      const log = controlledLog([]);
      hub = new RoomStreamHub(log.read, 1_600);
      const busy = new FakeResponse();
      const idle = Array.from({ length: 31 }, () => new FakeResponse());
      hub.open('busy', busy as unknown as ServerResponse, 0);
      idle.forEach((response, index) => hub.open(`idle-${index}`, response as unknown as ServerResponse, 0));
      log.release();
      await vi.advanceTimersByTimeAsync(0);
      // The busy room gets an event every 700 ms, and one room a single event in the middle.
      for (let step = 1; step <= 20; step += 1) {
        await vi.advanceTimersByTimeAsync(700);
        hub.deliver({ roomId: 'busy', event: chat(step) });
        if (step === 7) hub.deliver({ roomId: 'idle-3', event: chat(1) });
      }
      await vi.advanceTimersByTimeAsync(700);
      expect(busy.chunks.filter((chunk) => chunk === ':\n\n')).toEqual([]);
      const end = Date.now();
      for (const response of [busy, ...idle]) {
        const times = [...response.times, end];
        const longestSilence = Math.max(...times.slice(1).map((time, index) => time - (times[index] as number)));
        expect(longestSilence).toBeLessThanOrEqual(1_600);
      }
    } finally {
      vi.useRealTimers();
    }
  });
});
