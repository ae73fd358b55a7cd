import { UniqueConstraintViolationException } from '@mikro-orm/core';
import { MikroORM } from '@mikro-orm/postgresql';
import { UNIT_OF_WORK, type UnitOfWork } from '../src/shared/application/unit-of-work';
import { SqlRunner, col } from '../src/platform/database/sql-runner';
import { UserAccounts } from '../src/modules/identity/application/user-accounts';
import { startTestApp, type TestApp } from './support/test-app';

const NO_SUBSCRIPTION = { stripeSubscriptionId: null, subscriptionStatus: 'inactive', subscriptionTier: null } as const;

describe('unit of work', () => {
  let t: TestApp;
  let uow: UnitOfWork;
  let accounts: UserAccounts;
  let sql: SqlRunner;

  beforeAll(async () => {
    t = await startTestApp();
    uow = t.app.get(UNIT_OF_WORK);
    accounts = t.app.get(UserAccounts);
    sql = t.app.get(SqlRunner);
  });
  afterAll(() => t.close());

  const member = (email: string) => ({
    firstName: 'Rolled',
    lastName: 'Back',
    email,
    username: email.split('@')[0],
    password: 'a-long-password-2026',
  });
  const stored = async (email: string) => (await t.sql('SELECT id FROM users WHERE email = ?', [email])).length;

  // Repositories use the context's EntityManager, as in a request or a job.
  const inRequestScope = <T>(work: () => Promise<T>) => t.inRequestScope(work);

  it("rolls back a repository write and a raw statement made inside a use case's transaction", async () => {
    const failure = inRequestScope(() =>
      uow.run(async () => {
        await accounts.createMember(member('rollback@penwright.test'), NO_SUBSCRIPTION);
        await sql.run("UPDATE users SET first_name = 'Changed' WHERE email = ?", ['demo@penwright.test']);
        throw new Error('the use case failed after writing');
      }),
    );
    await expect(failure).rejects.toThrow('the use case failed after writing');
    expect(await stored('rollback@penwright.test')).toBe(0);
    expect(await t.sql('SELECT first_name FROM users WHERE email = ?', ['demo@penwright.test'])).toEqual([
      { first_name: 'Dana' },
    ]);
  });

  it('commits both when the work succeeds, and a nested run joins the outer transaction', async () => {
    const failure = inRequestScope(() =>
      uow.run(async () => {
        await uow.run(() => accounts.createMember(member('nested@penwright.test'), NO_SUBSCRIPTION));
        throw new Error('outer failed');
      }),
    );
    await expect(failure).rejects.toThrow('outer failed');
    expect(await stored('nested@penwright.test')).toBe(0);

    await inRequestScope(() =>
      uow.run(() => accounts.createMember(member('committed@penwright.test'), NO_SUBSCRIPTION)),
    );
    expect(await stored('committed@penwright.test')).toBe(1);
  });

  it('checks the shape of raw rows instead of trusting a cast', async () => {
    const rows = inRequestScope(() => sql.rows('SELECT email FROM users LIMIT 1', [], { id: col.int }));
    await expect(rows).rejects.toThrow(/column id: expected an integer/);
    const counted = await inRequestScope(() => sql.one('SELECT count(*) AS n FROM users', [], { n: col.int }));
    expect(counted?.n).toBeGreaterThanOrEqual(2);
  });

  it('outside a unit of work runs on a pooled connection of the ORM: values inlined safely, counts, driver errors', async () => {
    const hostile = "O'Brien'); DROP TABLE users; --";
    const echoed = await inRequestScope(() =>
      sql.one('SELECT ?::text AS v, ?::int AS n', [hostile, 7], { v: col.text, n: col.int }),
    );
    expect(echoed).toEqual({ v: hostile, n: 7 });

    const touched = await inRequestScope(() =>
      sql.run('UPDATE users SET first_name = first_name WHERE email IN (?, ?)', [
        'demo@penwright.test',
        'nobody@penwright.test',
      ]),
    );
    expect(touched).toBe(1);

    const duplicate = inRequestScope(() =>
      sql.run('UPDATE users SET email = ? WHERE email = ?', ['demo@penwright.test', 'committed@penwright.test']),
    );
    await expect(duplicate).rejects.toBeInstanceOf(UniqueConstraintViolationException);
    // A failed statement hands its connection back: the pool still serves more reads than it holds connections.
    const reads = await inRequestScope(() =>
      Promise.all(Array.from({ length: 30 }, (_, i) => sql.one('SELECT ?::int AS i', [i], { i: col.int }))),
    );
    expect(reads.map((row) => row?.i)).toEqual(Array.from({ length: 30 }, (_, i) => i));
  });

  it("sends every statement through the ORM's connection: alone outside a transaction, on the unit of work's inside one", async () => {
    const execute = jest.spyOn(t.app.get(MikroORM).em.getConnection(), 'execute');
    const ours = (marker: string) => execute.mock.calls.filter(([query]) => String(query).includes(marker));
    try {
      const alone = await inRequestScope(() => sql.one("SELECT 'alone' AS marker", [], { marker: col.text }));
      expect(alone).toEqual({ marker: 'alone' });
      expect(ours("'alone'")).toHaveLength(1);
      expect(ours("'alone'")[0][3]).toBeFalsy(); // no transaction context

      const email = 'uncommitted@penwright.test';
      let seen: number | undefined;
      const failure = inRequestScope(() =>
        uow.run(async () => {
          await accounts.createMember(member(email), NO_SUBSCRIPTION);
          // The member is flushed but not committed: only the transaction's own connection sees the row.
          seen = (
            await sql.one("SELECT count(*) AS n, 'inside' AS marker FROM users WHERE email = ?", [email], {
              n: col.int,
            })
          )?.n;
          await sql.run("UPDATE users SET first_name = 'Inside' WHERE email = ?", ['demo@penwright.test']);
          throw new Error('the use case failed after reading its own write');
        }),
      );
      await expect(failure).rejects.toThrow('the use case failed after reading its own write');
      expect(seen).toBe(1);
      expect(ours("'inside'")).toHaveLength(1);
      expect(ours("'inside'")[0][3]).toBeTruthy(); // the unit of work's transaction
      expect(await stored(email)).toBe(0);
      expect(await t.sql('SELECT first_name FROM users WHERE email = ?', ['demo@penwright.test'])).toEqual([
        { first_name: 'Dana' },
      ]);
    } finally {
      execute.mockRestore();
    }
  });
});
