import type { MigrationInterface } from 'typeorm';
import { CreateRooms1763856000000 } from './1763856000000-create-rooms';

/**
 * Every schema change, in order. Each feature adds its migration here; migrations are written
 * with TypeORM's query runner table API so one migration serves SQLite and PostgreSQL.
 */
export const MIGRATIONS: (new () => MigrationInterface)[] = [CreateRooms1763856000000];
