import {
  type CanActivate,
  type ExecutionContext,
  Inject,
  Injectable,
  NotFoundException,
  UnauthorizedException,
} from '@nestjs/common';
import type { Request } from 'express';
import { bearerToken, tokensMatch } from '../admin/admin-token';
import type { AppConfig } from '../config/app-config';
import { APP_CONFIG } from '../config/app-config.token';

/**
 * Whether a scrape may read the metrics: 404 while METRICS_TOKEN is unset (as if the path did not
 * exist), else 401 unless it sends `Authorization: Bearer <METRICS_TOKEN>`, compared in constant time.
 */
export function checkMetricsAccess(expected: string | null, authorization: string | undefined): void {
  if (expected === null) throw new NotFoundException('Not found.');
  const presented = bearerToken(authorization);
  if (presented === null) throw new UnauthorizedException('The metrics token is required.');
  if (!tokensMatch(presented, expected)) throw new UnauthorizedException('The metrics token is not valid.');
}

@Injectable()
export class MetricsAccessGuard implements CanActivate {
  constructor(@Inject(APP_CONFIG) private readonly config: AppConfig) {}

  canActivate(context: ExecutionContext): boolean {
    checkMetricsAccess(this.config.metricsToken, context.switchToHttp().getRequest<Request>().headers.authorization);
    return true;
  }
}
