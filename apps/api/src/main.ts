import 'reflect-metadata';
import { ConfigError, loadConfig } from './config/app-config';
import { createApp } from './create-app';
import { JsonLogger } from './http/json-logger';
import { stopOnSignals } from './shutdown/stop-on-signals';

async function main(): Promise<void> {
  let config;
  try {
    config = loadConfig(process.env);
  } catch (error) {
    if (error instanceof ConfigError) {
      process.stderr.write(`${error.message}\n`);
      process.exit(1);
    }
    throw error;
  }
  const app = await createApp(config);
  await app.listen(config.port, config.host);
  const logger = app.get(JsonLogger);
  stopOnSignals(app, config.shutdownTimeoutMs, logger);
  const where = config.database.kind === 'sqlite' ? `SQLite at ${config.database.path}` : 'PostgreSQL';
  logger.log(`Truth or Dare listening on http://localhost:${config.port} (${where})`, 'Main');
}

main().catch((error: unknown) => {
  process.stderr.write(`Failed to start: ${error instanceof Error ? error.message : String(error)}\n`);
  process.exit(1);
});
