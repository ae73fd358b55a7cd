import { QUESTION_BANK, QUIZ_CATEGORIES, type SeedQuestion } from './question-bank';

const MIN_TOTAL = 75; // product minimum (D8)
const MIN_PER_CATEGORY = 12;
const DIFFICULTIES = [1, 2, 3, 4, 5] as const;
const MAX_SHARE_PER_POSITION = 0.35;

describe('QUESTION_BANK', () => {
  it(`holds at least ${MIN_TOTAL} questions`, () => {
    expect(QUESTION_BANK.length).toBeGreaterThanOrEqual(MIN_TOTAL);
  });

  it('has unique, well-formed keys', () => {
    const keys = QUESTION_BANK.map((q) => q.key);
    expect(new Set(keys).size).toBe(keys.length);
    for (const key of keys) {
      expect(key).toMatch(/^[a-z0-9]+(-[a-z0-9]+)*$/);
    }
  });

  it('has unique question texts', () => {
    const texts = QUESTION_BANK.map((q) => q.question.trim().toLowerCase());
    expect(new Set(texts).size).toBe(texts.length);
  });

  it('uses only the known categories', () => {
    const known: readonly string[] = QUIZ_CATEGORIES;
    for (const q of QUESTION_BANK) {
      expect(known).toContain(q.category);
    }
  });

  it.each(QUIZ_CATEGORIES.map((c) => [c]))(
    `category %s has at least ${MIN_PER_CATEGORY} questions and every difficulty 1 to 5`,
    (category) => {
      const inCategory = QUESTION_BANK.filter((q) => q.category === category);
      expect(inCategory.length).toBeGreaterThanOrEqual(MIN_PER_CATEGORY);
      const difficulties = new Set(inCategory.map((q) => q.difficulty));
      for (const d of DIFFICULTIES) {
        expect(difficulties.has(d)).toBe(true);
      }
    },
  );

  it('gives every question a non-empty text and an integer difficulty from 1 to 5', () => {
    for (const q of QUESTION_BANK) {
      expect(q.question.trim().length).toBeGreaterThan(0);
      expect(Number.isInteger(q.difficulty)).toBe(true);
      expect(q.difficulty).toBeGreaterThanOrEqual(1);
      expect(q.difficulty).toBeLessThanOrEqual(5);
    }
  });

  it('gives every question 4 distinct non-empty options', () => {
    for (const q of QUESTION_BANK) {
      expect(q.options).toHaveLength(4);
      for (const option of q.options) {
        expect(typeof option).toBe('string');
        expect(option.trim().length).toBeGreaterThan(0);
      }
      const normalized = q.options.map((o) => o.trim().toLowerCase());
      expect(new Set(normalized).size).toBe(4);
    }
  });

  it('has a correctIndex that points at one of the options', () => {
    for (const q of QUESTION_BANK) {
      expect(Number.isInteger(q.correctIndex)).toBe(true);
      expect(q.correctIndex).toBeGreaterThanOrEqual(0);
      expect(q.correctIndex).toBeLessThan(q.options.length);
    }
  });

  it(`puts no more than ${MAX_SHARE_PER_POSITION * 100}% of correct answers at any one position`, () => {
    const counts = [0, 0, 0, 0];
    for (const q of QUESTION_BANK) {
      counts[q.correctIndex] = (counts[q.correctIndex] ?? 0) + 1;
    }
    const failures = counts
      .map((count, position) => ({ position, share: count / QUESTION_BANK.length }))
      .filter(({ share }) => share > MAX_SHARE_PER_POSITION);
    expect(failures).toEqual([]);
  });

  it('does not use catch-all options such as "all of the above"', () => {
    const offenders: SeedQuestion[] = QUESTION_BANK.filter((q) =>
      q.options.some((o) => /\b(all|none) of the above\b/i.test(o)),
    );
    expect(offenders.map((q) => q.key)).toEqual([]);
  });
});
