import { randomBytes } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { NestExpressApplication } from '@nestjs/platform-express';
import { Client } from 'pg';
import { loadConfig, type AppConfig } from '../src/config/app-config';
import type { Clock } from '../src/clock/clock';
import { createApp } from '../src/create-app';

export type TestDatabase = 'sqlite' | 'postgres';

/** SQLite always; PostgreSQL too when TEST_DATABASE_URL points at a server. */
export const TEST_DATABASES: TestDatabase[] = process.env.TEST_DATABASE_URL ? ['sqlite', 'postgres'] : ['sqlite'];

export interface TestServer {
  readonly baseUrl: string;
  readonly app: NestExpressApplication;
  readonly config: AppConfig;
  close(): Promise<void>;
}

/**
 * Starts the real server on a free port against a throwaway database: a new SQLite file, or a
 * new PostgreSQL database created for this server and dropped afterwards. DATA_DIR (generated
 * secrets, the email outbox) is a throwaway folder too unless `env` names one.
 */
export async function startTestServer(
  database: TestDatabase,
  env: Record<string, string> = {},
  options: { sharedDatabaseUrl?: string; clock?: Clock } = {},
): Promise<TestServer> {
  const scratch = mkdtempSync(join(tmpdir(), 'tod-api-test-'));
  const throwaway = database === 'postgres' && !options.sharedDatabaseUrl ? await createPostgresDatabase() : null;
  const databaseUrl = options.sharedDatabaseUrl ?? throwaway?.url;
  const config = loadConfig({
    PORT: '0',
    HOST: '127.0.0.1',
    LOG_LEVEL: process.env.TEST_LOG_LEVEL ?? 'silent',
    WEB_DIST_PATH: 'none',
    SQLITE_PATH: join(scratch, 'test.sqlite'),
    // Generated secrets and written emails stay in the scratch folder too.
    DATA_DIR: join(scratch, 'data'),
    ...(databaseUrl ? { DATABASE_URL: databaseUrl } : {}),
    ...env,
  });
  const app = await createApp(config, { clock: options.clock });
  await app.listen(0, '127.0.0.1');
  const address = app.getHttpServer().address() as { port: number };
  return {
    baseUrl: `http://127.0.0.1:${address.port}`,
    app,
    config,
    async close() {
      await app.close();
      await throwaway?.drop();
      rmSync(scratch, { recursive: true, force: true });
    },
  };
}

/** A new, empty PostgreSQL database on the TEST_DATABASE_URL server, and how to drop it. */
export async function createPostgresDatabase(): Promise<{ url: string; drop(): Promise<void> }> {
  const adminUrl = process.env.TEST_DATABASE_URL as string;
  const name = `tod_test_${randomBytes(6).toString('hex')}`;
  await withClient(adminUrl, (client) => client.query(`CREATE DATABASE ${name}`));
  const url = new URL(adminUrl);
  url.pathname = `/${name}`;
  return {
    url: url.toString(),
    drop: () =>
      withClient(adminUrl, (client) => client.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`)).then(
        () => undefined,
      ),
  };
}

async function withClient<T>(url: string, work: (client: Client) => Promise<T>): Promise<T> {
  const client = new Client({ connectionString: url });
  await client.connect();
  try {
    return await work(client);
  } finally {
    await client.end();
  }
}
