import { Controller, Get, ServiceUnavailableException } from '@nestjs/common';
import { Database } from '../database/database';
import { Readiness } from './readiness';

@Controller()
export class HealthController {
  constructor(
    private readonly db: Database,
    private readonly readiness: Readiness,
  ) {}

  /** Healthy once the database answers a query. */
  @Get('healthz')
  async health(): Promise<{ status: 'ok' }> {
    await this.databaseAnswers();
    return { status: 'ok' };
  }

  /** Ready for traffic: the database answers and this instance is not shutting down. */
  @Get('readyz')
  async ready(): Promise<{ status: 'ready' }> {
    if (this.readiness.shuttingDown) throw new ServiceUnavailableException('The server is shutting down.');
    await this.databaseAnswers();
    return { status: 'ready' };
  }

  private async databaseAnswers(): Promise<void> {
    try {
      await this.db.query('SELECT 1');
    } catch {
      throw new ServiceUnavailableException('Database unavailable.');
    }
  }
}
