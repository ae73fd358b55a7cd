import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { json, mockServer, unauthorized, type Handler } from '../../test/mockServer';
import { renderApp } from '../../test/renderApp';
import { JOB_IDEA_GROUPS } from './jobIdeas';

const post = (i: number) => ({
  id: i,
  slug: `post-${i}`,
  title: `Post number ${i}`,
  excerpt: 'An excerpt.',
  imageUrl: null,
  authorName: 'Hannah Lindqvist',
  authorRole: 'Standards Editor',
  publishedAt: '2026-11-12T14:00:00.000Z',
  createdAt: '2026-11-12T14:00:00.000Z',
});
const stats = { activeWriters: 2500, assignmentsCompleted: 7800, incomeEarned: 713100, successStories: 5992 };

function openLanding(overrides: Record<string, Handler> = {}) {
  const server = mockServer({
    'GET /api/user': unauthorized,
    'GET /api/blog/posts': () => json(200, [1, 2, 3, 4, 5, 6].map(post)),
    'GET /api/twitter/feed': () => json(200, []),
    'GET /api/stats/community': () => json(200, stats),
    ...overrides,
  });
  renderApp('/');
  return server;
}

describe('landing page', () => {
  it('shows six news cards, the stats, and the empty feed text', async () => {
    const server = openLanding();
    expect(await screen.findByText('No recent tweets available')).toBeInTheDocument();
    expect(await screen.findByRole('link', { name: 'Post number 6' })).toHaveAttribute('href', '/blog/post-6');
    expect(screen.getAllByText('November 12, 2026', { selector: 'time' })).toHaveLength(6);
    expect(await screen.findByText('$713,100')).toBeInTheDocument();
    expect(screen.getByText('2,500')).toBeInTheDocument();
    expect(server.requests.find((r) => r.url.includes('/api/blog/posts'))?.url).toMatch(/limit=6$/);
    expect(screen.getAllByRole('link', { name: /./ }).filter((a) => a.closest('.pw-job-ideas')).length).toBe(50);
  });

  it("shows the apply button, the three steps of 'How it works' and the spec's marketing figures", async () => {
    openLanding();
    const hero = (await screen.findByRole('heading', { level: 1 })).closest('section') as HTMLElement;
    expect(within(hero).getByRole('link', { name: 'Apply Now' })).toHaveAttribute('href', '/apply');
    expect(hero).toHaveTextContent('$4,000+ monthly');
    expect(hero).toHaveTextContent('$100 per 300-500 word article');
    expect(hero).toHaveTextContent('$1000 or more per week');
    expect(hero).toHaveTextContent('no guarantee');

    const steps = screen.getByRole('heading', { name: 'How it works', level: 2 }).closest('section') as HTMLElement;
    expect(within(steps).getAllByRole('listitem')).toHaveLength(3);
  });

  it('groups the job ideas by kind of work: four of each shown, the rest behind Show more', async () => {
    openLanding();
    const ideas = (await screen.findByRole('heading', { level: 2, name: 'Writing Jobs You Can Do' })).closest(
      'section',
    ) as HTMLElement;
    const kinds = within(ideas).getAllByRole('heading', { level: 3 });
    expect(kinds.map((kind) => kind.textContent)).toEqual(JOB_IDEA_GROUPS.map((group) => group.kind));
    const articles = within(ideas).getByRole('region', { name: 'Articles & blogs' });
    const shown = [...articles.querySelectorAll('.pw-job-ideas__card')].filter((card) => !card.closest('details'));
    expect(shown.map((card) => card.querySelector('.pw-job-ideas__title')?.textContent)).toEqual([
      'Blog Writing',
      'Product Review Writing',
      'Newsletter Writing',
      'SEO Articles',
    ]);
    expect(within(articles).getByText('Show 8 more').closest('summary')).not.toBeNull();
    expect(articles.querySelector('details')).not.toHaveAttribute('open');
  });

  it('shows only the first three feed items', async () => {
    const items = [1, 2, 3, 4].map((i) => ({
      id: String(i),
      text: `Feed post ${i}`,
      created_at: new Date().toISOString(),
    }));
    openLanding({ 'GET /api/twitter/feed': () => json(200, items) });
    expect(await screen.findByText('Feed post 3')).toBeInTheDocument();
    expect(screen.queryByText('Feed post 4')).not.toBeInTheDocument();
    expect(screen.getAllByText('0 minutes ago')).toHaveLength(3);
  });

  it('sets the title, the meta description and the organization data', async () => {
    openLanding();
    await screen.findByRole('heading', { level: 1 });
    await waitFor(() => expect(document.title).toMatch(/Penwright Collective/));
    expect(document.querySelector('meta[name="description"]')?.getAttribute('content')).toMatch(/freelance writers/);
    const data = JSON.parse(document.querySelector('script[type="application/ld+json"]')?.textContent ?? '{}');
    expect(data).toMatchObject({ '@type': 'Organization', name: 'Penwright Collective' });
  });

  it('subscribes to the newsletter: Subscribing..., a success toast, an empty field', async () => {
    let release: () => void = () => undefined;
    const server = openLanding({
      'POST /api/newsletter/subscribe': () =>
        new Promise((resolve) => {
          release = () => resolve(json(200, { message: "You've been subscribed to our newsletter." }));
        }),
    });
    const user = userEvent.setup();
    const form = (await screen.findByRole('heading', { name: 'Newsletter' })).closest('form') as HTMLFormElement;
    await user.type(within(form).getByLabelText('Your e-mail address'), 'reader@example.com');
    await user.click(within(form).getByRole('button', { name: 'Subscribe' }));
    expect(await within(form).findByRole('button', { name: 'Subscribing...' })).toBeDisabled();
    release();
    expect(await screen.findByText('Success!')).toBeInTheDocument();
    expect(screen.getByText("You've been subscribed to our newsletter.")).toBeInTheDocument();
    expect(within(form).getByLabelText('Your e-mail address')).toHaveValue('');
    expect(within(form).getByRole('status')).toHaveTextContent(
      'One more step: open the link we sent to reader@example.com to confirm your address.',
    );
    const request = server.requests.find((r) => r.method === 'POST');
    expect(await request?.json()).toEqual({ email: 'reader@example.com' });
  });

  it('shows the server message, or the default, when subscribing fails', async () => {
    openLanding({ 'POST /api/newsletter/subscribe': () => json(500, {}) });
    const user = userEvent.setup();
    const form = (await screen.findByRole('heading', { name: 'Newsletter' })).closest('form') as HTMLFormElement;
    await user.type(within(form).getByLabelText('Your e-mail address'), 'reader@example.com');
    await user.click(within(form).getByRole('button', { name: 'Subscribe' }));
    expect(await screen.findByText('Error')).toBeInTheDocument();
    expect(screen.getByText('Failed to subscribe to newsletter')).toBeInTheDocument();
  });
});
