import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { json, mockServer } from '../../test/mockServer';
import { renderApp } from '../../test/renderApp';
import type { AccountSession } from './accountSessionsApi';
import { dashboardRoutes } from './dashboard.fixtures';

jest.setTimeout(60_000);

const minutesAgo = (minutes: number) => new Date(Date.now() - minutes * 60_000).toISOString();

const thisLaptop: AccountSession = {
  id: 'a'.repeat(43),
  description: 'Chrome on Linux',
  browser: 'Chrome',
  system: 'Linux',
  address: '203.0.113.7',
  signedInAt: '2026-11-20T09:30:00.000Z',
  lastSeenAt: minutesAgo(0),
  current: true,
};
const phone: AccountSession = {
  id: 'b'.repeat(43),
  description: 'Mobile Safari on iOS',
  browser: 'Mobile Safari',
  system: 'iOS',
  address: '198.51.100.23',
  signedInAt: '2026-11-25T18:05:00.000Z',
  lastSeenAt: minutesAgo(5),
  current: false,
};
const oldSession: AccountSession = {
  id: 'c'.repeat(43),
  description: 'Unknown device',
  browser: null,
  system: null,
  address: null,
  signedInAt: '2026-11-18T07:00:00.000Z',
  lastSeenAt: minutesAgo(3 * 60),
  current: false,
};

/** The Account tab's "Where you're signed in" card. */
async function sessionsCard() {
  const title = await screen.findByRole('heading', { name: 'Where you’re signed in' }, { timeout: 15_000 });
  return within(title.closest('.ant-card') as HTMLElement);
}

describe('Dashboard Account tab: where you are signed in (D19)', () => {
  it('lists each session with its device, address and times, this device tagged and without a Sign out', async () => {
    mockServer(dashboardRoutes({}, { 'GET /api/account/sessions': () => json(200, [phone, thisLaptop, oldSession]) }));
    renderApp('/dashboard?tab=account');
    const card = await sessionsCard();
    const list = await card.findByRole('list', { name: 'Your sessions' });
    const rows = [...list.querySelectorAll<HTMLElement>('.pw-sessions__row')];
    expect(rows).toHaveLength(3);
    const [phoneRow, laptopRow, oldRow] = [within(rows[0]!), within(rows[1]!), within(rows[2]!)];
    expect(phoneRow.getByText('Mobile Safari on iOS')).toBeInTheDocument();
    expect(phoneRow.getByText('198.51.100.23')).toBeInTheDocument();
    expect(phoneRow.getByText('Last seen 5 minutes ago')).toBeInTheDocument();
    expect(phoneRow.getByText(/^Signed in November 25, 2026/)).toBeInTheDocument();
    expect(phoneRow.getByRole('button', { name: /^Sign out Mobile Safari on iOS, signed in/ })).toBeInTheDocument();
    expect(laptopRow.getByText('This device')).toBeInTheDocument();
    expect(laptopRow.getByText('Active now')).toBeInTheDocument();
    expect(laptopRow.queryByRole('button')).toBeNull();
    expect(oldRow.getByText('Unknown device')).toBeInTheDocument();
    expect(oldRow.getByText('Address unknown')).toBeInTheDocument();
    expect(oldRow.getByText('Last seen 3 hours ago')).toBeInTheDocument();
  });

  it('signs another session out after asking, then lists what is left', async () => {
    let sessions = [phone, thisLaptop];
    const server = mockServer(
      dashboardRoutes(
        {},
        {
          'GET /api/account/sessions': () => json(200, sessions),
          [`DELETE /api/account/sessions/${phone.id}`]: () => {
            sessions = [thisLaptop];
            return json(204);
          },
        },
      ),
    );
    renderApp('/dashboard?tab=account');
    const user = userEvent.setup();
    const card = await sessionsCard();
    await user.click(await card.findByRole('button', { name: /^Sign out Mobile Safari on iOS/ }));
    // Nothing ends before the member confirms.
    expect(server.calls().filter((call) => call.startsWith('DELETE'))).toEqual([]);
    const confirm = await screen.findByRole('tooltip', { name: /Sign out Mobile Safari on iOS\?/ });
    await user.click(within(confirm).getByRole('button', { name: 'Sign out' }));
    expect(await screen.findByText('Mobile Safari on iOS is no longer signed in to your account.')).toBeInTheDocument();
    await waitFor(() => expect(card.queryByText('Mobile Safari on iOS')).toBeNull());
    expect(card.getByRole('list', { name: 'Your sessions' })).toHaveFocus(); // not lost with the row's button
    expect(server.calls()).toContain(`DELETE /api/account/sessions/${phone.id}`);
    // Only this device is left: nothing else to sign out of.
    expect(card.queryByRole('button', { name: 'Sign out of all other sessions' })).toBeNull();
  });

  it('keeps the session when the member thinks better of it', async () => {
    const server = mockServer(
      dashboardRoutes({}, { 'GET /api/account/sessions': () => json(200, [phone, thisLaptop]) }),
    );
    renderApp('/dashboard?tab=account');
    const user = userEvent.setup();
    const card = await sessionsCard();
    await user.click(await card.findByRole('button', { name: /^Sign out Mobile Safari on iOS/ }));
    const confirm = await screen.findByRole('tooltip', { name: /Sign out Mobile Safari on iOS\?/ });
    await user.click(within(confirm).getByRole('button', { name: 'Keep it' }));
    expect(server.calls().filter((call) => call.startsWith('DELETE'))).toEqual([]);
    expect(card.getByText('Mobile Safari on iOS')).toBeInTheDocument();
  });

  it('signs out of all other sessions after asking, and says how many ended', async () => {
    let sessions = [phone, thisLaptop, oldSession];
    mockServer(
      dashboardRoutes(
        {},
        {
          'GET /api/account/sessions': () => json(200, sessions),
          'DELETE /api/account/sessions': () => {
            sessions = [thisLaptop];
            return json(200, { ended: 2 });
          },
        },
      ),
    );
    renderApp('/dashboard?tab=account');
    const user = userEvent.setup();
    const card = await sessionsCard();
    await user.click(await card.findByRole('button', { name: 'Sign out of all other sessions' }));
    const confirm = await screen.findByRole('tooltip', { name: /Sign out of all other sessions\?/ });
    expect(within(confirm).getByText(/\(2 sessions\)/)).toBeInTheDocument();
    await user.click(within(confirm).getByRole('button', { name: 'Sign out of all' }));
    expect(await screen.findByText('2 other sessions have ended.')).toBeInTheDocument();
    await waitFor(() => expect(card.queryByText('Unknown device')).toBeNull());
    expect(card.getByText('This device')).toBeInTheDocument();
  });

  it("says so when a session had ended already, and shows the server's words", async () => {
    mockServer(
      dashboardRoutes(
        {},
        {
          'GET /api/account/sessions': () => json(200, [phone, thisLaptop]),
          [`DELETE /api/account/sessions/${phone.id}`]: () =>
            json(404, {
              statusCode: 404,
              code: 'SESSION_NOT_FOUND',
              message:
                'This session has ended already or is not one of yours. Reload the list to see where you are signed in.',
            }),
        },
      ),
    );
    renderApp('/dashboard?tab=account');
    const user = userEvent.setup();
    const card = await sessionsCard();
    await user.click(await card.findByRole('button', { name: /^Sign out Mobile Safari on iOS/ }));
    const confirm = await screen.findByRole('tooltip', { name: /Sign out Mobile Safari on iOS\?/ });
    await user.click(within(confirm).getByRole('button', { name: 'Sign out' }));
    expect(await screen.findByText('Not signed out')).toBeInTheDocument();
    expect(screen.getByText(/This session has ended already or is not one of yours/)).toBeInTheDocument();
  });
});
