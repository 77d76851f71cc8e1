import {
  formatAddressedEvent,
  formatAddressedSocketEvent,
  formatSocketEvent,
  formatStreamEvent,
  STREAM_REPLAY_LIMIT,
  usernameKey,
  type AddressedEvent,
  type NumberedStreamEvent,
} from '@truth-or-dare/room-protocol';
import type { ServerResponse } from 'node:http';
import type { RoomBusMessage, RoomBusReceiver } from './room-event-bus';
import type { EventOutput, OutputFormat } from './event-output';
import { openStreamOutput } from './stream-output';

/** Reads a room's logged events after `afterId`, oldest first, at most `limit`. */
export type ReadEventLog = (roomId: string, afterId: number, limit: number) => Promise<NumberedStreamEvent[]>;

/** An output whose client stops reading is cut once this much is queued; it reconnects and catches up. */
const MAX_BUFFERED_BYTES = 1024 * 1024;
/**
 * Heartbeats go out to one slice of the streams at a time, spread over the interval: thousands of
 * writes at once would hold the event loop, and every room's messages with it, for tens of milliseconds.
 */
const HEARTBEAT_SLICES = 16;
/**
 * Each stream is looked at this many times per interval. A stream that carried nothing since it was
 * last looked at gets a comment line, so none is silent for longer than the interval, and a stream
 * of a room that is talking gets none (docs/decisions/0016-rooms-cost-fewer-writes.md).
 */
const LOOKS_PER_INTERVAL = 2;

/** The seated player a stream was opened for (with their token); addressed events go to their streams. */
export interface StreamPlayer {
  readonly id: number;
  /** `usernameKey` of their name, as addressed events are matched. */
  readonly usernameKey: string;
}

/** One event's frame in each format, made the first time an output of that format needs it. */
function frameMaker(event: NumberedStreamEvent): (format: OutputFormat) => Buffer {
  let stream: Buffer | undefined;
  let socket: Buffer | undefined;
  return (format) =>
    format === 'stream'
      ? (stream ??= Buffer.from(formatStreamEvent(event)))
      : (socket ??= Buffer.from(formatSocketEvent(event)));
}

/** An open stream or socket of this instance, as the hub knows it. */
export interface OpenStream {
  readonly roomId: string;
  readonly output: EventOutput;
  /** Null for a stream opened without a token: it gets no addressed events. */
  readonly player: StreamPlayer | null;
  /** Id of the last event written to this stream. */
  lastId: number;
  /** Which of the HEARTBEAT_SLICES this stream's heartbeat goes out with. */
  readonly beatSlice: number;
  /** Whether anything was written to it since its slice was last looked at. */
  wrote: boolean;
  /** True while it reads missed events from the log; live events wait in `waiting`. */
  catchingUp: boolean;
  /** Until its first replay is done: the output learns then whether the log still held every event it asked for. */
  replayed: boolean;
  waiting: NumberedStreamEvent[];
  closed: boolean;
}

/**
 * Every open event stream of this instance, by room. A stream first replays what its client
 * missed from the room's event log, then continues live; events are written in id order, each
 * once, and a gap in live ids (a missed bus message) is filled from the log.
 */
export class RoomStreamHub implements RoomBusReceiver {
  private readonly rooms = new Map<string, Set<OpenStream>>();
  private readonly heartbeat: NodeJS.Timeout;
  private beatTick = 0;
  private opened = 0;
  private count = 0;
  /** Events written to streams since start; a plain number, so a delivery costs one addition (read by metrics at scrape time). */
  private delivered = 0;

  constructor(
    private readonly readLog: ReadEventLog,
    heartbeatIntervalMs: number,
  ) {
    // One timer for every stream: a comment line keeps proxies from closing idle streams. Each
    // stream is looked at with its slice, LOOKS_PER_INTERVAL times per interval.
    this.heartbeat = setInterval(() => this.beat(), heartbeatIntervalMs / (HEARTBEAT_SLICES * LOOKS_PER_INTERVAL));
    this.heartbeat.unref();
  }

  get openStreams(): number {
    return this.count;
  }

  /** Events written to this instance's streams so far, one per event and stream, addressed and `roomClosed` events included. */
  get deliveredEvents(): number {
    return this.delivered;
  }

  /** Starts an event stream of a room on `response` (stream-output.ts), replaying every event after `lastEventId`. */
  open(roomId: string, response: ServerResponse, lastEventId: number, player: StreamPlayer | null = null): void {
    const stream = this.subscribe(roomId, openStreamOutput(response), lastEventId, player);
    response.on('close', () => this.forget(stream));
  }

  /**
   * Sends a room's events to `output`, first every event after `lastEventId` from the log, then live
   * ones. The caller forgets it (`forget`) when its connection closes.
   */
  subscribe(roomId: string, output: EventOutput, lastEventId: number, player: StreamPlayer | null): OpenStream {
    const beatSlice = this.opened++ % HEARTBEAT_SLICES;
    const stream: OpenStream = {
      roomId,
      output,
      player,
      lastId: lastEventId,
      beatSlice,
      wrote: true,
      catchingUp: false,
      replayed: false,
      waiting: [],
      closed: false,
    };
    let streams = this.rooms.get(roomId);
    if (!streams) {
      streams = new Set();
      this.rooms.set(roomId, streams);
    }
    streams.add(stream);
    this.count += 1;
    void this.catchUp(stream);
    return stream;
  }

  deliver(message: RoomBusMessage): void {
    const streams = this.rooms.get(message.roomId);
    if (!streams) return;
    if (!('event' in message)) {
      // Off the hot path: ordinary events take the branch below after this one test.
      if ('addressed' in message) this.deliverAddressed(streams, message.addressed);
      else for (const stream of streams) void this.catchUp(stream);
      return;
    }
    const { event } = message;
    if (event.type === 'roomClosed') {
      this.closeRoom(message.roomId, event);
      return;
    }
    // Encoded once per format for the whole room: written as a string, it would be encoded again per output.
    const frame = frameMaker(event);
    for (const stream of streams) {
      if (stream.catchingUp) stream.waiting.push(event);
      else if (event.id <= stream.lastId) continue;
      else if (event.id === stream.lastId + 1) this.write(stream, event.id, frame(stream.output.format));
      else {
        stream.waiting.push(event);
        void this.catchUp(stream);
      }
    }
  }

  resync(): void {
    for (const streams of this.rooms.values()) for (const stream of streams) void this.catchUp(stream);
  }

  /** Ends every stream and socket (shutdown), so the server can close; events still arriving are written to none. */
  closeAll(): void {
    clearInterval(this.heartbeat);
    for (const stream of [...this.rooms.values()].flatMap((streams) => [...streams])) this.end(stream, 'shutdown');
  }

  /**
   * Writes an addressed event to the addressee's streams in this room only, whatever their replay
   * is doing (it has no id to order by); `removed` then ends them, since the seat is gone.
   */
  private deliverAddressed(streams: Set<OpenStream>, addressed: AddressedEvent): void {
    const key = usernameKey(addressed.to);
    for (const stream of streams) {
      if (stream.player === null || stream.player.usernameKey !== key) continue;
      stream.output.write(
        stream.output.format === 'stream'
          ? formatAddressedEvent(addressed.event)
          : formatAddressedSocketEvent(addressed.event),
      );
      stream.wrote = true;
      this.delivered += 1;
      if (addressed.event.type === 'removed') this.end(stream, 'removed');
      else if (stream.output.bufferedBytes > MAX_BUFFERED_BYTES) this.end(stream, 'overflow');
    }
  }

  private async catchUp(stream: OpenStream): Promise<void> {
    if (stream.catchingUp || stream.closed) return;
    stream.catchingUp = true;
    try {
      for (;;) {
        const missed = await this.readLog(stream.roomId, stream.lastId, STREAM_REPLAY_LIMIT);
        if (stream.closed) return;
        // The log keeps a room's last events only: a first one past the next id means some are gone.
        const complete = missed.length === 0 || (missed[0] as NumberedStreamEvent).id <= stream.lastId + 1;
        for (const event of missed) {
          if (stream.closed) return;
          if (event.id > stream.lastId) this.write(stream, event.id, frameMaker(event)(stream.output.format));
        }
        if (!stream.replayed && !stream.closed) {
          stream.replayed = true;
          stream.output.caughtUp(complete);
        }
        // Live events that arrived meanwhile: write them if they follow on, else read the log again.
        const waiting = stream.waiting.filter((event) => event.id > stream.lastId).sort((a, b) => a.id - b.id);
        stream.waiting = [];
        let gap = false;
        for (const event of waiting) {
          if (event.id <= stream.lastId) continue;
          if (event.id !== stream.lastId + 1) {
            gap = true;
            stream.waiting.push(event);
            continue;
          }
          this.write(stream, event.id, frameMaker(event)(stream.output.format));
        }
        // A gap the log cannot fill (events pruned or never logged) must not stall the stream.
        if (!gap || missed.length === 0) {
          if (gap) this.flushWaiting(stream);
          return;
        }
      }
    } catch {
      // The log could not be read; the client reconnects with its last id and tries again.
      this.end(stream, 'unavailable');
    } finally {
      stream.catchingUp = false;
    }
  }

  private flushWaiting(stream: OpenStream): void {
    const waiting = stream.waiting.sort((a, b) => a.id - b.id);
    stream.waiting = [];
    for (const event of waiting)
      if (event.id > stream.lastId) this.write(stream, event.id, frameMaker(event)(stream.output.format));
  }

  private write(stream: OpenStream, id: number, frame: Buffer): void {
    if (stream.closed) return;
    stream.lastId = id;
    stream.output.write(frame);
    stream.wrote = true;
    this.delivered += 1;
    // Forgotten at once: a write after end() would throw before the connection's close arrives.
    if (stream.output.bufferedBytes > MAX_BUFFERED_BYTES) this.end(stream, 'overflow');
  }

  private closeRoom(roomId: string, event: NumberedStreamEvent): void {
    const streams = this.rooms.get(roomId);
    if (!streams) return;
    const frame = frameMaker(event);
    for (const stream of [...streams]) {
      stream.output.write(frame(stream.output.format));
      this.delivered += 1;
      this.end(stream, 'roomClosed');
    }
  }

  /** Ends an output and forgets it at once, so nothing more is written to it before its connection's close arrives. */
  private end(stream: OpenStream, reason: Parameters<EventOutput['end']>[0]): void {
    this.forget(stream);
    stream.output.end(reason);
  }

  private beat(): void {
    const slice = this.beatTick++ % HEARTBEAT_SLICES;
    for (const streams of this.rooms.values()) {
      for (const stream of streams) {
        if (stream.beatSlice !== slice || stream.catchingUp) continue;
        if (stream.wrote) stream.wrote = false;
        else {
          stream.output.idle();
          stream.wrote = true;
        }
      }
    }
  }

  /** Stops writing to an output whose connection closed. */
  forget(stream: OpenStream): void {
    if (stream.closed) return;
    stream.closed = true;
    this.count -= 1;
    const streams = this.rooms.get(stream.roomId);
    streams?.delete(stream);
    if (streams?.size === 0) this.rooms.delete(stream.roomId);
  }
}
