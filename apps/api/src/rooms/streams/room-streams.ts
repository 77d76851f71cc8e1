import {
  Inject,
  Injectable,
  ServiceUnavailableException,
  type OnApplicationBootstrap,
  type OnApplicationShutdown,
  type OnModuleDestroy,
} from '@nestjs/common';
import { usernameKey } from '@truth-or-dare/room-protocol';
import type { IncomingMessage, ServerResponse } from 'node:http';
import type { AppConfig } from '../../config/app-config';
import { APP_CONFIG } from '../../config/app-config.token';
import { RoomEventBus } from './room-event-bus';
import { RoomStreamHub, type StreamPlayer } from './room-stream-hub';
import { RoomEventLog } from '../store/room-event-log';
import { SeatedPlayers } from '../commands/seated-players';

/** The answer to a stream asked for while this instance shuts down: the client opens it again, on another instance or this one restarted. */
export const SHUTTING_DOWN_MESSAGE = 'The server is restarting. Please try again shortly.';

/** Opens event streams for the controller and connects this instance's hub to the event bus. */
@Injectable()
export class RoomStreams implements OnApplicationBootstrap, OnModuleDestroy, OnApplicationShutdown {
  readonly hub: RoomStreamHub;
  private closing = false;

  constructor(
    private readonly log: RoomEventLog,
    private readonly bus: RoomEventBus,
    private readonly players: SeatedPlayers,
    @Inject(APP_CONFIG) config: AppConfig,
  ) {
    this.hub = new RoomStreamHub(
      (roomId, afterId, limit) => this.log.read(roomId, afterId, limit),
      config.rooms.heartbeatIntervalMs,
    );
  }

  async onApplicationBootstrap(): Promise<void> {
    await this.bus.start(this.hub);
  }

  /**
   * The first step of shutting down (shutdown/graceful-shutdown.ts): every open stream ends (its
   * client reconnects with Last-Event-ID, elsewhere or later) and no new one opens, so no stream
   * holds the server open while requests in progress finish.
   */
  closeStreams(): void {
    this.closing = true;
    this.hub.closeAll();
  }

  onModuleDestroy(): void {
    this.closeStreams();
  }

  /** Once requests are done: nothing is streamed any more. */
  async onApplicationShutdown(): Promise<void> {
    await this.bus.stop();
  }

  /**
   * Streams a room (false when there is no such room) from `lastEventId` (the Last-Event-ID header, or `?lastEventId=` for a first
   * connection that continues from a loaded room); without one, from now on. With a player token the stream is that player's
   * (it also gets the events addressed to them); a token of no player seated in the room throws the 404 or 401 of every player call.
   */
  async open(
    roomId: string,
    lastEventId: string | undefined,
    token: string | null,
    request: IncomingMessage,
    response: ServerResponse,
  ): Promise<boolean> {
    if (this.closing) throw new ServiceUnavailableException(SHUTTING_DOWN_MESSAGE);
    let player: StreamPlayer | null = null;
    if (token !== null) {
      const seated = await this.players.authenticate(roomId, token);
      player = { id: seated.id, usernameKey: usernameKey(seated.username) };
    }
    const newest = await this.log.lastEventId(roomId);
    if (newest === null) return false;
    const requested =
      lastEventId === undefined || !/^\d{1,15}$/.test(lastEventId.trim()) ? newest : Number(lastEventId.trim());
    // Shutdown may have begun while the room was looked up.
    if (this.closing) throw new ServiceUnavailableException(SHUTTING_DOWN_MESSAGE);
    // Streams stay open for hours; the server's request timeout must not cut them.
    request.socket.setTimeout(0);
    this.hub.open(roomId, response, Math.min(requested, newest), player);
    return true;
  }
}
