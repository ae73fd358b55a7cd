import { ceilToMinute, utcMoment } from './utc-moment';

describe('utcMoment', () => {
  it.each([
    ['2026-11-24T15:05:00Z', 'November 24, 2026 at 3:05 PM UTC'],
    ['2026-01-01T00:00:00Z', 'January 1, 2026 at 12:00 AM UTC'],
    ['2026-07-04T12:30:00Z', 'July 4, 2026 at 12:30 PM UTC'],
    ['2026-12-31T23:59:59Z', 'December 31, 2026 at 11:59 PM UTC'],
  ])('%s reads "%s"', (iso, text) => {
    expect(utcMoment(new Date(iso))).toBe(text);
  });
});

describe('ceilToMinute', () => {
  it('keeps a whole minute and moves anything past it to the next one', () => {
    expect(ceilToMinute(new Date('2026-11-24T15:05:00.000Z')).toISOString()).toBe('2026-11-24T15:05:00.000Z');
    expect(ceilToMinute(new Date('2026-11-24T15:05:00.001Z')).toISOString()).toBe('2026-11-24T15:06:00.000Z');
    expect(ceilToMinute(new Date('2026-11-24T23:59:30.000Z')).toISOString()).toBe('2026-11-25T00:00:00.000Z');
  });
});
