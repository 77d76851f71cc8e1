import { HttpException } from '@nestjs/common';
import type { NextFunction, Request, Response } from 'express';
import { isBodyParserError, toErrorAnswer } from './error-answer';

/**
 * Express's body parser fails before any route runs; turn its errors into HTTP exceptions with
 * the wording of docs/api.md#errors so the exception filter answers them like every other failure.
 */
export function bodyParserErrorsAsHttpExceptions(
  error: unknown,
  _req: Request,
  _res: Response,
  next: NextFunction,
): void {
  if (!isBodyParserError(error)) return next(error);
  const answer = toErrorAnswer(error);
  next(new HttpException(answer.message, answer.status));
}
