import { SetMetadata, type ExecutionContext } from '@nestjs/common';
import type { ThrottlerModuleOptions } from '@nestjs/throttler';
import type { Request } from 'express';
import type { RoomsConfig } from '../config/app-config';
import { TOO_MANY_REQUESTS_MESSAGE } from '../http/error-answer';
import { hashPlayerToken, bearerToken } from '../rooms/store/player-tokens';
import type { RateLimitStore } from './rate-limit-store';

export type RoomRateLimit = 'chat' | 'join' | 'create' | 'rtc';
const RATE_LIMIT = 'room-rate-limit';

/** Marks a route with the one rate limit that applies to it. */
export const RateLimited = (limit: RoomRateLimit) => SetMetadata(RATE_LIMIT, limit);

/** Chat messages one player may send per CHAT_LIMIT.ttlMs. */
export const CHAT_LIMIT = { limit: 5, ttlMs: 5_000 } as const;

/** A limit's key in the store: its name and whom it counts, the same from either handler. */
export function limitKey(name: RoomRateLimit, tracker: string): string {
  return `${name}:${tracker}`;
}

/** Call signals one player may send per RTC_LIMIT.ttlMs. */
export const RTC_LIMIT = { limit: 300, ttlMs: 10_000 } as const;

/** The limits a player's own calls count, whichever way they come (a request or a room socket's command). */
export const PLAYER_LIMITS = { chat: CHAT_LIMIT, rtc: RTC_LIMIT } as const;

/**
 * Counts one call against a player's limit in the store the guard uses, and answers whether it is
 * over: the lean handlers and the room socket count here, Express's routes through the guard.
 */
export function overPlayerLimit(store: RateLimitStore, name: keyof typeof PLAYER_LIMITS, tracker: string): boolean {
  const { limit, ttlMs } = PLAYER_LIMITS[name];
  return store.count(limitKey(name, tracker), ttlMs, limit, ttlMs).isBlocked;
}

function playerTracker(request: Record<string, unknown>): string {
  return playerTrackerOf(
    (request as unknown as Request).headers.authorization,
    (request as unknown as Request).ip ?? '',
  );
}

/** Whom a player limit counts: the player by their token, or without one the client address. */
export function playerTrackerOf(authorization: string | undefined, address: string): string {
  const token = bearerToken(authorization);
  return token ? playerTrackerOfHash(hashPlayerToken(token)) : `address:${address}`;
}

/** The tracker of a player whose token is already hashed (a room socket's). */
export function playerTrackerOfHash(tokenHash: string): string {
  return `player:${tokenHash}`;
}

function limitOf(context: ExecutionContext): RoomRateLimit | undefined {
  return Reflect.getMetadata(RATE_LIMIT, context.getHandler()) as RoomRateLimit | undefined;
}

/**
 * Chat: at most 5 messages per 5 s per player (counted by player token). Call signals: 300 per
 * 10 s per player, room for a 9-player call's negotiation burst (an offer or answer and a few
 * dozen candidates for each of 8 peers, again on an ICE restart). Joins and room creation: per
 * client address per minute. The chat route counts in the same store both when Express answers it
 * and when the lean handler in front of Express does (room-hot-calls.ts).
 */
export function roomRateLimits(config: RoomsConfig, storage: RateLimitStore): ThrottlerModuleOptions {
  return {
    errorMessage: TOO_MANY_REQUESTS_MESSAGE,
    storage,
    throttlers: [
      {
        name: 'chat',
        ttl: CHAT_LIMIT.ttlMs,
        limit: CHAT_LIMIT.limit,
        skipIf: (context) => limitOf(context) !== 'chat',
        getTracker: playerTracker,
        generateKey: (_context, tracker) => limitKey('chat', tracker),
      },
      {
        name: 'rtc',
        ttl: RTC_LIMIT.ttlMs,
        limit: RTC_LIMIT.limit,
        skipIf: (context) => limitOf(context) !== 'rtc',
        getTracker: playerTracker,
        generateKey: (_context, tracker) => limitKey('rtc', tracker),
      },
      { name: 'join', ttl: 60_000, limit: config.joinRoomPerMinute, skipIf: (context) => limitOf(context) !== 'join' },
      {
        name: 'create',
        ttl: 60_000,
        limit: config.createRoomPerMinute,
        skipIf: (context) => limitOf(context) !== 'create',
      },
    ],
  };
}
