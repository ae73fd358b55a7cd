import { RETRYABLE_ERROR_CODES } from 'graphile-worker/dist/lib';

/**
 * Errors of a database that is away (refused, reset, shut down by its administrator or crashing, the connection
 * lost), which graphile-worker 0.17 does not retry: it retries only serialization failures, deadlocks, a server still
 * starting (57P03) and unreachable hosts. Its workers record a job's end (complete or fail) without awaiting it,
 * so one of these errors there was an unhandled rejection that ended the process, and a job left locked for four
 * hours (the PostgreSQL drill, ops/drills/postgres-restart.drill.mjs, found it: docs/operations.md, "Failure drills").
 */
export const DATABASE_AWAY_CODES = [
  'ECONNREFUSED',
  'ECONNRESET',
  'EPIPE',
  '57P01', // admin_shutdown: a fast shutdown ends every session
  '57P02', // crash_shutdown
  '08000',
  '08001',
  '08003',
  '08004',
  '08006',
] as const;

/** Between tries: from 250 ms up to 5 s, so the queue finds the database within 5 s of its return. */
export const DATABASE_AWAY_RETRY = { minDelay: 250, maxDelay: 5000 };

/**
 * Makes graphile-worker wait out a database that is away (with its own back-off, up to its 100 tries: about eight
 * minutes at 5 s apart) instead of failing the statement. Its table of retryable codes is the one place it reads
 * them; an upgrade that moves it fails connection-retries.spec.ts.
 */
export function retryWhileDatabaseAway(): void {
  for (const code of DATABASE_AWAY_CODES) RETRYABLE_ERROR_CODES[code] ??= DATABASE_AWAY_RETRY;
}
