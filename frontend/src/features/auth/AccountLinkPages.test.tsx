import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { member } from '../../test/fixtures';
import { json, mockServer, unauthorized } from '../../test/mockServer';
import { renderApp } from '../../test/renderApp';
import { renderPage } from '../../test/renderPage';
import { EmailConfirmationBanner } from './EmailConfirmationBanner';

jest.setTimeout(30_000);

const TOKEN = 'T'.repeat(43);
const linkError = (status: number, code: string, message: string) => () =>
  json(status, { statusCode: status, code, message });
const bodyOf = async (server: { requests: Request[] }, route: string) =>
  server.requests.find((r) => `${r.method} ${new URL(r.url).pathname}` === route)!.json();

describe('forgot password (D19)', () => {
  it('is linked from the sign-in page', async () => {
    mockServer({ 'GET /api/user': unauthorized });
    renderApp('/login');
    expect(await screen.findByRole('link', { name: 'Forgot password?' })).toHaveAttribute('href', '/forgot-password');
  });

  it('sends the address and answers the same whatever it is', async () => {
    const message = 'If an account uses this address, we have sent it a link to choose a new password.';
    const server = mockServer({
      'GET /api/user': unauthorized,
      'POST /api/password-reset/request': () => json(202, { message }),
    });
    renderApp('/forgot-password');
    const user = userEvent.setup();
    await user.click(await screen.findByRole('button', { name: 'Send reset link' }));
    expect(await screen.findByText('Please enter a valid email address')).toBeInTheDocument();
    expect(server.calls()).not.toContain('POST /api/password-reset/request');

    await user.type(screen.getByLabelText('Email'), 'ada@example.com');
    await user.click(screen.getByRole('button', { name: 'Send reset link' }));
    expect(await screen.findByText('Check your inbox')).toBeInTheDocument();
    expect(screen.getByText(message)).toBeInTheDocument();
    expect(await bodyOf(server, 'POST /api/password-reset/request')).toEqual({ email: 'ada@example.com' });
  });

  it('shows the limit when requests are refused', async () => {
    const tooMany = 'Too many password reset requests. Please try again in 12 minutes.';
    mockServer({
      'GET /api/user': unauthorized,
      'POST /api/password-reset/request': linkError(429, 'PASSWORD_RESET_RATE_LIMITED', tooMany),
    });
    renderApp('/forgot-password');
    const user = userEvent.setup();
    await user.type(await screen.findByLabelText('Email'), 'ada@example.com');
    await user.click(screen.getByRole('button', { name: 'Send reset link' }));
    expect(await screen.findByText(tooMany)).toBeInTheDocument();
  });
});

describe('the reset page (D19)', () => {
  it('checks the link, takes the new password twice, signs the member in and goes home', async () => {
    const server = mockServer({
      'GET /api/user': unauthorized,
      'POST /api/password-reset/check': () => json(200, { email: 'ada@example.com' }),
      'POST /api/password-reset': () => json(200, member),
      'GET /api/applications/me': () => json(404, { statusCode: 404, code: 'NOT_FOUND', message: 'none' }),
    });
    const app = renderApp(`/reset-password?token=${TOKEN}`);
    expect(await screen.findByText('ada@example.com')).toBeInTheDocument();
    const user = userEvent.setup();
    await user.type(screen.getByLabelText('New password'), 'abc');
    await user.type(screen.getByLabelText('Confirm new password'), 'abd');
    await user.click(screen.getByRole('button', { name: 'Save and sign in' }));
    expect(await screen.findByText('Password must be at least 6 characters')).toBeInTheDocument();
    expect(screen.getByText("Passwords don't match")).toBeInTheDocument();
    expect(server.calls()).not.toContain('POST /api/password-reset');

    await user.clear(screen.getByLabelText('New password'));
    await user.type(screen.getByLabelText('New password'), 'fresh-ink-2027');
    await user.clear(screen.getByLabelText('Confirm new password'));
    await user.type(screen.getByLabelText('Confirm new password'), 'fresh-ink-2027');
    await user.click(screen.getByRole('button', { name: 'Save and sign in' }));
    await waitFor(() => expect(app.currentPath()).toBe('/'));
    expect(await bodyOf(server, 'POST /api/password-reset')).toEqual({
      token: TOKEN,
      password: 'fresh-ink-2027',
      confirmPassword: 'fresh-ink-2027',
    });
  });

  it('asks for the second factor after the new password when two-factor sign-in is on', async () => {
    const server = mockServer({
      'GET /api/user': unauthorized,
      'POST /api/password-reset/check': () => json(200, { email: 'ada@example.com' }),
      'POST /api/password-reset': () => json(200, { secondFactorRequired: true, methods: ['totp'] }),
      'POST /api/login/second-factor': () => json(200, member),
      'GET /api/applications/me': () => json(404, { statusCode: 404, code: 'NOT_FOUND', message: 'none' }),
    });
    const app = renderApp(`/reset-password?token=${TOKEN}`);
    expect(await screen.findByText('ada@example.com')).toBeInTheDocument();
    const user = userEvent.setup();
    await user.type(screen.getByLabelText('New password'), 'fresh-ink-2027');
    await user.type(screen.getByLabelText('Confirm new password'), 'fresh-ink-2027');
    await user.click(screen.getByRole('button', { name: 'Save and sign in' }));

    expect(await screen.findByText('Your password is changed. To sign in, confirm it is you.')).toBeInTheDocument();
    expect(app.currentPath()).toMatch(/^\/reset-password/);
    await user.type(screen.getByLabelText('Authentication code'), '123456');
    await user.click(screen.getByRole('button', { name: 'Verify' }));
    await waitFor(() => expect(app.currentPath()).toBe('/'));
    expect(await bodyOf(server, 'POST /api/login/second-factor')).toEqual({ code: '123456' });
  });

  it.each([
    ['ACCOUNT_LINK_EXPIRED', 409, 'This link has expired'],
    ['ACCOUNT_LINK_USED', 409, 'This link has already been used'],
    ['ACCOUNT_LINK_INVALID', 400, 'This link is not valid'],
    ['ACCOUNT_LINK_WRONG_ACCOUNT', 403, 'This link is for another account'],
  ])('says clearly when the link is %s, and offers a new one', async (code, status, title) => {
    const message = `The server's words for ${code}.`;
    mockServer({
      'GET /api/user': unauthorized,
      'POST /api/password-reset/check': linkError(status, code, message),
    });
    renderApp(`/reset-password?token=${TOKEN}`);
    expect(await screen.findByText(title)).toBeInTheDocument();
    expect(screen.getByText(message)).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Ask for a new link' })).toHaveAttribute('href', '/forgot-password');
    expect(screen.queryByLabelText('New password')).not.toBeInTheDocument();
  });

  it('asks nothing of the server for a link without a token', async () => {
    const server = mockServer({ 'GET /api/user': unauthorized });
    renderApp('/reset-password');
    expect(await screen.findByText('This link is not valid')).toBeInTheDocument();
    expect(server.calls()).toEqual(['GET /api/user']);
  });
});

describe('the confirmation page (D18)', () => {
  it('confirms only when the button is pressed (a link scanner confirms nothing)', async () => {
    const server = mockServer({
      'GET /api/user': unauthorized,
      'POST /api/email-confirmation': () => json(200, { email: 'ada@example.com' }),
    });
    renderApp(`/confirm-email?token=${TOKEN}`);
    const button = await screen.findByRole('button', { name: 'Confirm my email address' });
    expect(server.calls()).not.toContain('POST /api/email-confirmation');
    await userEvent.setup().click(button);
    expect(await screen.findByText('Your email address is confirmed')).toBeInTheDocument();
    expect(await bodyOf(server, 'POST /api/email-confirmation')).toEqual({ token: TOKEN });
    const page = within(screen.getByRole('heading', { name: 'Confirm your email address' }).closest('section')!);
    expect(page.getByRole('link', { name: 'Sign In' })).toHaveAttribute('href', '/login');
  });

  it('says when the link was used already', async () => {
    const used = 'This confirmation link has already been used.';
    mockServer({
      'GET /api/user': () => json(200, { ...member, emailConfirmedAt: null }),
      'POST /api/email-confirmation': linkError(409, 'ACCOUNT_LINK_USED', used),
    });
    renderApp(`/confirm-email?token=${TOKEN}`);
    await userEvent.setup().click(await screen.findByRole('button', { name: 'Confirm my email address' }));
    expect(await screen.findByText('This link has already been used')).toBeInTheDocument();
    expect(screen.getByText(used)).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Go to your dashboard to resend the link' })).toBeInTheDocument();
  });
});

describe('the confirmation banner (D18)', () => {
  it('asks an unconfirmed member to confirm, and resends the link', async () => {
    const server = mockServer({
      'GET /api/user': () => json(200, { ...member, emailConfirmedAt: null }),
      'POST /api/email-confirmation/resend': () =>
        json(202, { message: 'We have sent a new confirmation link to ada@example.com.' }),
    });
    renderPage(<EmailConfirmationBanner />, '/');
    expect(await screen.findByRole('heading', { name: 'Please confirm your email address' })).toBeInTheDocument();
    await userEvent.setup().click(screen.getByRole('button', { name: 'Resend' }));
    expect(await screen.findByRole('status')).toHaveTextContent('We have sent a new confirmation link');
    expect(server.calls()).toContain('POST /api/email-confirmation/resend');
  });

  it('shows the limit the server answers', async () => {
    const limited = 'We have sent several confirmation emails already.';
    mockServer({
      'GET /api/user': () => json(200, { ...member, emailConfirmedAt: null }),
      'POST /api/email-confirmation/resend': linkError(429, 'ADDRESS_CHECK_RATE_LIMITED', limited),
    });
    renderPage(<EmailConfirmationBanner />, '/');
    await userEvent.setup().click(await screen.findByRole('button', { name: 'Resend' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(limited);
  });

  it('is not shown once the address is confirmed', async () => {
    mockServer({ 'GET /api/user': () => json(200, member) });
    const { container } = renderPage(<EmailConfirmationBanner />, '/');
    await waitFor(() => expect(container).toBeEmptyDOMElement());
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(screen.queryByText('Please confirm your email address')).not.toBeInTheDocument();
  });
});
