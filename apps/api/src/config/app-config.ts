import { isAbsolute, resolve } from 'node:path';
import { z } from 'zod';

/** Everything the server reads from its environment, validated once at start. */
export interface AppConfig {
  readonly port: number;
  readonly host: string;
  readonly database: DatabaseConfig;
  /** Folder of the built web app to serve, or null to serve the API alone. */
  readonly webDistPath: string | null;
  readonly logLevel: LogLevel;
  readonly rooms: RoomsConfig;
}

/** Presence, stream and rate-limit settings of online rooms; the defaults are the contract's. */
export interface RoomsConfig {
  readonly playerTimeoutMs: number;
  readonly roomTimeoutMs: number;
  /** How often each instance looks for silent players and inactive rooms. */
  readonly sweepIntervalMs: number;
  readonly heartbeatIntervalMs: number;
  /** Room creations per client address per minute. */
  readonly createRoomPerMinute: number;
  /** Joins per client address per minute. */
  readonly joinRoomPerMinute: number;
}

export type DatabaseConfig = { readonly kind: 'sqlite'; readonly path: string } | { readonly kind: 'postgres'; readonly url: string };

export const LOG_LEVELS = ['debug', 'info', 'warn', 'error', 'silent'] as const;
export type LogLevel = (typeof LOG_LEVELS)[number];

export class ConfigError extends Error {}

const DEFAULT_SQLITE_PATH = './data/truth-or-dare.sqlite';
/** apps/api/dist/config -> apps/web/dist */
const DEFAULT_WEB_DIST = resolve(__dirname, '../../../web/dist');

const environmentSchema = z.object({
  PORT: z.coerce.number({ error: 'must be a whole number from 0 to 65535' }).int('must be a whole number from 0 to 65535').min(0).max(65535).default(3000),
  HOST: z.string().min(1, 'must not be empty').default('0.0.0.0'),
  DATABASE_URL: z
    .string()
    .regex(/^postgres(ql)?:\/\//, 'must be a PostgreSQL URL such as postgres://user@host:5432/db')
    .optional(),
  SQLITE_PATH: z.string().min(1, 'must not be empty').default(DEFAULT_SQLITE_PATH),
  WEB_DIST_PATH: z.string().optional(),
  LOG_LEVEL: z.enum(LOG_LEVELS, { error: `must be one of ${LOG_LEVELS.join(', ')}` }).default('info'),
  PLAYER_TIMEOUT_MS: positiveInteger(30_000),
  ROOM_TIMEOUT_MS: positiveInteger(60_000),
  ROOM_SWEEP_INTERVAL_MS: positiveInteger(2_000),
  STREAM_HEARTBEAT_MS: positiveInteger(15_000),
  RATE_LIMIT_CREATE_ROOM_PER_MINUTE: positiveInteger(10),
  RATE_LIMIT_JOIN_ROOM_PER_MINUTE: positiveInteger(30),
});

function positiveInteger(fallback: number) {
  return z.coerce.number({ error: 'must be a whole number above 0' }).int('must be a whole number above 0').min(1, 'must be a whole number above 0').default(fallback);
}

/** Reads the configuration; throws a ConfigError naming the first bad variable. */
export function loadConfig(env: Record<string, string | undefined>): AppConfig {
  // An empty variable means "not set", as most shells and .env tools produce.
  const present = Object.fromEntries(Object.entries(env).filter(([, value]) => value !== undefined && value !== ''));
  const parsed = environmentSchema.safeParse(present);
  if (!parsed.success) {
    const issue = parsed.error.issues[0];
    const variable = String(issue?.path[0] ?? 'environment');
    throw new ConfigError(`Invalid environment variable ${variable}: ${issue?.message ?? 'invalid value'} (got "${env[variable] ?? ''}").`);
  }
  const vars = parsed.data;
  return {
    port: vars.PORT,
    host: vars.HOST,
    database: vars.DATABASE_URL ? { kind: 'postgres', url: vars.DATABASE_URL } : { kind: 'sqlite', path: absolute(vars.SQLITE_PATH) },
    webDistPath: vars.WEB_DIST_PATH === 'none' ? null : absolute(vars.WEB_DIST_PATH ?? DEFAULT_WEB_DIST),
    logLevel: vars.LOG_LEVEL,
    rooms: {
      playerTimeoutMs: vars.PLAYER_TIMEOUT_MS,
      roomTimeoutMs: vars.ROOM_TIMEOUT_MS,
      sweepIntervalMs: vars.ROOM_SWEEP_INTERVAL_MS,
      heartbeatIntervalMs: vars.STREAM_HEARTBEAT_MS,
      createRoomPerMinute: vars.RATE_LIMIT_CREATE_ROOM_PER_MINUTE,
      joinRoomPerMinute: vars.RATE_LIMIT_JOIN_ROOM_PER_MINUTE,
    },
  };
}

function absolute(path: string): string {
  return isAbsolute(path) ? path : resolve(process.cwd(), path);
}
