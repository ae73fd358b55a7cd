import type { AttemptItem } from './attempt';
import { gradeAnswers } from './grading';
import { isPassing } from './quiz-rules';

// 25 questions; the correct bank option is 0 and each is shown in position (id % 4).
const items: AttemptItem[] = Array.from({ length: 25 }, (_, id) => {
  const shown = id % 4;
  const optionOrder = [1, 2, 3];
  optionOrder.splice(shown, 0, 0);
  return { questionId: id, optionOrder };
});
const correct = new Map(items.map((item) => [item.questionId, 0]));
const rightAnswer = (item: AttemptItem) => item.optionOrder.indexOf(0);
const wrongAnswer = (item: AttemptItem) => (rightAnswer(item) + 1) % 4;

function answersWith(right: number): number[] {
  return items.map((item, i) => (i < right ? rightAnswer(item) : wrongAnswer(item)));
}

describe('gradeAnswers', () => {
  it('counts answers through the option order', () => {
    expect(gradeAnswers(items, correct, answersWith(25))).toEqual({ score: 25, maxScore: 25, passed: true });
    expect(gradeAnswers(items, correct, answersWith(0))).toEqual({ score: 0, maxScore: 25, passed: false });
  });

  it('passes 18/25 and fails 17/25 (70%)', () => {
    expect(gradeAnswers(items, correct, answersWith(18))).toEqual({ score: 18, maxScore: 25, passed: true });
    expect(gradeAnswers(items, correct, answersWith(17))).toEqual({ score: 17, maxScore: 25, passed: false });
  });

  it('scores nothing for unanswered, out-of-range or missing answers', () => {
    const answers = answersWith(25);
    answers[0] = -1;
    answers[1] = 7;
    answers[2] = 1.5;
    expect(gradeAnswers(items, correct, answers.slice(0, 20)).score).toBe(17);
  });
});

describe('isPassing', () => {
  it('is 70% or more', () => {
    expect(isPassing(7, 10)).toBe(true);
    expect(isPassing(6, 10)).toBe(false);
    expect(isPassing(0, 0)).toBe(false);
  });
});
