import { join } from 'node:path';
import type { AppConfig } from '../config/app-config';
import type { JsonLogger } from '../http/json-logger';
import { readOrCreateSecretFile } from './secret-file';

export const ADMIN_TOKEN_FILE = 'admin-token';
export const APP_SECRET_FILE = 'app-secret';

/**
 * The server's two secrets: the blog admin's bearer token and the key of unsubscribe links.
 * Each comes from its environment variable, or else from a file in DATA_DIR that the first start
 * generates. A generated admin token is logged once, when it is created, so the operator can
 * copy it; the app secret is never logged.
 */
export class SecretsService {
  readonly adminToken: string;
  readonly appSecret: string;

  constructor(config: AppConfig, logger: JsonLogger) {
    this.adminToken =
      config.secrets.adminToken ?? this.fromFile(join(config.dataDir, ADMIN_TOKEN_FILE), 'admin token', logger, true);
    this.appSecret =
      config.secrets.appSecret ?? this.fromFile(join(config.dataDir, APP_SECRET_FILE), 'app secret', logger, false);
  }

  private fromFile(path: string, name: string, logger: JsonLogger, announce: boolean): string {
    const stored = readOrCreateSecretFile(path);
    if (stored.created && announce) {
      logger.event(
        'warn',
        `Generated the ${name} ${stored.value} and kept it in ${path} (readable by this user only). It is shown only this once; set ADMIN_TOKEN to choose your own.`,
        {
          context: 'Secrets',
          file: path,
        },
      );
    } else if (stored.created) {
      logger.event('info', `Generated the ${name} and kept it in ${path} (readable by this user only).`, {
        context: 'Secrets',
        file: path,
      });
    }
    if (stored.readableByOthers)
      logger.event('warn', `${path} can be read by other users; run chmod 600 on it.`, {
        context: 'Secrets',
        file: path,
      });
    return stored.value;
  }
}
