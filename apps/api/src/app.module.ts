import { type DynamicModule, Module } from '@nestjs/common';
import { TypeOrmModule } from '@nestjs/typeorm';
import type { AppConfig } from './config/app-config';
import { ClockModule } from './clock/clock.module';
import type { Clock } from './clock/clock';
import { ConfigModule } from './config/config.module';
import type { JsonLogger } from './http/json-logger';
import { DatabaseModule } from './database/database.module';
import { databaseOptions } from './database/database-options';
import { BlogModule } from './blog/blog.module';
import { HealthModule } from './health/health.module';
import { MetricsModule } from './metrics/metrics.module';
import { NewsletterModule } from './newsletter/newsletter.module';
import { RateLimitModule } from './rate-limits/rate-limit.module';
import { RoomsModule } from './rooms/rooms.module';
import { SecretsModule } from './secrets/secrets.module';
import { SeoModule } from './seo/seo.module';
import { ShutdownModule } from './shutdown/shutdown.module';

@Module({})
export class AppModule {
  static forRoot(config: AppConfig, logger: JsonLogger, clock?: Clock): DynamicModule {
    // One RoomsModule: the newsletter imports this same object, and Nest shares a module imported by reference.
    const rooms = RoomsModule.forRoot(config);
    return {
      module: AppModule,
      imports: [
        ConfigModule.forRoot(config, logger),
        TypeOrmModule.forRoot(databaseOptions(config.database)),
        DatabaseModule,
        ClockModule.forRoot(clock),
        SecretsModule,
        HealthModule,
        ShutdownModule,
        RateLimitModule.forRoot(config),
        rooms,
        BlogModule,
        NewsletterModule.forRoot(rooms),
        SeoModule,
        MetricsModule.forRoot(config, rooms),
      ],
    };
  }
}
