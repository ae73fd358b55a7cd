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

const withTotp = {
  methods: ['totp'],
  totp: { enabled: true, enabledAt: '2026-11-28T10:00:00.000Z', recoveryCodesLeft: 10 },
};
const withoutFactor = { methods: [], totp: { enabled: false, enabledAt: null, recoveryCodesLeft: 0 } };

describe('AdminLoginPage', () => {
  it('asks an admin with a factor for the code, then opens the console', async () => {
    mockServer({
      'GET /api/user': unauthorized,
      'POST /api/login': () => json(200, { secondFactorRequired: true, methods: ['totp'] }),
      'POST /api/login/second-factor': () => json(200, admin),
      'GET /api/account/two-factor': () => json(200, withTotp),
    });
    const app = renderApp('/admin-login');
    await signInAsAdmin(admin.email);
    const user = userEvent.setup();
    await user.type(await screen.findByLabelText('Authentication code'), '123456');
    await user.click(screen.getByRole('button', { name: 'Verify' }));
    expect(await screen.findByRole('heading', { name: 'Admin Dashboard', level: 1 })).toBeInTheDocument();
    expect(app.currentPath()).toBe('/admin');
  });

  it('sends an admin without a second factor to set one up before the console opens', async () => {
    mockServer({
      'GET /api/user': unauthorized,
      'POST /api/login': () => json(200, admin),
      'GET /api/account/two-factor': () => json(200, withoutFactor),
    });
    const app = renderApp('/admin-login');
    await signInAsAdmin(admin.email);
    expect(await screen.findByRole('heading', { name: 'Set up two-factor sign-in', level: 1 })).toBeInTheDocument();
    expect(app.currentPath()).toBe('/admin/two-factor');
    expect(screen.queryByRole('heading', { name: 'Admin Dashboard' })).toBeNull();
    expect(screen.getByRole('button', { name: 'Open the admin console' })).toBeDisabled();
  });

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
    mockServer({
      'GET /api/user': unauthorized,
      'POST /api/login': () => json(200, admin),
      'GET /api/account/two-factor': () => json(200, withTotp),
    });
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
