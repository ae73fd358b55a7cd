import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { admin, member } from '../../test/fixtures';
import { json, mockServer, unauthorized } from '../../test/mockServer';
import { renderApp } from '../../test/renderApp';

async function signInAsAdmin(email: string) {
  const user = userEvent.setup();
  await screen.findByRole('heading', { name: 'Admin Sign In', level: 1 });
  await user.type(screen.getByLabelText('Email'), email);
  await user.type(screen.getByLabelText('Password'), 'secret');
  await user.click(screen.getByRole('button', { name: 'Sign In' }));
}

describe('AdminLoginPage', () => {
  it('refuses a member with the exact message and ends that session', async () => {
    const server = mockServer({
      'GET /api/user': unauthorized,
      'POST /api/login': () => json(200, member),
      'POST /api/logout': () => json(204),
    });
    const app = renderApp('/admin-login');

    await signInAsAdmin(member.email);

    expect(await screen.findByRole('alert')).toHaveTextContent('Access denied. Admin privileges required.');
    await waitFor(() => expect(server.calls()).toContain('POST /api/logout'));
    expect(await screen.findByRole('link', { name: 'Sign In' })).toBeInTheDocument();
    expect(app.currentPath()).toBe('/admin-login');
  });

  it('admits an admin to /admin', async () => {
    mockServer({ 'GET /api/user': unauthorized, 'POST /api/login': () => json(200, admin) });
    const app = renderApp('/admin-login');

    await signInAsAdmin(admin.email);

    expect(await screen.findByRole('heading', { name: 'Admin Dashboard', level: 1 })).toBeInTheDocument();
    expect(app.currentPath()).toBe('/admin');
  });

  it("shows the server's message, or 'Login failed' when there is none", async () => {
    let answer = json(401, { statusCode: 401, message: 'Invalid email or password' });
    mockServer({ 'GET /api/user': unauthorized, 'POST /api/login': () => answer });
    renderApp('/admin-login');

    await signInAsAdmin('someone@example.com');
    expect(await screen.findByRole('alert')).toHaveTextContent('Invalid email or password');

    answer = json(500);
    await userEvent.setup().click(screen.getByRole('button', { name: 'Sign In' }));
    await waitFor(() => expect(screen.getByRole('alert')).toHaveTextContent('Login failed'));
  });

  it('has a way back to the homepage', async () => {
    mockServer({ 'GET /api/user': unauthorized });
    renderApp('/admin-login');
    expect(await screen.findByRole('link', { name: /Back to Homepage/ })).toHaveAttribute('href', '/');
  });
});
