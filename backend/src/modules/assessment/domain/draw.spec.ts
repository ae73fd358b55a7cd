import { drawQuestions, shareOut, type DrawCandidate } from './draw';
import { QUIZ_CATEGORIES, type QuizDifficulty } from './question';

/** A deterministic generator (mulberry32), so failures reproduce. */
function seeded(seed: number) {
  let a = seed;
  return () => {
    a = (a + 0x6d2b79f5) | 0;
    let t = Math.imul(a ^ (a >>> 15), 1 | a);
    t = (t + Math.imul(t ^ (t >>> 7), 61 | t)) ^ t;
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

function bank(perCategory: number): DrawCandidate[] {
  return QUIZ_CATEGORIES.flatMap((category, c) =>
    Array.from({ length: perCategory }, (_, i) => ({
      id: c * 100 + i,
      category,
      difficulty: ((i % 5) + 1) as QuizDifficulty,
    })),
  );
}

const categoryOf = (pool: DrawCandidate[], id: number) => pool.find((q) => q.id === id)?.category;

describe('drawQuestions', () => {
  it('draws 25 distinct questions, 4 or 5 per topic, each with a permutation of the four options', () => {
    const pool = bank(20);
    const items = drawQuestions(pool, new Set(), 25, seeded(1));
    expect(items).toHaveLength(25);
    expect(new Set(items.map((i) => i.questionId)).size).toBe(25);
    const perCategory = QUIZ_CATEGORIES.map(
      (category) => items.filter((i) => categoryOf(pool, i.questionId) === category).length,
    );
    expect(perCategory.every((n) => n === 4 || n === 5)).toBe(true);
    for (const item of items) expect([...item.optionOrder].sort()).toEqual([0, 1, 2, 3]);
  });

  it('avoids questions the member has seen while the topic has others', () => {
    const pool = bank(20);
    const first = drawQuestions(pool, new Set(), 25, seeded(2));
    const seen = new Set(first.map((i) => i.questionId));
    const second = drawQuestions(pool, seen, 25, seeded(3));
    expect(second.filter((i) => seen.has(i.questionId))).toEqual([]);
  });

  it('repeats seen questions only when a topic runs out of new ones', () => {
    const pool = bank(6);
    const seen = new Set(pool.filter((q) => q.id % 100 < 3).map((q) => q.id));
    const items = drawQuestions(pool, seen, 25, seeded(4));
    expect(items).toHaveLength(25);
    const fresh = items.filter((i) => !seen.has(i.questionId));
    expect(fresh).toHaveLength(18); // all 3 unseen of each of the 6 topics
  });

  it('spans the difficulties within a topic', () => {
    const pool = bank(20);
    const items = drawQuestions(pool, new Set(), 25, seeded(5));
    const difficulties = items
      .map((i) => pool.find((q) => q.id === i.questionId))
      .filter((q) => q?.category === QUIZ_CATEGORIES[0])
      .map((q) => q?.difficulty);
    expect(new Set(difficulties).size).toBeGreaterThanOrEqual(4);
  });

  it('draws the whole pool when it is smaller than the count', () => {
    expect(drawQuestions(bank(2), new Set(), 25, seeded(6))).toHaveLength(12);
  });

  it('shuffles: two draws differ in order or content', () => {
    const pool = bank(20);
    const a = drawQuestions(pool, new Set(), 25, seeded(7)).map((i) => i.questionId);
    const b = drawQuestions(pool, new Set(), 25, seeded(8)).map((i) => i.questionId);
    expect(a).not.toEqual(b);
  });
});

describe('shareOut', () => {
  it('deals evenly and skips exhausted categories', () => {
    expect(shareOut([10, 10, 10, 10, 10, 10], 25)).toEqual([5, 4, 4, 4, 4, 4]);
    expect(shareOut([1, 10, 10], 25)).toEqual([1, 10, 10]);
    expect(shareOut([2, 10, 10], 12)).toEqual([2, 5, 5]);
  });
});
