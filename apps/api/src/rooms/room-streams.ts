import { Inject, Injectable, type BeforeApplicationShutdown, type OnApplicationBootstrap } from '@nestjs/common';
import type { IncomingMessage, ServerResponse } from 'node:http';
import type { AppConfig } from '../config/app-config';
import { APP_CONFIG } from '../config/app-config.token';
import { RoomEventBus } from './room-event-bus';
import { RoomStreamHub } from './room-stream-hub';
import { RoomEventLog } from './room-event-log';

/** Opens event streams for the controller and connects this instance's hub to the event bus. */
@Injectable()
export class RoomStreams implements OnApplicationBootstrap, BeforeApplicationShutdown {
  readonly hub: RoomStreamHub;

  constructor(
    private readonly log: RoomEventLog,
    private readonly bus: RoomEventBus,
    @Inject(APP_CONFIG) config: AppConfig,
  ) {
    this.hub = new RoomStreamHub((roomId, afterId, limit) => this.log.read(roomId, afterId, limit), config.rooms.heartbeatIntervalMs);
  }

  async onApplicationBootstrap(): Promise<void> {
    await this.bus.start(this.hub);
  }

  async beforeApplicationShutdown(): Promise<void> {
    this.hub.closeAll();
    await this.bus.stop();
  }

  /**
   * Streams a room (false when there is no such room) from `lastEventId` (the Last-Event-ID header, or `?lastEventId=` for a first
   * connection that continues from a loaded room); without one, from now on.
   */
  async open(roomId: string, lastEventId: string | undefined, request: IncomingMessage, response: ServerResponse): Promise<boolean> {
    const newest = await this.log.lastEventId(roomId);
    if (newest === null) return false;
    const requested = lastEventId === undefined || !/^\d{1,15}$/.test(lastEventId.trim()) ? newest : Number(lastEventId.trim());
    // Streams stay open for hours; the server's request timeout must not cut them.
    request.socket.setTimeout(0);
    this.hub.open(roomId, response, Math.min(requested, newest));
    return true;
  }
}
