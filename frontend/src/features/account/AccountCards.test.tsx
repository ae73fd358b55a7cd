import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { member } from '../../test/fixtures';
import { json, mockServer, unauthorized } from '../../test/mockServer';
import { renderApp } from '../../test/renderApp';
import { dashboardRoutes } from '../dashboard/dashboard.fixtures';

jest.setTimeout(60_000);

const TOKEN = 'T'.repeat(43);
const refusal = (status: number, code: string, message: string) => () =>
  json(status, { statusCode: status, code, message });
const bodyOf = async (server: { requests: Request[] }, route: string) =>
  server.requests
    .find((r) => `${r.method} ${new URL(r.url).pathname}` === route)!
    .clone()
    .json();

async function card(title: string) {
  const heading = await screen.findByRole('heading', { name: title }, { timeout: 15_000 });
  return within(heading.closest('.ant-card') as HTMLElement);
}

describe('Account tab: the member edits their account (issue 26)', () => {
  it('edits name and username with the spec messages, then shows the saved details', async () => {
    const server = mockServer(
      dashboardRoutes(
        {},
        {
          'PATCH /api/account/profile': () => json(200, { ...member, firstName: 'Augusta', username: 'augusta.k' }),
        },
      ),
    );
    renderApp('/dashboard?tab=account');
    const user = userEvent.setup();
    const info = await card('Account Information');
    await user.click(info.getByRole('button', { name: 'Edit account information' }));
    await user.clear(info.getByLabelText('First name'));
    await user.clear(info.getByLabelText('Username'));
    await user.type(info.getByLabelText('Username'), 'ab');
    await user.click(info.getByRole('button', { name: 'Save' }));
    expect(await info.findByText('First name is required')).toBeInTheDocument();
    expect(info.getByText('Username must be at least 3 characters')).toBeInTheDocument();
    expect(server.calls()).not.toContain('PATCH /api/account/profile');

    await user.type(info.getByLabelText('First name'), ' Augusta ');
    await user.clear(info.getByLabelText('Username'));
    await user.type(info.getByLabelText('Username'), 'augusta.k');
    await user.click(info.getByRole('button', { name: 'Save' }));
    expect(await info.findByText('augusta.k')).toBeInTheDocument();
    expect(info.getByText(/Augusta Lovelace/)).toBeInTheDocument();
    expect(await bodyOf(server, 'PATCH /api/account/profile')).toEqual({
      firstName: 'Augusta',
      lastName: 'Lovelace',
      username: 'augusta.k',
    });
  });

  it('shows a taken username on its field and keeps the form open', async () => {
    mockServer(
      dashboardRoutes(
        {},
        {
          'PATCH /api/account/profile': refusal(409, 'USERNAME_TAKEN', 'This username is already taken'),
        },
      ),
    );
    renderApp('/dashboard?tab=account');
    const user = userEvent.setup();
    const info = await card('Account Information');
    await user.click(info.getByRole('button', { name: 'Edit account information' }));
    await user.clear(info.getByLabelText('Username'));
    await user.type(info.getByLabelText('Username'), 'grace');
    await user.click(info.getByRole('button', { name: 'Save' }));
    expect(await info.findByText('This username is already taken')).toBeInTheDocument();
    expect(info.getByLabelText('Username')).toHaveValue('grace');
  });

  it('asks for a change of address with the password and then shows it as pending', async () => {
    const server = mockServer(
      dashboardRoutes(
        {},
        {
          'POST /api/account/email': () =>
            json(202, { pendingEmail: 'ada@newmail.example', expiresAt: '2026-12-29T10:00:00.000Z' }),
        },
      ),
    );
    renderApp('/dashboard?tab=account');
    const user = userEvent.setup();
    const email = await card('Change e-mail');
    await user.type(email.getByLabelText('New e-mail address'), 'not-an-address');
    await user.click(email.getByRole('button', { name: 'Send confirmation link' }));
    expect(await email.findByText('Please enter a valid email address')).toBeInTheDocument();
    expect(await email.findByText('Please enter your current password')).toBeInTheDocument();

    await user.clear(email.getByLabelText('New e-mail address'));
    await user.type(email.getByLabelText('New e-mail address'), 'ada@newmail.example');
    await user.type(email.getByLabelText('Current password'), 'engine-notes');
    await user.click(email.getByRole('button', { name: 'Send confirmation link' }));
    expect(
      await email.findByText(
        /We sent a link to ada@newmail\.example; until you open it, you keep signing in with ada@example\.com\./,
      ),
    ).toBeInTheDocument();
    expect(await bodyOf(server, 'POST /api/account/email')).toEqual({
      newEmail: 'ada@newmail.example',
      currentPassword: 'engine-notes',
    });
  });

  it('shows a wrong current password on its field', async () => {
    mockServer(
      dashboardRoutes(
        {},
        {
          'POST /api/account/password': refusal(
            400,
            'CURRENT_PASSWORD_INCORRECT',
            'Your current password is incorrect',
          ),
        },
      ),
    );
    renderApp('/dashboard?tab=account');
    const user = userEvent.setup();
    const password = await card('Change password');
    await user.type(password.getByLabelText('Current password'), 'guess');
    await user.type(password.getByLabelText('New password'), 'abc');
    await user.type(password.getByLabelText('Confirm new password'), 'abd');
    await user.click(password.getByRole('button', { name: 'Change password' }));
    expect(await password.findByText('Password must be at least 6 characters')).toBeInTheDocument();
    expect(password.getByText("Passwords don't match")).toBeInTheDocument();

    await user.clear(password.getByLabelText('New password'));
    await user.type(password.getByLabelText('New password'), 'fresh-ink-2027');
    await user.clear(password.getByLabelText('Confirm new password'));
    await user.type(password.getByLabelText('Confirm new password'), 'fresh-ink-2027');
    await user.click(password.getByRole('button', { name: 'Change password' }));
    expect(await password.findByText('Your current password is incorrect')).toBeInTheDocument();
  });

  it('changes the password and says other devices were signed out', async () => {
    const server = mockServer(
      dashboardRoutes({}, { 'POST /api/account/password': () => json(200, { sessionsEnded: 2 }) }),
    );
    renderApp('/dashboard?tab=account');
    const user = userEvent.setup();
    const password = await card('Change password');
    await user.type(password.getByLabelText('Current password'), 'engine-notes');
    await user.type(password.getByLabelText('New password'), 'fresh-ink-2027');
    await user.type(password.getByLabelText('Confirm new password'), 'fresh-ink-2027');
    await user.click(password.getByRole('button', { name: 'Change password' }));
    expect(await screen.findByText('Password changed')).toBeInTheDocument();
    await waitFor(() => expect(password.getByLabelText('Current password')).toHaveValue(''));
    expect(await bodyOf(server, 'POST /api/account/password')).toEqual({
      currentPassword: 'engine-notes',
      newPassword: 'fresh-ink-2027',
      confirmPassword: 'fresh-ink-2027',
    });
  });
});

describe('the page of the change-of-address link (issue 26)', () => {
  it('changes the address only on the button, then says so', async () => {
    const server = mockServer({
      'GET /api/user': unauthorized,
      'POST /api/account/email/confirm': () => json(200, { ...member, email: 'ada@newmail.example' }),
    });
    renderApp(`/confirm-email-change?token=${TOKEN}`);
    const button = await screen.findByRole('button', { name: 'Confirm my new email address' });
    expect(server.calls()).not.toContain('POST /api/account/email/confirm');
    await userEvent.setup().click(button);
    expect(await screen.findByText('Your email address is changed')).toBeInTheDocument();
    expect(screen.getByText(/you sign in with ada@newmail\.example/)).toBeInTheDocument();
    expect(await bodyOf(server, 'POST /api/account/email/confirm')).toEqual({ token: TOKEN });
  });

  it.each([
    ['ACCOUNT_LINK_EXPIRED', 409, 'This link has expired'],
    ['ACCOUNT_LINK_USED', 409, 'This link has already been used'],
    ['ACCOUNT_LINK_WRONG_ACCOUNT', 403, 'This link is for another account'],
    ['EMAIL_TAKEN', 409, 'This address is no longer available'],
  ])('says clearly when the link is refused with %s', async (code, status, title) => {
    mockServer({
      'GET /api/user': unauthorized,
      'POST /api/account/email/confirm': refusal(status, code, `The server's words for ${code}.`),
    });
    renderApp(`/confirm-email-change?token=${TOKEN}`);
    await userEvent.setup().click(await screen.findByRole('button', { name: 'Confirm my new email address' }));
    expect(await screen.findByText(title)).toBeInTheDocument();
    expect(screen.getByText(`The server's words for ${code}.`)).toBeInTheDocument();
  });

  it('says a link without its token is not valid, without asking the server', async () => {
    const server = mockServer({ 'GET /api/user': unauthorized });
    renderApp('/confirm-email-change');
    expect(await screen.findByText('This link is not valid')).toBeInTheDocument();
    expect(server.calls()).not.toContain('POST /api/account/email/confirm');
  });
});
