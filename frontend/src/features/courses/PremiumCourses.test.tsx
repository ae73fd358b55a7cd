import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { member } from '../../test/fixtures';
import { json, mockServer } from '../../test/mockServer';
import { renderPage } from '../../test/renderPage';
import { PremiumCourses } from './PremiumCourses';

describe('premium Enroll Now (D5, issue 18)', () => {
  it('shows the wait lists the member is on, as the server says, and joins another once', async () => {
    const server = mockServer({
      'GET /api/user': () => json(200, member),
      'GET /api/courses/waitlist': () => json(200, { courseIds: ['advanced-copywriting'] }),
      'POST /api/courses/editorial-fundamentals/waitlist': () =>
        json(200, { courseId: 'editorial-fundamentals', onWaitlist: true }),
    });
    renderPage(<PremiumCourses />, '/courses');
    // After a reload the state is still there: it comes from the server.
    const joined = await screen.findByRole('button', { name: 'On the wait list for Advanced Copywriting' });
    expect(joined).toBeDisabled();
    expect(joined).toHaveTextContent('On the wait list');
    expect(screen.getAllByRole('button', { name: 'Enroll Now' })).toHaveLength(5);

    await userEvent.setup().click(screen.getAllByRole('button', { name: 'Enroll Now' })[0]!);
    expect(await screen.findByText("You're on the wait list")).toBeInTheDocument();
    const now = await screen.findByRole('button', { name: 'On the wait list for Editorial Fundamentals' });
    expect(now).toBeDisabled();
    // One join, and the list is not asked for again: the join's answer updated it.
    expect(server.calls().filter((call) => call.startsWith('POST'))).toEqual([
      'POST /api/courses/editorial-fundamentals/waitlist',
    ]);
    expect(server.calls().filter((call) => call === 'GET /api/courses/waitlist')).toHaveLength(1);
    expect(screen.getAllByRole('button', { name: 'Enroll Now' })).toHaveLength(4);
  });
});
