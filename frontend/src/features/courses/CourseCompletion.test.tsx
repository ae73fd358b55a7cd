import { screen, within } from '@testing-library/react';
import { member, unsubscribed } from '../../test/fixtures';
import { json, mockServer, unauthorized, type Handler } from '../../test/mockServer';
import { renderPage } from '../../test/renderPage';
import type { User } from '../auth/user';
import { CourseCompletion } from './CourseCompletion';
import { GRAMMAR_ESSENTIALS } from './data/courses.data';

const next = { title: 'Writing Basics', to: '/course/writing-basics', pitch: 'the craft of the sentence.' };

async function whatsNextFor(
  user: Handler,
  application: Handler = () => json(404, { statusCode: 404, code: 'APPLICATION_NOT_SUBMITTED' }),
) {
  mockServer({ 'GET /api/user': user, 'GET /api/applications/me': application });
  renderPage(
    <CourseCompletion
      course={GRAMMAR_ESSENTIALS}
      certificate={null}
      memberName={null}
      next={next}
      restarting={false}
      onRestart={jest.fn()}
    />,
    '/course/grammar-essentials',
  );
  const section = screen.getByRole('heading', { name: "What's Next" }).parentElement!;
  return within(section);
}

const signedIn =
  (changes: Partial<User> = {}) =>
  () =>
    json(200, { ...member, ...changes });
const application = (status: string) => () => json(200, { id: 3, status, reapplyAt: null });

describe("the completion screen's What's Next (issue 18)", () => {
  it('asks a visitor to apply', async () => {
    const next = await whatsNextFor(unauthorized);
    expect(await next.findByRole('link', { name: 'apply to join' })).toHaveAttribute('href', '/apply');
    expect(next.getByRole('link', { name: 'Writing Basics' })).toHaveAttribute('href', '/course/writing-basics');
  });

  it('suggests subscribing to a member without a subscription', async () => {
    const next = await whatsNextFor(signedIn(unsubscribed()));
    expect(await next.findByText(/Consider subscribing to take on paid assignments/)).toBeInTheDocument();
    expect(next.getByRole('link', { name: 'choose a membership' })).toHaveAttribute('href', '/register');
  });

  it.each([
    ['quiz_required', 'take the quiz', '/quiz'],
    ['pending', 'open the writing tools', '/writing-tools?tab=prompts'],
    ['approved', 'see the open assignments', '/dashboard?tab=assignments'],
  ])('never tells a subscribed member to subscribe: with an application %s, %s', async (status, link, to) => {
    const next = await whatsNextFor(signedIn(), application(status));
    expect(await next.findByRole('link', { name: link })).toHaveAttribute('href', to);
    expect(next.queryByText(/subscrib/i)).not.toBeInTheDocument();
  });
});
