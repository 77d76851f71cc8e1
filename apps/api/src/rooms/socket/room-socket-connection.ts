import {
  clientFrameOf,
  formatAck,
  formatReady,
  isRoomSocketCall,
  ROOM_SOCKET_CALLS,
  SOCKET_CLOSE,
  UNKNOWN_CALL_MESSAGE,
  usernameKey,
  type CommandFrame,
  type HelloFrame,
  type RoomSocketCall,
} from '@truth-or-dare/room-protocol';
import type { WebSocket } from 'ws';
import {
  errorBody,
  plainErrorAnswer,
  TOO_MANY_REQUESTS_MESSAGE,
  toErrorAnswer,
  type ErrorAnswer,
} from '../../http/error-answer';
import { PLAYER_LIMITS, playerTrackerOfHash } from '../../rate-limits/room-rate-limits';
import type { SeatedPlayer } from '../commands/seated-players';
import { hashPlayerToken } from '../store/player-tokens';
import { tokenMissing } from '../http/room-errors';
import type { OpenStream, StreamPlayer } from '../streams/room-stream-hub';
import type { EventOutput } from '../streams/event-output';
import type { RepeatedCommands } from './repeated-commands';
import { socketOutput } from './socket-output';

/** What a room socket needs from the rooms module (room-sockets.ts wires it). */
export interface RoomSocketServices {
  /** The player whose token hashes to `tokenHash` (player-tokens.ts) in the room; 404 or 401 otherwise. */
  authenticate(roomId: string, tokenHash: string): Promise<SeatedPlayer>;
  /** The id of the room's newest event, or null when there is no such room. */
  newestEventId(roomId: string): Promise<number | null>;
  subscribe(roomId: string, output: EventOutput, lastEventId: number, player: StreamPlayer | null): OpenStream;
  forget(stream: OpenStream): void;
  run(call: RoomSocketCall, player: SeatedPlayer, body: unknown): Promise<unknown>;
  /** Counts a call against the player's limit shared with their requests; true when it is over. */
  overLimit(limit: keyof typeof PLAYER_LIMITS, tracker: string): boolean;
  /** The player was present now (presence, seen-marks.ts). */
  markSeen(player: SeatedPlayer): void;
  readonly repeated: RepeatedCommands<string>;
  /** Logs a failure that is the server's fault (a 5xx). */
  logFailure(error: unknown, refusal: ErrorAnswer, call: string, roomId: string): void;
}

/** The calls whose limit a command counts against, as its HTTP route's guard counts it. */
const LIMITED: Partial<Record<RoomSocketCall, keyof typeof PLAYER_LIMITS>> = { chat: 'chat', rtc: 'rtc' };

/**
 * One room socket (docs/api.md#room-socket): waits for `hello`, then replays and follows the room
 * through the hub, and answers each command with an `ack` from the same player calls as the HTTP
 * routes (player-calls.ts). A frame that breaks the protocol closes the socket with 4400.
 */
export class RoomSocketConnection {
  private state: 'hello' | 'opening' | 'ready' | 'closed' = 'hello';
  /** The hello's token, hashed once: commands are authenticated and limited by it. */
  private tokenHash: string | null = null;
  /** The player whose token the hello carried, as last authenticated. */
  private player: SeatedPlayer | null = null;
  private stream: OpenStream | null = null;
  /** Unanswered WebSocket pings; room-sockets.ts closes the socket past the limit. */
  missedPongs = 0;

  constructor(
    readonly roomId: string,
    private readonly socket: WebSocket,
    private readonly services: RoomSocketServices,
  ) {
    socket.on('message', (data: Buffer, isBinary: boolean) => this.receive(data, isBinary));
    socket.on('pong', () => {
      this.missedPongs = 0;
    });
  }

  /** The seated player this socket keeps present, once it is ready. */
  get presentPlayer(): SeatedPlayer | null {
    return this.state === 'ready' ? this.player : null;
  }

  /** The socket closed: the hub forgets it, and the presence timeout runs from now at the earliest. */
  closed(): void {
    if (this.state === 'closed') return;
    const wasPresent = this.presentPlayer;
    this.state = 'closed';
    if (this.stream) this.services.forget(this.stream);
    if (wasPresent) this.services.markSeen(wasPresent);
  }

  close(code: number, reason: string): void {
    this.socket.close(code, reason);
  }

  /** Pings the client, or cuts the socket when it left more than `missedAllowed` pings unanswered. */
  keepAlive(missedAllowed: number): void {
    if (this.missedPongs >= missedAllowed) {
      this.socket.terminate();
      return;
    }
    this.missedPongs += 1;
    this.socket.ping();
  }

  private receive(data: Buffer, isBinary: boolean): void {
    if (this.state === 'closed') return;
    let value: unknown;
    try {
      value = isBinary ? undefined : JSON.parse(data.toString('utf8'));
    } catch {
      value = undefined;
    }
    const frame = clientFrameOf(value);
    if (frame === null) return this.refuseFrame('not a frame of tod.v1');
    if (frame.op === 'hello') {
      if (this.state !== 'hello') return this.refuseFrame('hello was already sent');
      void this.hello(frame);
      return;
    }
    if (this.state !== 'ready') return this.refuseFrame('a command before ready');
    void this.command(frame);
  }

  private refuseFrame(reason: string): void {
    this.socket.close(SOCKET_CLOSE.badFrame, reason);
  }

  private async hello(frame: HelloFrame): Promise<void> {
    this.state = 'opening';
    try {
      if (frame.token !== null) {
        this.tokenHash = hashPlayerToken(frame.token);
        this.player = await this.services.authenticate(this.roomId, this.tokenHash);
      }
      const newest = await this.services.newestEventId(this.roomId);
      // The client may have gone while the room was looked up.
      if (this.socket.readyState !== this.socket.OPEN) return;
      if (newest === null) return this.socket.close(SOCKET_CLOSE.normal, 'room closed');
      const from = frame.lastEventId === null ? newest : Math.min(frame.lastEventId, newest);
      const player = this.player && { id: this.player.id, usernameKey: usernameKey(this.player.username) };
      const output = socketOutput(this.socket, (complete) => {
        if (this.state !== 'opening') return;
        this.socket.send(formatReady(complete));
        this.state = 'ready';
        if (this.player) this.services.markSeen(this.player);
      });
      this.stream = this.services.subscribe(this.roomId, output, from, player);
    } catch (error) {
      this.refuseHello(error);
    }
  }

  /** A token of no player seated here closes with 4401; a database that is down with 1013 (try again). */
  private refuseHello(error: unknown): void {
    const refusal = toErrorAnswer(error);
    if (refusal.status >= 500) {
      this.services.logFailure(error, refusal, 'hello', this.roomId);
      this.socket.close(1013, JSON.stringify(errorBody(refusal)));
      return;
    }
    this.socket.close(SOCKET_CLOSE.badToken, JSON.stringify(errorBody(refusal)));
  }

  private async command(frame: CommandFrame): Promise<void> {
    const ack = await this.answer(frame);
    if (this.socket.readyState === this.socket.OPEN) this.socket.send(ack);
  }

  private answer({ id, call, body }: CommandFrame): Promise<string> {
    if (this.tokenHash === null) return Promise.resolve(this.refusal(id, toErrorAnswer(tokenMissing())));
    if (!isRoomSocketCall(call)) return Promise.resolve(this.refusal(id, plainErrorAnswer(404, UNKNOWN_CALL_MESSAGE)));
    const tokenHash = this.tokenHash;
    const playerId = (this.player as SeatedPlayer).id;
    return this.services.repeated.answer(playerId, id, () => this.run(id, call, tokenHash, body));
  }

  private async run(id: string, call: RoomSocketCall, tokenHash: string, body: unknown): Promise<string> {
    try {
      const limit = LIMITED[call];
      if (limit !== undefined && this.services.overLimit(limit, playerTrackerOfHash(tokenHash)))
        return this.refusal(id, plainErrorAnswer(429, TOO_MANY_REQUESTS_MESSAGE));
      // Every command is authenticated again, as every request is: the seat may have gone since hello.
      const player = await this.services.authenticate(this.roomId, tokenHash);
      this.player = player;
      const answer = await this.services.run(call, player, withSender(call, body, player));
      return formatAck(id, ROOM_SOCKET_CALLS[call].status, answer);
    } catch (error) {
      const refusal = toErrorAnswer(error);
      if (refusal.status >= 500) this.services.logFailure(error, refusal, call, this.roomId);
      return this.refusal(id, refusal);
    }
  }

  private refusal(id: string, refusal: ErrorAnswer): string {
    return formatAck(id, refusal.status, errorBody(refusal));
  }
}

/** A command of a call whose body names its sender may leave the name out: the socket's player is meant. */
function withSender(call: RoomSocketCall, body: unknown, player: SeatedPlayer): unknown {
  if (!ROOM_SOCKET_CALLS[call].namesSender) return body;
  if (typeof body !== 'object' || body === null || Array.isArray(body) || 'username' in body) return body;
  return { ...body, username: player.username };
}
