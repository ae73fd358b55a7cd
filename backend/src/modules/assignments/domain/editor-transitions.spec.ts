import { ASSIGNMENT_STATUSES, type AssignmentStatus } from './assignment';
import { briefProblem, MAX_PAY_CENTS } from './assignment-brief';
import { allowedStatuses, RELEASED, reviewEffects, statusEffects } from './editor-transitions';

const now = new Date('2026-12-05T10:00:00Z');

describe("an editor's status changes (D9)", () => {
  // Every pair of statuses: the ones D9 lists are allowed, every other is refused naming the allowed ones.
  const ALLOWED: [AssignmentStatus, AssignmentStatus][] = [
    ['available', 'cancelled'],
    ['assigned', 'available'],
    ['assigned', 'cancelled'],
    ['in_progress', 'available'],
    ['in_progress', 'cancelled'],
    ['submitted', 'completed'],
    ['submitted', 'reviewed'],
    ['submitted', 'cancelled'],
    ['reviewed', 'available'],
    ['reviewed', 'cancelled'],
    ['cancelled', 'available'],
  ];
  const allowed = (from: AssignmentStatus, to: AssignmentStatus) => ALLOWED.some(([a, b]) => a === from && b === to);
  const pairs = ASSIGNMENT_STATUSES.flatMap((from) => ASSIGNMENT_STATUSES.map((to) => [from, to] as const));

  it.each(pairs.filter(([from, to]) => from !== to && allowed(from, to)))('allows %s → %s', (from, to) => {
    expect(statusEffects(from, to, 'Tighten the introduction.', now).status).toBe(to);
  });

  it.each(pairs.filter(([from, to]) => !allowed(from, to)))('refuses %s → %s with 409', (from, to) => {
    expect(() => statusEffects(from, to, 'Notes', now)).toThrow(
      expect.objectContaining({ kind: 'CONFLICT', code: 'ASSIGNMENT_STATUS_CHANGE_REFUSED' }),
    );
  });

  it('names the allowed statuses in the refusal', () => {
    expect(() => statusEffects('in_progress', 'completed', null, now)).toThrow(
      'An assignment that is in_progress can be set to available or cancelled, not completed.',
    );
    expect(() => statusEffects('submitted', 'available', null, now)).toThrow(
      'An assignment that is submitted can be set to completed, reviewed or cancelled, not available.',
    );
    expect(() => statusEffects('completed', 'cancelled', null, now)).toThrow(
      'A completed assignment keeps its status: it cannot be set to cancelled.',
    );
  });

  it('offers the current status first, then the allowed ones', () => {
    expect(allowedStatuses('submitted')).toEqual(['submitted', 'completed', 'reviewed', 'cancelled']);
    expect(allowedStatuses('completed')).toEqual(['completed']);
    expect(allowedStatuses('cancelled')).toEqual(['cancelled', 'available']);
  });

  it('a release clears the assignee, the moment of the accept and the last writer’s text', () => {
    expect(statusEffects('in_progress', 'available', undefined, now)).toEqual(RELEASED);
    expect(RELEASED).toMatchObject({ assignedUserId: null, acceptedAt: null, draftContent: null });
  });

  it('a revision needs notes, not blank; completing takes them or clears old ones', () => {
    expect(() => statusEffects('submitted', 'reviewed', undefined, now)).toThrow(
      expect.objectContaining({
        kind: 'INVALID_INPUT',
        code: 'VALIDATION_FAILED',
        message: 'Review notes are required to request a revision.',
      }),
    );
    expect(() => statusEffects('submitted', 'reviewed', '   ', now)).toThrow('Review notes are required');
    expect(statusEffects('submitted', 'reviewed', 'Add a source.', now)).toEqual({
      status: 'reviewed',
      reviewNotes: 'Add a source.',
      reviewedAt: now,
    });
    expect(statusEffects('submitted', 'completed', undefined, now)).toEqual({
      status: 'completed',
      reviewNotes: null,
      reviewedAt: now,
    });
    expect(statusEffects('submitted', 'completed', 'Clean copy.', now).reviewNotes).toBe('Clean copy.');
  });

  it('reviews only a submitted assignment', () => {
    expect(reviewEffects('submitted', 'complete', null, now).status).toBe('completed');
    expect(reviewEffects('submitted', 'revise', 'Cut 200 words.', now).status).toBe('reviewed');
    for (const status of ASSIGNMENT_STATUSES.filter((s) => s !== 'submitted')) {
      expect(() => reviewEffects(status, 'complete', null, now)).toThrow(
        `Only a submitted assignment can be reviewed; this one is ${status}.`,
      );
    }
  });
});

describe('brief rules across fields', () => {
  const pay = { payRateCents: 5, wordCount: 1200, isPerWord: true };
  const ahead = { value: new Date('2026-12-06T00:00:00Z'), mustBeAhead: true };

  it('accepts pay within the limit and a deadline ahead', () => {
    expect(briefProblem(pay, ahead, now)).toBeNull();
    expect(briefProblem({ ...pay, payRateCents: MAX_PAY_CENTS, isPerWord: false }, ahead, now)).toBeNull();
  });

  it('refuses a deadline not ahead, unless it is the one already stored', () => {
    const past = { value: now, mustBeAhead: true };
    expect(briefProblem(pay, past, now)?.message).toBe('The deadline must be in the future.');
    expect(briefProblem(pay, { ...past, mustBeAhead: false }, now)).toBeNull();
  });

  it('refuses a total pay beyond $100,000.00, per word counted in full', () => {
    expect(briefProblem({ payRateCents: 2000, wordCount: 8000, isPerWord: true }, ahead, now)?.message).toBe(
      'This assignment would pay $160000.00; one assignment may pay at most $100000.00.',
    );
  });
});
