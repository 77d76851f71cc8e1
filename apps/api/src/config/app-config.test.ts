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
    expect(() => loadConfig({ LOG_LEVEL: 'loud' })).toThrow(/variable LOG_LEVEL: must be one of debug, info, warn, error, silent/);
  });

  it('treats empty variables as unset and can switch web serving off', () => {
    expect(loadConfig({ PORT: '', DATABASE_URL: '' }).port).toBe(3000);
    expect(loadConfig({ WEB_DIST_PATH: 'none' }).webDistPath).toBeNull();
  });
});
