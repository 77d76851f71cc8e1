/** Which encoding of an event an output takes: a server-sent event frame, or a room socket's JSON frame. */
export type OutputFormat = 'stream' | 'socket';

/**
 * Why the hub ends an output: the room closed, the player was removed, the client stopped reading,
 * the server is stopping, or the event log could not be read (the client reconnects and catches up).
 */
export type OutputEnd = 'roomClosed' | 'removed' | 'overflow' | 'shutdown' | 'unavailable';

/**
 * Where the hub (room-stream-hub.ts) writes a room's events for one client: an event stream's
 * connection (stream-output.ts) or a room socket (rooms/socket/socket-output.ts).
 */
export interface EventOutput {
  readonly format: OutputFormat;
  write(frame: string | Buffer): void;
  /** Bytes queued and not yet taken by the client. */
  readonly bufferedBytes: number;
  /** The hub writes nothing more; the output closes its connection in its own way. */
  end(reason: OutputEnd): void;
  /** Nothing was written for half a heartbeat interval: a stream writes a comment so proxies keep it open. */
  idle(): void;
  /** Once, when the first replay is read: `complete` is false when the log no longer held every event asked for. */
  caughtUp(complete: boolean): void;
}
