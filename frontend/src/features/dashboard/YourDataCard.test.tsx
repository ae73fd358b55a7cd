import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { json, mockServer, type Handler } from '../../test/mockServer';
import { renderApp } from '../../test/renderApp';
import { dashboardRoutes } from './dashboard.fixtures';

jest.setTimeout(60_000);

const FILE_NAME = 'penwright-data-demo_writer-2026-11-28.json';

/** The Account tab's "Your data" card. */
async function yourDataCard() {
  const title = await screen.findByRole('heading', { name: 'Your data' }, { timeout: 15_000 });
  return within(title.closest('.ant-card') as HTMLElement);
}

function routes(extra: Record<string, Handler>) {
  return dashboardRoutes({}, { 'GET /api/mail/preferences': () => json(200, { topics: [], security: {} }), ...extra });
}

describe('Dashboard Account tab: Your data (D19)', () => {
  let saved: string[];
  beforeEach(() => {
    saved = [];
    // jsdom has no object URLs and does not download: the link the card clicks is recorded instead.
    URL.createObjectURL = jest.fn(() => 'blob:penwright-export');
    URL.revokeObjectURL = jest.fn();
    jest.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (this: HTMLAnchorElement) {
      saved.push(this.download);
    });
  });
  afterEach(() => jest.restoreAllMocks());

  it('downloads the file under the name the server gives', async () => {
    const server = mockServer(
      routes({
        'GET /api/account/export': () =>
          new Response('{"format":"penwright-member-data/1","sections":{}}', {
            status: 200,
            headers: {
              'Content-Type': 'application/json',
              'Content-Disposition': `attachment; filename="${FILE_NAME}"`,
            },
          }),
      }),
    );
    renderApp('/dashboard?tab=account');
    const card = await yourDataCard();
    await userEvent.setup().click(card.getByRole('button', { name: 'Download my data' }));
    expect(await screen.findByText('Your data is downloading')).toBeInTheDocument();
    expect(saved).toEqual([FILE_NAME]);
    expect(server.calls()).toContain('GET /api/account/export');
  });

  it('says when to try again when downloads are limited, and saves nothing', async () => {
    const message = 'You have downloaded your data several times in the last hour. Please try again in 42 minutes.';
    mockServer(
      routes({
        'GET /api/account/export': () => json(429, { statusCode: 429, code: 'DATA_EXPORT_RATE_LIMITED', message }),
      }),
    );
    renderApp('/dashboard?tab=account');
    const card = await yourDataCard();
    await userEvent.setup().click(card.getByRole('button', { name: 'Download my data' }));
    expect(await screen.findByText(message)).toBeInTheDocument();
    expect(saved).toEqual([]);
  });

  it('asks for the password after saying what happens, shows a refusal, and lands signed out on home with a message', async () => {
    let attempts = 0;
    const server = mockServer(
      routes({
        'POST /api/account/delete': async (request) => {
          attempts += 1;
          const { password } = (await request.json()) as { password: string };
          return password === 'right-password'
            ? json(204)
            : json(400, {
                statusCode: 400,
                code: 'CURRENT_PASSWORD_INCORRECT',
                message: 'Your current password is incorrect',
              });
        },
      }),
    );
    const app = renderApp('/dashboard?tab=account');
    const user = userEvent.setup();
    const card = await yourDataCard();
    await user.click(card.getByRole('button', { name: 'Delete my account' }));

    const dialog = within(await screen.findByRole('dialog', { name: 'Delete your account?' }));
    expect(dialog.getByText(/subscription is cancelled at once/)).toBeInTheDocument();
    expect(dialog.getByText(/kept for our accounts, without your name/)).toBeInTheDocument();
    const confirm = dialog.getByRole('button', { name: 'Delete my account' });
    expect(confirm).toBeDisabled();

    await user.type(dialog.getByLabelText('Your password'), 'wrong-password');
    await user.click(confirm);
    expect(await dialog.findByText('Your current password is incorrect')).toBeInTheDocument();
    expect(app.currentPath()).toBe('/dashboard?tab=account');

    await user.clear(dialog.getByLabelText('Your password'));
    await user.type(dialog.getByLabelText('Your password'), 'right-password');
    await user.click(dialog.getByRole('button', { name: 'Delete my account' }));
    expect(await screen.findByText('Your account has been deleted')).toBeInTheDocument();
    await waitFor(() => expect(app.currentPath()).toBe('/'));
    expect(attempts).toBe(2);
    const deletion = server.requests.filter((request) => request.method === 'POST').at(-1);
    expect(await deletion?.clone().json()).toEqual({ password: 'right-password' });
  });
});
