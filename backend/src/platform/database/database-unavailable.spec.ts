import { DriverException } from '@mikro-orm/core';
import { isDatabaseUnavailable } from './database-unavailable';

/** How MikroORM hands on a driver's or knex's error: converted, the original as its cause's fields. */
const converted = (error: Error) => new DriverException(error);

describe('a database that cannot be reached, told from a bad statement', () => {
  it.each([
    ['a refused connection', Object.assign(new Error('connect ECONNREFUSED 127.0.0.1:5432'), { code: 'ECONNREFUSED' })],
    [
      'a fast shutdown ending the session',
      Object.assign(new Error('terminating connection due to administrator command'), { code: '57P01' }),
    ],
    [
      'a statement on a transaction the lost connection ended',
      new Error('Transaction query already complete, run with DEBUG=knex:tx for more info'),
    ],
  ])('%s is the database away (503)', (_, error) => {
    expect(isDatabaseUnavailable(converted(error))).toBe(true);
  });

  it.each([
    [
      'a unique violation',
      Object.assign(new Error('duplicate key value violates unique constraint'), { code: '23505' }),
    ],
    ['a syntax error', Object.assign(new Error('syntax error at or near "selec"'), { code: '42601' })],
  ])('%s is not', (_, error) => {
    expect(isDatabaseUnavailable(converted(error))).toBe(false);
  });
});
