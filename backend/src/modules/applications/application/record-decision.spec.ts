import type { Clock } from '../../../shared/domain/clock';
import type { Application, ApplicationStatus } from '../domain/application';
import type { ApplicationRepository, DecisionChange } from './ports/application.repository';
import { RecordDecision } from './record-decision';

const NOW = new Date('2026-03-01T12:00:00Z');
const clock: Clock = { now: () => NOW };

const stored = (status: ApplicationStatus): Application => ({
  id: 5,
  userId: 9,
  status,
  answers: null,
  applicantDetails: null,
  decisionNote: 'earlier note',
  decidedBy: 1,
  decidedAt: new Date('2026-02-01T00:00:00Z'),
  reapplyAt: null,
  supersededAt: null,
  createdAt: new Date('2026-01-01T00:00:00Z'),
  updatedAt: new Date('2026-02-01T00:00:00Z'),
});

/** A repository holding one application, deciding as the conditional UPDATE does. */
function repository(application: Application | null) {
  const changes: { change: DecisionChange; from: ApplicationStatus[] }[] = [];
  const unused = () => Promise.reject(new Error('not used by RecordDecision'));
  const applications: ApplicationRepository = {
    createOnce: unused,
    findByUserId: unused,
    findByIds: unused,
    findCurrentByUserIds: unused,
    markQuizPassed: unused,
    rejectAfterQuiz: unused,
    supersede: unused,
    async decide(id, change, from) {
      changes.push({ change, from });
      if (!application || application.id !== id || !from.includes(application.status)) return null;
      const { status, decisionNote, decidedBy, decidedAt, userId } = application;
      return { status, decisionNote, decidedBy, decidedAt, userId };
    },
    findById: async (id) => (application?.id === id ? application : null),
  };
  return { applications, changes };
}

describe('RecordDecision', () => {
  it('answers the decision fields before and after, the after ones being what the statement set, and the applicant', async () => {
    const { applications, changes } = repository(stored('pending'));
    const result = await new RecordDecision(applications, clock).execute(5, 'approved', 'Welcome', 2);
    expect(changes).toEqual([
      { change: { decision: 'approved', note: 'Welcome', decidedBy: 2, at: NOW }, from: ['pending', 'rejected'] },
    ]);
    expect(result).toEqual({
      before: {
        status: 'pending',
        decisionNote: 'earlier note',
        decidedBy: 1,
        decidedAt: new Date('2026-02-01T00:00:00Z'),
      },
      after: { status: 'approved', decisionNote: 'Welcome', decidedBy: 2, decidedAt: NOW },
      applicantId: 9,
    });
  });

  it('explains a refusal from the current status, or says the application does not exist', async () => {
    await expect(
      new RecordDecision(repository(stored('quiz_required')).applications, clock).execute(5, 'rejected', null, 2),
    ).rejects.toMatchObject({
      kind: 'CONFLICT',
      code: 'APPLICATION_NOT_DECIDABLE',
      message: expect.stringMatching(/before the applicant passes/),
    });
    await expect(
      new RecordDecision(repository(stored('approved')).applications, clock).execute(5, 'approved', null, 2),
    ).rejects.toMatchObject({
      kind: 'CONFLICT',
      code: 'APPLICATION_NOT_DECIDABLE',
      message: 'This application is already approved',
    });
    await expect(
      new RecordDecision(repository(null).applications, clock).execute(5, 'approved', null, 2),
    ).rejects.toMatchObject({ kind: 'NOT_FOUND', code: 'APPLICATION_NOT_FOUND', message: 'Application not found' });
  });

  it('refuses to decide an application the quiz rejected (its quiz was never passed)', async () => {
    const closed = { ...stored('rejected'), reapplyAt: new Date('2026-03-31T12:00:00Z') };
    const { applications } = repository(closed);
    // The statement refuses it (reapply_at IS NULL is part of the UPDATE); the fake stands for that.
    applications.decide = () => Promise.resolve(null);
    await expect(new RecordDecision(applications, clock).execute(5, 'approved', null, 2)).rejects.toMatchObject({
      kind: 'CONFLICT',
      code: 'APPLICATION_NOT_DECIDABLE',
      message: expect.stringMatching(/closed by the quiz/),
    });
  });
});
