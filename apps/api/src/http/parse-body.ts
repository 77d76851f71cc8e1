import { BadRequestException } from '@nestjs/common';
import type { z } from 'zod';

/** Validates a JSON body; a missing or non-object body is a 400 with a plain message, a bad field the schema's message. */
export function parseBody<T extends z.ZodType>(schema: T, body: unknown): z.output<T> {
  if (typeof body !== 'object' || body === null || Array.isArray(body))
    throw new BadRequestException('The request body must be a JSON object.');
  return schema.parse(body);
}
