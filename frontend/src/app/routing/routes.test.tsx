import { screen, waitFor } from '@testing-library/react';
import { admin, member } from '../../test/fixtures';
import { json, mockServer, unauthorized } from '../../test/mockServer';
import { renderApp } from '../../test/renderApp';
import { blogSlugFromHash } from './HashBlogRedirect';

const asVisitor = () => mockServer({ 'GET /api/user': unauthorized });
const asUser = (user: typeof member) => mockServer({ 'GET /api/user': () => json(200, user) });

describe('routes', () => {
  it('shows a spinner for an unknown path while the session loads, then the not-found page', async () => {
    let answer: (response: Response) => void = () => undefined;
    const server = mockServer({
      'GET /api/user': () => new Promise<Response>((resolve) => (answer = resolve)),
    });
    renderApp('/no-such-page');

    expect(screen.getByRole('status')).toHaveTextContent('Loading');
    await waitFor(() => expect(server.calls()).toContain('GET /api/user'));
    answer(unauthorized());

    expect(await screen.findByRole('heading', { name: 'Page Not Found', level: 1 })).toBeInTheDocument();
    expect(screen.getByText('Did you forget to add the page to the router?')).toBeInTheDocument();
  });

  it('shows the landing page to visitors at /', async () => {
    asVisitor();
    renderApp('/');
    expect(
      await screen.findByRole('heading', { name: 'Get paid to write for companies that need your words' }),
    ).toBeInTheDocument();
  });

  it('greets members at / by first name', async () => {
    asUser(member);
    renderApp('/');
    expect(await screen.findByRole('heading', { name: 'Welcome back, Ada!' })).toBeInTheDocument();
    expect(screen.getByText('Ready to continue your writing journey?')).toBeInTheDocument();
  });

  it('greets a member without a first name as Writer', async () => {
    asUser({ ...member, firstName: ' ' });
    renderApp('/');
    expect(await screen.findByRole('heading', { name: 'Welcome back, Writer!' })).toBeInTheDocument();
  });

  it('sends visitors from members-only pages to sign in', async () => {
    asVisitor();
    const app = renderApp('/dashboard');
    expect(await screen.findByRole('heading', { name: 'Sign In', level: 1 })).toBeInTheDocument();
    expect(app.currentPath()).toBe('/login');
  });

  it('sends non-admins away from admin pages, and lets admins in', async () => {
    asUser(member);
    const memberApp = renderApp('/admin/user/3');
    await waitFor(() => expect(memberApp.currentPath()).toBe('/'));
    memberApp.unmount();

    asUser(admin);
    const adminApp = renderApp('/admin/user/3');
    expect(await screen.findByRole('heading', { name: 'Edit User' })).toBeInTheDocument();
    expect(adminApp.currentPath()).toBe('/admin/user/3');
  });

  it.each([
    ['/course-writing-basics', '/course/writing-basics', 'Writing Basics'],
    ['/course-grammar-essentials', '/course/grammar-essentials', 'Grammar Essentials'],
  ])('redirects %s to %s (D7)', async (from, to, heading) => {
    asVisitor();
    const app = renderApp(from);
    expect(await screen.findByRole('heading', { name: heading, level: 1 })).toBeInTheDocument();
    expect(app.currentPath()).toBe(to);
  });

  it('turns a #blog/{slug} link into /blog/{slug}', async () => {
    asVisitor();
    const app = renderApp('/#blog/finding-your-niche');
    await waitFor(() => expect(app.currentPath()).toBe('/blog/finding-your-niche'));
  });

  it('shows article pages for known slugs only', async () => {
    asVisitor();
    renderApp('/articles/press-release-writing');
    expect(await screen.findByRole('heading', { name: 'Press Release Writing' })).toBeInTheDocument();
  });

  it('titles the application page with the short brand name', async () => {
    asVisitor();
    renderApp('/apply');
    expect(await screen.findByRole('heading', { name: 'Apply For Penwright' })).toBeInTheDocument();
  });
});

describe('blogSlugFromHash', () => {
  it('accepts #blog/{slug} and #/blog/{slug} only', () => {
    expect(blogSlugFromHash('#blog/my-post')).toBe('my-post');
    expect(blogSlugFromHash('#/blog/my-post/')).toBe('my-post');
    expect(blogSlugFromHash('#main')).toBeNull();
    expect(blogSlugFromHash('#blog/')).toBeNull();
    expect(blogSlugFromHash('#blog/a/b')).toBeNull();
    expect(blogSlugFromHash('')).toBeNull();
  });
});
