import { type CanActivate, type ExecutionContext, Injectable, UnauthorizedException } from '@nestjs/common';
import type { Request } from 'express';
import { SecretsService } from '../secrets/secrets.service';
import { bearerToken, tokensMatch } from './admin-token';

/**
 * Lets a request through only with `Authorization: Bearer <ADMIN_TOKEN>`. Guards run before the
 * handler reads the body, so a request without the token learns nothing about its body.
 */
@Injectable()
export class AdminGuard implements CanActivate {
  constructor(private readonly secrets: SecretsService) {}

  canActivate(context: ExecutionContext): boolean {
    const token = bearerToken(context.switchToHttp().getRequest<Request>().headers.authorization);
    if (token === null) throw new UnauthorizedException('The admin token is required.');
    if (!tokensMatch(token, this.secrets.adminToken)) throw new UnauthorizedException('The admin token is not valid.');
    return true;
  }
}
