import { attemptsLeft, reapplyAtAfter, retakeVerdict, usedLastAttempt, type RetakeRules } from './retakes';

const D17: RetakeRules = { retakeCooldownMinutes: 24 * 60, maxAttempts: 3, reapplyWaitDays: 30 };
const OFF: RetakeRules = { retakeCooldownMinutes: 0, maxAttempts: 0, reapplyWaitDays: 0 };
const failedAt = new Date('2026-11-23T15:04:30.000Z');
const at = (iso: string) => new Date(iso);

describe('retake rules (D17)', () => {
  it('lets the first attempt start at once, with every attempt left', () => {
    expect(retakeVerdict({ started: 0, lastFailureAt: null }, D17, failedAt)).toEqual({
      kind: 'open',
      attemptsLeft: 3,
    });
  });

  it('makes a failure wait 24 hours, to the whole minute after it, and no longer', () => {
    const history = { started: 1, lastFailureAt: failedAt };
    const nextAttemptAt = at('2026-11-24T15:05:00.000Z');
    expect(retakeVerdict(history, D17, at('2026-11-23T15:05:00.000Z'))).toEqual({
      kind: 'cooldown',
      attemptsLeft: 2,
      nextAttemptAt,
    });
    expect(retakeVerdict(history, D17, at('2026-11-24T15:04:59.999Z')).kind).toBe('cooldown');
    expect(retakeVerdict(history, D17, nextAttemptAt)).toEqual({ kind: 'open', attemptsLeft: 2 });
  });

  it('allows 3 attempts per application: the limit holds whatever the wait', () => {
    expect(retakeVerdict({ started: 3, lastFailureAt: failedAt }, D17, at('2027-06-01T00:00:00Z'))).toEqual({
      kind: 'exhausted',
    });
    expect(retakeVerdict({ started: 2, lastFailureAt: failedAt }, D17, at('2027-06-01T00:00:00Z'))).toEqual({
      kind: 'open',
      attemptsLeft: 1,
    });
    expect(usedLastAttempt(2, D17)).toBe(false);
    expect(usedLastAttempt(3, D17)).toBe(true);
    expect(usedLastAttempt(4, D17)).toBe(true);
    expect(attemptsLeft(5, D17)).toBe(0);
  });

  it('needs no wait after a passed attempt (there is none to retake)', () => {
    expect(retakeVerdict({ started: 1, lastFailureAt: null }, D17, failedAt)).toEqual({
      kind: 'open',
      attemptsLeft: 2,
    });
  });

  it('lets the member apply again 30 days after the last failure, to the whole minute', () => {
    expect(reapplyAtAfter(failedAt, D17)).toEqual(at('2026-12-23T15:05:00.000Z'));
    expect(reapplyAtAfter(at('2026-11-23T15:04:00.000Z'), D17)).toEqual(at('2026-12-23T15:04:00.000Z'));
  });

  it('turns each rule off with 0: no wait, no limit, applying again at once', () => {
    const history = { started: 500, lastFailureAt: failedAt };
    expect(retakeVerdict(history, OFF, failedAt)).toEqual({ kind: 'open', attemptsLeft: null });
    expect(usedLastAttempt(500, OFF)).toBe(false);
    expect(attemptsLeft(500, OFF)).toBeNull();
    expect(reapplyAtAfter(at('2026-11-23T15:04:00.000Z'), OFF)).toEqual(at('2026-11-23T15:04:00.000Z'));
  });
});
