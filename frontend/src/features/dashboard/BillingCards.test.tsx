import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { json, mockServer } from '../../test/mockServer';
import { renderApp } from '../../test/renderApp';
import type { BillingHistoryEntry } from '../billing/billingHistoryApi';
import { dashboardRoutes } from './dashboard.fixtures';

jest.setTimeout(60_000);

async function cardTitled(title: string) {
  const head = await screen.findByText(title, { selector: '.ant-card-head-title' }, { timeout: 15_000 });
  return within(head.closest('.ant-card') as HTMLElement);
}

const entries: BillingHistoryEntry[] = [
  {
    id: 'pi_sbx_2:refund',
    kind: 'refund',
    receiptId: 'pi_sbx_2',
    date: '2026-11-25T10:00:00.000Z',
    tier: 'professional',
    tierName: 'Professional',
    amountCents: 1000,
    currency: 'usd',
    status: 'partially_refunded',
  },
  {
    id: 'pi_sbx_2',
    kind: 'charge',
    receiptId: 'pi_sbx_2',
    date: '2026-11-22T10:00:00.000Z',
    tier: 'professional',
    tierName: 'Professional',
    amountCents: 4900,
    currency: 'usd',
    status: 'partially_refunded',
  },
  {
    id: 'pi_sbx_1',
    kind: 'charge',
    receiptId: 'pi_sbx_1',
    date: '2026-10-22T10:00:00.000Z',
    tier: 'writer',
    tierName: 'Writer',
    amountCents: 499,
    currency: 'usd',
    status: 'paid',
  },
];

describe('Account tab: billing history and Update card', () => {
  it('lists charges and refunds with date, plan, amount and status, each charge with its receipt', async () => {
    mockServer(dashboardRoutes({}, { 'GET /api/billing/history': () => json(200, { entries }) }));
    renderApp('/dashboard?tab=account');
    const card = await cardTitled('Billing history');
    const rows = (await card.findAllByRole('row')).slice(1);
    expect(rows.map((row) => row.textContent)).toEqual([
      'November 25, 2026Refund: Professional-$10.00Refund',
      'November 22, 2026Professional$49.00Partially refundedDownload PDF',
      'October 22, 2026Writer$4.99PaidDownload PDF',
    ]);
    expect(card.getByRole('link', { name: 'Receipt for October 22, 2026 (PDF)' })).toHaveAttribute(
      'href',
      '/api/billing/receipts/pi_sbx_1.pdf',
    );
  });

  it('shows the current card; a declined card is said and the old one kept, a good one replaces it', async () => {
    let card = { brand: 'visa', last4: '4242' };
    const confirmed: string[] = [];
    const server = mockServer(
      dashboardRoutes(
        {},
        {
          'GET /api/billing/card': () => json(200, { card }),
          'POST /api/billing/card/setup': () =>
            json(200, { kind: 'setup', id: 'seti_sbx_1', clientSecret: 'seti_sbx_1_secret_x' }),
          'POST /api/billing/sandbox/confirm': async (request) => {
            const body = (await request.json()) as { cardNumber: string };
            if (body.cardNumber.startsWith('4000')) {
              return json(402, { statusCode: 402, code: 'PAYMENT_DECLINED', message: 'Your card was declined.' });
            }
            confirmed.push(body.cardNumber);
            return json(200, { status: 'succeeded' });
          },
          'POST /api/billing/card': () => {
            card = { brand: 'mastercard', last4: '4444' };
            return json(200, { card });
          },
        },
      ),
    );
    renderApp('/dashboard?tab=account');
    const user = userEvent.setup();
    const payment = await cardTitled('Payment method');
    expect(await payment.findByText(/Visa ending in 4242/)).toBeInTheDocument();

    await user.click(payment.getByRole('button', { name: 'Update card' }));
    expect(await payment.findByText('Test mode — no real charge')).toBeInTheDocument();
    await user.type(payment.getByLabelText('Card number'), '4000000000000002');
    await user.type(payment.getByLabelText('Expiry (MM/YY)'), '1240');
    await user.type(payment.getByLabelText('CVC'), '123');
    await user.click(payment.getByRole('button', { name: 'Save Card' }));
    expect(await payment.findByText('Your card was declined.')).toBeInTheDocument();
    expect(server.calls()).not.toContain('POST /api/billing/card');
    expect(payment.getByText(/Visa ending in 4242/)).toBeInTheDocument();

    await user.clear(payment.getByLabelText('Card number'));
    await user.type(payment.getByLabelText('Card number'), '4242424242424242');
    await user.click(payment.getByRole('button', { name: 'Save Card' }));
    expect(await screen.findByText('Card Updated')).toBeInTheDocument();
    expect(await payment.findByText(/Mastercard ending in 4444/)).toBeInTheDocument();
    expect(confirmed).toEqual(['4242 4242 4242 4242']);
    await waitFor(() => expect(payment.queryByLabelText('Card number')).not.toBeInTheDocument());
  });
});
