import { isAbsolute, resolve } from 'node:path';
import proxyaddr from 'proxy-addr';
import { z } from 'zod';
import { PRESENCE, ROOM_SOCKET_LIMITS } from '@truth-or-dare/room-protocol';

/** Everything the server reads from its environment, validated once at start. */
export interface AppConfig {
  readonly port: number;
  readonly host: string;
  readonly http: HttpServerConfig;
  readonly database: DatabaseConfig;
  /**
   * How long one PostgreSQL statement may run: PostgreSQL's `statement_timeout` on every pooled
   * connection, and the client's own limit (a little later) for a server that stopped answering.
   */
  readonly databaseStatementTimeoutMs: number;
  /** Folder of the built web app to serve, or null to serve the API alone. */
  readonly webDistPath: string | null;
  readonly logLevel: LogLevel;
  /** How long a graceful shutdown (SIGTERM, SIGINT) may take before the process exits anyway. */
  readonly shutdownTimeoutMs: number;
  /**
   * Which peers may name the client in X-Forwarded-For, as Express's `trust proxy` takes it: a
   * number of proxies in front, or addresses and CIDRs. Rate limits and stream caps key on the
   * client address this gives.
   */
  readonly trustProxy: number | readonly string[];
  readonly rooms: RoomsConfig;
  /** Folder of generated secrets and of the `outbox/` folder of emails written to disk. */
  readonly dataDir: string;
  /** Origin of the site as people reach it, without a trailing slash; used in email links. */
  readonly publicUrl: string;
  readonly secrets: SecretsConfig;
  readonly email: EmailConfig;
  readonly newsletter: NewsletterConfig;
  /** Bearer token that `GET /metrics` requires; null turns the metrics off (404). */
  readonly metricsToken: string | null;
}

/**
 * Idle and header timeouts of the HTTP server. A load balancer keeps idle connections to the app
 * open for reuse; the app must not close one first, or a request sent on it at that moment fails.
 */
export interface HttpServerConfig {
  /** How long a connection may stay idle between requests before the server closes it. */
  readonly keepAliveTimeoutMs: number;
  /** How long a client may take to send a request's headers; always above keepAliveTimeoutMs. */
  readonly headersTimeoutMs: number;
}

/** Secrets given in the environment; null means "generate one and keep it in DATA_DIR". */
export interface SecretsConfig {
  /** Bearer token of the blog admin calls. */
  readonly adminToken: string | null;
  /** Key of the HMACs in unsubscribe links. */
  readonly appSecret: string | null;
}

export interface EmailConfig {
  /** SMTP server to send through, or null to write each email as an .eml file under DATA_DIR/outbox. */
  readonly smtpUrl: string | null;
  readonly from: string;
}

/** Newsletter digest, outbox and subscribe rate-limit settings. */
export interface NewsletterConfig {
  /** A subscriber gets at most one digest per this interval. */
  readonly digestIntervalMs: number;
  /** How often each instance looks for emails to send. */
  readonly outboxPollIntervalMs: number;
  /** Delay before the first retry of a failed email; each further retry waits twice as long (at most a day). */
  readonly outboxRetryBaseMs: number;
  /** Tries before an email is given up as failed. */
  readonly outboxMaxAttempts: number;
  /** Subscriptions per client address per minute. */
  readonly subscribePerMinute: number;
}

/** Presence, stream and rate-limit settings of online rooms; defaults as in docs/api.md#presence and docs/api.md#rate-limits. */
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
  /** Room codes that find no room, per client address per minute, before 429. */
  readonly wrongCodesPerMinute: number;
  /** Event streams one client address may hold open on one room, and on all rooms (then 429). */
  readonly streamLimitPerRoom: number;
  readonly streamLimitPerAddress: number;
  /** How often the server pings each room socket; two unanswered pings close it. */
  readonly socketPingIntervalMs: number;
  /** Origins besides the site's own whose pages may open room sockets (docs/api.md#room-socket). */
  readonly socketOrigins: readonly string[];
  /** How long one second of the turn timer lasts in ms (1000; tests shorten it). */
  readonly turnSecondMs: number;
  /** How often each instance looks for players whose turn deadline passed. */
  readonly turnCheckIntervalMs: number;
  readonly ice: IceConfig;
}

/** STUN and TURN servers for video calls; TURN credentials are per player and time-limited with a secret. */
export interface IceConfig {
  readonly stunUrls: readonly string[];
  readonly turnUrls: readonly string[];
  readonly turn:
    | { readonly kind: 'secret'; readonly secret: string; readonly ttlSeconds: number }
    | { readonly kind: 'static'; readonly username: string; readonly password: string }
    | null;
}

export type DatabaseConfig =
  { readonly kind: 'sqlite'; readonly path: string } | { readonly kind: 'postgres'; readonly url: string };

export const LOG_LEVELS = ['debug', 'info', 'warn', 'error', 'silent'] as const;
export type LogLevel = (typeof LOG_LEVELS)[number];

export class ConfigError extends Error {}

const DEFAULT_SQLITE_PATH = './data/truth-or-dare.sqlite';
/** The folder of DEFAULT_SQLITE_PATH. */
const DEFAULT_DATA_DIR = './data';
/** A few seconds: far above any statement the server runs, far below a request anyone waits for. */
export const DEFAULT_DATABASE_STATEMENT_TIMEOUT_MS = 5_000;
const DEFAULT_EMAIL_FROM = 'Truth or Dare <no-reply@localhost>';
/** Given secrets must be at least this long; generated ones are 32 random bytes. */
export const MIN_SECRET_LENGTH = 16;
/** apps/api/dist/config -> apps/web/dist */
const DEFAULT_WEB_DIST = resolve(__dirname, '../../../web/dist');

const environmentSchema = z
  .object({
    PORT: z.coerce
      .number({ error: 'must be a whole number from 0 to 65535' })
      .int('must be a whole number from 0 to 65535')
      .min(0)
      .max(65535)
      .default(3000),
    HOST: z.string().min(1, 'must not be empty').default('0.0.0.0'),
    // Above the 60 s idle timeout of common load balancers, so they close idle connections first.
    HTTP_KEEP_ALIVE_TIMEOUT_MS: positiveInteger(65_000),
    // Must exceed HTTP_KEEP_ALIVE_TIMEOUT_MS (checked below); unset: 1 s above it.
    HTTP_HEADERS_TIMEOUT_MS: wholeNumberAboveZero().optional(),
    DATABASE_URL: z
      .string()
      .regex(/^postgres(ql)?:\/\//, 'must be a PostgreSQL URL such as postgres://user@host:5432/db')
      .optional(),
    SQLITE_PATH: z.string().min(1, 'must not be empty').default(DEFAULT_SQLITE_PATH),
    // PostgreSQL only: a statement running longer fails as a database fault (503).
    DATABASE_STATEMENT_TIMEOUT_MS: positiveInteger(DEFAULT_DATABASE_STATEMENT_TIMEOUT_MS),
    WEB_DIST_PATH: z.string().optional(),
    LOG_LEVEL: z.enum(LOG_LEVELS, { error: `must be one of ${LOG_LEVELS.join(', ')}` }).default('info'),
    // On SIGTERM or SIGINT: how long open requests may take to finish before the process exits anyway.
    SHUTDOWN_TIMEOUT_MS: positiveInteger(10_000),
    PLAYER_TIMEOUT_MS: positiveInteger(PRESENCE.playerTimeoutMs),
    ROOM_TIMEOUT_MS: positiveInteger(PRESENCE.roomTimeoutMs),
    ROOM_SWEEP_INTERVAL_MS: positiveInteger(2_000),
    TURN_TIMER_SECOND_MS: positiveInteger(1_000),
    TURN_TIMER_CHECK_MS: positiveInteger(1_000),
    STREAM_HEARTBEAT_MS: positiveInteger(PRESENCE.heartbeatIntervalMs),
    RATE_LIMIT_CREATE_ROOM_PER_MINUTE: positiveInteger(10),
    RATE_LIMIT_JOIN_ROOM_PER_MINUTE: positiveInteger(30),
    RATE_LIMIT_WRONG_CODES_PER_MINUTE: positiveInteger(10),
    // Open event streams per client address: on one room, and on all rooms together.
    STREAM_LIMIT_PER_ROOM: positiveInteger(20),
    STREAM_LIMIT_PER_ADDRESS: positiveInteger(200),
    // Room sockets: the server pings each this often (the contract allows at most 25 s).
    SOCKET_PING_INTERVAL_MS: positiveInteger(ROOM_SOCKET_LIMITS.serverPingIntervalMs).refine(
      (ms) => ms <= 25_000,
      'must be at most 25000',
    ),
    // Origins besides PUBLIC_URL (and the request's own host) whose pages may open room sockets, comma-separated.
    SOCKET_ORIGINS: z
      .string()
      .transform((list) =>
        list
          .split(',')
          .map((origin) => origin.trim().replace(/\/+$/, ''))
          .filter((origin) => origin !== ''),
      )
      .refine(
        (origins) => origins.every(isOrigin),
        'must be http(s) origins such as https://example.com, comma-separated',
      )
      .optional(),
    // Proxies whose X-Forwarded-For names the client: a hop count or addresses/CIDRs; unset: loopback only.
    TRUST_PROXY: trustedProxies().optional(),
    // ICE servers handed to video calls (docs/api.md#video-calls); unset: host candidates only.
    STUN_URLS: iceUrls('stun'),
    TURN_URLS: iceUrls('turn'),
    // Shared secret of coturn's use-auth-secret: time-limited TURN credentials per player.
    TURN_SECRET: secret().optional(),
    TURN_TTL_SECONDS: positiveInteger(3_600),
    TURN_USERNAME: z.string().min(1, 'must not be empty').optional(),
    TURN_PASSWORD: z.string().min(1, 'must not be empty').optional(),
    // Where generated secrets (admin-token, app-secret) and the outbox/ folder of emails live.
    DATA_DIR: z.string().min(1, 'must not be empty').default(DEFAULT_DATA_DIR),
    // Bearer token of the blog admin calls; unset: generated once, kept in DATA_DIR/admin-token and logged once.
    ADMIN_TOKEN: secret().optional(),
    // HMAC key of unsubscribe links; unset: generated once and kept in DATA_DIR/app-secret, never logged.
    APP_SECRET: secret().optional(),
    // Origin used in email links; unset: http://localhost:<PORT>.
    PUBLIC_URL: z
      .string()
      .refine(isOrigin, 'must be an http(s) URL without query or fragment, such as https://example.com')
      .transform((url) => url.replace(/\/+$/, ''))
      .optional(),
    // SMTP server for emails (smtp:// or smtps://); unset: emails are written as .eml files under DATA_DIR/outbox.
    SMTP_URL: z
      .string()
      .refine(
        (url) => /^smtps?:\/\//i.test(url) && URL.canParse(url),
        'must be an SMTP URL such as smtps://user:password@mail.example.com:465',
      )
      .optional(),
    // Sender of every email.
    EMAIL_FROM: z
      .string()
      .trim()
      .min(3, 'must be an address such as "Truth or Dare <no-reply@example.com>"')
      .refine(
        (from) => from.includes('@') && !/[\r\n]/.test(from),
        'must be an address such as "Truth or Dare <no-reply@example.com>"',
      )
      .default(DEFAULT_EMAIL_FROM),
    // At most one digest email per subscriber per this interval (default one hour).
    NEWSLETTER_DIGEST_INTERVAL_MS: positiveInteger(3_600_000),
    // How often each instance looks in the outbox for emails to send.
    OUTBOX_POLL_INTERVAL_MS: positiveInteger(5_000),
    // Wait before retrying a failed email; doubles after each further failure, at most a day.
    OUTBOX_RETRY_BASE_MS: positiveInteger(60_000),
    // Tries before an email is marked failed.
    OUTBOX_MAX_ATTEMPTS: positiveInteger(8),
    // Subscriptions per client address per minute (429 above).
    RATE_LIMIT_SUBSCRIBE_PER_MINUTE: positiveInteger(5),
    // Bearer token of GET /metrics (Prometheus); unset: no metrics are collected and /metrics answers 404.
    METRICS_TOKEN: secret().optional(),
  })
  .refine((vars) => (vars.HTTP_HEADERS_TIMEOUT_MS ?? Infinity) > vars.HTTP_KEEP_ALIVE_TIMEOUT_MS, {
    path: ['HTTP_HEADERS_TIMEOUT_MS'],
    message: 'must be above HTTP_KEEP_ALIVE_TIMEOUT_MS',
  });

/** Variables whose values never appear in an error message: they hold secrets or passwords. */
const SECRET_VARIABLES = new Set(['ADMIN_TOKEN', 'APP_SECRET', 'SMTP_URL', 'DATABASE_URL', 'METRICS_TOKEN']);

function secret() {
  return z
    .string()
    .trim()
    .min(MIN_SECRET_LENGTH, `must be at least ${MIN_SECRET_LENGTH} characters`)
    .refine((value) => !/\s/.test(value), 'must not contain spaces');
}

function isOrigin(value: string): boolean {
  if (!URL.canParse(value)) return false;
  const url = new URL(value);
  return (
    (url.protocol === 'http:' || url.protocol === 'https:') &&
    url.search === '' &&
    url.hash === '' &&
    url.username === '' &&
    url.password === ''
  );
}

/** A comma-separated list of stun: (or stuns:) or turn: (or turns:) URLs. */
function iceUrls(scheme: 'stun' | 'turn') {
  const pattern = new RegExp(`^${scheme}s?:[^\\s,]+$`);
  return z
    .string()
    .transform((value) =>
      value
        .split(',')
        .map((url) => url.trim())
        .filter((url) => url !== ''),
    )
    .refine(
      (urls) => urls.every((url) => pattern.test(url)),
      `must be comma-separated ${scheme}: URLs such as ${scheme}:${scheme}.example.com:3478`,
    )
    .optional();
}

const TRUST_PROXY_RULE =
  'must be a number of proxies, or comma-separated addresses or CIDRs such as 10.0.0.0/8,192.168.1.20';

/** A hop count, or a list that proxy-addr (the package behind Express's `trust proxy`) accepts. */
function trustedProxies() {
  return z
    .string()
    .trim()
    .transform((value, context) => {
      if (/^\d{1,3}$/.test(value)) return Number(value);
      const entries = value
        .split(',')
        .map((entry) => entry.trim())
        .filter((entry) => entry !== '');
      try {
        if (entries.length === 0) throw new TypeError('no proxy listed');
        proxyaddr.compile(entries);
      } catch {
        context.addIssue({ code: 'custom', message: TRUST_PROXY_RULE });
        return z.NEVER;
      }
      return entries;
    });
}

function positiveInteger(fallback: number) {
  return wholeNumberAboveZero().default(fallback);
}

function wholeNumberAboveZero() {
  return z.coerce
    .number({ error: 'must be a whole number above 0' })
    .int('must be a whole number above 0')
    .min(1, 'must be a whole number above 0');
}

/** Reads the configuration; throws a ConfigError naming the first bad variable. */
export function loadConfig(env: Record<string, string | undefined>): AppConfig {
  // An empty variable means "not set", as most shells and .env tools produce.
  const present = Object.fromEntries(Object.entries(env).filter(([, value]) => value !== undefined && value !== ''));
  const parsed = environmentSchema.safeParse(present);
  if (!parsed.success) {
    const issue = parsed.error.issues[0];
    const variable = String(issue?.path[0] ?? 'environment');
    const got = SECRET_VARIABLES.has(variable)
      ? `a hidden value of ${env[variable]?.length ?? 0} characters`
      : `"${env[variable] ?? ''}"`;
    throw new ConfigError(
      `Invalid environment variable ${variable}: ${issue?.message ?? 'invalid value'} (got ${got}).`,
    );
  }
  const vars = parsed.data;
  return {
    port: vars.PORT,
    host: vars.HOST,
    http: {
      keepAliveTimeoutMs: vars.HTTP_KEEP_ALIVE_TIMEOUT_MS,
      headersTimeoutMs: vars.HTTP_HEADERS_TIMEOUT_MS ?? vars.HTTP_KEEP_ALIVE_TIMEOUT_MS + 1_000,
    },
    database: vars.DATABASE_URL
      ? { kind: 'postgres', url: vars.DATABASE_URL }
      : { kind: 'sqlite', path: absolute(vars.SQLITE_PATH) },
    databaseStatementTimeoutMs: vars.DATABASE_STATEMENT_TIMEOUT_MS,
    webDistPath: vars.WEB_DIST_PATH === 'none' ? null : absolute(vars.WEB_DIST_PATH ?? DEFAULT_WEB_DIST),
    logLevel: vars.LOG_LEVEL,
    shutdownTimeoutMs: vars.SHUTDOWN_TIMEOUT_MS,
    trustProxy: vars.TRUST_PROXY ?? ['loopback'],
    rooms: {
      playerTimeoutMs: vars.PLAYER_TIMEOUT_MS,
      roomTimeoutMs: vars.ROOM_TIMEOUT_MS,
      sweepIntervalMs: vars.ROOM_SWEEP_INTERVAL_MS,
      heartbeatIntervalMs: vars.STREAM_HEARTBEAT_MS,
      createRoomPerMinute: vars.RATE_LIMIT_CREATE_ROOM_PER_MINUTE,
      joinRoomPerMinute: vars.RATE_LIMIT_JOIN_ROOM_PER_MINUTE,
      wrongCodesPerMinute: vars.RATE_LIMIT_WRONG_CODES_PER_MINUTE,
      streamLimitPerRoom: vars.STREAM_LIMIT_PER_ROOM,
      streamLimitPerAddress: vars.STREAM_LIMIT_PER_ADDRESS,
      socketPingIntervalMs: vars.SOCKET_PING_INTERVAL_MS,
      socketOrigins: vars.SOCKET_ORIGINS ?? [],
      turnSecondMs: vars.TURN_TIMER_SECOND_MS,
      ice: {
        stunUrls: vars.STUN_URLS ?? [],
        turnUrls: vars.TURN_URLS ?? [],
        turn: vars.TURN_SECRET
          ? { kind: 'secret', secret: vars.TURN_SECRET, ttlSeconds: vars.TURN_TTL_SECONDS }
          : vars.TURN_USERNAME && vars.TURN_PASSWORD
            ? { kind: 'static', username: vars.TURN_USERNAME, password: vars.TURN_PASSWORD }
            : null,
      },
      turnCheckIntervalMs: vars.TURN_TIMER_CHECK_MS,
    },
    dataDir: absolute(vars.DATA_DIR),
    publicUrl: vars.PUBLIC_URL ?? `http://localhost:${vars.PORT}`,
    secrets: { adminToken: vars.ADMIN_TOKEN ?? null, appSecret: vars.APP_SECRET ?? null },
    email: { smtpUrl: vars.SMTP_URL ?? null, from: vars.EMAIL_FROM },
    newsletter: {
      digestIntervalMs: vars.NEWSLETTER_DIGEST_INTERVAL_MS,
      outboxPollIntervalMs: vars.OUTBOX_POLL_INTERVAL_MS,
      outboxRetryBaseMs: vars.OUTBOX_RETRY_BASE_MS,
      outboxMaxAttempts: vars.OUTBOX_MAX_ATTEMPTS,
      subscribePerMinute: vars.RATE_LIMIT_SUBSCRIBE_PER_MINUTE,
    },
    metricsToken: vars.METRICS_TOKEN ?? null,
  };
}

function absolute(path: string): string {
  return isAbsolute(path) ? path : resolve(process.cwd(), path);
}
