import request from 'supertest';
import { CreateApplication } from '../src/modules/applications/application/create-application';
import { FindMemberApplication } from '../src/modules/applications/application/find-member-application';
import { MarkQuizPassed } from '../src/modules/applications/application/mark-quiz-passed';
import { RejectAfterQuiz } from '../src/modules/applications/application/reject-after-quiz';
import { UNIT_OF_WORK, type UnitOfWork } from '../src/shared/application/unit-of-work';
import { runSeeds } from '../src/seeds';
import { utcMoment } from '../src/shared/domain/utc-moment';
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

  it('GET /api/applications/me: {id, status, reapplyAt, decisionNote} for the member, 404 without one, 401 anonymous', async () => {
    const demo = await t.signIn(DEMO);
    const mine = await demo.get('/api/applications/me');
    expect(mine.status).toBe(200);
    expect(mine.body).toEqual({ id: expect.any(Number), status: 'quiz_required', reapplyAt: null, decisionNote: null });
    const none = await (await t.signIn(ADMIN)).get('/api/applications/me');
    expect(none.status).toBe(404);
    expect(none.body).toEqual({
      statusCode: 404,
      code: 'APPLICATION_NOT_SUBMITTED',
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
    expect(results[0]).toEqual({ id: results[0].id, status: 'quiz_required', reapplyAt: null, decisionNote: null });
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

  describe('applying again after the quiz rejected the application (D17)', () => {
    const reject = (applicationId: number, reapplyAt: Date) =>
      inContext(() => uow.run(() => t.app.get(RejectAfterQuiz).execute(applicationId, 3, reapplyAt)));
    const rows = (id: number) =>
      t.sql<{ id: number; status: string; superseded: boolean; answers: unknown; applicant: unknown }>(
        `SELECT id, status, superseded_at IS NOT NULL AS superseded, answers, applicant FROM applications
         WHERE user_id = ? ORDER BY id`,
        [id],
      );

    it('rejects only an application waiting for the quiz, with the note and the moment', async () => {
      const { applicationId } = await memberWithApplication(t, 'rejectme');
      const reapplyAt = new Date('2027-01-05T09:30:00Z');
      expect(await reject(applicationId, reapplyAt)).toBe(true);
      expect(await reject(applicationId, reapplyAt)).toBe(false);
      const [row] = await t.sql<{ reapply_at: string }>(
        'SELECT status, reapply_at, decided_at IS NOT NULL AS decided, decision_note FROM applications WHERE id = ?',
        [applicationId],
      );
      expect({ ...row, reapply_at: new Date(row.reapply_at) }).toEqual({
        status: 'rejected',
        reapply_at: reapplyAt,
        decided: true,
        decision_note:
          'Closed automatically: the writing assessment was not passed in 3 attempts. ' +
          'The applicant may apply again on January 5, 2027 at 9:30 AM UTC.',
      });
      const { applicationId: passed } = await memberWithApplication(t, 'passedfirst');
      await inContext(() => markQuizPassed.execute(passed));
      expect(await reject(passed, reapplyAt)).toBe(false);
    });

    it('POST /api/applications/reapply: 401 anonymous, 404 without an application, 409 unless the quiz closed it', async () => {
      expect((await (await t.client()).post('/api/applications/reapply')).status).toBe(401);
      const none = await (await t.signIn(ADMIN)).post('/api/applications/reapply');
      expect(none.status).toBe(404);
      const { client } = await memberWithApplication(t, 'stillopen');
      const open = await client.post('/api/applications/reapply');
      expect(open.status).toBe(409);
      expect(open.body.message).toBe('Your application is open: you can take the writing assessment.');
    });

    it('refuses before the moment with 429 naming it, then supersedes the application with a new one', async () => {
      const member = await memberWithApplication(t, 'reapplier');
      await reject(member.applicationId, new Date(Date.now() + 60 * 60_000));
      const [{ reapply_at: reapplyAt }] = await t.sql<{ reapply_at: string }>(
        'SELECT reapply_at FROM applications WHERE id = ?',
        [member.applicationId],
      );
      const early = await member.client.post('/api/applications/reapply');
      expect(early.status).toBe(429);
      expect(early.body).toEqual({
        statusCode: 429,
        code: 'APPLICATION_REAPPLY_NOT_YET',
        message: `You can apply again on ${utcMoment(new Date(reapplyAt))}.`,
      });
      await t.sql("UPDATE applications SET reapply_at = now() - interval '1 minute' WHERE id = ?", [
        member.applicationId,
      ]);
      const renewed = await member.client.post('/api/applications/reapply');
      expect(renewed.status).toBe(201);
      expect(renewed.body).toEqual({
        id: expect.any(Number),
        status: 'quiz_required',
        reapplyAt: null,
        decisionNote: null,
      });
      expect((await member.client.get('/api/applications/me')).body).toEqual(renewed.body);
      const [old, current] = await rows(member.userId);
      expect(old).toMatchObject({ id: member.applicationId, status: 'rejected', superseded: true });
      expect(current).toMatchObject({ id: renewed.body.id, status: 'quiz_required', superseded: false });
      expect([current.answers, current.applicant]).toEqual([old.answers, old.applicant]);
    });

    it('of concurrent calls, one applies again and the others find the new application open', async () => {
      const member = await memberWithApplication(t, 'doubleclick');
      await reject(member.applicationId, new Date(Date.now() - 60_000));
      const responses = await Promise.all(
        Array.from({ length: 4 }, () => member.client.post('/api/applications/reapply')),
      );
      expect(responses.map((r) => r.status).sort()).toEqual([201, 409, 409, 409]);
      expect((await rows(member.userId)).map((row) => [row.status, row.superseded])).toEqual([
        ['rejected', true],
        ['quiz_required', false],
      ]);
    });
  });
});
