import { BadRequestException, ConflictException, HttpException, NotFoundException } from '@nestjs/common';
import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { toErrorAnswer } from './error-answer';

describe('toErrorAnswer', () => {
  it('keeps the message of an HTTP exception', () => {
    expect(toErrorAnswer(new ConflictException('Room name already exists'))).toEqual({ status: 409, message: 'Room name already exists' });
    expect(toErrorAnswer(new BadRequestException(['first problem', 'second']))).toEqual({ status: 400, message: 'first problem' });
    expect(toErrorAnswer(new HttpException('Too many messages', 429))).toEqual({ status: 429, message: 'Too many messages' });
  });

  it("replaces the router's 'Cannot GET' text", () => {
    expect(toErrorAnswer(new NotFoundException('Cannot GET /api/nope'))).toEqual({ status: 404, message: 'Not found.' });
  });

  it('turns a validation failure into 400 with its message', () => {
    const result = z.object({ username: z.string().min(1, 'Username is required.') }).safeParse({ username: '' });
    expect(toErrorAnswer(result.error)).toEqual({ status: 400, message: 'Username is required.' });
  });

  it('maps body parser failures to 400 and 413', () => {
    expect(toErrorAnswer({ type: 'entity.parse.failed', status: 400 })).toEqual({ status: 400, message: 'Malformed JSON in the request body.' });
    expect(toErrorAnswer({ type: 'entity.too.large', status: 413 })).toEqual({ status: 413, message: 'Request body is too large (the limit is 64 KiB).' });
  });

  it('hides everything about an unexpected error', () => {
    const answer = toErrorAnswer(new Error('connection string postgres://secret@db failed at line 12'));
    expect(answer).toEqual({ status: 500, message: 'Internal server error.' });
  });
});
