import { BadRequestException, ConflictException, HttpException, NotFoundException } from '@nestjs/common';
import { describe, expect, it } from 'vitest';
import { roomLanguageSchema } from '@truth-or-dare/room-protocol';
import { z } from 'zod';
import { toErrorAnswer } from './error-answer';

describe('toErrorAnswer', () => {
  it('keeps the message of an HTTP exception', () => {
    expect(toErrorAnswer(new ConflictException('Room name already exists'))).toEqual({
      status: 409,
      message: 'Room name already exists',
      code: 'ROOM_NAME_TAKEN',
    });
    expect(toErrorAnswer(new BadRequestException(['first problem', 'second']))).toEqual({
      status: 400,
      message: 'first problem',
      code: 'BAD_REQUEST',
    });
    expect(toErrorAnswer(new HttpException('Too many messages', 429))).toEqual({
      status: 429,
      message: 'Too many messages',
      code: 'TOO_MANY_REQUESTS',
    });
  });

  it("replaces the router's 'Cannot GET' text", () => {
    expect(toErrorAnswer(new NotFoundException('Cannot GET /api/nope'))).toEqual({
      status: 404,
      message: 'Not found.',
      code: 'NOT_FOUND',
    });
  });

  it('turns a validation failure into 400 with its message', () => {
    const result = z.object({ username: z.string().min(1, 'Username is required.') }).safeParse({ username: '' });
    expect(toErrorAnswer(result.error)).toEqual({
      status: 400,
      message: 'Username is required.',
      code: 'INVALID_FIELD',
    });
  });

  it('maps body parser failures to 400 and 413', () => {
    expect(toErrorAnswer({ type: 'entity.parse.failed', status: 400 })).toEqual({
      status: 400,
      message: 'Malformed JSON in the request body.',
      code: 'MALFORMED_JSON',
    });
    expect(toErrorAnswer({ type: 'entity.too.large', status: 413 })).toEqual({
      status: 413,
      message: 'Request body is too large (the limit is 64 KiB).',
      code: 'BODY_TOO_LARGE',
    });
  });

  it('answers 503 to a database that is down, full or read-only, keeping the cause for the log only', () => {
    const refused = Object.assign(new Error('connect ECONNREFUSED 127.0.0.1:5432'), { code: 'ECONNREFUSED' });
    expect(toErrorAnswer(refused)).toEqual({
      status: 503,
      message: 'The database is unavailable. Please try again shortly.',
      code: 'DATABASE_UNAVAILABLE',
      cause: 'ECONNREFUSED: connect ECONNREFUSED 127.0.0.1:5432',
    });
    const full = Object.assign(new Error('database or disk is full'), { code: 'SQLITE_FULL' });
    expect(toErrorAnswer(full)).toEqual({
      status: 503,
      message: 'The server cannot save changes right now. Please try again later.',
      code: 'DATABASE_CANNOT_WRITE',
      cause: 'SQLITE_FULL: database or disk is full',
    });
    const readOnly = {
      name: 'QueryFailedError',
      message: 'attempt to write a readonly database',
      driverError: { code: 'SQLITE_READONLY', message: 'attempt to write a readonly database' },
    };
    expect(toErrorAnswer(readOnly).status).toBe(503);
  });

  it('answers a statement PostgreSQL cancelled for taking too long as the database being unavailable', () => {
    const cancelled = Object.assign(new Error('canceling statement due to statement timeout'), { code: '57014' });
    expect(toErrorAnswer(cancelled)).toEqual({
      status: 503,
      message: 'The database is unavailable. Please try again shortly.',
      code: 'DATABASE_UNAVAILABLE',
      cause: '57014: canceling statement due to statement timeout',
    });
  });

  it('names a schema message the table knows by its own code, not as any field', () => {
    const result = roomLanguageSchema.safeParse('xx');
    expect(toErrorAnswer(result.error).code).toBe('INVALID_LANGUAGE');
  });

  it('hides everything about an unexpected error', () => {
    const answer = toErrorAnswer(new Error('connection string postgres://secret@db failed at line 12'));
    expect(answer).toEqual({ status: 500, message: 'Internal server error.', code: 'INTERNAL_ERROR' });
  });
});
