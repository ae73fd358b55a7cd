import { percentOf, utcMonth, writingProgress, type MonthActivity } from './writing-progress';

const NONE: MonthActivity = {
  assignmentsSubmitted: 0,
  submittedWords: 0,
  draftWords: 0,
  lessonsCompleted: 0,
  promptResponses: 0,
  assessmentAttempts: 0,
};

describe('writing progress', () => {
  it('is a whole percent, rounded down, capped at 100', () => {
    expect(percentOf(0, 20)).toBe(0);
    expect(percentOf(1, 20)).toBe(5);
    expect(percentOf(19, 20)).toBe(95);
    expect(percentOf(9_999, 10_000)).toBe(99);
    expect(percentOf(10_000, 10_000)).toBe(100);
    expect(percentOf(35, 20)).toBe(100);
    expect(percentOf(1, 3)).toBe(33);
  });

  it('counts the UTC month holding the moment', () => {
    expect(utcMonth(new Date('2026-12-06T10:00:00Z'))).toEqual({
      start: new Date('2026-12-01T00:00:00Z'),
      end: new Date('2027-01-01T00:00:00Z'),
    });
    // Late on the 31st in New York is already the next month in UTC.
    expect(utcMonth(new Date('2026-10-31T23:30:00-04:00')).start).toEqual(new Date('2026-11-01T00:00:00Z'));
    expect(utcMonth(new Date('2028-02-29T23:59:59.999Z')).end).toEqual(new Date('2028-03-01T00:00:00Z'));
  });

  it('starts at the dashboard defaults: 0 / 20 articles, 0 / 10 engagement', () => {
    expect(writingProgress(NONE, 0)).toEqual({
      monthlyGoal: { completed: 0, target: 20, progress: 0 },
      wordCount: { current: 0, target: 10_000, progress: 0 },
      engagement: { score: 0, maxScore: 10, progress: 0 },
      streak: { current: 0 },
    });
  });

  it('adds submitted and drafted words, and the three kinds of engagement', () => {
    const activity = {
      assignmentsSubmitted: 3,
      submittedWords: 4_200,
      draftWords: 1_350,
      lessonsCompleted: 4,
      promptResponses: 5,
      assessmentAttempts: 3,
    };
    expect(writingProgress(activity, 6)).toEqual({
      monthlyGoal: { completed: 3, target: 20, progress: 15 },
      wordCount: { current: 5_550, target: 10_000, progress: 55 },
      engagement: { score: 12, maxScore: 10, progress: 100 },
      streak: { current: 6 },
    });
  });
});
