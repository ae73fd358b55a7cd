import { screen } from '@testing-library/react';
import { json, mockServer, unauthorized } from '../../test/mockServer';
import { renderPage } from '../../test/renderPage';
import BlogPostPage from './BlogPostPage';

describe('BlogPostPage', () => {
  it('says an unknown post was not found, in the page and in the document title, with the ways on', async () => {
    mockServer({
      'GET /api/user': unauthorized,
      'GET /api/blog/posts/no-such-post': () => json(404, { statusCode: 404, message: 'Post not found' }),
    });
    renderPage(<BlogPostPage />, '/blog/no-such-post', '/blog/:slug');
    expect(await screen.findByRole('heading', { level: 1, name: 'Post Not Found' })).toBeInTheDocument();
    expect(document.title).toBe('Post Not Found | Penwright Collective');
    expect(screen.getByRole('link', { name: 'Browse all posts' })).toHaveAttribute('href', '/blog');
    expect(screen.getByRole('link', { name: 'go to the home page' })).toHaveAttribute('href', '/');
  });
});
