import { type BeforeApplicationShutdown, Injectable } from '@nestjs/common';
import { JsonLogger } from '../../http/json-logger';
import { RoomStore } from './room-store';

/** How often the marks of pings and chats are written; far below the 30 s a silent player is kept. */
export const SEEN_MARKS_FLUSH_MS = 1_000;

/**
 * "This player was seen, this room was active": the write of every ping and every chat. Thousands
 * of players ping every 10 s, so the marks are kept in memory and written together once a second
 * in one statement per table, instead of one transaction per ping that rewrites the same index
 * pages (docs/decisions/0013-rooms-cost.md). A mark never moves a time backwards, so instances
 * flushing in any order agree. The presence sweep flushes first, so it judges what this instance
 * has seen; another instance's marks reach the database within SEEN_MARKS_FLUSH_MS.
 */
@Injectable()
export class SeenMarks implements BeforeApplicationShutdown {
  private players = new Map<number, number>();
  private rooms = new Map<string, number>();
  private flushing: Promise<void> | null = null;
  private readonly timer: NodeJS.Timeout;

  constructor(
    private readonly store: RoomStore,
    private readonly logger: JsonLogger,
  ) {
    this.timer = setInterval(() => void this.flush(), SEEN_MARKS_FLUSH_MS);
    this.timer.unref();
  }

  /** Marks the player seen at `now` and their room active at `now`. */
  markPlayer(playerId: number, roomId: string, now: number): void {
    if ((this.players.get(playerId) ?? -1) < now) this.players.set(playerId, now);
    this.markRoom(roomId, now);
  }

  markRoom(roomId: string, now: number): void {
    if ((this.rooms.get(roomId) ?? -1) < now) this.rooms.set(roomId, now);
  }

  /** Writes every mark made so far; resolves once they are in the database (or logged as failed). */
  async flush(): Promise<void> {
    while (this.flushing) await this.flushing;
    if (this.players.size === 0 && this.rooms.size === 0) return;
    const players = this.players;
    const rooms = this.rooms;
    this.players = new Map();
    this.rooms = new Map();
    this.flushing = this.store
      .writeSeenMarks(players, rooms)
      .catch((error: Error) => {
        // Kept for the next flush: a mark is lost only with the process.
        for (const [id, at] of players) this.markPlayerOnly(id, at);
        for (const [id, at] of rooms) this.markRoom(id, at);
        this.logger.event('warn', 'presence marks could not be written', { error: error.message });
      })
      .finally(() => {
        this.flushing = null;
      });
    await this.flushing;
  }

  /** Before the database closes. */
  async beforeApplicationShutdown(): Promise<void> {
    clearInterval(this.timer);
    await this.flush().catch(() => undefined);
  }

  private markPlayerOnly(playerId: number, at: number): void {
    if ((this.players.get(playerId) ?? -1) < at) this.players.set(playerId, at);
  }
}
