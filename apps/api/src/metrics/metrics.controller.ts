import { Controller, Get, Res, UseGuards } from '@nestjs/common';
import type { Response } from 'express';
import { Registry } from 'prom-client';
import { MetricsAccessGuard } from './metrics-access.guard';

@Controller()
export class MetricsController {
  constructor(private readonly registry: Registry) {}

  /** Prometheus's text format (docs/api.md#metrics); the guard answers 404 while metrics are off and 401 without the token. */
  @Get('metrics')
  @UseGuards(MetricsAccessGuard)
  async scrape(@Res() response: Response): Promise<void> {
    const text = await this.registry.metrics();
    // Written directly: Express's send() would rewrite the content type's parameters, and this one is Prometheus's exactly.
    response.status(200);
    response.setHeader('content-type', this.registry.contentType);
    response.setHeader('cache-control', 'no-store');
    response.end(text);
  }
}
