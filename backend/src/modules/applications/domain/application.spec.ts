import { canDecide, type ApplicationStatus, type Decision } from './application';
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
