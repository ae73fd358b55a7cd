import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { startRegistration } from '@simplewebauthn/browser';
import type { Passkey } from '../auth/passkeysApi';
import { json, mockServer } from '../../test/mockServer';
import { renderApp } from '../../test/renderApp';
import { dashboardRoutes } from './dashboard.fixtures';

jest.mock('@simplewebauthn/browser', () => ({
  ...jest.requireActual('@simplewebauthn/browser'),
  browserSupportsWebAuthn: () => true,
  startRegistration: jest.fn(),
}));
jest.setTimeout(60_000);

const registration = { id: 'cred-1', rawId: 'cred-1', type: 'public-key', response: {}, clientExtensionResults: {} };
const laptop: Passkey = { id: 3, name: 'Work laptop', createdAt: '2026-11-02T10:00:00.000Z', lastUsedAt: null };
const phone: Passkey = {
  id: 4,
  name: 'Pixel 9',
  createdAt: '2026-11-20T10:00:00.000Z',
  lastUsedAt: '2026-11-27T08:30:00.000Z',
};

async function passkeysCard() {
  const title = await screen.findByRole('heading', { name: 'Passkeys' }, { timeout: 15_000 });
  return within(title.closest('.ant-card') as HTMLElement);
}

function routes(passkeys: Passkey[], extra: Parameters<typeof dashboardRoutes>[1] = {}) {
  return dashboardRoutes({}, { 'GET /api/account/passkeys': () => json(200, { passkeys }), ...extra });
}

describe('Dashboard Account tab: passkeys (D19)', () => {
  beforeEach(() => jest.mocked(startRegistration).mockReset());

  it('lists each passkey with when it was added and last used, or says there are none', async () => {
    mockServer(routes([laptop, phone]));
    renderApp('/dashboard?tab=account');
    const card = await passkeysCard();
    expect(await card.findByText('Work laptop')).toBeInTheDocument();
    expect(card.getByText('Added November 2, 2026 · Not used yet')).toBeInTheDocument();
    expect(card.getByText('Added November 20, 2026 · Last used November 27, 2026')).toBeInTheDocument();
  });

  it('adds a passkey through the browser’s prompt and lists it', async () => {
    const added: Passkey = { id: 9, name: 'Chrome on macOS', createdAt: '2026-11-28T09:00:00.000Z', lastUsedAt: null };
    const options = { challenge: 'abc', rp: { id: 'localhost', name: 'Penwright Collective' } };
    jest.mocked(startRegistration).mockResolvedValue(registration as never);
    const server = mockServer(
      routes([], {
        'POST /api/account/passkeys/options': () => json(200, { options }),
        'POST /api/account/passkeys': () => json(201, added),
      }),
    );
    renderApp('/dashboard?tab=account');
    const card = await passkeysCard();
    expect(await card.findByText('You have no passkeys yet.')).toBeInTheDocument();
    const user = userEvent.setup();
    expect(card.getByRole('button', { name: 'Add a passkey' })).toBeDisabled(); // the password first
    await user.type(card.getByLabelText('Your password, to add a passkey'), 'my-password');
    await user.click(card.getByRole('button', { name: 'Add a passkey' }));

    expect(await card.findByText('Chrome on macOS')).toBeInTheDocument();
    expect(await screen.findByText('Passkey added')).toBeInTheDocument();
    expect(startRegistration).toHaveBeenCalledWith({ optionsJSON: options });
    const post = server.requests.find(
      (request) => request.method === 'POST' && new URL(request.url).pathname === '/api/account/passkeys',
    );
    expect(await post?.clone().json()).toEqual({ response: registration });
    const asked = server.requests.find((request) => new URL(request.url).pathname === '/api/account/passkeys/options');
    expect(await asked?.clone().json()).toEqual({ currentPassword: 'my-password' });
  });

  it('says why a passkey was not added, and nothing when the member closed the prompt', async () => {
    const limit = 'An account can have up to 10 passkeys. Remove one you no longer use first.';
    const server = mockServer(
      routes([laptop], {
        'POST /api/account/passkeys/options': () =>
          json(409, { statusCode: 409, code: 'PASSKEY_LIMIT_REACHED', message: limit }),
      }),
    );
    renderApp('/dashboard?tab=account');
    const user = userEvent.setup();
    const card = await passkeysCard();
    await user.type(await card.findByLabelText('Your password, to add a passkey'), 'my-password');
    await user.click(card.getByRole('button', { name: 'Add a passkey' }));
    expect(await screen.findByText(limit)).toBeInTheDocument();

    mockServer(routes([laptop], { 'POST /api/account/passkeys/options': () => json(200, { options: {} }) }));
    jest.mocked(startRegistration).mockRejectedValue(Object.assign(new Error('closed'), { name: 'NotAllowedError' }));
    await user.click(card.getByRole('button', { name: 'Add a passkey' }));
    await waitFor(() => expect(startRegistration).toHaveBeenCalled());
    expect(screen.getAllByText('Passkey not added')).toHaveLength(1); // the first refusal's, no second
    expect(server.calls().filter((call) => call === 'POST /api/account/passkeys')).toEqual([]);
  });

  it('renames a passkey and removes one after asking', async () => {
    const server = mockServer(
      routes([laptop, phone], {
        'PATCH /api/account/passkeys/3': async (request) =>
          json(200, { ...laptop, name: ((await request.json()) as { name: string }).name }),
        'DELETE /api/account/passkeys/4': () => json(204),
      }),
    );
    renderApp('/dashboard?tab=account');
    const user = userEvent.setup();
    const card = await passkeysCard();

    await user.click(await card.findByRole('button', { name: 'Rename Work laptop' }));
    const dialog = within(await screen.findByRole('dialog'));
    const field = dialog.getByLabelText('Name');
    await user.clear(field);
    await user.type(field, '  Studio iMac ');
    await user.click(dialog.getByRole('button', { name: 'Save' }));
    expect(await card.findByText('Studio iMac')).toBeInTheDocument();
    const patch = server.requests.find((request) => request.method === 'PATCH');
    expect(await patch?.clone().json()).toEqual({ name: 'Studio iMac' });

    await user.click(card.getByRole('button', { name: 'Remove Pixel 9' }));
    await user.click(await screen.findByRole('button', { name: 'Remove' }));
    await waitFor(() => expect(card.queryByText('Pixel 9')).not.toBeInTheDocument());
    expect(await screen.findByText('Passkey removed')).toBeInTheDocument();
  });
});
