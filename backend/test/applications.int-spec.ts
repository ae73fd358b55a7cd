import { MikroORM, RequestContext } from '@mikro-orm/core';
import type { EntityManager } from '@mikro-orm/postgresql';
import request from 'supertest';
import { MemberApplications } from '../src/modules/applications/application/member-applications';
import { runSeeds } from '../src/seeds';
import { memberWithApplication } from './support/quiz-helpers';
import { ADMIN, DEMO, startTestApp, type TestApp } from './support/test-app';

describe('applications: the member side and the contract other modules use', () => {
  let t: TestApp;
  let service: MemberApplications;
  const inContext = <T>(work: () => Promise<T>) => RequestContext.create(t.app.get(MikroORM).em, work);
  const userId = async (email: string) =>
    (await t.sql<{ id: number }>('SELECT id FROM users WHERE email = ?', [email]))[0].id;

  beforeAll(async () => {
    t = await startTestApp();
    service = t.app.get(MemberApplications);
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
      Array.from({ length: 6 }, () => inContext(() => service.create({ userId: id, answers }))),
    );
    expect(new Set(results.map((r) => r.id)).size).toBe(1);
    expect(results[0]).toEqual({ id: results[0].id, status: 'quiz_required' });
    const rows = await t.sql('SELECT answers FROM applications WHERE user_id = ?', [id]);
    expect(rows).toEqual([{ answers }]);
    expect(await inContext(() => service.findForUser(id))).toEqual(results[0]);
  });

  it("joins the caller's transaction: a rollback leaves no application", async () => {
    const { userId: id } = await memberWithApplication(t, 'rollback');
    await t.sql('DELETE FROM applications WHERE user_id = ?', [id]);
    const em = t.app.get(MikroORM).em as EntityManager;
    await expect(
      inContext(() =>
        em.transactional(async () => {
          await service.create({ userId: id, answers: null });
          expect(await service.findForUser(id)).toMatchObject({ status: 'quiz_required' });
          throw new Error('payment verification failed');
        }),
      ),
    ).rejects.toThrow('payment verification failed');
    expect(await t.sql('SELECT id FROM applications WHERE user_id = ?', [id])).toEqual([]);
    await inContext(() => em.transactional(() => service.create({ userId: id, answers: null })));
    expect(await t.sql('SELECT status FROM applications WHERE user_id = ?', [id])).toEqual([
      { status: 'quiz_required' },
    ]);
  });

  it('markQuizPassed moves only quiz_required to pending', async () => {
    const { applicationId } = await memberWithApplication(t, 'passer');
    expect(await inContext(() => service.markQuizPassed(applicationId))).toBe(true);
    expect(await inContext(() => service.markQuizPassed(applicationId))).toBe(false);
    expect(await t.sql('SELECT status FROM applications WHERE id = ?', [applicationId])).toEqual([
      { status: 'pending' },
    ]);
  });
});
