import type { LoggerService } from '@nestjs/common';
import pino, { type DestinationStream, type Logger } from 'pino';
import { currentLogContext } from './log-context';
import { safeMessage } from '../database/driver-errors';
import { redact } from './redaction';

/**
 * One pino logger for the process: JSON lines on stdout (or `destination`). Each line carries the request id
 * or job name of the code that wrote it, and never a secret-named field's value.
 */
export function createRootLogger(level: string, destination?: DestinationStream): Logger {
  const options: pino.LoggerOptions = {
    level,
    base: { pid: process.pid },
    mixin: () => currentLogContext() ?? {},
    formatters: { log: (object) => redact(object) as Record<string, unknown> },
  };
  return destination ? pino(options, destination) : pino(options);
}

/** Nest's own log calls (bootstrap, errors) go to the same pino logger as the request log. */
export class PinoNestLogger implements LoggerService {
  constructor(private readonly logger: Logger) {}

  log(message: unknown, context?: string) {
    this.write('info', message, context);
  }
  error(message: unknown, trace?: string, context?: string) {
    this.logger.error({ context, trace, err: message instanceof Error ? message : undefined }, describe(message));
  }
  warn(message: unknown, context?: string) {
    this.write('warn', message, context);
  }
  debug(message: unknown, context?: string) {
    this.write('debug', message, context);
  }
  verbose(message: unknown, context?: string) {
    this.write('trace', message, context);
  }
  fatal(message: unknown, context?: string) {
    this.write('fatal', message, context);
  }

  private write(level: pino.Level, message: unknown, context?: string) {
    if (this.logger.isLevelEnabled(level)) this.logger[level]({ context }, describe(message));
  }
}

/** An error's message, without what a database driver's carries of the failed statement's values. */
function describe(message: unknown): string {
  if (message instanceof Error) return safeMessage(message);
  return typeof message === 'string' ? message : JSON.stringify(message);
}
