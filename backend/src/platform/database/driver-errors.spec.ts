import { DriverException } from '@mikro-orm/core';
import { loggableDriverError, safeMessage, withoutStatement } from './driver-errors';

/** A pg DatabaseError as knex rethrows it: the statement in front of the driver's message. */
function failedStatement(sql: string, message: string): Error & Record<string, unknown> {
  const fields: Record<string, unknown> = {
    severity: 'ERROR',
    code: '23514',
    constraint: 'users_email_check',
    detail: 'Failing row contains (7, nora@example.com, $argon2id$v=19$...).',
  };
  return Object.assign(new Error(`${sql} - ${message}`), fields);
}

describe('driver errors in logs', () => {
  const sql = "insert into users (email) values ('nora@example.com') - returning id";

  it('gives the error back its driver message when knex reports the failed statement', () => {
    const error = failedStatement(sql, 'new row violates check constraint');
    withoutStatement(error, { sql });
    expect(error.message).toBe('new row violates check constraint');
  });

  it('logs the name, SQLSTATE and constraint, never the statement, its values or the refused row', () => {
    const converted = new DriverException(failedStatement(sql, 'new row violates check constraint'));
    converted.message += '\n - detail: Failing row contains (7, nora@example.com).';
    const logged = loggableDriverError(converted as unknown as Error & Record<string, unknown>);
    expect(logged).toMatchObject({ name: 'DriverException', code: '23514', constraint: 'users_email_check' });
    expect(logged.message).toBe('new row violates check constraint');
    expect(JSON.stringify(logged)).not.toMatch(/nora@example\.com|argon2|insert into/);
  });

  it('leaves other errors their message', () => {
    expect(safeMessage(new Error('connect ECONNREFUSED 127.0.0.1:5432'))).toBe('connect ECONNREFUSED 127.0.0.1:5432');
  });
});
