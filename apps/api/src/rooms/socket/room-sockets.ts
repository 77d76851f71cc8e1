import { Inject, Injectable } from '@nestjs/common';
import {
  isRoomId,
  ROOM_SOCKET_LIMITS,
  ROOM_SOCKET_PROTOCOL,
  SOCKET_CLOSE,
  type RoomSocketCall,
} from '@truth-or-dare/room-protocol';
import type { IncomingMessage } from 'node:http';
import { STATUS_CODES } from 'node:http';
import type { Duplex } from 'node:stream';
import { WebSocketServer, type WebSocket } from 'ws';
import { CLOCK, type Clock } from '../../clock/clock';
import type { AppConfig } from '../../config/app-config';
import { APP_CONFIG } from '../../config/app-config.token';
import { errorBody, plainErrorAnswer, TOO_MANY_REQUESTS_MESSAGE, toErrorAnswer } from '../../http/error-answer';
import { JsonLogger } from '../../http/json-logger';
import { RateLimitStore } from '../../rate-limits/rate-limit-store';
import { overPlayerLimit } from '../../rate-limits/room-rate-limits';
import { StreamLimits } from '../../rate-limits/stream-limits';
import { PlayerCalls } from '../commands/player-calls';
import { SeatedPlayers } from '../commands/seated-players';
import { RoomEventLog } from '../store/room-event-log';
import { RoomStreams, SHUTTING_DOWN_MESSAGE } from '../streams/room-streams';
import { decodeSegment } from '../http/decode-segment';
import { RepeatedCommands } from './repeated-commands';
import { RoomSocketConnection, type RoomSocketServices } from './room-socket-connection';
import { isAllowedSocketOrigin } from './socket-origins';

const SOCKET_PATH = /^\/api\/([^/?#]+)\/socket(?:\?.*)?$/;
/** Pings go out to one slice of the sockets at a time, spread over the interval, as the streams' heartbeats do. */
const PING_SLICES = 16;

/**
 * The room sockets of this instance (docs/api.md#room-socket, docs/decisions/0025-room-socket.md):
 * `ws` on the HTTP server's own `upgrade` event, with no framework between a frame and its rule.
 * The upgrade is refused with a JSON answer (404 no room, 400 no `tod.v1`, 403 another origin,
 * 429 over the address's stream limit) before any WebSocket exists; a socket's events come from
 * the same hub as the streams', and its commands run the same player calls as the routes.
 */
@Injectable()
export class RoomSockets {
  private readonly server = new WebSocketServer({
    noServer: true,
    clientTracking: false,
    maxPayload: ROOM_SOCKET_LIMITS.maxFrameBytes,
    // Frames are small JSON; compressing each one per socket would cost more CPU than it saves.
    perMessageDeflate: false,
    handleProtocols: (offered) => (offered.has(ROOM_SOCKET_PROTOCOL) ? ROOM_SOCKET_PROTOCOL : false),
  });
  private readonly slices: Set<RoomSocketConnection>[] = Array.from({ length: PING_SLICES }, () => new Set());
  private opened = 0;
  private pingTick = 0;
  private closing = false;
  private readonly services: RoomSocketServices;
  private readonly pingTimer: NodeJS.Timeout;
  private readonly presenceTimer: NodeJS.Timeout;

  constructor(
    players: SeatedPlayers,
    private readonly log: RoomEventLog,
    private readonly streams: RoomStreams,
    calls: PlayerCalls,
    limits: RateLimitStore,
    private readonly streamLimits: StreamLimits,
    private readonly logger: JsonLogger,
    @Inject(APP_CONFIG) private readonly config: AppConfig,
    @Inject(CLOCK) clock: Clock,
  ) {
    this.services = {
      authenticate: (roomId, tokenHash) => players.authenticateHash(roomId, tokenHash),
      newestEventId: (roomId) => log.lastEventId(roomId),
      subscribe: (roomId, output, lastEventId, player) => streams.hub.subscribe(roomId, output, lastEventId, player),
      forget: (stream) => streams.hub.forget(stream),
      run: (call: RoomSocketCall, player, body) => calls.run(call, player, body),
      overLimit: (limit, tracker) => overPlayerLimit(limits, limit, tracker),
      markSeen: (player) => players.ping(player),
      repeated: new RepeatedCommands<string>(() => clock.now()),
      logFailure: (error, refusal, call, roomId) =>
        logger.event('error', refusal.cause === undefined ? 'socket command failed' : 'database fault', {
          call,
          roomId,
          ...(refusal.cause === undefined
            ? { error: error instanceof Error ? (error.stack ?? error.message) : String(error) }
            : { cause: refusal.cause }),
        }),
    };
    const { socketPingIntervalMs, playerTimeoutMs } = config.rooms;
    this.pingTimer = setInterval(() => this.ping(), socketPingIntervalMs / PING_SLICES);
    this.pingTimer.unref();
    // An open socket keeps its player present: marked well within the player timeout, as pings would be.
    this.presenceTimer = setInterval(() => this.markPresent(), Math.max(1_000, Math.floor(playerTimeoutMs / 3)));
    this.presenceTimer.unref();
  }

  get openSockets(): number {
    return this.slices.reduce((total, slice) => total + slice.size, 0);
  }

  /** Handles an HTTP upgrade request; `address` is the client as the `trust proxy` rule names it. */
  upgrade(request: IncomingMessage, socket: Duplex, head: Buffer, address: string): void {
    const match = request.url === undefined ? null : SOCKET_PATH.exec(request.url);
    if (match === null) return refuseUpgrade(socket, 404, 'Not found.');
    if (this.closing) return refuseUpgrade(socket, 503, SHUTTING_DOWN_MESSAGE);
    const roomId = decodeSegment(match[1] as string);
    if (roomId === null || !isRoomId(roomId)) return refuseUpgrade(socket, 404, 'Room not found.');
    const offered = (request.headers['sec-websocket-protocol'] ?? '').split(',').map((name) => name.trim());
    if (!offered.includes(ROOM_SOCKET_PROTOCOL))
      return refuseUpgrade(socket, 400, `The socket needs the ${ROOM_SOCKET_PROTOCOL} subprotocol.`);
    const site = { publicUrl: this.config.publicUrl, socketOrigins: this.config.rooms.socketOrigins };
    if (!isAllowedSocketOrigin(request.headers.origin, request.headers.host, site))
      return refuseUpgrade(socket, 403, 'This origin may not open room sockets.');
    const slot = this.streamLimits.acquire(address, roomId);
    if (slot === null) return refuseUpgrade(socket, 429, TOO_MANY_REQUESTS_MESSAGE);
    let released = false;
    const release = () => {
      if (!released) this.streamLimits.release(slot);
      released = true;
    };
    socket.once('close', release);
    this.log.lastEventId(roomId).then(
      (newest) => {
        if (newest === null) return refuseUpgrade(socket, 404, 'Room not found.');
        if (this.closing) return refuseUpgrade(socket, 503, SHUTTING_DOWN_MESSAGE);
        this.server.handleUpgrade(request, socket, head, (webSocket) => this.accept(roomId, webSocket, release));
      },
      (error: unknown) => {
        const refusal = toErrorAnswer(error);
        if (refusal.cause !== undefined)
          this.logger.event('error', 'database fault', { path: 'socket', roomId, cause: refusal.cause });
        refuseUpgrade(socket, refusal.status, refusal.message);
      },
    );
  }

  /** Shutdown: every socket closes with 1001 (its client reconnects elsewhere or later) and no new one opens. */
  closeSockets(): void {
    this.closing = true;
    clearInterval(this.pingTimer);
    clearInterval(this.presenceTimer);
    for (const slice of this.slices)
      for (const connection of slice) connection.close(SOCKET_CLOSE.goingAway, 'server restarting');
  }

  private accept(roomId: string, webSocket: WebSocket, release: () => void): void {
    const connection = new RoomSocketConnection(roomId, webSocket, this.services);
    const slice = this.slices[this.opened++ % PING_SLICES] as Set<RoomSocketConnection>;
    slice.add(connection);
    webSocket.once('close', () => {
      slice.delete(connection);
      connection.closed();
      release();
    });
    // A socket error (a reset, a bad frame) is followed by its close; nothing else to do here.
    webSocket.on('error', () => undefined);
    if (this.closing) connection.close(SOCKET_CLOSE.goingAway, 'server restarting');
  }

  private ping(): void {
    const slice = this.slices[this.pingTick++ % PING_SLICES] as Set<RoomSocketConnection>;
    for (const connection of slice) connection.keepAlive(ROOM_SOCKET_LIMITS.missedPongsAllowed);
  }

  private markPresent(): void {
    for (const slice of this.slices)
      for (const connection of slice) {
        const player = connection.presentPlayer;
        if (player) this.services.markSeen(player);
      }
  }
}

/** Answers an upgrade request with a JSON error instead of a WebSocket, and closes the connection. */
function refuseUpgrade(socket: Duplex, status: number, message: string): void {
  if (socket.destroyed) return;
  const body = JSON.stringify(errorBody(plainErrorAnswer(status, message)));
  socket.end(
    `HTTP/1.1 ${status} ${STATUS_CODES[status] ?? ''}\r\n` +
      'Content-Type: application/json; charset=utf-8\r\n' +
      `Content-Length: ${Buffer.byteLength(body)}\r\n` +
      'Connection: close\r\n\r\n' +
      body,
  );
}
