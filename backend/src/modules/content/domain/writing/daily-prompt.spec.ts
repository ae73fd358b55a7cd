import { dailyPosition } from './daily-prompt';
import { dayNumber, utcDay } from './utc-day';

const daysFrom = (first: string, count: number) =>
  Array.from({ length: count }, (_, i) => utcDay(new Date(Date.parse(`${first}T00:00:00Z`) + i * 86_400_000)));

describe('the daily prompt', () => {
  it('reads days in UTC', () => {
    expect(utcDay(new Date('2026-12-06T23:59:59.999Z'))).toBe('2026-12-06');
    expect(utcDay(new Date('2026-12-07T00:00:00+02:00'))).toBe('2026-12-06');
    expect(dayNumber('1970-01-02')).toBe(1);
    expect(dayNumber('2026-12-07') - dayNumber('2026-12-06')).toBe(1);
  });

  it('is the same prompt all day and for everyone: a function of the day alone', () => {
    expect(dailyPosition('2026-12-06', 66)).toBe(dailyPosition('2026-12-06', 66));
    expect(dailyPosition('2026-12-06', 66)).not.toBe(dailyPosition('2026-12-07', 66));
  });

  it.each([1, 2, 7, 60, 66, 97, 120])('shows each of %i prompts once in as many consecutive days', (count) => {
    const positions = daysFrom('2026-11-20', count).map((day) => dailyPosition(day, count));
    expect(new Set(positions).size).toBe(count);
    expect(Math.min(...positions)).toBe(0);
    expect(Math.max(...positions)).toBe(count - 1);
  });

  it('moves far through a bank seeded category by category, so the category changes from day to day', () => {
    const positions = daysFrom('2026-12-01', 30).map((day) => Math.floor(dailyPosition(day, 66) / 11));
    const repeats = positions.filter((category, i) => i > 0 && category === positions[i - 1]).length;
    expect(repeats).toBeLessThanOrEqual(3);
  });

  it('needs a prompt to choose from', () => {
    expect(() => dailyPosition('2026-12-06', 0)).toThrow(RangeError);
  });
});
