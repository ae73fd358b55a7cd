import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { member } from '../../test/fixtures';
import { json, mockServer } from '../../test/mockServer';
import { renderApp } from '../../test/renderApp';

const post = (i: number) => ({
  id: i,
  slug: `post-${i}`,
  title: `Post number ${i}`,
  excerpt: `Excerpt of post ${i}.`,
  imageUrl: null,
  authorName: 'Hannah Lindqvist',
  authorRole: 'Standards Editor',
  publishedAt: '2026-11-12T14:00:00.000Z',
  createdAt: '2026-11-12T14:00:00.000Z',
});

function openMemberHome(recent: number[]) {
  const server = mockServer({
    'GET /api/user': () => json(200, member),
    'GET /api/applications/me': () =>
      json(404, { statusCode: 404, code: 'APPLICATION_NOT_SUBMITTED', message: 'No application' }),
    'GET /api/blog/featured': () => json(200, post(1)),
    'GET /api/blog/posts': () => json(200, recent.map(post)),
    'GET /api/blog/posts/post-3': () => json(200, { ...post(3), body: 'The whole post.' }),
  });
  const app = renderApp('/');
  const section = async () =>
    within(
      (await screen.findByRole('heading', { name: 'Latest Editorial Insights' })).closest('section') as HTMLElement,
    );
  return { server, app, section };
}

describe('Latest Editorial Insights (member home)', () => {
  it('shows the featured post and up to four recent ones, asking for one more than four', async () => {
    const { server, section } = openMemberHome([2, 3, 4, 5, 6]);
    const insights = await section();

    expect(await insights.findByRole('link', { name: 'Post number 1' })).toBeInTheDocument();
    expect(insights.getByText('Excerpt of post 1.')).toBeInTheDocument();
    for (const i of [2, 3, 4, 5]) expect(insights.getByRole('link', { name: `Post number ${i}` })).toBeInTheDocument();
    expect(insights.queryByRole('link', { name: 'Post number 6' })).not.toBeInTheDocument();
    expect(server.requests.find((r) => r.url.includes('/api/blog/posts'))?.url).toMatch(/limit=5$/);
  });

  it('does not list the featured post twice, and still shows four others', async () => {
    const { section } = openMemberHome([1, 2, 3, 4, 5]);
    const insights = await section();
    await insights.findByRole('link', { name: 'Post number 5' });
    expect(insights.getAllByRole('link', { name: 'Post number 1' })).toHaveLength(1);
    expect(insights.getAllByRole('heading', { level: 3 })).toHaveLength(5);
  });

  it('links posts to #blog/{slug}, which opens /blog/{slug}, and View All to /blog', async () => {
    const { app, section } = openMemberHome([2, 3]);
    const insights = await section();
    expect(insights.getByRole('link', { name: 'View All' })).toHaveAttribute('href', '/blog');
    const link = await insights.findByRole('link', { name: 'Post number 3' });
    expect(link).toHaveAttribute('href', '/#blog/post-3');

    await userEvent.setup().click(link);

    await waitFor(() => expect(app.currentPath()).toBe('/blog/post-3'));
    expect(await screen.findByRole('heading', { name: 'Post number 3', level: 1 })).toBeInTheDocument();
  });
});
