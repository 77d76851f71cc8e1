import { SetMetadata, type ExecutionContext } from '@nestjs/common';
import type { ThrottlerModuleOptions } from '@nestjs/throttler';
import type { Request } from 'express';
import type { RoomsConfig } from '../config/app-config';
import { hashPlayerToken, bearerToken } from './player-tokens';
import { TOO_MANY_REQUESTS_MESSAGE } from '../http/error-answer';

export type RoomRateLimit = 'chat' | 'join' | 'create';
const RATE_LIMIT = 'room-rate-limit';

/** Marks a route with the one rate limit that applies to it. */
export const RateLimited = (limit: RoomRateLimit) => SetMetadata(RATE_LIMIT, limit);

function limitOf(context: ExecutionContext): RoomRateLimit | undefined {
  return Reflect.getMetadata(RATE_LIMIT, context.getHandler()) as RoomRateLimit | undefined;
}

/**
 * Chat: at most 5 messages per 5 s per player (counted by player token). Joins and room
 * creation: per client address per minute. Counters live in each instance's memory.
 */
export function roomRateLimits(config: RoomsConfig): ThrottlerModuleOptions {
  return {
    errorMessage: TOO_MANY_REQUESTS_MESSAGE,
    throttlers: [
      {
        name: 'chat',
        ttl: 5_000,
        limit: 5,
        skipIf: (context) => limitOf(context) !== 'chat',
        getTracker: (request: Record<string, unknown>) => {
          const token = bearerToken((request as unknown as Request).headers.authorization);
          return token ? `player:${hashPlayerToken(token)}` : `address:${(request as unknown as Request).ip ?? ''}`;
        },
      },
      { name: 'join', ttl: 60_000, limit: config.joinRoomPerMinute, skipIf: (context) => limitOf(context) !== 'join' },
      { name: 'create', ttl: 60_000, limit: config.createRoomPerMinute, skipIf: (context) => limitOf(context) !== 'create' },
    ],
  };
}
