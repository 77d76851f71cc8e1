import type { Sql } from '../../database/database';

/** A seat as the players table has it: row id, room and name. */
export interface SeatRow {
  readonly id: number;
  readonly roomId: string;
  readonly username: string;
}

interface Waiting {
  resolve(row: SeatRow | null): void;
  reject(error: unknown): void;
}

/**
 * Looks seats up by token hash, the lookups that arrive in one turn of the event loop together in
 * one query: on PostgreSQL, the first call of each token on an instance, and every call while the
 * instance's seat cache is paused (docs/decisions/0018-postgres-chat-group-commit.md, 0020).
 * Each lookup still reads the table after it was asked, so it answers what a query of its own would.
 */
export class SeatLookups {
  private waiting: Map<string, Waiting[]> | null = null;

  constructor(private readonly query: Sql) {}

  find(tokenHash: string): Promise<SeatRow | null> {
    return new Promise((resolve, reject) => {
      if (!this.waiting) {
        const batch = new Map<string, Waiting[]>();
        this.waiting = batch;
        setImmediate(() => void this.run(batch));
      }
      const forHash = this.waiting.get(tokenHash);
      if (forHash) forHash.push({ resolve, reject });
      else this.waiting.set(tokenHash, [{ resolve, reject }]);
    });
  }

  private async run(batch: Map<string, Waiting[]>): Promise<void> {
    this.waiting = null;
    const hashes = [...batch.keys()];
    try {
      const { rows } =
        hashes.length === 1
          ? await this.query('SELECT id, room_id, username, token_hash FROM players WHERE token_hash = $1', hashes)
          : await this.query(
              'SELECT id, room_id, username, token_hash FROM players WHERE token_hash = ANY($1::text[])',
              [hashes],
            );
      const found = new Map(
        rows.map((row) => [
          row.token_hash as string,
          { id: Number(row.id), roomId: row.room_id as string, username: row.username as string },
        ]),
      );
      for (const [hash, waiting] of batch) for (const { resolve } of waiting) resolve(found.get(hash) ?? null);
    } catch (error) {
      for (const waiting of batch.values()) for (const { reject } of waiting) reject(error);
    }
  }
}
