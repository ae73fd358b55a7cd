import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { startAuthentication } from '@simplewebauthn/browser';
import { member } from '../../test/fixtures';
import { json, mockServer, unauthorized } from '../../test/mockServer';
import { renderApp } from '../../test/renderApp';
import { dashboardRoutes } from '../dashboard/dashboard.fixtures';

jest.mock('@simplewebauthn/browser', () => ({
  ...jest.requireActual('@simplewebauthn/browser'),
  startAuthentication: jest.fn(),
}));
jest.setTimeout(60_000);

const assertion = { id: 'cred-1', rawId: 'cred-1', type: 'public-key', response: {}, clientExtensionResults: {} };

describe('LoginPage: sign in with a passkey (D19)', () => {
  beforeEach(() => {
    // jsdom has no WebAuthn; the button shows where the browser has it.
    Object.assign(window, { PublicKeyCredential: function PublicKeyCredential() {} });
    jest.mocked(startAuthentication).mockReset();
  });
  afterEach(() => Reflect.deleteProperty(window, 'PublicKeyCredential'));

  it('signs in without e-mail or password and opens the dashboard', async () => {
    jest.mocked(startAuthentication).mockResolvedValue(assertion as never);
    let signedIn = false;
    const server = mockServer(
      dashboardRoutes(
        {},
        {
          'GET /api/user': () => (signedIn ? json(200, member) : unauthorized()),
          'POST /api/login/passkey/options': () => json(200, { options: { challenge: 'xyz', rpId: 'localhost' } }),
          'POST /api/login/passkey': () => {
            signedIn = true;
            return json(200, member);
          },
        },
      ),
    );
    renderApp('/login');
    await userEvent.setup().click(await screen.findByRole('button', { name: 'Use a passkey' }));
    expect(await screen.findByText('Welcome back')).toBeInTheDocument();
    expect(await screen.findByRole('tab', { name: 'Overview' }, { timeout: 15_000 })).toBeInTheDocument();
    expect(startAuthentication).toHaveBeenCalledWith({ optionsJSON: { challenge: 'xyz', rpId: 'localhost' } });
    const post = server.requests.find((request) => new URL(request.url).pathname === '/api/login/passkey');
    expect(await post?.clone().json()).toEqual({ response: assertion });
  });

  it('shows the server’s refusal on the page', async () => {
    jest.mocked(startAuthentication).mockResolvedValue(assertion as never);
    const refusal =
      'This passkey was not accepted. Use a passkey you added to your account, or sign in with your password.';
    mockServer({
      'GET /api/user': unauthorized,
      'POST /api/login/passkey/options': () => json(200, { options: { challenge: 'xyz' } }),
      'POST /api/login/passkey': () => json(401, { statusCode: 401, code: 'PASSKEY_NOT_ACCEPTED', message: refusal }),
    });
    renderApp('/login');
    await userEvent.setup().click(await screen.findByRole('button', { name: 'Use a passkey' }));
    expect(await screen.findByText('Login Failed')).toBeInTheDocument();
    expect(screen.getAllByText(refusal).length).toBeGreaterThan(0);
    expect(screen.getByRole('heading', { name: 'Sign In', level: 1 })).toBeInTheDocument();
  });

  it('says so where the browser cannot use passkeys, and asks the server nothing', async () => {
    Reflect.deleteProperty(window, 'PublicKeyCredential');
    const server = mockServer({ 'GET /api/user': unauthorized });
    renderApp('/login');
    await userEvent.setup().click(await screen.findByRole('button', { name: 'Use a passkey' }));
    expect(
      await screen.findByText('This browser cannot use passkeys. Sign in with your email and password.'),
    ).toBeInTheDocument();
    expect(server.calls()).toEqual(['GET /api/user']);
  });
});
