import { SetMetadata, type ExecutionContext } from '@nestjs/common';
import type { ThrottlerModuleOptions } from '@nestjs/throttler';
import type { Request } from 'express';
import type { RoomsConfig } from '../config/app-config';
import { hashPlayerToken, bearerToken } from './player-tokens';
import { TOO_MANY_REQUESTS_MESSAGE } from '../http/error-answer';

export type RoomRateLimit = 'chat' | 'join' | 'create' | 'rtc';
const RATE_LIMIT = 'room-rate-limit';

/** Marks a route with the one rate limit that applies to it. */
export const RateLimited = (limit: RoomRateLimit) => SetMetadata(RATE_LIMIT, limit);

/** Call signals one player may send per 10 s. */
export const RTC_SIGNALS_PER_10_SECONDS = 300;

function playerTracker(request: Record<string, unknown>): string {
  const token = bearerToken((request as unknown as Request).headers.authorization);
  return token ? `player:${hashPlayerToken(token)}` : `address:${(request as unknown as Request).ip ?? ''}`;
}

function limitOf(context: ExecutionContext): RoomRateLimit | undefined {
  return Reflect.getMetadata(RATE_LIMIT, context.getHandler()) as RoomRateLimit | undefined;
}

/**
 * Chat: at most 5 messages per 5 s per player (counted by player token). Call signals: 300 per
 * 10 s per player, room for a 9-player call's negotiation burst (an offer or answer and a few
 * dozen candidates for each of 8 peers, again on an ICE restart). Joins and room creation: per
 * client address per minute. Counters live in each instance's memory.
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
        getTracker: playerTracker,
      },
      { name: 'rtc', ttl: 10_000, limit: RTC_SIGNALS_PER_10_SECONDS, skipIf: (context) => limitOf(context) !== 'rtc', getTracker: playerTracker },
      { name: 'join', ttl: 60_000, limit: config.joinRoomPerMinute, skipIf: (context) => limitOf(context) !== 'join' },
      { name: 'create', ttl: 60_000, limit: config.createRoomPerMinute, skipIf: (context) => limitOf(context) !== 'create' },
    ],
  };
}
