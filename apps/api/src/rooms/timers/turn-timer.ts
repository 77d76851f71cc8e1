import { Inject, Injectable, type BeforeApplicationShutdown, type OnApplicationBootstrap } from '@nestjs/common';
import { CLOCK, type Clock } from '../../clock/clock';
import { PeriodicTask } from '../../clock/periodic-task';
import type { AppConfig } from '../../config/app-config';
import { APP_CONFIG } from '../../config/app-config.token';
import { DueRooms } from '../store/due-rooms';
import { JsonLogger } from '../../http/json-logger';
import { RoomCommands } from '../commands/room-commands.service';

/**
 * The turn timer: skips current players whose deadline has passed. Deadlines are stored with the
 * room as absolute times, so any instance, or one restarted, finds them; the skip re-checks the
 * deadline under the room's lock, so instances checking at once skip once.
 */
@Injectable()
export class TurnTimer implements OnApplicationBootstrap, BeforeApplicationShutdown {
  private readonly task: PeriodicTask<void>;

  constructor(
    private readonly due: DueRooms,
    private readonly commands: RoomCommands,
    @Inject(APP_CONFIG) private readonly config: AppConfig,
    @Inject(CLOCK) private readonly clock: Clock,
    private readonly logger: JsonLogger,
  ) {
    this.task = new PeriodicTask(() => this.checkOnce(), {
      intervalMs: config.rooms.turnCheckIntervalMs,
      onError: (error) => logger.event('warn', 'turn timer check failed', { error: error.message }),
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
  check(): Promise<void> {
    return this.task.run();
  }

  private async checkOnce(): Promise<void> {
    for (const roomId of await this.due.turnsDue(this.clock.now()))
      await this.commands.apply(roomId, { type: 'turnTimeout' });
  }
}
