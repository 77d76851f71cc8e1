import { resolve } from 'node:path';
import { describe, expect, it } from 'vitest';
import { ConfigError, loadConfig } from './app-config';

describe('loadConfig', () => {
  it('defaults to port 3000 and a SQLite file under ./data', () => {
    const config = loadConfig({});
    expect(config.port).toBe(3000);
    expect(config.database).toEqual({ kind: 'sqlite', path: expect.stringMatching(/\/data\/truth-or-dare\.sqlite$/) });
    expect(config.logLevel).toBe('info');
  });

  it('uses PostgreSQL when DATABASE_URL is set', () => {
    expect(loadConfig({ DATABASE_URL: 'postgres://postgres@127.0.0.1:5432/test' }).database).toEqual({
      kind: 'postgres',
      url: 'postgres://postgres@127.0.0.1:5432/test',
    });
  });

  it('names the bad variable', () => {
    expect(() => loadConfig({ PORT: 'abc' })).toThrow(ConfigError);
    expect(() => loadConfig({ PORT: 'abc' })).toThrow(/^Invalid environment variable PORT: .*\(got "abc"\)/);
    expect(() => loadConfig({ PORT: '70000' })).toThrow(/variable PORT/);
    expect(() => loadConfig({ DATABASE_URL: 'mysql://x' })).toThrow(/variable DATABASE_URL: must be a PostgreSQL URL/);
    expect(() => loadConfig({ LOG_LEVEL: 'loud' })).toThrow(
      /variable LOG_LEVEL: must be one of debug, info, warn, error, silent/,
    );
  });

  it('gives a graceful shutdown 10 s unless SHUTDOWN_TIMEOUT_MS says otherwise', () => {
    expect(loadConfig({}).shutdownTimeoutMs).toBe(10_000);
    expect(loadConfig({ SHUTDOWN_TIMEOUT_MS: '30000' }).shutdownTimeoutMs).toBe(30_000);
    expect(() => loadConfig({ SHUTDOWN_TIMEOUT_MS: '0' })).toThrow(
      /variable SHUTDOWN_TIMEOUT_MS: must be a whole number above 0/,
    );
  });

  it('treats empty variables as unset and can switch web serving off', () => {
    expect(loadConfig({ PORT: '', DATABASE_URL: '' }).port).toBe(3000);
    expect(loadConfig({ WEB_DIST_PATH: 'none' }).webDistPath).toBeNull();
  });

  describe('proxies and stream caps', () => {
    it('trusts loopback proxies only and caps streams at 20 per room and 200 per address by default', () => {
      const config = loadConfig({});
      expect(config.trustProxy).toEqual(['loopback']);
      expect([config.rooms.streamLimitPerRoom, config.rooms.streamLimitPerAddress]).toEqual([20, 200]);
    });

    it('reads a hop count or a list of addresses and CIDRs', () => {
      expect(loadConfig({ TRUST_PROXY: '2' }).trustProxy).toBe(2);
      expect(loadConfig({ TRUST_PROXY: '0' }).trustProxy).toBe(0);
      expect(loadConfig({ TRUST_PROXY: ' 10.0.0.0/8, 192.168.1.20 ,loopback,fd00::/8' }).trustProxy).toEqual([
        '10.0.0.0/8',
        '192.168.1.20',
        'loopback',
        'fd00::/8',
      ]);
      expect(loadConfig({ STREAM_LIMIT_PER_ROOM: '8', STREAM_LIMIT_PER_ADDRESS: '5000' }).rooms).toMatchObject({
        streamLimitPerRoom: 8,
        streamLimitPerAddress: 5000,
      });
    });

    it('refuses what is neither, naming the variable', () => {
      for (const value of ['example.com', '10.0.0.0/33', '10.0.0.1,,nonsense', ',', '-1']) {
        expect(() => loadConfig({ TRUST_PROXY: value }), value).toThrow(
          /^Invalid environment variable TRUST_PROXY: must be a number of proxies, or comma-separated addresses or CIDRs/,
        );
      }
      expect(() => loadConfig({ STREAM_LIMIT_PER_ADDRESS: '0' })).toThrow(
        /variable STREAM_LIMIT_PER_ADDRESS: must be a whole number above 0/,
      );
    });
  });

  describe('blog, secrets and newsletter variables', () => {
    it('has the documented defaults', () => {
      const config = loadConfig({});
      expect(config.dataDir).toBe(resolve(process.cwd(), 'data'));
      expect(config.publicUrl).toBe('http://localhost:3000');
      expect(config.secrets).toEqual({ adminToken: null, appSecret: null });
      expect(config.email).toEqual({ smtpUrl: null, from: 'Truth or Dare <no-reply@localhost>' });
      expect(config.newsletter).toEqual({
        digestIntervalMs: 3_600_000,
        outboxPollIntervalMs: 5_000,
        outboxRetryBaseMs: 60_000,
        outboxMaxAttempts: 8,
        subscribePerMinute: 5,
      });
    });

    it('follows PORT in the default public URL and drops a trailing slash from a given one', () => {
      expect(loadConfig({ PORT: '8080' }).publicUrl).toBe('http://localhost:8080');
      expect(loadConfig({ PUBLIC_URL: 'https://truthordare.example/' }).publicUrl).toBe('https://truthordare.example');
    });

    it('reads every variable', () => {
      const config = loadConfig({
        DATA_DIR: '/var/lib/tod',
        ADMIN_TOKEN: 'a-long-enough-admin-token',
        APP_SECRET: 'an-app-secret-of-some-length',
        SMTP_URL: 'smtps://user:pass@mail.example.com:465',
        EMAIL_FROM: 'Party <hello@example.com>',
        NEWSLETTER_DIGEST_INTERVAL_MS: '500',
        OUTBOX_POLL_INTERVAL_MS: '50',
        OUTBOX_RETRY_BASE_MS: '10',
        OUTBOX_MAX_ATTEMPTS: '3',
        RATE_LIMIT_SUBSCRIBE_PER_MINUTE: '100',
      });
      expect(config.dataDir).toBe('/var/lib/tod');
      expect(config.secrets).toEqual({
        adminToken: 'a-long-enough-admin-token',
        appSecret: 'an-app-secret-of-some-length',
      });
      expect(config.email).toEqual({
        smtpUrl: 'smtps://user:pass@mail.example.com:465',
        from: 'Party <hello@example.com>',
      });
      expect(config.newsletter).toEqual({
        digestIntervalMs: 500,
        outboxPollIntervalMs: 50,
        outboxRetryBaseMs: 10,
        outboxMaxAttempts: 3,
        subscribePerMinute: 100,
      });
    });

    it('resolves a relative DATA_DIR like SQLITE_PATH', () => {
      expect(loadConfig({ DATA_DIR: 'state' }).dataDir).toBe(resolve(process.cwd(), 'state'));
    });

    it('refuses bad values, naming the variable', () => {
      expect(() => loadConfig({ ADMIN_TOKEN: 'short' })).toThrow(
        /variable ADMIN_TOKEN: must be at least 16 characters/,
      );
      expect(() => loadConfig({ APP_SECRET: '0123456789abcde' })).toThrow(
        /variable APP_SECRET: must be at least 16 characters/,
      );
      expect(() => loadConfig({ ADMIN_TOKEN: 'has a space in the middle' })).toThrow(
        /variable ADMIN_TOKEN: must not contain spaces/,
      );
      expect(() => loadConfig({ PUBLIC_URL: 'ftp://example.com' })).toThrow(/variable PUBLIC_URL/);
      expect(() => loadConfig({ PUBLIC_URL: 'https://example.com/?a=1' })).toThrow(/variable PUBLIC_URL/);
      expect(() => loadConfig({ SMTP_URL: 'http://mail.example.com' })).toThrow(
        /variable SMTP_URL: must be an SMTP URL/,
      );
      expect(() => loadConfig({ EMAIL_FROM: 'nobody' })).toThrow(/variable EMAIL_FROM/);
      expect(() => loadConfig({ EMAIL_FROM: 'a@b.c\r\nBcc: x@y.z' })).toThrow(/variable EMAIL_FROM/);
      for (const name of [
        'NEWSLETTER_DIGEST_INTERVAL_MS',
        'OUTBOX_POLL_INTERVAL_MS',
        'OUTBOX_RETRY_BASE_MS',
        'OUTBOX_MAX_ATTEMPTS',
        'RATE_LIMIT_SUBSCRIBE_PER_MINUTE',
      ]) {
        expect(() => loadConfig({ [name]: '0' })).toThrow(
          new RegExp(`variable ${name}: must be a whole number above 0`),
        );
        expect(() => loadConfig({ [name]: 'soon' })).toThrow(new RegExp(`variable ${name}`));
      }
    });

    it('never repeats a secret in its error message', () => {
      for (const [name, value] of [
        ['ADMIN_TOKEN', 'tooshort'],
        ['APP_SECRET', 'tooshort'],
        ['SMTP_URL', 'ftp://user:hunter2@mail'],
        ['DATABASE_URL', 'mysql://root:hunter2@db'],
      ] as const) {
        let message = '';
        try {
          loadConfig({ [name]: value });
        } catch (error) {
          message = (error as Error).message;
        }
        expect(message).toContain(`variable ${name}`);
        expect(message).not.toContain(value);
        expect(message).toContain(`a hidden value of ${value.length} characters`);
      }
    });
  });

  describe('connection timeouts', () => {
    it('keeps idle connections 65 s, above the usual 60 s of a load balancer, and headers 1 s longer', () => {
      expect(loadConfig({}).http).toEqual({ keepAliveTimeoutMs: 65_000, headersTimeoutMs: 66_000 });
      expect(loadConfig({ HTTP_KEEP_ALIVE_TIMEOUT_MS: '620000' }).http).toEqual({
        keepAliveTimeoutMs: 620_000,
        headersTimeoutMs: 621_000,
      });
      expect(loadConfig({ HTTP_KEEP_ALIVE_TIMEOUT_MS: '1500', HTTP_HEADERS_TIMEOUT_MS: '4000' }).http).toEqual({
        keepAliveTimeoutMs: 1_500,
        headersTimeoutMs: 4_000,
      });
    });

    it('refuses a headers timeout that does not exceed the keep-alive timeout', () => {
      expect(() => loadConfig({ HTTP_HEADERS_TIMEOUT_MS: '65000' })).toThrow(
        /^Invalid environment variable HTTP_HEADERS_TIMEOUT_MS: must be above HTTP_KEEP_ALIVE_TIMEOUT_MS \(got "65000"\)/,
      );
      expect(() => loadConfig({ HTTP_KEEP_ALIVE_TIMEOUT_MS: '0' })).toThrow(
        /variable HTTP_KEEP_ALIVE_TIMEOUT_MS: must be a whole number above 0/,
      );
      expect(() => loadConfig({ HTTP_HEADERS_TIMEOUT_MS: '1.5' })).toThrow(
        /variable HTTP_HEADERS_TIMEOUT_MS: must be a whole number above 0/,
      );
    });

    it('gives a PostgreSQL statement 5 s unless DATABASE_STATEMENT_TIMEOUT_MS says otherwise', () => {
      expect(loadConfig({}).databaseStatementTimeoutMs).toBe(5_000);
      expect(loadConfig({ DATABASE_STATEMENT_TIMEOUT_MS: '750' }).databaseStatementTimeoutMs).toBe(750);
      expect(() => loadConfig({ DATABASE_STATEMENT_TIMEOUT_MS: 'soon' })).toThrow(
        /variable DATABASE_STATEMENT_TIMEOUT_MS: must be a whole number above 0/,
      );
    });
  });

  describe('metrics token', () => {
    it('is off unless METRICS_TOKEN is set, and reads it when it is', () => {
      expect(loadConfig({}).metricsToken).toBeNull();
      expect(loadConfig({ METRICS_TOKEN: 'a-metrics-token-of-length' }).metricsToken).toBe('a-metrics-token-of-length');
    });

    it('refuses a short token or one with spaces without repeating it', () => {
      expect(() => loadConfig({ METRICS_TOKEN: '0123456789abcde' })).toThrow(
        /variable METRICS_TOKEN: must be at least 16 characters \(got a hidden value of 15 characters\)/,
      );
      expect(() => loadConfig({ METRICS_TOKEN: 'a token with spaces in it' })).toThrow(
        /variable METRICS_TOKEN: must not contain spaces/,
      );
    });
  });
});
