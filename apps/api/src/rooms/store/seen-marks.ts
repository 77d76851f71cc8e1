import { type BeforeApplicationShutdown, Injectable } from '@nestjs/common';
import { Database } from '../../database/database';
import { JsonLogger } from '../../http/json-logger';

/** How often the marks of pings and chats are written; far below the 30 s a silent player is kept. */
export const SEEN_MARKS_FLUSH_MS = 1_000;

/** Marks written per SQLite transaction: a few milliseconds of the one connection at most. */
const SQLITE_SLICE = 100;

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
    private readonly db: Database,
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
    this.flushing = this.write(players, rooms)
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

  private async write(players: Map<number, number>, rooms: Map<string, number>): Promise<void> {
    if (this.db.kind === 'postgres') {
      await this.writePostgres(players, rooms);
      return;
    }
    // In slices, each its own short transaction: one transaction for thousands of players would
    // hold SQLite's one connection, and every request waiting on it, for tens of milliseconds.
    const updates: [string, number | string, number][] = [
      ...[...players].map(([id, at]): [string, number, number] => [
        'UPDATE players SET last_seen_at = $2 WHERE id = $1 AND last_seen_at < $2',
        id,
        at,
      ]),
      ...[...rooms].map(([id, at]): [string, string, number] => [
        'UPDATE rooms SET last_activity_at = $2 WHERE id = $1 AND last_activity_at < $2',
        id,
        at,
      ]),
    ];
    for (let start = 0; start < updates.length; start += SQLITE_SLICE) {
      if (start > 0) await new Promise((resolve) => setImmediate(resolve));
      await this.db.transaction(async (sql) => {
        for (const [text, id, at] of updates.slice(start, start + SQLITE_SLICE)) await sql(text, [id, at]);
      });
    }
  }

  /**
   * One statement per table. Rows a room transaction holds at that moment are skipped rather than
   * waited for (waiting could deadlock with a transaction that locked the room first and a player
   * next); such a mark is dropped, which costs nothing: the player pings again within 10 s and is
   * kept for 30 s.
   */
  private async writePostgres(players: Map<number, number>, rooms: Map<string, number>): Promise<void> {
    await this.writeMarksPostgres('players', 'last_seen_at', 'int', players);
    await this.writeMarksPostgres('rooms', 'last_activity_at', 'text', rooms);
  }

  private async writeMarksPostgres(
    table: 'players' | 'rooms',
    column: 'last_seen_at' | 'last_activity_at',
    idType: 'int' | 'text',
    marks: Map<number | string, number>,
  ): Promise<void> {
    if (marks.size === 0) return;
    await this.db.query(
      `UPDATE ${table} SET ${column} = marks.at FROM unnest($1::${idType}[], $2::bigint[]) AS marks(id, at)
        WHERE ${table}.id = marks.id AND ${table}.${column} < marks.at
          AND ${table}.id IN (SELECT id FROM ${table} WHERE id = ANY($1::${idType}[]) FOR UPDATE SKIP LOCKED)`,
      [[...marks.keys()], [...marks.values()]],
    );
  }
}
