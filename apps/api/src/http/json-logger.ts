import type { LoggerService } from '@nestjs/common';
import { LOG_LEVELS, type LogLevel } from '../config/app-config';

/** One JSON object per line on stdout, so logs can be searched by request id. */
export class JsonLogger implements LoggerService {
  constructor(private readonly level: LogLevel) {}

  log(message: unknown, context?: string): void {
    this.write('info', message, context);
  }
  error(message: unknown, trace?: string, context?: string): void {
    this.write('error', message, context, trace ? { trace } : undefined);
  }
  warn(message: unknown, context?: string): void {
    this.write('warn', message, context);
  }
  debug(message: unknown, context?: string): void {
    this.write('debug', message, context);
  }
  verbose(message: unknown, context?: string): void {
    this.write('debug', message, context);
  }

  /** A structured entry with fields of its own, such as a request log. */
  event(level: Exclude<LogLevel, 'silent'>, message: string, fields: Record<string, unknown>): void {
    this.write(level, message, undefined, fields);
  }

  private write(level: Exclude<LogLevel, 'silent'>, message: unknown, context?: string, fields?: Record<string, unknown>): void {
    if (LOG_LEVELS.indexOf(level) < LOG_LEVELS.indexOf(this.level)) return;
    const entry = { time: new Date().toISOString(), level, ...(context ? { context } : {}), msg: typeof message === 'string' ? message : JSON.stringify(message), ...fields };
    process.stdout.write(`${JSON.stringify(entry)}\n`);
  }
}
