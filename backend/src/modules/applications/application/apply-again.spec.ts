import type { UnitOfWork } from '../../../shared/application/unit-of-work';
import type { Clock } from '../../../shared/domain/clock';
import type { Application, ApplicationStatus } from '../domain/application';
import { ApplyAgain } from './apply-again';
import type { ApplicationRepository } from './ports/application.repository';

const NOW = new Date('2026-12-23T15:05:00Z');
const clock: Clock = { now: () => NOW };
const uow: UnitOfWork = { run: (work) => work() };

const current = (status: ApplicationStatus, reapplyAt: Date | null): Application => ({
  id: 5,
  userId: 9,
  status,
  answers: null,
  applicantDetails: { address: '1 Main St', phone: null, preferredGenres: null, experience: null },
  decisionNote: null,
  decidedBy: null,
  decidedAt: reapplyAt ? new Date('2026-11-23T15:05:00Z') : null,
  reapplyAt,
  supersededAt: null,
  createdAt: new Date('2026-11-01T00:00:00Z'),
  updatedAt: new Date('2026-11-23T15:05:00Z'),
});

/** A member's applications, superseding and creating as the conditional statements do. */
function repository(application: Application | null) {
  const rows = application ? [application] : [];
  const unused = () => Promise.reject(new Error('not used by ApplyAgain'));
  const applications: ApplicationRepository = {
    findByUserId: async () => rows.find((row) => row.supersededAt === null) ?? null,
    async supersede(id, at) {
      const row = rows.find((r) => r.id === id && r.supersededAt === null && r.reapplyAt !== null);
      if (row) row.supersededAt = at;
      return Boolean(row);
    },
    async createOnce(userId, answers, applicant, now) {
      const row = { ...current('quiz_required', null), id: 6, userId, answers, applicantDetails: applicant };
      rows.push({ ...row, createdAt: now, updatedAt: now, decidedAt: null });
      return rows[rows.length - 1];
    },
    findById: unused,
    findByIds: unused,
    findCurrentByUserIds: unused,
    markQuizPassed: unused,
    rejectAfterQuiz: unused,
    decide: unused,
  };
  return { applications, rows };
}

describe('ApplyAgain (D17)', () => {
  it('supersedes the application the quiz rejected and starts a new one with the same details', async () => {
    const { applications, rows } = repository(current('rejected', NOW));
    const renewed = await new ApplyAgain(applications, uow, clock).execute(9);
    expect(renewed).toEqual({ id: 6, status: 'quiz_required', reapplyAt: null, decisionNote: null });
    expect(rows.map((row) => [row.id, row.status, row.supersededAt])).toEqual([
      [5, 'rejected', NOW],
      [6, 'quiz_required', null],
    ]);
    expect(rows[1].applicantDetails).toEqual(rows[0].applicantDetails);
  });

  it('refuses before the moment, naming it in UTC', async () => {
    const { applications, rows } = repository(current('rejected', new Date('2026-12-23T15:06:00Z')));
    await expect(new ApplyAgain(applications, uow, clock).execute(9)).rejects.toMatchObject({
      kind: 'RATE_LIMITED',
      code: 'APPLICATION_REAPPLY_NOT_YET',
      message: 'You can apply again on December 23, 2026 at 3:06 PM UTC.',
    });
    expect(rows).toHaveLength(1);
  });

  it.each<[ApplicationStatus, RegExp]>([
    ['quiz_required', /open: you can take the writing assessment/],
    ['pending', /being reviewed/],
    ['approved', /approved/],
    ['rejected', /decided by our editors/],
  ])('refuses a %s application the quiz did not reject', async (status, message) => {
    const { applications } = repository(current(status, null));
    await expect(new ApplyAgain(applications, uow, clock).execute(9)).rejects.toMatchObject({
      kind: 'CONFLICT',
      code: 'APPLICATION_NOT_RENEWABLE',
      message: expect.stringMatching(message),
    });
  });

  it('answers 404 without an application', async () => {
    await expect(new ApplyAgain(repository(null).applications, uow, clock).execute(9)).rejects.toMatchObject({
      kind: 'NOT_FOUND',
      code: 'APPLICATION_NOT_SUBMITTED',
    });
  });
});
