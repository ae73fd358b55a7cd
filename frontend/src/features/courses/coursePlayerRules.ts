/** The navigation rules of the course players (spec section 2). */
export const canGoPrevious = (index: number): boolean => index > 0;

export const canGoNext = (index: number, total: number): boolean => index < total - 1;

export const progressLabel = (done: number, total: number): string => `${done} of ${total} completed`;

export function countCompleted(lessonIds: readonly string[], completed: ReadonlySet<string>): number {
  return lessonIds.filter((id) => completed.has(id)).length;
}

/** Where a returning member resumes: the first lesson not done yet (the first one if all are). */
export function firstIncompleteIndex(lessonIds: readonly string[], completed: ReadonlySet<string>): number {
  const index = lessonIds.findIndex((id) => !completed.has(id));
  return index === -1 ? 0 : index;
}
