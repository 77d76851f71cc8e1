import { Controller, Get, ServiceUnavailableException } from '@nestjs/common';
import { Database } from '../database/database';

@Controller()
export class HealthController {
  constructor(private readonly db: Database) {}

  /** Healthy once the database answers a query. */
  @Get('healthz')
  async health(): Promise<{ status: 'ok' }> {
    try {
      await this.db.query('SELECT 1');
    } catch {
      throw new ServiceUnavailableException('Database unavailable.');
    }
    return { status: 'ok' };
  }
}
