import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { json, mockServer } from '../../test/mockServer';
import { renderApp } from '../../test/renderApp';
import { dashboardRoutes, earnings, payout } from './dashboard.fixtures';
import type { PayoutAccount } from './payoutAccountApi';

jest.setTimeout(60_000);

const FIRST_RENDER = { timeout: 15_000 };

async function history() {
  const region = await screen.findByRole('region', { name: 'Payout History' }, FIRST_RENDER);
  await waitFor(() => expect(region.querySelector('.ant-spin-spinning')).toBeNull());
  return within(region);
}

const withMonths = earnings({
  total: '310.00',
  pending: '60.00',
  completed: '250.00',
  monthly: [
    { month: '2026-09', amount: '0.00' },
    { month: '2026-10', amount: '250.00' },
    { month: '2026-11', amount: '60.00' },
  ],
});

describe('the Payouts tab', () => {
  it('shows the earnings overview and the chart’s summary', async () => {
    mockServer(dashboardRoutes({ earnings: withMonths }));
    renderApp('/dashboard?tab=payouts');
    const overview = within(await screen.findByRole('region', { name: 'Earnings Overview' }, FIRST_RENDER));
    // The figures (the chart's table, once loaded, names the same amounts).
    expect(await overview.findByText('$60.00', { selector: 'dd' }, FIRST_RENDER)).toBeInTheDocument();
    expect(overview.getByText('$250.00', { selector: 'dd' })).toBeInTheDocument();
    expect(
      await overview.findByRole('figure', {
        name: 'Earnings per month from September 2026 to November 2026: $310.00 in all, the most in October 2026 ($250.00).',
      }),
    ).toBeInTheDocument();
    expect(overview.getByRole('table', { name: 'Earnings per month' })).toBeInTheDocument();
  });

  it('requests a payout and shows the server’s message', async () => {
    const server = mockServer(
      dashboardRoutes(
        { earnings: withMonths },
        {
          'POST /api/payouts/request': () =>
            json(200, { requested: 1, amount: '60.00', message: 'Payout of $60.00 requested.' }),
        },
      ),
    );
    renderApp('/dashboard?tab=payouts');
    const button = await screen.findByRole('button', { name: 'Request Payout' }, FIRST_RENDER);
    await userEvent.setup().click(button);
    expect(await screen.findByText('Payout Requested')).toBeInTheDocument();
    expect(screen.getByText('Payout of $60.00 requested.')).toBeInTheDocument();
    await waitFor(() => expect(server.calls().filter((call) => call === 'GET /api/payouts/me')).toHaveLength(2));
  });

  it('shows the 409’s message (below the minimum)', async () => {
    const message = 'Payouts start at $10.00; you have $4.00 pending.';
    mockServer(dashboardRoutes({}, { 'POST /api/payouts/request': () => json(409, { statusCode: 409, message }) }));
    renderApp('/dashboard?tab=payouts');
    await userEvent.setup().click(await screen.findByRole('button', { name: 'Request Payout' }, FIRST_RENDER));
    expect(await screen.findByText('Failed to request payout')).toBeInTheDocument();
    expect(screen.getByText(message)).toBeInTheDocument();
  });

  it('lists the payout history with a search and the spec’s empty texts', async () => {
    mockServer(
      dashboardRoutes({
        payouts: [
          payout({ id: 1, requestedAt: '2026-11-16T12:00:00.000Z' }),
          payout({
            id: 2,
            assignmentTitle: 'Launch Copy for a Bakery',
            amount: '250.00',
            status: 'completed',
            completedAt: '2026-10-30T12:00:00.000Z',
            createdAt: '2026-10-20T12:00:00.000Z',
          }),
        ],
      }),
    );
    renderApp('/dashboard?tab=payouts');
    const list = await history();
    const rows = () => list.getAllByRole('row').slice(1);
    expect(rows()).toHaveLength(2);
    expect(within(rows()[0] as HTMLElement).getByText('Requested November 16, 2026')).toBeInTheDocument();
    expect(within(rows()[1] as HTMLElement).getByText('$250.00')).toBeInTheDocument();
    expect(within(rows()[1] as HTMLElement).getByText('Paid October 30, 2026')).toBeInTheDocument();

    const user = userEvent.setup();
    const search = list.getByRole('searchbox', { name: 'Search Payout History' });
    await user.type(search, 'bakery');
    expect(rows()).toHaveLength(1);
    await user.clear(search);
    await user.type(search, 'pending');
    expect(list.getByText('Remote Work Guide for Small Accounting Firms')).toBeInTheDocument();
    expect(list.queryByText('Launch Copy for a Bakery')).not.toBeInTheDocument();
    await user.type(search, ' sonnet');
    expect(list.getByText('No payouts match your search')).toBeInTheDocument();
  });

  it('says when there are no payouts yet', async () => {
    mockServer(dashboardRoutes());
    renderApp('/dashboard?tab=payouts');
    const list = await history();
    expect(list.getByText('No payouts found')).toBeInTheDocument();
  });

  describe('the payout account (D21)', () => {
    const none: PayoutAccount = { state: 'none', provider: 'sandbox', missing: [], canReceive: false };

    it('sets up payouts through the Test mode form and then shows the account ready', async () => {
      let account = none;
      const server = mockServer(
        dashboardRoutes(
          {},
          {
            'GET /api/payouts/account': () => json(200, account),
            'POST /api/payouts/account/onboarding': () => {
              account = {
                state: 'onboarding',
                provider: 'sandbox',
                missing: ['your name', 'your country', 'a bank account'],
                canReceive: false,
              };
              return json(200, { url: '/dashboard?tab=payouts&testOnboarding=1' });
            },
            'POST /api/payouts/account/test-onboarding': () => {
              account = { state: 'enabled', provider: 'sandbox', missing: [], canReceive: true };
              return json(200, account);
            },
          },
        ),
      );
      renderApp('/dashboard?tab=payouts');
      const card = within(await screen.findByRole('region', { name: 'Payout Account' }, FIRST_RENDER));
      expect(card.getByText('Add a payout account so we can send you the money you earn.')).toBeInTheDocument();
      const user = userEvent.setup();
      await user.click(card.getByRole('button', { name: 'Set up payouts' }));
      const dialog = within(await screen.findByRole('dialog', { name: 'Set up payouts (Test mode)' }));
      expect(dialog.getByText('Test mode')).toBeInTheDocument();
      await user.type(dialog.getByLabelText("Account holder's name"), 'Rosa Lindqvist');
      await user.type(dialog.getByLabelText('Test bank account number'), '12ab');
      await user.click(dialog.getByRole('button', { name: 'Save test account' }));
      expect(await dialog.findByText('The test bank account number must be 4 to 17 digits')).toBeInTheDocument();
      await user.clear(dialog.getByLabelText('Test bank account number'));
      await user.type(dialog.getByLabelText('Test bank account number'), '000123456789');
      await user.click(dialog.getByRole('button', { name: 'Save test account' }));
      expect(await card.findByText('Your payout account is ready: payouts are sent to it.')).toBeInTheDocument();
      expect(card.queryByRole('button', { name: /Set up payouts|Continue setup/ })).not.toBeInTheDocument();
      const sent = server.requests.filter((request) => request.url.endsWith('/api/payouts/account/test-onboarding'));
      expect(await Promise.all(sent.map((request) => request.clone().json()))).toEqual([
        { name: 'Rosa Lindqvist', country: 'US', accountNumber: '000123456789' },
      ]);
    });

    it('says what is missing and offers to continue a started setup', async () => {
      mockServer(
        dashboardRoutes({
          payoutAccount: { state: 'restricted', provider: 'stripe', missing: ['a bank account'], canReceive: false },
        }),
      );
      renderApp('/dashboard?tab=payouts');
      const card = within(await screen.findByRole('region', { name: 'Payout Account' }, FIRST_RENDER));
      expect(card.getByText('Still missing: a bank account.')).toBeInTheDocument();
      expect(card.getByRole('button', { name: 'Continue setup' })).toBeInTheDocument();
    });

    it("shows a failed payout with the provider's reason in the history", async () => {
      mockServer(
        dashboardRoutes({
          payouts: [
            payout({
              status: 'failed',
              failedAt: '2026-11-19T08:00:00.000Z',
              failureReason: 'The bank account has been closed.',
            }),
          ],
        }),
      );
      renderApp('/dashboard?tab=payouts');
      const rows = await history();
      expect(rows.getByText('Failed')).toBeInTheDocument();
      expect(
        rows.getByText('Not sent: The bank account has been closed. An editor will retry it.'),
      ).toBeInTheDocument();
    });
  });
});
