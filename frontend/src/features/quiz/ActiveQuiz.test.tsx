import { act, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { member } from '../../test/fixtures';
import { json, mockServer, type Handler } from '../../test/mockServer';
import { renderApp } from '../../test/renderApp';
import { browser } from './browser';
import type { QuizSheet } from './quizApi';
import { longDate } from '../../app/dates';
import { expectClosedUntil, sheet } from './quizTestData';

function quizServer(quiz: QuizSheet, submit: Handler, routes: Record<string, Handler> = {}) {
  return mockServer({
    'GET /api/user': () => json(200, member),
    'GET /api/applications/me': () => json(200, { id: 3, status: 'quiz_required', reapplyAt: null }),
    'GET /api/quiz/current': () => json(200, { attempt: null, attemptsLeft: 2, nextAttemptAt: null }),
    'GET /api/quiz/attempts': () => json(200, []),
    'POST /api/quiz/start': () => json(200, quiz),
    'PUT /api/quiz/answers': () => new Response(null, { status: 204 }),
    'POST /api/quiz/submit': submit,
    ...routes,
  });
}

async function begin(firstShown = 'Question 1 of 3') {
  renderApp('/quiz');
  await userEvent.setup().click(await screen.findByRole('button', { name: 'Begin Assessment' }));
  await screen.findByText(firstShown);
}

async function answerAll(pick: (options: string[]) => string) {
  const user = userEvent.setup();
  for (const question of sheet().questions) {
    await user.click(screen.getByRole('radio', { name: pick(question.options) }));
    if (!question.question.startsWith('Third')) await user.click(screen.getByRole('button', { name: 'Next' }));
  }
}

const bodyOf = async (server: ReturnType<typeof mockServer>, call: string) => {
  const request = server.requests.find((r) => `${r.method} ${new URL(r.url).pathname}` === call);
  return request ? JSON.parse(await request.text()) : undefined;
};

describe('ActiveQuiz', () => {
  it('shows one question at a time with its topic and level, autosaves, and jumps from the overview', async () => {
    const server = quizServer(sheet(), () => json(200, { score: 3, maxScore: 3, passed: true }));
    await begin();
    expect(screen.getByText('Grammar & Punctuation')).toBeInTheDocument();
    expect(screen.getByText('Level 1')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Previous' })).toBeDisabled();
    await userEvent.setup().click(screen.getByRole('radio', { name: 'Wrong 1b' }));
    await waitFor(() => expect(server.calls()).toContain('PUT /api/quiz/answers'));
    expect(await bodyOf(server, 'PUT /api/quiz/answers')).toEqual({ questionId: 11, answer: 2 });
    await userEvent.setup().click(screen.getByRole('button', { name: 'Question 3, unanswered' }));
    expect(screen.getByText('Question 3 of 3')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Submit Quiz' })).toBeInTheDocument();
  });

  it('draws the running quiz without antd (issue 29: its components were long tasks as it appeared)', async () => {
    quizServer(sheet(), () => json(200, { score: 3, maxScore: 3, passed: true }));
    await begin();
    const question = 'First question?';
    const quiz = screen.getByRole('region', { name: question });
    expect(quiz).toHaveClass('pw-quiz--active');
    expect(quiz.querySelector('[class*="ant-"]')).toBeNull();
    expect(screen.getByRole('progressbar', { name: 'Progress' })).toHaveAttribute('aria-valuenow', '33');
    expect(screen.getByRole('radiogroup', { name: question })).toBeVisible();
  });

  it('refuses an incomplete manual submission', async () => {
    const server = quizServer(sheet(), () => json(200, { score: 0, maxScore: 3, passed: false }));
    await begin();
    await userEvent.setup().click(screen.getByRole('button', { name: 'Question 3, unanswered' }));
    await userEvent.setup().click(screen.getByRole('button', { name: 'Submit Quiz' }));
    expect(await screen.findByText('Incomplete Quiz')).toBeInTheDocument();
    expect(screen.getByText('Please answer all questions before submitting.')).toBeInTheDocument();
    expect(server.calls()).not.toContain('POST /api/quiz/submit');
  });

  it('submits every answer and shows the pass screen', async () => {
    const server = quizServer(sheet(), () => json(200, { score: 3, maxScore: 3, passed: true }));
    await begin();
    await answerAll((options) => options.find((o) => o.startsWith('Right')) as string);
    await userEvent.setup().click(screen.getByRole('button', { name: 'Submit Quiz' }));
    expect(await screen.findByText('Quiz Passed!')).toBeInTheDocument();
    expect(screen.getByText('Congratulations! You scored 3/3.')).toBeInTheDocument();
    expect(screen.getByText('Congratulations! You passed the writing assessment.')).toBeInTheDocument();
    expect(screen.getByText(/You scored 3 out of 3 questions correctly/)).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'applications@penwright.example' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Go to Dashboard' })).toHaveAttribute('href', '/dashboard');
    expect(await bodyOf(server, 'POST /api/quiz/submit')).toEqual({
      answers: [0, 1, 3],
      applicationId: 3,
      attemptId: 41,
    });
  });

  it('shows the fail screen, and Retake Quiz reloads the page', async () => {
    const reload = jest.spyOn(browser, 'reload').mockImplementation(() => undefined);
    quizServer(sheet(), () => json(200, { score: 1, maxScore: 3, passed: false }));
    await begin();
    await answerAll((options) => options.find((o) => o.startsWith('Wrong')) as string);
    await userEvent.setup().click(screen.getByRole('button', { name: 'Submit Quiz' }));
    expect(await screen.findByText('Quiz Completed')).toBeInTheDocument();
    expect(screen.getByText('You scored 1/3. You need 70% to pass.')).toBeInTheDocument();
    // What comes next is read from the server after the grading. The title is the page's heading (the serif h1).
    expect(await screen.findByRole('heading', { level: 1, name: 'Try Again' })).toBeInTheDocument();
    expect(
      screen.getByText(/You need 70% or higher to pass\. Don't worry - you can retake the quiz/),
    ).toBeInTheDocument();
    expect(screen.getByText('You have 2 attempts left for this application.')).toBeInTheDocument();
    await userEvent.setup().click(screen.getByRole('button', { name: 'Retake Quiz' }));
    expect(reload).toHaveBeenCalled();
  });

  it('after a failure in the wait, says when the retake opens and offers no Retake Quiz', async () => {
    const nextAttemptAt = new Date(Date.now() + 24 * 60 * 60_000).toISOString();
    let graded = false;
    quizServer(
      sheet(),
      () => {
        graded = true;
        return json(200, { score: 1, maxScore: 3, passed: false });
      },
      {
        'GET /api/quiz/current': () =>
          json(200, { attempt: null, attemptsLeft: graded ? 1 : 2, nextAttemptAt: graded ? nextAttemptAt : null }),
      },
    );
    await begin();
    await answerAll((options) => options.find((o) => o.startsWith('Wrong')) as string);
    await userEvent.setup().click(screen.getByRole('button', { name: 'Submit Quiz' }));
    expect(await screen.findByText('Try Again')).toBeInTheDocument();
    expect(
      screen.getByText(
        `You need 70% or higher to pass. You can retake the quiz on ${longDate(nextAttemptAt, 'minutes')}; until then, review the study materials.`,
      ),
    ).toBeInTheDocument();
    expect(screen.getByText('You have 1 attempt left for this application.')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Retake Quiz' })).not.toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Go to Dashboard' })).toHaveAttribute('href', '/dashboard');
  });

  it('after the last failure, shows the application closed and the date to apply again', async () => {
    const reapplyAt = new Date(Date.now() + 30 * 24 * 60 * 60_000).toISOString();
    let graded = false;
    quizServer(
      sheet(),
      () => {
        graded = true;
        return json(200, { score: 0, maxScore: 3, passed: false });
      },
      {
        'GET /api/applications/me': () =>
          json(
            200,
            graded ? { id: 3, status: 'rejected', reapplyAt } : { id: 3, status: 'quiz_required', reapplyAt: null },
          ),
        'GET /api/quiz/current': () => json(200, { attempt: null, attemptsLeft: graded ? 0 : 1, nextAttemptAt: null }),
      },
    );
    await begin();
    await answerAll((options) => options.find((o) => o.startsWith('Wrong')) as string);
    await userEvent.setup().click(screen.getByRole('button', { name: 'Submit Quiz' }));
    expect(await screen.findByText('Application Closed')).toBeInTheDocument();
    await expectClosedUntil(reapplyAt, 'Retake Quiz');
  });

  it('on an expired session says so and goes to sign in after 1.5 seconds', async () => {
    const assign = jest.spyOn(browser, 'assign').mockImplementation(() => undefined);
    quizServer(sheet({ answers: [0, 1, -1] }), () =>
      json(401, { statusCode: 401, code: 'UNAUTHENTICATED', message: 'Unauthorized' }),
    );
    await begin('Question 3 of 3');
    await userEvent.setup().click(screen.getByRole('radio', { name: 'Right 3' }));
    await userEvent.setup().click(screen.getByRole('button', { name: 'Submit Quiz' }));
    expect(await screen.findByText('Session Expired')).toBeInTheDocument();
    expect(screen.getByText('Please sign in again to continue.')).toBeInTheDocument();
    expect(assign).not.toHaveBeenCalled();
    await waitFor(() => expect(assign).toHaveBeenCalledWith('/api/login'), { timeout: 3000 });
  });

  it("shows the server's message when the submission fails", async () => {
    quizServer(sheet({ answers: [0, 1, -1] }), () =>
      json(503, { statusCode: 503, code: 'DATABASE_UNAVAILABLE', message: 'Try again shortly' }),
    );
    await begin('Question 3 of 3');
    await userEvent.setup().click(screen.getByRole('radio', { name: 'Right 3' }));
    await userEvent.setup().click(screen.getByRole('button', { name: 'Submit Quiz' }));
    expect(await screen.findByText('Try again shortly')).toBeInTheDocument();
    expect(screen.getByText('Error')).toBeInTheDocument();
  });

  it('turns the timer red under five minutes and submits by itself at zero, unanswered as -1', async () => {
    const server = quizServer(sheet({ remainingSeconds: 2, answers: [1, -1, -1] }), () =>
      json(200, { score: 0, maxScore: 3, passed: false }),
    );
    await begin('Question 2 of 3');
    expect(screen.getByRole('timer')).toHaveClass('pw-quiz-timer--warning');
    expect(await screen.findByText('Quiz Completed', {}, { timeout: 4000 })).toBeInTheDocument();
    expect(await bodyOf(server, 'POST /api/quiz/submit')).toEqual({
      answers: [1, -1, -1],
      applicationId: 3,
      attemptId: 41,
    });
    await act(async () => undefined);
  });

  it('keeps the timer neutral with more than five minutes left', async () => {
    quizServer(sheet({ remainingSeconds: 301 }), () => json(200, { score: 0, maxScore: 3, passed: false }));
    await begin();
    expect(screen.getByRole('timer')).not.toHaveClass('pw-quiz-timer--warning');
    expect(screen.getByRole('timer')).toHaveTextContent('05:01');
  });
});
