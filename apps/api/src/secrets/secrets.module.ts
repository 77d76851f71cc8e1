import { type DynamicModule, Module } from '@nestjs/common';
import type { AppConfig } from '../config/app-config';
import { JsonLogger } from '../http/json-logger';
import { SecretsService } from './secrets.service';

/** Makes SecretsService available everywhere; imported once, by AppModule. */
@Module({})
export class SecretsModule {
  static forRoot(config: AppConfig): DynamicModule {
    return {
      module: SecretsModule,
      global: true,
      providers: [
        { provide: SecretsService, useFactory: () => new SecretsService(config, new JsonLogger(config.logLevel)) },
      ],
      exports: [SecretsService],
    };
  }
}
