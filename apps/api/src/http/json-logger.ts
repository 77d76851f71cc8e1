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

  /**
   * The same entry, written together with the others of this turn of the event loop: for the
   * request log, one line per request at thousands of requests a second
   * (docs/decisions/0016-rooms-cost-fewer-writes.md).
   */
  eventThisTurn(level: Exclude<LogLevel, 'silent'>, message: string, fields: Record<string, unknown>): void {
    if (!this.logs(level)) return;
    pendingLines.add(this.line(level, message, undefined, fields));
  }

  private write(
    level: Exclude<LogLevel, 'silent'>,
    message: unknown,
    context?: string,
    fields?: Record<string, unknown>,
  ): void {
    if (!this.logs(level)) return;
    // Lines queued earlier go first, so the log keeps its order.
    pendingLines.flush();
    process.stdout.write(this.line(level, message, context, fields));
  }

  private logs(level: Exclude<LogLevel, 'silent'>): boolean {
    return LOG_LEVELS.indexOf(level) >= LOG_LEVELS.indexOf(this.level);
  }

  private line(
    level: Exclude<LogLevel, 'silent'>,
    message: unknown,
    context?: string,
    fields?: Record<string, unknown>,
  ): string {
    const entry = {
      time: new Date().toISOString(),
      level,
      ...(context ? { context } : {}),
      msg: typeof message === 'string' ? message : JSON.stringify(message),
      ...fields,
    };
    return `${JSON.stringify(entry)}\n`;
  }
}

/** Queued text is written at once beyond this much, whatever the turn. */
const MAX_PENDING_CHARS = 64 * 1024;

/**
 * Log lines waiting for the end of the current turn of the event loop, shared by every logger of
 * the process: stdout on a file or a pipe is written synchronously, one system call per write, so
 * a turn's lines go out in one. What is queued is also written when the process exits.
 */
class PendingLines {
  private text = '';
  private scheduled = false;
  private exitHooked = false;

  add(line: string): void {
    this.text += line;
    if (this.text.length >= MAX_PENDING_CHARS) return this.flush();
    if (!this.scheduled) {
      this.scheduled = true;
      setImmediate(this.flush);
    }
    if (!this.exitHooked) {
      this.exitHooked = true;
      process.once('exit', this.flush);
    }
  }

  readonly flush = (): void => {
    this.scheduled = false;
    if (this.text === '') return;
    const text = this.text;
    this.text = '';
    process.stdout.write(text);
  };
}

const pendingLines = new PendingLines();
