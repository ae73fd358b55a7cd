import { screen, within } from '@testing-library/react';
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

async function openAsVisitor() {
  const server = mockServer({ 'GET /api/user': unauthorized });
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

  it('applies the Previous, Mark Complete and Next rules', async () => {
    const user = userEvent.setup();
    const server = await openAsVisitor();
    expect(button('Previous')).toBeDisabled();
    expect(button('Next')).toBeEnabled();

    await user.click(button('Mark Complete'));
    expect(button('Completed')).toBeDisabled();
    expect(screen.getByText('1 of 6 completed')).toBeInTheDocument();

    await user.click(button('Next'));
    expect(screen.getByRole('heading', { level: 2, name: LESSONS[1] })).toBeInTheDocument();
    expect(button('Previous')).toBeEnabled();
    expect(button('Mark Complete')).toBeEnabled();

    await user.click(lessonButton(5));
    expect(screen.getByRole('heading', { level: 2, name: LESSONS[5] })).toBeInTheDocument();
    expect(button('Next')).toBeDisabled();
    expect(server.calls()).toEqual(['GET /api/user']);
  });

  it('completes the course, shows the certificate and What’s Next, and restarts', async () => {
    const user = userEvent.setup();
    const server = await openAsVisitor();
    for (let i = 0; i < LESSONS.length; i += 1) {
      await user.click(lessonButton(i));
      await user.click(button('Mark Complete'));
    }
    expect(await screen.findByRole('heading', { name: 'Course Completed!' })).toBeInTheDocument();
    const certificate = screen.getByRole('region', { name: 'Certificate of Completion' });
    expect(within(certificate).getByText('Grammar Essentials')).toBeInTheDocument();
    expect(within(certificate).getAllByRole('listitem')).toHaveLength(4);
    expect(screen.getByRole('heading', { name: "What's Next" })).toBeInTheDocument();
    for (const link of screen.getAllByRole('link', { name: 'Writing Basics' })) {
      expect(link).toHaveAttribute('href', '/course/writing-basics');
    }
    expect(screen.getByRole('link', { name: 'All Courses' })).toHaveAttribute('href', '/courses');

    await user.click(button('Restart Course'));
    expect(await screen.findByRole('heading', { level: 2, name: LESSONS[0] })).toBeInTheDocument();
    expect(screen.getByText('0 of 6 completed')).toBeInTheDocument();
    expect(server.calls()).toEqual(['GET /api/user']);
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
      'POST /api/courses/grammar-essentials/lessons/ge-3/complete': () => json(200, progress(['ge-1', 'ge-2', 'ge-3'])),
    });
    renderApp('/course/grammar-essentials');
    expect(await screen.findByRole('heading', { level: 2, name: LESSONS[2] }, { timeout: 15_000 })).toBeInTheDocument();
    expect(screen.getByText('2 of 6 completed')).toBeInTheDocument();

    await userEvent.setup().click(button('Mark Complete'));
    expect(await screen.findByText('3 of 6 completed')).toBeInTheDocument();
    expect(button('Completed')).toBeDisabled();
    expect(server.calls()).toContain('POST /api/courses/grammar-essentials/lessons/ge-3/complete');
  });

  it('links the completion screen to the certificate’s verification page', async () => {
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
  });
});
