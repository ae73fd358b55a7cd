import { fireEvent, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { member } from '../../test/fixtures';
import { json, mockServer, unauthorized } from '../../test/mockServer';
import { renderApp } from '../../test/renderApp';

const LESSONS = [
  'Parts of Speech Mastery',
  'Sentence Structure & Types',
  'Subject-Verb Agreement',
  'Punctuation Power',
  'Common Grammar Mistakes',
  'Grammar in Context',
];

const button = (name: string | RegExp) => screen.getByRole('button', { name });
const lessonButton = (index: number) =>
  within(screen.getByRole('navigation', { name: 'Lessons' })).getAllByRole('button')[index]!;

/** The fake server's answer key: the first choice of every question is right. */
const EXPLANATION = 'Because the first choice is right in this fake key.';
const checkAnswers =
  (progressAfter: ((lessonId: string) => object) | null = null) =>
  async (request: Request) => {
    const { answers } = (await request.json()) as { answers: number[] };
    const lessonId = new URL(request.url).pathname.split('/')[5]!;
    const results = answers.map((answer) =>
      answer === -1 ? null : { correct: answer === 0, explanation: EXPLANATION },
    );
    const lessonCompleted = results.every((result) => result?.correct);
    return json(200, { lessonId, results, lessonCompleted, progress: progressAfter && progressAfter(lessonId) });
  };
const ANSWERS_ROUTE = 'POST /api/courses/grammar-essentials/lessons/:lessonId/answers';

/** Picks the given choice in every question of the lesson shown, then checks the answers. */
async function answerAll(user: ReturnType<typeof userEvent.setup>, choice: number) {
  const practice = screen.getByRole('region', { name: 'Practice' });
  for (const question of within(practice).getAllByRole('group')) {
    fireEvent.click(within(question).getAllByRole('radio')[choice]!); // quicker than a pointer's whole walk
  }
  await user.click(button('Check answers'));
}

async function openAsVisitor() {
  const server = mockServer({ 'GET /api/user': unauthorized, [ANSWERS_ROUTE]: checkAnswers() });
  renderApp('/course/grammar-essentials');
  await screen.findByRole('heading', { level: 2, name: LESSONS[0] }, { timeout: 15_000 });
  return server;
}

describe('Grammar Essentials player (visitor: progress stays in the page)', () => {
  it('shows the header card of spec section 2', async () => {
    await openAsVisitor();
    const header = screen.getByRole('region', { name: 'Grammar Essentials' });
    const facts = [...header.querySelectorAll('dd')].map((fact) => fact.textContent?.trim());
    expect(facts).toEqual(['Beginner', '4.6', '3 weeks', '4,800+ students', '6 lessons', 'FREE']);
    expect(within(header).getByText('0 of 6 completed')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: /Back to Courses/ })).toHaveAttribute('href', '/courses');
  });

  it('checks a wrong answer on the server, says why, and completes the lesson only when it is right', async () => {
    const user = userEvent.setup();
    const server = await openAsVisitor();
    expect(button('Previous')).toBeDisabled();
    expect(button('Next')).toBeEnabled();
    expect(button('Check answers')).toBeDisabled(); // nothing chosen yet
    expect(screen.queryByRole('button', { name: 'Mark Complete' })).not.toBeInTheDocument();

    await answerAll(user, 1);
    expect(await screen.findByText('Not quite.')).toBeInTheDocument();
    expect(screen.getByText(EXPLANATION)).toBeInTheDocument();
    expect(screen.getByRole('status')).toHaveTextContent('Not quite. Read the explanation, then try again.');
    expect(screen.getByText('0 of 6 completed')).toBeInTheDocument();

    await answerAll(user, 0);
    expect(await screen.findByText('Correct.')).toBeInTheDocument();
    expect(screen.getByRole('status')).toHaveTextContent('All correct: this lesson is complete.');
    expect(screen.getByText('1 of 6 completed')).toBeInTheDocument();
    expect(screen.getByRole('heading', { level: 2, name: LESSONS[0] })).toBeInTheDocument(); // stays on the lesson
    const sent = await Promise.all(server.requests.filter((r) => r.method === 'POST').map((r) => r.json()));
    expect(sent).toEqual([{ answers: [1] }, { answers: [0] }]);

    await user.click(button('Next'));
    expect(screen.getByRole('heading', { level: 2, name: LESSONS[1] })).toBeInTheDocument();
    expect(button('Previous')).toBeEnabled();
    expect(screen.queryByText('Correct.')).not.toBeInTheDocument();

    await user.click(lessonButton(5));
    expect(screen.getByRole('heading', { level: 2, name: LESSONS[5] })).toBeInTheDocument();
    expect(button('Next')).toBeDisabled();
  });

  it('says which of several questions are wrong, and forgets a verdict when its answer changes', async () => {
    const user = userEvent.setup();
    await openAsVisitor();
    await user.click(lessonButton(2)); // Subject-Verb Agreement: five questions
    const questions = within(screen.getByRole('region', { name: 'Practice' })).getAllByRole('group');
    expect(questions).toHaveLength(5);
    await user.click(within(questions[0]!).getAllByRole('radio')[1]!);
    await user.click(within(questions[1]!).getAllByRole('radio')[0]!);
    await user.click(button('Check answers'));
    expect(await within(questions[0]!).findByText('Not quite.')).toBeInTheDocument();
    expect(within(questions[1]!).getByText('Correct.')).toBeInTheDocument();
    expect(within(questions[2]!).queryByText(EXPLANATION)).not.toBeInTheDocument();
    expect(screen.getByRole('status')).toHaveTextContent(
      '1 of 5 correct. 3 not answered yet. Read the explanations, then try again.',
    );
    await user.click(within(questions[0]!).getAllByRole('radio')[0]!);
    expect(within(questions[0]!).queryByText('Not quite.')).not.toBeInTheDocument();
    expect(screen.getByText('0 of 6 completed')).toBeInTheDocument();
  });

  it('completes the course, shows the certificate and What’s Next, and restarts', async () => {
    const user = userEvent.setup();
    await openAsVisitor();
    for (let i = 0; i < LESSONS.length; i += 1) {
      await user.click(lessonButton(i));
      await answerAll(user, 0);
      if (i < LESSONS.length - 1) expect(await screen.findByText(`${i + 1} of 6 completed`)).toBeInTheDocument();
    }
    expect(await screen.findByRole('heading', { name: 'Course Completed!' })).toBeInTheDocument();
    const certificate = screen.getByRole('region', { name: 'Certificate of Completion' });
    expect(within(certificate).getByText('Grammar Essentials')).toBeInTheDocument();
    expect(within(certificate).getAllByRole('listitem')).toHaveLength(4);
    expect(within(certificate).queryByRole('link', { name: /Download PDF/ })).not.toBeInTheDocument();
    expect(screen.getByRole('heading', { name: "What's Next" })).toBeInTheDocument();
    for (const link of screen.getAllByRole('link', { name: 'Writing Basics' })) {
      expect(link).toHaveAttribute('href', '/course/writing-basics');
    }
    expect(screen.getByRole('link', { name: 'All Courses' })).toHaveAttribute('href', '/courses');

    await user.click(button('Restart Course'));
    expect(await screen.findByRole('heading', { level: 2, name: LESSONS[0] })).toBeInTheDocument();
    expect(screen.getByText('0 of 6 completed')).toBeInTheDocument();
  });
});

describe('Grammar Essentials player (member: progress stored on the server)', () => {
  const progress = (completedLessonIds: string[], certificate: object | null = null) => ({
    courseId: 'grammar-essentials',
    totalLessons: 6,
    completedLessonIds,
    completed: completedLessonIds.length === 6,
    certificate,
  });

  it('resumes at the first lesson not done and stores each completion', async () => {
    const server = mockServer({
      'GET /api/user': () => json(200, member),
      'GET /api/courses/grammar-essentials/progress': () => json(200, progress(['ge-1', 'ge-2'])),
      [ANSWERS_ROUTE]: checkAnswers(() => progress(['ge-1', 'ge-2', 'ge-3'])),
    });
    renderApp('/course/grammar-essentials');
    expect(await screen.findByRole('heading', { level: 2, name: LESSONS[2] }, { timeout: 15_000 })).toBeInTheDocument();
    expect(screen.getByText('2 of 6 completed')).toBeInTheDocument();

    await answerAll(userEvent.setup(), 0);
    expect(await screen.findByText('3 of 6 completed')).toBeInTheDocument();
    expect(screen.getByRole('heading', { level: 2, name: LESSONS[2] })).toBeInTheDocument();
    expect(screen.getByText('Completed')).toBeInTheDocument();
    expect(server.calls()).toContain('POST /api/courses/grammar-essentials/lessons/ge-3/answers');
  });

  it('links the completion screen to the certificate’s verification page and its PDF', async () => {
    const certificate = { id: '6f1c1b1e-2d4a-4c1e-9a57-0c3b5b2a9f10', issuedAt: '2026-11-20T10:00:00.000Z' };
    mockServer({
      'GET /api/user': () => json(200, member),
      'GET /api/courses/grammar-essentials/progress': () =>
        json(200, progress(['ge-1', 'ge-2', 'ge-3', 'ge-4', 'ge-5', 'ge-6'], certificate)),
    });
    renderApp('/course/grammar-essentials');
    expect(await screen.findByRole('heading', { name: 'Course Completed!' })).toBeInTheDocument();
    expect(screen.getByText('Ada Lovelace')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: /verification page/ })).toHaveAttribute(
      'href',
      `/certificates/${certificate.id}`,
    );
    expect(screen.getByRole('link', { name: /Download PDF/ })).toHaveAttribute(
      'href',
      `/api/certificates/${certificate.id}/pdf`,
    );
  });
});
