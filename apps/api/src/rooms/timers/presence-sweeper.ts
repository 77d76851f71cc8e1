import { Inject, Injectable, type BeforeApplicationShutdown, type OnApplicationBootstrap } from '@nestjs/common';
import { APP_CONFIG } from '../../config/app-config.token';
import type { AppConfig } from '../../config/app-config';
import { JsonLogger } from '../../http/json-logger';
import { CLOCK, type Clock } from '../../clock/clock';
import { PeriodicTask } from '../../clock/periodic-task';
import { DueRooms } from '../store/due-rooms';
import { RoomPresence } from './room-presence';
import { SeenMarks } from '../store/seen-marks';

/**
 * Lets silent players go and deletes inactive rooms. Every instance runs it; each removal
 * re-checks its condition under the room's lock, so two instances sweeping at once act once.
 */
@Injectable()
export class PresenceSweeper implements OnApplicationBootstrap, BeforeApplicationShutdown {
  private readonly task: PeriodicTask<void>;

  constructor(
    private readonly presence: RoomPresence,
    private readonly due: DueRooms,
    private readonly seen: SeenMarks,
    @Inject(APP_CONFIG) private readonly config: AppConfig,
    @Inject(CLOCK) private readonly clock: Clock,
    private readonly logger: JsonLogger,
  ) {
    this.task = new PeriodicTask(() => this.sweepOnce(), {
      intervalMs: config.rooms.sweepIntervalMs,
      onError: (error) => logger.event('warn', 'room sweep failed', { error: error.message }),
      idle: undefined,
    });
  }

  onApplicationBootstrap(): void {
    this.task.start();
  }

  /** Before the database closes (onApplicationShutdown), so a pass in progress can finish. */
  beforeApplicationShutdown(): Promise<void> {
    return this.task.stop();
  }

  /** One pass; overlapping calls share the pass in progress. */
  sweep(): Promise<void> {
    return this.task.run();
  }

  private async sweepOnce(): Promise<void> {
    const now = this.clock.now();
    const playerCutoff = now - this.config.rooms.playerTimeoutMs;
    const roomCutoff = now - this.config.rooms.roomTimeoutMs;
    // This instance's pings and chats first, so a player it has just seen is not judged silent.
    await this.seen.flush();
    const idle = await this.due.idle(playerCutoff, roomCutoff);
    for (const player of idle.players) await this.presence.timeOutPlayer(player.roomId, player.id, playerCutoff);
    for (const roomId of idle.rooms) await this.presence.closeInactiveRoom(roomId, roomCutoff);
  }
}
