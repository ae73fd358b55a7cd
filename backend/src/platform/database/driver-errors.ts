import { MikroORM } from '@mikro-orm/core';
import type { EntityManager } from '@mikro-orm/postgresql';
import { Injectable, type OnModuleInit } from '@nestjs/common';

/** What knex hands its `query-error` listeners: the failed statement as it was sent. */
interface SentQuery {
  sql?: unknown;
}

/**
 * Keeps the text of a failed statement out of its error. MikroORM sends its statements with their values written
 * in (session ids, e-mails, password hashes), and knex prefixes the statement to the driver's message when one
 * fails (with `compileSqlOnError: false`, exactly as sent: mikro-orm.options.ts), so anything that logs the error
 * would log the values. knex tells its `query-error` listeners before it rethrows, which is where the message
 * gets back the driver's own words. What PostgreSQL adds about the row (`detail`) is left out of logs by
 * `loggableDriverError`.
 */
@Injectable()
export class StatementsOutOfErrors implements OnModuleInit {
  constructor(private readonly orm: MikroORM) {}

  onModuleInit(): void {
    const knex = (this.orm.em as EntityManager).getKnex();
    knex.on('query-error', (error: unknown, query: SentQuery) => withoutStatement(error, query));
  }
}

export function withoutStatement(error: unknown, query: SentQuery): void {
  if (!(error instanceof Error) || typeof query.sql !== 'string') return;
  const prefix = `${query.sql} - `;
  if (error.message.startsWith(prefix)) error.message = error.message.slice(prefix.length);
}

/** A PostgreSQL error's fields that say what went wrong without repeating any value of the statement. */
const SAFE_FIELDS = ['code', 'sqlState', 'severity', 'routine', 'schema', 'table', 'column', 'constraint'] as const;

/** MikroORM appends PostgreSQL's `detail` (the refused row, values and all) and `hint` to the message. */
const APPENDED = /\n - (detail|hint): [\s\S]*$/;

/** Whether `error` came from the database driver (pg's DatabaseError, or MikroORM's DriverException around one). */
export function isDriverError(error: unknown): error is Error & Record<string, unknown> {
  if (!(error instanceof Error)) return false;
  const { code, severity, sqlState } = error as { code?: unknown; severity?: unknown; sqlState?: unknown };
  return typeof sqlState === 'string' || (typeof code === 'string' && typeof severity === 'string');
}

/**
 * A driver error as a log may hold it: its name, SQLSTATE, the constraint or table involved, the driver's message
 * and where it was raised; never the statement, its values or the refused row (`detail`, `where`, `internalQuery`).
 */
export function loggableDriverError(error: Error & Record<string, unknown>): Record<string, unknown> {
  const message = safeMessage(error);
  const frames = (error.stack ?? '').split('\n').filter((line) => line.trimStart().startsWith('at '));
  const described: Record<string, unknown> = {
    name: error.name,
    message,
    stack: [`${error.name}: ${message}`, ...frames].join('\n'),
  };
  for (const field of SAFE_FIELDS) if (typeof error[field] === 'string') described[field] = error[field];
  return described;
}

/** The driver's own message, without a statement knex put in front (should it still be there) or the row after. */
export function safeMessage(error: Error): string {
  const message = error.message.replace(APPENDED, '');
  if (!isDriverError(error)) return message;
  // A statement's text never ends a PostgreSQL message: what follows knex's last separator is the driver's.
  const separator = message.lastIndexOf(' - ');
  return separator < 0 ? message : message.slice(separator + 3);
}
