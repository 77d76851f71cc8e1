import { type ArgumentsHost, Catch, type ExceptionFilter } from '@nestjs/common';
import type { Request, Response } from 'express';
import { errorBody, toErrorAnswer } from './error-answer';
import type { JsonLogger } from './json-logger';
import { logFailure } from './log-failure';

/** The one place where failures become `{error, code}` answers (docs/api.md#errors). */
@Catch()
export class ApiExceptionFilter implements ExceptionFilter {
  constructor(private readonly logger: JsonLogger) {}

  catch(exception: unknown, host: ArgumentsHost): void {
    const http = host.switchToHttp();
    const response = http.getResponse<Response>();
    const request = http.getRequest<Request>();
    const answer = toErrorAnswer(exception);
    logFailure(this.logger, exception, answer, {
      requestId: response.locals?.requestId,
      method: request.method,
      path: request.path,
    });
    if (response.headersSent) return;
    response.status(answer.status).json(errorBody(answer));
  }
}
