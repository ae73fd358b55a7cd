import { makeEnhancedWithPgClient } from 'graphile-worker/dist/lib';
import type { WithPgClient } from 'graphile-worker';
import { retryWhileDatabaseAway } from './connection-retries';

/** graphile-worker's own retrying client (what its workers complete and fail jobs with), over a database that is away. */
function awayFor(failures: number, code: string) {
  let calls = 0;
  const withPgClient = (async () => {
    calls++;
    if (calls <= failures) throw Object.assign(new Error(`connect ${code} 127.0.0.1:5432`), { code });
    return 'done';
  }) as unknown as WithPgClient;
  return { enhanced: makeEnhancedWithPgClient(withPgClient), calls: () => calls };
}

describe("the job queue's statements while the database is away", () => {
  beforeAll(() => retryWhileDatabaseAway());

  it.each(['ECONNREFUSED', '57P01', 'ECONNRESET'])(
    'are tried again after %s until the database answers',
    async (code) => {
      const away = awayFor(2, code);
      await expect(away.enhanced.withRetries(async () => 'unused')).resolves.toBe('done');
      expect(away.calls()).toBe(3);
    },
  );

  it('still fail at once on an error of the statement itself', async () => {
    const away = awayFor(1, '23505');
    await expect(away.enhanced.withRetries(async () => 'unused')).rejects.toMatchObject({ code: '23505' });
    expect(away.calls()).toBe(1);
  });
});
