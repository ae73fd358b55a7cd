import { join } from 'node:path';
import { FREE_COURSES } from './course-catalogue';
import { checkAnswers, UNANSWERED } from './lesson-check';
import { PRACTICE_QUESTIONS } from './practice-questions';

/** The frontend's course data, loaded by path: the backend's TypeScript project does not include the frontend. */
interface ShownLesson {
  id: string;
  exercises?: { prompt: string; choices: readonly string[] }[];
}
type ShownCourse = { lessons: readonly ShownLesson[] };
// eslint-disable-next-line @typescript-eslint/no-require-imports -- a path outside this project, loaded at run time
const { WRITING_BASICS, GRAMMAR_ESSENTIALS } = require(
  join(__dirname, '../../../../../../frontend/src/features/courses/data/courses.data.ts'),
) as { WRITING_BASICS: ShownCourse; GRAMMAR_ESSENTIALS: ShownCourse };

describe('practice questions', () => {
  const lessonIds = Object.values(FREE_COURSES).flatMap((course) => course.lessonIds);

  it('gives every lesson of the free courses at least one question, and no other lesson any', () => {
    expect(Object.keys(PRACTICE_QUESTIONS).sort()).toEqual([...lessonIds].sort());
    for (const id of lessonIds) expect(PRACTICE_QUESTIONS[id]!.length).toBeGreaterThan(0);
  });

  it('shows the browser the same prompts and choices, in the same order, and no answers', () => {
    for (const lesson of [...WRITING_BASICS.lessons, ...GRAMMAR_ESSENTIALS.lessons]) {
      const shown = (lesson.exercises ?? []).map((question) => ({ ...question }));
      expect(shown).toEqual(PRACTICE_QUESTIONS[lesson.id]!.map(({ prompt, choices }) => ({ prompt, choices })));
    }
  });

  it('has one answer among the choices and an explanation of real length for every question', () => {
    for (const question of Object.values(PRACTICE_QUESTIONS).flat()) {
      expect(question.choices.length).toBeGreaterThanOrEqual(2);
      expect(new Set(question.choices).size).toBe(question.choices.length);
      expect(Number.isInteger(question.answer) && question.choices[question.answer]).toBeTruthy();
      expect(question.explanation.length).toBeGreaterThan(120);
    }
  });
});

describe('checking a try', () => {
  const questions = PRACTICE_QUESTIONS['ge-3']!; // five questions, the first with two choices
  const right = questions.map((question) => question.answer);
  const wrong = (i: number) => (questions[i]!.answer + 1) % questions[i]!.choices.length;

  it('passes only when every question is answered correctly', () => {
    const check = checkAnswers(questions, right);
    expect(check.passed).toBe(true);
    expect(check.results).toEqual(questions.map((q) => ({ correct: true, explanation: q.explanation })));
  });

  it('says which answers are wrong, explains each answered one, and tells nothing of an unanswered one', () => {
    const answers = [wrong(0), ...right.slice(1, 4), UNANSWERED];
    const check = checkAnswers(questions, answers);
    expect(check.passed).toBe(false);
    expect(check.results[0]).toEqual({ correct: false, explanation: questions[0]!.explanation });
    expect(check.results.slice(1, 4).every((result) => result?.correct)).toBe(true);
    expect(check.results[4]).toBeNull();
    expect(
      checkAnswers(
        questions,
        right.map(() => UNANSWERED),
      ).passed,
    ).toBe(false);
  });

  it.each([
    ['too few answers', right.slice(1)],
    ['too many answers', [...right, 0]],
    ['a choice past the last', [2, ...right.slice(1)]],
    ['a negative choice other than -1', [-2, ...right.slice(1)]],
    ['a fraction', [0.5, ...right.slice(1)]],
  ])('refuses %s', (_name, answers) => {
    expect(() => checkAnswers(questions, answers)).toThrow(
      expect.objectContaining({
        kind: 'INVALID_INPUT',
        code: 'VALIDATION_FAILED',
        message: expect.stringContaining('5 practice questions'),
      }),
    );
  });
});
