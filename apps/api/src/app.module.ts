import { type DynamicModule, Module } from '@nestjs/common';
import { TypeOrmModule } from '@nestjs/typeorm';
import type { AppConfig } from './config/app-config';
import { databaseOptions } from './database/database-options';
import { HealthModule } from './health/health.module';
import { RoomsModule } from './rooms/rooms.module';

@Module({})
export class AppModule {
  static forRoot(config: AppConfig): DynamicModule {
    return {
      module: AppModule,
      imports: [TypeOrmModule.forRoot({ ...databaseOptions(config.database), autoLoadEntities: true }), HealthModule, RoomsModule.forRoot(config)],
    };
  }
}
