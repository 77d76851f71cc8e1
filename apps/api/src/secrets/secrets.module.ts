import { Global, Module } from '@nestjs/common';
import type { AppConfig } from '../config/app-config';
import { APP_CONFIG } from '../config/app-config.token';
import { JsonLogger } from '../http/json-logger';
import { SecretsService } from './secrets.service';

/** Makes SecretsService available everywhere; imported once, by AppModule. */
@Global()
@Module({
  providers: [
    {
      provide: SecretsService,
      useFactory: (config: AppConfig, logger: JsonLogger) => new SecretsService(config, logger),
      inject: [APP_CONFIG, JsonLogger],
    },
  ],
  exports: [SecretsService],
})
export class SecretsModule {}
