import { screen, waitFor, within } from '@testing-library/react';
import { member } from '../../test/fixtures';
import { json, mockServer, unauthorized, type Handler } from '../../test/mockServer';
import { renderPage } from '../../test/renderPage';
import { postSummary } from './blog.fixtures';
import BlogPostPage from './BlogPostPage';

describe('BlogPostPage', () => {
  it('says an unknown post was not found, in the page and in the document title, with the ways on', async () => {
    mockServer({
      'GET /api/user': unauthorized,
      'GET /api/blog/posts/no-such-post': () =>
        json(404, { statusCode: 404, code: 'BLOG_POST_NOT_FOUND', message: 'Blog post not found' }),
    });
    renderPage(<BlogPostPage />, '/blog/no-such-post', '/blog/:slug');
    expect(await screen.findByRole('heading', { level: 1, name: 'Post Not Found' })).toBeInTheDocument();
    expect(document.title).toBe('Post Not Found | Penwright Collective');
    expect(screen.getByRole('link', { name: 'Browse all posts' })).toHaveAttribute('href', '/blog');
    expect(screen.getByRole('link', { name: 'go to the home page' })).toHaveAttribute('href', '/');
  });

  const pitching = postSummary('how-to-pitch-an-editor', 'How to Pitch an Editor', 'A pitch an editor can say yes to.');
  const posts = [
    pitching,
    postSummary('deadlines-are-a-system', 'Deadlines Are a System', 'Planning a week of work.', 'Marcus Bell'),
    postSummary('follow-up-on-a-pitch', 'Following Up on a Pitch', 'When an editor has not answered your pitch.'),
    postSummary('per-word-pricing', 'Per-Word or Flat Fee?', 'Pricing your work.', 'Marcus Bell'),
    postSummary(
      'pitch-subject-lines',
      'Subject Lines for a Pitch',
      'What makes an editor open a pitch.',
      'Marcus Bell',
    ),
  ];

  function openPost(user: Handler) {
    mockServer({
      'GET /api/user': user,
      'GET /api/blog/posts/how-to-pitch-an-editor': () => json(200, { ...pitching, body: 'First paragraph.' }),
      'GET /api/blog/posts': () => json(200, posts),
    });
    renderPage(<BlogPostPage />, '/blog/how-to-pitch-an-editor', '/blog/:slug');
  }

  it('ends with the author, the three most related posts and, for a visitor, the invitation to apply', async () => {
    openPost(unauthorized);
    const author = await screen.findByRole('complementary', { name: /About the author/ });
    expect(author).toHaveTextContent('Hannah Lindqvist');
    await waitFor(() => expect(author).toHaveTextContent('with 1 more post in Editorial Insights'));

    const related = await screen.findByRole('region', { name: 'Related reading' });
    const titles = within(related)
      .getAllByRole('link')
      .map((link) => link.textContent);
    // Sharing 'pitch' and 'editor' first; the post itself never.
    expect(titles).toEqual(['Following Up on a Pitch', 'Subject Lines for a Pitch', 'Deadlines Are a System']);

    const cta = await screen.findByRole('complementary', { name: 'Get paid for writing like this' });
    expect(within(cta).getByRole('link', { name: 'Apply to Penwright Today' })).toHaveAttribute('href', '/apply');
  });

  it('sends a member to their dashboard instead of the application', async () => {
    openPost(() => json(200, member));
    const cta = await screen.findByRole('complementary', { name: 'Put this into practice' });
    expect(within(cta).getByRole('link', { name: 'Go to Your Dashboard' })).toHaveAttribute('href', '/dashboard');
    expect(screen.queryByRole('link', { name: /^Apply to/ })).not.toBeInTheDocument();
  });
});
