import { ASSIGNMENT_STATUSES, canSubmit, isOverdue, statusAfterDraft, type AssignmentStatus } from './assignment';
import { eligibilityProblem } from './eligibility';

describe('assignment transitions (D9)', () => {
  it('a draft moves assigned to in_progress and keeps in_progress and reviewed', () => {
    expect(statusAfterDraft('assigned')).toBe('in_progress');
    expect(statusAfterDraft('in_progress')).toBe('in_progress');
    expect(statusAfterDraft('reviewed')).toBe('reviewed');
  });

  it.each<AssignmentStatus>(['available', 'submitted', 'completed', 'cancelled'])('no draft or submit in %s', (s) => {
    expect(statusAfterDraft(s)).toBeNull();
    expect(canSubmit(s)).toBe(false);
  });

  it('submits from assigned, in_progress and reviewed only', () => {
    expect(ASSIGNMENT_STATUSES.filter(canSubmit)).toEqual(['assigned', 'in_progress', 'reviewed']);
  });

  it('is overdue past the deadline while not handed in', () => {
    const now = new Date('2026-12-01T12:00:00Z');
    const past = new Date('2026-12-01T11:59:59Z');
    expect(isOverdue({ status: 'in_progress', deadline: past }, now)).toBe(true);
    expect(isOverdue({ status: 'submitted', deadline: past }, now)).toBe(false);
    expect(isOverdue({ status: 'assigned', deadline: now }, now)).toBe(false);
  });
});

describe('eligibility (D2 step 6)', () => {
  const ok = { accountActive: true, applicationStatus: 'approved', subscriptionActive: true };
  it('lets an active, approved, subscribed member in', () => expect(eligibilityProblem(ok)).toBeNull());
  it.each([
    [
      { accountActive: false },
      'Your account is inactive. Contact support to take assignments.',
      'ASSIGNMENT_ACCOUNT_INACTIVE',
    ],
    [{ applicationStatus: null }, 'Apply to the collective to take assignments.', 'ASSIGNMENT_APPLICATION_REQUIRED'],
    [
      { applicationStatus: 'quiz_required' },
      'Pass the writing assessment to take assignments.',
      'ASSIGNMENT_APPLICATION_REQUIRED',
    ],
    [
      { applicationStatus: 'pending' },
      'Your application is being reviewed; you can take assignments once it is approved.',
      'ASSIGNMENT_APPLICATION_REQUIRED',
    ],
    [
      { applicationStatus: 'rejected' },
      'Your application was not approved, so you cannot take assignments.',
      'ASSIGNMENT_APPLICATION_REQUIRED',
    ],
    [{ subscriptionActive: false }, 'Subscribe to a plan to take assignments.', 'ASSIGNMENT_SUBSCRIPTION_REQUIRED'],
  ])('refuses %j with 403, its reason and its code', (change, message, code) => {
    const problem = eligibilityProblem({ ...ok, ...change });
    expect(problem).toMatchObject({ kind: 'FORBIDDEN', code, message });
  });
});
