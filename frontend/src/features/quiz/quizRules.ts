/** Spec sections 2 and 9. The server decides the real clock and the grade; these drive the page. */
export const QUIZ_QUESTIONS = 25;
export const QUIZ_MINUTES = 30;
export const PASS_PERCENT = 70;
/** The timer turns red below this many seconds. */
export const WARNING_SECONDS = 300;
export const UNANSWERED = -1;

export const QUIZ_TOPICS = [
  'Grammar and punctuation',
  'Style and tone',
  'Editorial principles',
  'Content structure',
  'Professional standards',
  'Writing best practices',
];

export const passes = (score: number, maxScore: number) => maxScore > 0 && score / maxScore >= PASS_PERCENT / 100;

export const percentage = (score: number, maxScore: number) =>
  maxScore > 0 ? Math.round((score / maxScore) * 100) : 0;

/** mm:ss */
export function formatClock(seconds: number): string {
  const safe = Math.max(0, Math.floor(seconds));
  return `${String(Math.floor(safe / 60)).padStart(2, '0')}:${String(safe % 60).padStart(2, '0')}`;
}
