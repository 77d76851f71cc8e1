import { EventEmitter } from 'node:events';
import type { ServerResponse } from 'node:http';
import type { NumberedStreamEvent } from '@truth-or-dare/room-protocol';
import { describe, expect, it } from 'vitest';
import { RoomStreamHub } from './room-stream-hub';

/**
 * A response that, like Node's, stays open after end() until its connection closes (later), and
 * for which a write after end() is an error: in a server, an uncaught one.
 */
class LingeringResponse extends EventEmitter {
  writes = 0;
  writesAfterEnd = 0;
  ended = false;
  writableLength = 0;
  socket = null;
  writeHead() {
    return this;
  }
  write() {
    if (this.ended) this.writesAfterEnd += 1;
    else this.writes += 1;
    return true;
  }
  end() {
    this.ended = true;
  }
}

const chat = (id: number): NumberedStreamEvent => ({
  id,
  type: 'message',
  data: { username: 'Ana', message: `m${id}`, createdAt: 't' },
});
const settle = () => new Promise((resolve) => setTimeout(resolve, 0));

describe('RoomStreamHub ending streams', () => {
  it('closeAll ends every stream and writes nothing more to them, though events keep coming before their connections close', async () => {
    const hub = new RoomStreamHub(async () => [], 60_000);
    const responses = [new LingeringResponse(), new LingeringResponse(), new LingeringResponse()];
    responses.forEach((response, index) =>
      hub.open(index === 2 ? 'other' : 'room', response as unknown as ServerResponse, 0),
    );
    await settle();
    hub.closeAll();
    expect(responses.every((response) => response.ended)).toBe(true);
    expect(hub.openStreams).toBe(0);
    hub.deliver({ roomId: 'room', event: chat(1) });
    hub.deliver({ roomId: 'other', event: chat(1) });
    hub.resync();
    await settle();
    expect(responses.map((response) => response.writesAfterEnd)).toEqual([0, 0, 0]);
  });

  it('a stream whose replay cannot be read (the database is down) ends and is written to no more', async () => {
    let fail = false;
    const hub = new RoomStreamHub(async () => {
      if (fail) throw Object.assign(new Error('connect ECONNREFUSED 127.0.0.1:5432'), { code: 'ECONNREFUSED' });
      return [];
    }, 60_000);
    const response = new LingeringResponse();
    hub.open('room', response as unknown as ServerResponse, 0);
    await settle();
    fail = true;
    // A gap: the hub reads the log to fill it, which fails.
    hub.deliver({ roomId: 'room', event: chat(2) });
    await settle();
    expect(response.ended).toBe(true);
    // The next event in line would be written at once to a stream still listed.
    hub.deliver({ roomId: 'room', event: chat(1) });
    expect(response.writesAfterEnd).toBe(0);
    expect(hub.openStreams).toBe(0);
    hub.closeAll();
  });
});
