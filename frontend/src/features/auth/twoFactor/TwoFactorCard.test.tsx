import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { json, mockServer } from '../../../test/mockServer';
import { renderApp } from '../../../test/renderApp';
import { dashboardRoutes } from '../../dashboard/dashboard.fixtures';

jest.setTimeout(60_000);

const KEY = 'JBSW Y3DP EHPK 3PXP JBSW Y3DP EHPK 3PXP';
const CODES = Array.from({ length: 10 }, (_, i) => `ABCD-EFGH-JK${String(i).padStart(2, '0')}`);
const off = { methods: [], totp: { enabled: false, enabledAt: null, recoveryCodesLeft: 0 } };
const on = { methods: ['totp'], totp: { enabled: true, enabledAt: '2026-11-28T10:00:00.000Z', recoveryCodesLeft: 10 } };

async function twoFactorCard() {
  const title = await screen.findByRole('heading', { name: 'Two-factor sign-in' }, { timeout: 15_000 });
  return within(title.closest('.ant-card') as HTMLElement);
}

describe('Account tab: two-factor sign-in (D19)', () => {
  it('sets up with a QR code and the key, turns on with a code, and shows the recovery codes once', async () => {
    let status: object = off;
    const server = mockServer(
      dashboardRoutes(
        {},
        {
          'GET /api/account/two-factor': () => json(200, status),
          'POST /api/account/two-factor/totp/setup': () =>
            json(200, { otpauthUri: `otpauth://totp/Penwright:demo?secret=${KEY.replace(/ /g, '')}`, key: KEY }),
          'POST /api/account/two-factor/totp/confirm': async (request) => {
            const { code } = (await request.json()) as { code: string };
            if (code !== '123456')
              return json(400, {
                statusCode: 400,
                code: 'TWO_FACTOR_CODE_INVALID',
                message: 'That code is not right.',
              });
            status = on;
            return json(200, { recoveryCodes: CODES });
          },
        },
      ),
    );
    renderApp('/dashboard?tab=account');
    const user = userEvent.setup();
    const card = await twoFactorCard();
    await user.type(await card.findByLabelText('Your password, to set it up'), 'my-password');
    await user.click(card.getByRole('button', { name: 'Set up authenticator app' }));
    expect(await card.findByText(KEY)).toBeInTheDocument();
    expect(document.querySelector('.ant-qrcode')).not.toBeNull();
    const field = card.getByLabelText('Code from your app');
    expect(field).toHaveAttribute('autocomplete', 'one-time-code');
    expect(field).toHaveAttribute('inputmode', 'numeric');

    await user.type(field, '654321');
    await user.click(card.getByRole('button', { name: 'Turn on' }));
    expect(await card.findByText('That code is not right.')).toBeInTheDocument();

    await user.clear(field);
    await user.type(field, '123456');
    await user.click(card.getByRole('button', { name: 'Turn on' }));
    const list = await card.findByRole('list', { name: 'Recovery codes' });
    expect(
      within(list)
        .getAllByRole('listitem')
        .map((item) => item.textContent),
    ).toEqual(CODES);
    expect(card.getByRole('button', { name: /Download codes/ })).toBeInTheDocument();

    await user.click(card.getByRole('button', { name: 'I have saved them' }));
    expect(await card.findByText(/10 of 10 recovery codes left/)).toBeInTheDocument();
    expect(card.queryByText(CODES[0]!)).toBeNull(); // shown once
    const confirms = server.requests.filter((request) => request.url.endsWith('/totp/confirm'));
    expect(confirms).toHaveLength(2);
  });

  it('turns off with the password and a recovery code, sent as one', async () => {
    let status: object = on;
    const server = mockServer(
      dashboardRoutes(
        {},
        {
          'GET /api/account/two-factor': () => json(200, status),
          'POST /api/account/two-factor/totp/disable': () => {
            status = off;
            return new Response(null, { status: 204 });
          },
        },
      ),
    );
    renderApp('/dashboard?tab=account');
    const user = userEvent.setup();
    const card = await twoFactorCard();
    await user.click(await card.findByRole('button', { name: 'Turn off' }));
    await user.type(card.getByLabelText('Password'), 'demo-writer-2026');
    await user.type(card.getByLabelText('Code from your app, or a recovery code'), 'abcd-efgh-jk00');
    await user.click(card.getByRole('button', { name: 'Turn off two-factor sign-in' }));
    expect(await card.findByRole('button', { name: 'Set up authenticator app' })).toBeInTheDocument();
    const disable = server.requests.find((request) => request.url.endsWith('/totp/disable'));
    expect(await disable?.clone().json()).toEqual({ password: 'demo-writer-2026', recoveryCode: 'abcd-efgh-jk00' });
  });

  it('makes new recovery codes with the password when the phone is gone', async () => {
    const server = mockServer(
      dashboardRoutes(
        {},
        {
          'GET /api/account/two-factor': () => json(200, on),
          'POST /api/account/two-factor/recovery-codes': () => json(200, { recoveryCodes: CODES }),
        },
      ),
    );
    renderApp('/dashboard?tab=account');
    const user = userEvent.setup();
    const card = await twoFactorCard();
    await user.click(await card.findByRole('button', { name: 'New recovery codes' }));
    await user.click(card.getByRole('button', { name: 'No phone? Use your password instead' }));
    await user.type(card.getByLabelText('Password'), 'demo-writer-2026');
    await user.click(card.getByRole('button', { name: 'Make new recovery codes' }));
    expect(await card.findByRole('list', { name: 'Recovery codes' })).toBeInTheDocument();
    const asked = server.requests.find((request) => request.url.endsWith('/recovery-codes'));
    expect(await asked?.clone().json()).toEqual({ password: 'demo-writer-2026' });
  });
});
