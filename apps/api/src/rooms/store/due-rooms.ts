import { Injectable } from '@nestjs/common';
import { Database } from '../../database/database';

/** At most this many of each are handled per pass; the next pass takes the rest. */
const PER_PASS = 1000;

/** What the timers look for: players silent too long, rooms inactive too long, turns past their deadline. */
@Injectable()
export class DueRooms {
  constructor(private readonly db: Database) {}

  /** Players silent since before `playerCutoff`, and rooms inactive since before `roomCutoff`, oldest first. */
  async idle(
    playerCutoff: number,
    roomCutoff: number,
  ): Promise<{ players: { roomId: string; id: number }[]; rooms: string[] }> {
    const players = await this.db.query(
      `SELECT id, room_id FROM players WHERE last_seen_at < $1 ORDER BY last_seen_at LIMIT ${PER_PASS}`,
      [playerCutoff],
    );
    const rooms = await this.db.query(
      `SELECT id FROM rooms WHERE last_activity_at < $1 ORDER BY last_activity_at LIMIT ${PER_PASS}`,
      [roomCutoff],
    );
    return {
      players: players.rows.map((row) => ({ roomId: row.room_id as string, id: Number(row.id) })),
      rooms: rooms.rows.map((row) => row.id as string),
    };
  }

  /** Rooms whose turn deadline is at or before `now`, the longest overdue first. */
  async turnsDue(now: number): Promise<string[]> {
    const { rows } = await this.db.query(
      `SELECT id FROM rooms WHERE turn_deadline IS NOT NULL AND turn_deadline <= $1 ORDER BY turn_deadline LIMIT ${PER_PASS}`,
      [now],
    );
    return rows.map((row) => row.id as string);
  }
}
