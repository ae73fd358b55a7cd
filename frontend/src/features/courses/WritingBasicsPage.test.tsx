import { fireEvent, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { json, mockServer, unauthorized } from '../../test/mockServer';
import { renderApp } from '../../test/renderApp';

describe('Writing Basics player', () => {
  it('lists 8 lessons with the durations of spec section 9, each completed by its practice questions', async () => {
    mockServer({
      'GET /api/user': unauthorized,
      // A fake answer key: every try is right.
      'POST /api/courses/writing-basics/lessons/:lessonId/answers': async (request) => {
        const { answers } = (await request.json()) as { answers: number[] };
        const results = answers.map(() => ({ correct: true, explanation: 'Right.' }));
        return json(200, { lessonId: 'x', results, lessonCompleted: true, progress: null });
      },
    });
    renderApp('/course/writing-basics');
    const list = await screen.findByRole('navigation', { name: 'Lessons' }, { timeout: 15_000 });
    const items = within(list).getAllByRole('button');
    expect(items).toHaveLength(8);
    const minutes = items.map((item) => /(\d+) min/.exec(item.textContent ?? '')?.[1]);
    expect(minutes).toEqual(['15', '20', '25', '18', '22', '30', '20', '45']);
    expect(within(items[7]!).getByText('project')).toBeInTheDocument();

    const user = userEvent.setup();
    for (const item of items) {
      await user.click(item);
      for (const question of within(screen.getByRole('region', { name: 'Practice' })).getAllByRole('group')) {
        fireEvent.click(within(question).getAllByRole('radio')[0]!);
      }
      await user.click(screen.getByRole('button', { name: 'Check answers' }));
    }
    expect(await screen.findByRole('heading', { name: 'Course Completed!' })).toBeInTheDocument();
    expect(screen.getByRole('region', { name: 'Certificate of Completion' })).toHaveTextContent('Writing Basics');

    await user.click(screen.getByRole('button', { name: 'Restart Course' }));
    expect(await screen.findByText('0 of 8 completed')).toBeInTheDocument();
  }, 40_000); // eight lessons and their twenty practice questions

  it('redirects the completion screens’ old spelling (D7)', async () => {
    mockServer({ 'GET /api/user': unauthorized });
    const app = renderApp('/course-writing-basics');
    await screen.findByRole('navigation', { name: 'Lessons' }, { timeout: 15_000 });
    expect(app.currentPath()).toBe('/course/writing-basics');
  });
});
