import { type PipeTransform } from '@nestjs/common';
import type { z } from 'zod';
import { parseBody } from './parse-body';

/** `@Body(new ZodBody(schema))`: the body checked against a room-protocol schema (parse-body.ts). */
export class ZodBody<T extends z.ZodType> implements PipeTransform<unknown, z.output<T>> {
  constructor(private readonly schema: T) {}

  transform(body: unknown): z.output<T> {
    return parseBody(this.schema, body);
  }
}
