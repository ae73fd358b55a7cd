import type { AttemptItem } from './attempt';
import { QUIZ_CATEGORIES, type QuizCategory, type QuizDifficulty } from './question';
import { OPTIONS_PER_QUESTION } from './quiz-rules';

export interface DrawCandidate {
  id: number;
  category: QuizCategory;
  difficulty: QuizDifficulty;
}

/** A source of uniform numbers in [0, 1); injected so draws can be tested. */
export type Random = () => number;

/**
 * Draws `count` questions for an attempt (D8): the topics get equal shares (the extra questions go to
 * topics chosen at random); within a topic, questions the member has not seen come first, and the
 * difficulties are interleaved so each topic spans the scale. The result is shuffled, and each
 * question gets its own random option order.
 */
export function drawQuestions(
  pool: readonly DrawCandidate[],
  seen: ReadonlySet<number>,
  count: number,
  random: Random,
): AttemptItem[] {
  const byCategory = new Map<QuizCategory, DrawCandidate[]>();
  for (const question of pool)
    byCategory.set(question.category, [...(byCategory.get(question.category) ?? []), question]);
  const categories = shuffle(
    QUIZ_CATEGORIES.filter((category) => byCategory.has(category)),
    random,
  );
  const quotas = shareOut(
    categories.map((category) => byCategory.get(category)?.length ?? 0),
    Math.min(count, pool.length),
  );
  const drawn = categories.flatMap((category, i) => {
    const questions = byCategory.get(category) ?? [];
    const fresh = questions.filter((q) => !seen.has(q.id));
    const repeats = questions.filter((q) => seen.has(q.id));
    return [...interleaveDifficulties(fresh, random), ...interleaveDifficulties(repeats, random)].slice(0, quotas[i]);
  });
  return shuffle(drawn, random).map((question) => ({
    questionId: question.id,
    optionOrder: shuffle(
      Array.from({ length: OPTIONS_PER_QUESTION }, (_, i) => i),
      random,
    ),
  }));
}

/** Deals `total` one at a time round the categories, skipping those with nothing left. */
export function shareOut(capacities: readonly number[], total: number): number[] {
  const quotas = capacities.map(() => 0);
  let left = Math.min(
    total,
    capacities.reduce((sum, capacity) => sum + capacity, 0),
  );
  while (left > 0) {
    for (let i = 0; i < quotas.length && left > 0; i += 1) {
      if (quotas[i] < capacities[i]) {
        quotas[i] += 1;
        left -= 1;
      }
    }
  }
  return quotas;
}

/** Shuffled within each difficulty, then taken round-robin from the easiest to the hardest. */
function interleaveDifficulties<T extends { difficulty: number }>(questions: readonly T[], random: Random): T[] {
  const levels = [...new Set(questions.map((q) => q.difficulty))].sort((a, b) => a - b);
  const buckets = levels.map((level) =>
    shuffle(
      questions.filter((q) => q.difficulty === level),
      random,
    ),
  );
  const result: T[] = [];
  for (let round = 0; result.length < questions.length; round += 1) {
    for (const bucket of buckets) if (bucket[round]) result.push(bucket[round]);
  }
  return result;
}

/** Fisher–Yates on a copy. */
export function shuffle<T>(items: readonly T[], random: Random): T[] {
  const copy = [...items];
  for (let i = copy.length - 1; i > 0; i -= 1) {
    const j = Math.floor(random() * (i + 1));
    [copy[i], copy[j]] = [copy[j], copy[i]];
  }
  return copy;
}
