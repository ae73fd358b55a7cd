/** Spec section 9 and D8. */
export const QUIZ_QUESTION_COUNT = 25;
export const QUIZ_DURATION_SECONDS = 1800;
/** A submission this long after the deadline still counts as on time (network, a slow tab). */
export const QUIZ_GRACE_SECONDS = 30;
export const UNANSWERED = -1;
export const OPTIONS_PER_QUESTION = 4;

/** 70% or more passes; integer arithmetic, so 18/25 passes and 17/25 fails without rounding doubts. */
export function isPassing(score: number, maxScore: number): boolean {
  return maxScore > 0 && score * 10 >= maxScore * 7;
}
