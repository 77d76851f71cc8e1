import type { MigrationInterface } from 'typeorm';
import { CreateRooms1763856000000 } from './1763856000000-create-rooms';
import { CreateBlogPosts1763942400000 } from './1763942400000-create-blog-posts';
import { SeedBlogPosts1763942400001 } from './1763942400001-seed-blog-posts';
import { CreateNewsletter1763942400002 } from './1763942400002-create-newsletter';
import { RoomHostAndCode1764028800000 } from './1764028800000-room-host-and-code';
import { RoomSettings1764115200000 } from './1764115200000-room-settings';
import { ConfusableNameKeys1764201600000 } from './1764201600000-confusable-name-keys';
import { SubscriberLanguage1764288000000 } from './1764288000000-subscriber-language';
import { RoomLanguages1764374400000 } from './1764374400000-room-languages';
import { BlogLanguages1764460800000 } from './1764460800000-blog-languages';
import { SeedBlogTranslations1764547200000 } from './1764547200000-seed-blog-translations';

/**
 * Every schema change, in order. Each feature adds its migration here; migrations are written
 * with TypeORM's query runner table API so one migration serves SQLite and PostgreSQL.
 */
export const MIGRATIONS: (new () => MigrationInterface)[] = [
  CreateRooms1763856000000,
  CreateBlogPosts1763942400000,
  SeedBlogPosts1763942400001,
  CreateNewsletter1763942400002,
  RoomHostAndCode1764028800000,
  RoomSettings1764115200000,
  ConfusableNameKeys1764201600000,
  SubscriberLanguage1764288000000,
  RoomLanguages1764374400000,
  BlogLanguages1764460800000,
  SeedBlogTranslations1764547200000,
];
