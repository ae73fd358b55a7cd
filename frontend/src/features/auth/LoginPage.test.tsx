import { startAuthentication } from '@simplewebauthn/browser';
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { member } from '../../test/fixtures';
import { json, mockServer, unauthorized } from '../../test/mockServer';
import { renderApp } from '../../test/renderApp';

jest.mock('@simplewebauthn/browser', () => ({ startAuthentication: jest.fn() }));

async function openLoginPage() {
  const app = renderApp('/login');
  await screen.findByRole('heading', { name: 'Sign In', level: 1 });
  return app;
}

async function signIn(email: string, password: string) {
  const user = userEvent.setup();
  await user.type(screen.getByLabelText('Email'), email);
  await user.type(screen.getByLabelText('Password'), password);
  await user.click(screen.getByRole('button', { name: 'Sign In' }));
}

describe('LoginPage', () => {
  it('explains who can sign in and links to the application', async () => {
    mockServer({ 'GET /api/user': unauthorized });
    await openLoginPage();
    expect(screen.getByText('Only actively employed members can access Penwright Collective.')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Apply to join' })).toHaveAttribute('href', '/apply');
  });

  it('shows the validation messages and sends nothing', async () => {
    const server = mockServer({ 'GET /api/user': unauthorized });
    await openLoginPage();

    await userEvent.setup().click(screen.getByRole('button', { name: 'Sign In' }));
    expect(await screen.findByText('Please enter a valid email address')).toBeInTheDocument();
    expect(screen.getByText('Password is required')).toBeInTheDocument();

    await userEvent.setup().type(screen.getByLabelText('Email'), 'not-an-email');
    expect(await screen.findByText('Please enter a valid email address')).toBeInTheDocument();
    expect(server.calls()).toEqual(['GET /api/user']);
  });

  it('shows "Login Failed" with the server message on a 401', async () => {
    mockServer({
      'GET /api/user': unauthorized,
      'POST /api/login': () => json(401, { statusCode: 401, message: 'Invalid email or password' }),
    });
    const app = await openLoginPage();

    await signIn('ada@example.com', 'wrong-password');

    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('Login Failed');
    expect(alert).toHaveTextContent('Invalid email or password');
    expect(await screen.findByText('Login failed')).toBeInTheDocument(); // the toast
    expect(app.currentPath()).toBe('/login');
  });

  it("shows the server's message when sign-in is rate limited", async () => {
    const tooMany = 'Too many sign-in attempts. Please wait 15 minutes and try again.';
    mockServer({
      'GET /api/user': unauthorized,
      'POST /api/login': () => json(429, { statusCode: 429, message: tooMany }),
    });
    await openLoginPage();
    await signIn('ada@example.com', 'whatever');
    expect(await screen.findByRole('alert')).toHaveTextContent(tooMany);
  });

  it('says so when the server cannot be reached', async () => {
    mockServer({
      'GET /api/user': unauthorized,
      'POST /api/login': () => Promise.reject(new TypeError('Failed to fetch')),
    });
    await openLoginPage();
    await signIn('ada@example.com', 'secret');
    expect(await screen.findByRole('alert')).toHaveTextContent('Network error. Please try again.');
  });

  it('welcomes the member, shows them signed in and goes to the dashboard', async () => {
    const server = mockServer({
      'GET /api/user': unauthorized,
      'POST /api/login': () => json(200, member),
    });
    const app = await openLoginPage();

    await signIn('  ada@example.com ', 'secret');

    await waitFor(() => expect(app.currentPath()).toBe('/dashboard'));
    expect(await screen.findByRole('heading', { name: 'Dashboard', level: 1 })).toBeInTheDocument();
    expect(await screen.findByText('Welcome back')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Sign Out' })).toBeInTheDocument();
    const login = server.requests.find((request) => request.url.endsWith('/api/login'));
    await expect(login?.json()).resolves.toEqual({ email: 'ada@example.com', password: 'secret' });
  });

  describe('the second step (D19)', () => {
    const challenge = { secondFactorRequired: true, methods: ['totp'] };

    it('asks for one code from the app after the password, then signs in', async () => {
      const server = mockServer({
        'GET /api/user': unauthorized,
        'POST /api/login': () => json(200, challenge),
        'POST /api/login/second-factor': () => json(200, member),
      });
      const app = await openLoginPage();
      await signIn('ada@example.com', 'secret');

      const field = await screen.findByLabelText('Authentication code');
      expect(field).toHaveAttribute('autocomplete', 'one-time-code');
      expect(field).toHaveAttribute('inputmode', 'numeric');
      expect(screen.queryByLabelText('Password')).toBeNull();
      const user = userEvent.setup();
      await user.type(field, '123456');
      await user.click(screen.getByRole('button', { name: 'Verify' }));
      await waitFor(() => expect(app.currentPath()).toBe('/dashboard'));
      const second = server.requests.find((request) => request.url.endsWith('/api/login/second-factor'));
      await expect(second?.json()).resolves.toEqual({ code: '123456' });
      expect(screen.queryByRole('button', { name: 'Use a passkey instead' })).toBeNull();
    });

    it('offers the account’s passkey beside the code once it has one, and signs in with it', async () => {
      const assertion = { id: 'cred', rawId: 'cred', type: 'public-key', response: {}, clientExtensionResults: {} };
      jest.mocked(startAuthentication).mockResolvedValue(assertion as never);
      const server = mockServer({
        'GET /api/user': unauthorized,
        'POST /api/login': () => json(200, { secondFactorRequired: true, methods: ['totp', 'passkey'] }),
        'POST /api/login/second-factor/passkey/options': () => json(200, { options: { challenge: 'abc' } }),
        'POST /api/login/second-factor/passkey': () => json(200, member),
      });
      const app = await openLoginPage();
      await signIn('ada@example.com', 'secret');
      const user = userEvent.setup();
      await user.click(await screen.findByRole('button', { name: 'Use a passkey instead' }));
      await waitFor(() => expect(app.currentPath()).toBe('/dashboard'));
      expect(startAuthentication).toHaveBeenCalledWith({ optionsJSON: { challenge: 'abc' } });
      const answer = server.requests.find((request) => request.url.endsWith('/api/login/second-factor/passkey'));
      await expect(answer?.json()).resolves.toEqual({ response: assertion });
    });

    it('takes a recovery code instead, and shows a refusal', async () => {
      const server = mockServer({
        'GET /api/user': unauthorized,
        'POST /api/login': () => json(200, challenge),
        'POST /api/login/second-factor': () =>
          json(400, {
            statusCode: 400,
            code: 'TWO_FACTOR_CODE_INVALID',
            message: 'That recovery code is not right, or it has been used already.',
          }),
      });
      const app = await openLoginPage();
      await signIn('ada@example.com', 'secret');
      const user = userEvent.setup();
      await user.click(await screen.findByRole('button', { name: 'Use a recovery code instead' }));
      await user.type(screen.getByLabelText('Recovery code'), 'ABCD-EFGH-JKMN');
      await user.click(screen.getByRole('button', { name: 'Verify' }));
      expect(await screen.findByRole('alert')).toHaveTextContent('That recovery code is not right');
      expect(app.currentPath()).toBe('/login');
      const second = server.requests.find((request) => request.url.endsWith('/api/login/second-factor'));
      await expect(second?.json()).resolves.toEqual({ recoveryCode: 'ABCD-EFGH-JKMN' });
    });

    it('goes back to the password when the step has expired', async () => {
      const expired = 'Your sign-in timed out or had too many wrong codes. Please enter your email and password again.';
      mockServer({
        'GET /api/user': unauthorized,
        'POST /api/login': () => json(200, challenge),
        'POST /api/login/second-factor': () =>
          json(409, { statusCode: 409, code: 'SECOND_FACTOR_STEP_EXPIRED', message: expired }),
      });
      await openLoginPage();
      await signIn('ada@example.com', 'secret');
      const user = userEvent.setup();
      await user.type(await screen.findByLabelText('Authentication code'), '123456');
      await user.click(screen.getByRole('button', { name: 'Verify' }));
      expect(await screen.findByRole('alert')).toHaveTextContent(expired);
      expect(screen.getByLabelText('Password')).toBeInTheDocument();
    });
  });
});
