import { act, screen } from '@testing-library/react';
import { member } from '../../test/fixtures';
import { json, mockServer, unauthorized, type Handler } from '../../test/mockServer';
import { renderPage as render } from '../../test/renderPage';
import { PAYMENT_SETUP_KEY } from './registrationStorage';
import SubscriptionSuccessPage, { CONFIRMATION_DELAY_MS } from './SubscriptionSuccessPage';

// The page itself, not through the router's lazy chunk: what is tested is its states, and its timing
// (2 seconds) should not share the test's time with a chunk's first load.
const renderPage = (path: string) => render(<SubscriptionSuccessPage />, path);

const storedSetup = {
  clientSecret: 'pi_sbx_5_secret_abc',
  customerId: 'cus_sbx_5',
  subscriptionId: 'sub_sbx_5',
  intentType: 'payment',
  tier: 'writer',
  email: 'nora@example.com',
  confirmed: false,
};

const writerPlan = {
  tier: 'writer',
  tierName: 'Writer',
  price: '4.99',
  chargedNow: '4.99',
  trialEnd: null,
  nextBillingDate: '2026-12-28T09:00:00.000Z',
};

/** The server's answer for an intent: a visitor's payment for the Writer plan unless said otherwise. */
const result = (fields: object) => ({ purpose: 'join', subscriptionId: 'sub_sbx_5', plan: writerPlan, ...fields });

const notFound = () => json(404, { statusCode: 404, message: 'We could not find this payment.' });

function serve(result: Handler, user: Handler = unauthorized) {
  return mockServer({ 'GET /api/user': user, 'POST /api/billing/payment-result': result });
}

const waitTheTwoSeconds = () => act(() => new Promise((resolve) => setTimeout(resolve, CONFIRMATION_DELAY_MS + 100)));

describe('SubscriptionSuccessPage', () => {
  beforeEach(() => window.sessionStorage.clear());

  it('confirms for 2 seconds, then shows success once the server says the membership is active', async () => {
    window.sessionStorage.setItem(PAYMENT_SETUP_KEY, JSON.stringify(storedSetup));
    const mock = serve(() => json(200, result({ status: 'succeeded', membershipActive: true })));
    renderPage('/subscription-success?payment_intent=pi_sbx_5');
    expect(await screen.findByText('Confirming your payment…')).toBeInTheDocument();
    expect(screen.queryByText('Payment Successful!')).not.toBeInTheDocument();
    await waitTheTwoSeconds();
    expect(await screen.findByRole('heading', { name: 'Payment Successful!' })).toBeInTheDocument();
    expect(screen.getByText('Your membership is active. Welcome aboard.')).toBeInTheDocument();
    // What was paid for (issue 23): the plan, its price, today's charge and the next billing date.
    const summary = screen.getByText('Plan').closest('dl');
    expect(summary).toHaveTextContent('PlanWriterPrice$4.99/monthCharged today$4.99Next billing dateDecember 28, 2026');
    expect(screen.getByRole('link', { name: 'Go to Dashboard' })).toHaveAttribute('href', '/dashboard');
    // The intent, with the payment setup this browser started.
    const request = mock.requests.find((r) => r.url.endsWith('/api/billing/payment-result'));
    expect(await request?.json()).toEqual({
      intentId: 'pi_sbx_5',
      subscriptionId: 'sub_sbx_5',
      customerId: 'cus_sbx_5',
    });
  });

  it('does not believe a made-up payment_intent: the server does not know it, so the error view (issue 18)', async () => {
    const mock = serve(notFound);
    renderPage('/subscription-success?payment_intent=anything');
    await waitTheTwoSeconds();
    expect(await screen.findByRole('heading', { name: 'Payment Processing Error' })).toBeInTheDocument();
    expect(screen.queryByText('Payment Successful!')).not.toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Try Again' })).toHaveAttribute('href', '/register');
    const request = mock.requests.find((r) => r.url.endsWith('/api/billing/payment-result'));
    expect(await request?.json()).toEqual({ intentId: 'anything' });
  });

  it.each([
    ['a failed payment', () => json(200, result({ status: 'failed', membershipActive: false }))],
    [
      'no answer',
      () => {
        throw new Error('offline');
      },
    ],
  ])('shows the error view for %s', async (_case, answer: Handler) => {
    serve(answer);
    renderPage('/subscription-success?payment_intent=pi_sbx_5');
    await waitTheTwoSeconds();
    expect(await screen.findByRole('heading', { name: 'Payment Processing Error' })).toBeInTheDocument();
  });

  it('after a redirect, a confirmed card is remembered and the visitor finishes the registration', async () => {
    window.sessionStorage.setItem(PAYMENT_SETUP_KEY, JSON.stringify(storedSetup));
    serve(() => json(200, result({ status: 'succeeded', membershipActive: false })));
    renderPage('/subscription-success?payment_intent=pi_sbx_5&payment_intent_client_secret=pi_sbx_5_secret_abc');
    await waitTheTwoSeconds();
    expect(await screen.findByRole('heading', { name: 'Payment Successful!' })).toBeInTheDocument();
    expect(screen.getByText(/Finish your registration, choosing the same plan/)).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Finish Registration' })).toHaveAttribute('href', '/register');
    expect(JSON.parse(window.sessionStorage.getItem(PAYMENT_SETUP_KEY) ?? '{}').confirmed).toBe(true);
  });

  it('says a payment the bank is still settling is processing, not an error', async () => {
    serve(() => json(200, result({ status: 'processing', membershipActive: false })));
    renderPage('/subscription-success?payment_intent=pi_sbx_5');
    await waitTheTwoSeconds();
    expect(await screen.findByRole('heading', { name: 'Payment Processing' })).toBeInTheDocument();
    expect(screen.queryByText('Payment Processing Error')).not.toBeInTheDocument();
  });

  it("applies a signed-in member's confirmed plan change (a setup_intent) and confirms it with the new plan", async () => {
    const professional = { ...writerPlan, tier: 'professional', tierName: 'Professional', price: '49.00' };
    const change = { purpose: 'change', subscriptionId: 'sub_sbx_8', status: 'succeeded' };
    let applied = false;
    const mock = mockServer({
      'GET /api/user': () => json(200, member),
      'POST /api/billing/payment-result': () =>
        json(200, { ...change, membershipActive: applied, plan: { ...professional, chargedNow: null } }),
      'POST /api/billing/subscription/confirm': () => {
        applied = true;
        return json(200, { subscription: null });
      },
    });
    renderPage('/subscription-success?setup_intent=seti_sbx_8');
    await waitTheTwoSeconds();
    expect(await screen.findByText('Your plan is changed.')).toBeInTheDocument();
    expect(screen.getByText('Professional')).toBeInTheDocument();
    expect(screen.getByText('The difference for the rest of this billing period')).toBeInTheDocument();
    const asked = mock.requests.filter((r) => r.url.endsWith('/api/billing/payment-result'));
    expect(await asked[0]?.json()).toEqual({ intentId: 'seti_sbx_8' });
    const confirm = mock.requests.find((r) => r.url.endsWith('/api/billing/subscription/confirm'));
    expect(await confirm?.json()).toEqual({ subscriptionId: 'sub_sbx_8', intentId: 'seti_sbx_8' });
  });

  it("shows 'Payment Processing Error' without payment_intent, asking nothing, with Try Again and the dashboard", async () => {
    const mock = serve(notFound);
    renderPage('/subscription-success');
    expect(
      await screen.findByRole('heading', { name: 'Payment Processing Error' }, { timeout: 5000 }),
    ).toBeInTheDocument();
    expect(screen.getByText(/Please try again, or contact support at support@penwright.example/)).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Try Again' })).toHaveAttribute('href', '/register');
    expect(screen.getByRole('link', { name: 'Go to Dashboard' })).toHaveAttribute('href', '/dashboard');
    expect(mock.calls()).not.toContain('POST /api/billing/payment-result');
  });
});
