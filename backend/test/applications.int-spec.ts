import request from 'supertest';
import { CreateApplication } from '../src/modules/applications/application/create-application';
import { FindMemberApplication } from '../src/modules/applications/application/find-member-application';
import { MarkQuizPassed } from '../src/modules/applications/application/mark-quiz-passed';
import { UNIT_OF_WORK, type UnitOfWork } from '../src/shared/application/unit-of-work';
import { runSeeds } from '../src/seeds';
import { memberWithApplication } from './support/quiz-helpers';
import { ADMIN, DEMO, startTestApp, type TestApp } from './support/test-app';

describe('applications: the member side and the contract other modules use', () => {
  let t: TestApp;
  let create: CreateApplication;
  let find: FindMemberApplication;
  let markQuizPassed: MarkQuizPassed;
  let uow: UnitOfWork;
  const inContext = <T>(work: () => Promise<T>) => t.inRequestScope(work);
  const userId = async (email: string) =>
    (await t.sql<{ id: number }>('SELECT id FROM users WHERE email = ?', [email]))[0].id;

  beforeAll(async () => {
    t = await startTestApp();
    create = t.app.get(CreateApplication);
    find = t.app.get(FindMemberApplication);
    markQuizPassed = t.app.get(MarkQuizPassed);
    uow = t.app.get(UNIT_OF_WORK);
  });
  afterAll(() => t.close());

  it('seeds the demo member an application waiting for the quiz, once', async () => {
    await runSeeds(t.app);
    const rows = await t.sql('SELECT status FROM applications WHERE user_id = ?', [await userId(DEMO.email)]);
    expect(rows).toEqual([{ status: 'quiz_required' }]);
  });

  it('GET /api/applications/me: {id, status} for the member, 404 without one, 401 anonymous', async () => {
    const demo = await t.signIn(DEMO);
    const mine = await demo.get('/api/applications/me');
    expect(mine.status).toBe(200);
    expect(mine.body).toEqual({ id: expect.any(Number), status: 'quiz_required' });
    const none = await (await t.signIn(ADMIN)).get('/api/applications/me');
    expect(none.status).toBe(404);
    expect(none.body).toEqual({
      statusCode: 404,
      message: 'No application found. Please submit an application first.',
    });
    expect((await request(t.server).get('/api/applications/me')).status).toBe(401);
  });

  it('create: quiz_required, one per member however often and concurrently it is called', async () => {
    const { userId: id } = await memberWithApplication(t, 'twice');
    await t.sql('DELETE FROM applications WHERE user_id = ?', [id]);
    const answers = {
      name: 'Twice',
      writingTypes: ['Poetry'],
      involvement: [],
      acknowledgment: 'acknowledge' as const,
    };
    const results = await Promise.all(
      Array.from({ length: 6 }, () => inContext(() => create.execute({ userId: id, answers }))),
    );
    expect(new Set(results.map((r) => r.id)).size).toBe(1);
    expect(results[0]).toEqual({ id: results[0].id, status: 'quiz_required' });
    const rows = await t.sql('SELECT answers FROM applications WHERE user_id = ?', [id]);
    expect(rows).toEqual([{ answers }]);
    expect(await inContext(() => find.execute(id))).toEqual(results[0]);
  });

  it("joins the caller's transaction: a rollback leaves no application", async () => {
    const { userId: id } = await memberWithApplication(t, 'rollback');
    await t.sql('DELETE FROM applications WHERE user_id = ?', [id]);
    await expect(
      inContext(() =>
        uow.run(async () => {
          await create.execute({ userId: id, answers: null });
          expect(await find.execute(id)).toMatchObject({ status: 'quiz_required' });
          throw new Error('payment verification failed');
        }),
      ),
    ).rejects.toThrow('payment verification failed');
    expect(await t.sql('SELECT id FROM applications WHERE user_id = ?', [id])).toEqual([]);
    await inContext(() => uow.run(() => create.execute({ userId: id, answers: null })));
    expect(await t.sql('SELECT status FROM applications WHERE user_id = ?', [id])).toEqual([
      { status: 'quiz_required' },
    ]);
  });

  it('markQuizPassed moves only quiz_required to pending', async () => {
    const { applicationId } = await memberWithApplication(t, 'passer');
    expect(await inContext(() => markQuizPassed.execute(applicationId))).toBe(true);
    expect(await inContext(() => markQuizPassed.execute(applicationId))).toBe(false);
    expect(await t.sql('SELECT status FROM applications WHERE id = ?', [applicationId])).toEqual([
      { status: 'pending' },
    ]);
  });
});
