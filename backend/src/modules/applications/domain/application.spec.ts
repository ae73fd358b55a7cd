import { canDecide, toSummary, type ApplicationStatus, type Decision } from './application';
import { cannotDecide } from './applications.errors';

describe('application decisions', () => {
  it.each<[ApplicationStatus, Decision, boolean]>([
    ['pending', 'approved', true],
    ['pending', 'rejected', true],
    ['approved', 'rejected', true],
    ['rejected', 'approved', true],
    ['approved', 'approved', false],
    ['rejected', 'rejected', false],
    ['quiz_required', 'approved', false],
    ['quiz_required', 'rejected', false],
  ])('from %s to %s: %s', (current, decision, allowed) => {
    expect(canDecide(current, decision)).toBe(allowed);
  });

  it('explains a refused decision', () => {
    expect(cannotDecide('quiz_required').message).toMatch(/before the applicant passes the quiz/);
    expect(cannotDecide('approved')).toMatchObject({
      kind: 'CONFLICT',
      code: 'APPLICATION_NOT_DECIDABLE',
      message: 'This application is already approved',
    });
  });
});

describe('the member’s view of their application', () => {
  const row = { id: 4, reapplyAt: null, decisionNote: 'Loved the tide-pool sample.' };

  it('carries the editor’s note on their decision (D18), which the member home shows', () => {
    expect(toSummary({ ...row, status: 'approved', decidedBy: 1 })).toEqual({
      id: 4,
      status: 'approved',
      reapplyAt: null,
      decisionNote: 'Loved the tide-pool sample.',
    });
  });

  it('leaves out the note the quiz wrote when it closed the application (no editor decided it)', () => {
    const reapplyAt = new Date('2026-12-23T15:05:00Z');
    expect(toSummary({ ...row, reapplyAt, status: 'rejected', decidedBy: null })).toEqual({
      id: 4,
      status: 'rejected',
      reapplyAt,
      decisionNote: null,
    });
  });
});
