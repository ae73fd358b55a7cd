import { nextUtcMidnight, resetTimeText, toolQuota, utcDay } from './daily-quota';

describe('the daily check quota (D20)', () => {
  it('counts per UTC day and resets at the next midnight UTC', () => {
    const lateEvening = new Date('2026-11-28T23:59:59.000Z');
    expect(utcDay(lateEvening)).toBe('2026-11-28');
    expect(utcDay(new Date('2026-11-29T00:00:00.000Z'))).toBe('2026-11-29');
    expect(nextUtcMidnight(lateEvening).toISOString()).toBe('2026-11-29T00:00:00.000Z');
    expect(nextUtcMidnight(new Date('2026-12-31T00:00:00.000Z')).toISOString()).toBe('2027-01-01T00:00:00.000Z');
    expect(resetTimeText(new Date('2026-11-29T00:00:00.000Z'))).toBe('00:00 UTC on November 29, 2026');
  });

  it('answers what is left, never below zero, and nothing to count without a limit', () => {
    const now = new Date('2026-11-28T12:00:00.000Z');
    expect(toolQuota(20, 7, now)).toEqual({ limit: 20, used: 7, remaining: 13, resetsAt: '2026-11-29T00:00:00.000Z' });
    expect(toolQuota(20, 23, now).remaining).toBe(0);
    expect(toolQuota(null, 0, now)).toMatchObject({ limit: null, remaining: null });
  });
});
