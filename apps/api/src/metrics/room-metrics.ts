import { Gauge, type Registry } from 'prom-client';
import type { Database } from '../database/database';
import { readCounts, sharedPerScrape } from './database-counts';

const ROOM_COUNTS = 'SELECT (SELECT COUNT(*) FROM rooms) AS rooms, (SELECT COUNT(*) FROM players) AS players';

/** Live rooms and seated players, counted in the database at scrape time: the same on every instance. */
export function registerRoomMetrics(registry: Registry, db: Database): void {
  const counts = sharedPerScrape(() => readCounts(db, ROOM_COUNTS, ['rooms', 'players']));
  new Gauge({
    name: 'tod_rooms',
    help: 'Live rooms in the database (a room is deleted after ROOM_TIMEOUT_MS without activity); NaN when the database did not answer.',
    registers: [registry],
    async collect() {
      this.set((await counts()).rooms);
    },
  });
  new Gauge({
    name: 'tod_players',
    help: 'Players seated in live rooms in the database; NaN when the database did not answer.',
    registers: [registry],
    async collect() {
      this.set((await counts()).players);
    },
  });
}
