import { Module } from '@nestjs/common';
import { HealthModule } from '../health/health.module';
import { GracefulShutdown } from './graceful-shutdown';

/** Graceful shutdown: the order in which the server stops (graceful-shutdown.ts). */
@Module({ imports: [HealthModule], providers: [GracefulShutdown] })
export class ShutdownModule {}
