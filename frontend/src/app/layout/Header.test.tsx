import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { admin, member } from '../../test/fixtures';
import { json, mockServer, unauthorized } from '../../test/mockServer';
import { renderApp } from '../../test/renderApp';

const header = () => within(screen.getByRole('banner'));

describe('Header', () => {
  it('shows a placeholder while the session check is running', async () => {
    let answer: (response: Response) => void = () => undefined;
    const server = mockServer({
      'GET /api/user': () => new Promise<Response>((resolve) => (answer = resolve)),
    });
    renderApp('/contact');

    expect(header().getByLabelText('Loading your account')).toHaveAttribute('aria-busy', 'true');
    expect(header().queryByRole('link', { name: 'Sign In' })).not.toBeInTheDocument();

    await waitFor(() => expect(server.calls()).toContain('GET /api/user'));
    answer(unauthorized());
    expect(await header().findByRole('link', { name: 'Sign In' })).toBeInTheDocument();
  });

  it('offers Sign In and Apply Today to visitors, without the members-only link', async () => {
    mockServer({ 'GET /api/user': unauthorized });
    renderApp('/contact');

    expect(await header().findByRole('link', { name: 'Sign In' })).toHaveAttribute('href', '/login');
    expect(header().getByRole('link', { name: 'Apply Today' })).toHaveAttribute('href', '/apply');
    expect(header().queryByRole('button', { name: 'Sign Out' })).not.toBeInTheDocument();
    expect(header().queryByRole('link', { name: 'Writing Tools' })).not.toBeInTheDocument();
    for (const name of ['Courses', 'Grammar Tool', 'Plagiarism Checker', 'Jobs Board', 'Resources', 'Contact']) {
      expect(header().getByRole('link', { name })).toBeInTheDocument();
    }
    expect(header().getByRole('link', { name: 'Penwright home' })).toHaveAttribute('href', '/');
  });

  it('offers Dashboard, Sign Out and Writing Tools to members', async () => {
    mockServer({ 'GET /api/user': () => json(200, member) });
    renderApp('/contact');

    expect(await header().findByRole('link', { name: 'Dashboard' })).toHaveAttribute('href', '/dashboard');
    expect(header().getByRole('button', { name: 'Sign Out' })).toBeInTheDocument();
    expect(header().getByRole('link', { name: 'Writing Tools' })).toHaveAttribute('href', '/writing-tools');
    expect(header().queryByRole('link', { name: 'Sign In' })).not.toBeInTheDocument();
  });

  it('offers an admin the way back to the console, not the member dashboard, and one Sign Out', async () => {
    mockServer({ 'GET /api/user': () => json(200, admin) });
    renderApp('/contact');

    expect(await header().findByRole('link', { name: 'Admin Console' })).toHaveAttribute('href', '/admin');
    expect(header().queryByRole('link', { name: 'Dashboard' })).not.toBeInTheDocument();
    expect(screen.getAllByRole('button', { name: /^(Sign Out|Logout)$/ })).toHaveLength(1);
  });

  it('gives an admin the same in the mobile menu', async () => {
    mockServer({ 'GET /api/user': () => json(200, admin) });
    renderApp('/contact');
    await header().findByRole('link', { name: 'Admin Console' });

    await userEvent.setup().click(header().getByRole('button', { name: 'Open menu' }));
    const menu = within(await screen.findByRole('dialog'));
    expect(menu.getByRole('link', { name: 'Admin Console' })).toHaveAttribute('href', '/admin');
    expect(menu.queryByRole('link', { name: 'Dashboard' })).not.toBeInTheDocument();
    expect(menu.getAllByRole('button', { name: 'Sign Out' })).toHaveLength(1);
  });

  it('signs out of the dashboard without asking again for anything of the ended session', async () => {
    const server = mockServer({ 'GET /api/user': () => json(200, member), 'POST /api/logout': () => json(204) });
    const app = renderApp('/dashboard');
    await screen.findByRole('heading', { level: 1, name: 'Dashboard' });
    await waitFor(() => expect(server.calls()).toContain('GET /api/billing/subscription'));
    const before = server.calls();

    await userEvent.setup().click(header().getByRole('button', { name: 'Sign Out' }));

    expect(await header().findByRole('link', { name: 'Sign In' })).toBeInTheDocument();
    await waitFor(() => expect(app.currentPath()).toBe('/'));
    const after = server.calls().slice(before.length);
    expect(after[0]).toBe('POST /api/logout');
    // The dashboard's queries and the session check are not sent again (they would answer 401); the community feed
    // is public, and home shows it too.
    const askedAgain = after.filter((call) => before.includes(call) && call !== 'GET /api/twitter/feed');
    expect(askedAgain).toEqual([]);
  });

  it('signs out and goes home', async () => {
    const server = mockServer({ 'GET /api/user': () => json(200, member), 'POST /api/logout': () => json(204) });
    const app = renderApp('/contact');

    await userEvent.setup().click(await header().findByRole('button', { name: 'Sign Out' }));

    expect(await header().findByRole('link', { name: 'Sign In' })).toBeInTheDocument();
    // The cached user is cleared as soon as the call succeeds; the navigation follows it.
    await waitFor(() => expect(app.currentPath()).toBe('/'));
    expect(server.calls()).toContain('POST /api/logout');
  });

  it('goes home even when signing out fails, and says why', async () => {
    mockServer({
      'GET /api/user': () => json(200, member),
      'POST /api/logout': () => json(500, { statusCode: 500, message: 'Session store unavailable' }),
    });
    const app = renderApp('/contact');

    await userEvent.setup().click(await header().findByRole('button', { name: 'Sign Out' }));

    expect(await screen.findByText('Logout failed')).toBeInTheDocument();
    expect(screen.getByText('Session store unavailable')).toBeInTheDocument();
    await waitFor(() => expect(app.currentPath()).toBe('/'));
  });

  it('opens the mobile menu and closes it when a link is chosen', async () => {
    mockServer({ 'GET /api/user': unauthorized });
    const app = renderApp('/contact');
    const user = userEvent.setup();
    await header().findByRole('link', { name: 'Sign In' });

    const toggle = header().getByRole('button', { name: 'Open menu' });
    await user.click(toggle);
    const menu = await screen.findByRole('dialog');
    expect(toggle).toHaveAttribute('aria-expanded', 'true');

    await user.click(within(menu).getByRole('link', { name: 'Courses' }));

    await waitFor(() => expect(app.currentPath()).toBe('/courses'));
    expect(toggle).toHaveAttribute('aria-expanded', 'false');
  });
});
