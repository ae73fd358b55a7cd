import type { TestApp } from './test-app';
import type { TestClient } from './test-client';

export const CARD_OK = { cardNumber: '4242 4242 4242 4242', expiry: '12/40', cvc: '123' };
export const CARD_DECLINED = { cardNumber: '4000 0000 0000 0002', expiry: '12/40', cvc: '123' };

export interface Person {
  email: string;
  firstName: string;
  lastName: string;
  username: string;
  password: string;
  address: string;
}

let sequence = 0;

/** A new visitor's details, unique per call. */
export function person(overrides: Partial<Person> = {}): Person {
  sequence += 1;
  return {
    email: `writer${sequence}.${Date.now()}@example.com`,
    firstName: 'Nora',
    lastName: 'Quill',
    username: `nora${sequence}_${Date.now() % 100000}`,
    password: 'pen-and-ink',
    address: '12 Harbour Lane, Portland, ME',
    ...overrides,
  };
}

export interface PaymentSetup {
  clientSecret: string;
  customerId: string;
  subscriptionId: string;
  intentType: 'setup' | 'payment';
}

export async function startPayment(client: TestClient, tier: string, who: Person): Promise<PaymentSetup> {
  const customerInfo = {
    email: who.email,
    name: `${who.firstName} ${who.lastName}`,
    firstName: who.firstName,
    lastName: who.lastName,
  };
  const response = await client.post('/api/create-subscription-payment-intent', { tier, customerInfo });
  if (response.status !== 200) throw new Error(`payment setup failed: ${response.status} ${response.text}`);
  return response.body as PaymentSetup;
}

export const confirmCard = (client: TestClient, clientSecret: string, card = CARD_OK) =>
  client.post('/api/billing/sandbox/confirm', { clientSecret, ...card });

/** The spec's create-account payload for this person and payment setup. */
export function accountPayload(who: Person, tier: string, setup: PaymentSetup, extra: object = {}) {
  return {
    ...who,
    phone: '',
    preferredGenres: 'Essays, travel',
    experience: 'Five years of trade journalism',
    tier,
    stripeCustomerId: setup.customerId,
    stripeSubscriptionId: setup.subscriptionId,
    ...extra,
  };
}

/** Start, confirm with the sandbox card and create the account; returns the create-account response. */
export async function registerWithSandbox(client: TestClient, tier: string, who = person(), extra: object = {}) {
  const setup = await startPayment(client, tier, who);
  const confirmed = await confirmCard(client, setup.clientSecret);
  if (confirmed.status !== 200) throw new Error(`card confirmation failed: ${confirmed.text}`);
  return { who, setup, response: await client.post('/api/create-account', accountPayload(who, tier, setup, extra)) };
}

/** Rows that a registration creates, for "exactly one" and "nothing" assertions. */
export async function rowsFor(t: TestApp, email: string) {
  const count = async (sql: string) => Number((await t.sql<{ n: string }>(sql, [email]))[0].n);
  return {
    users: await count('SELECT count(*) AS n FROM users WHERE email = ?'),
    applications: await count(
      'SELECT count(*) AS n FROM applications a JOIN users u ON u.id = a.user_id WHERE u.email = ?',
    ),
    linked: await count(
      'SELECT count(*) AS n FROM billing_subscriptions b JOIN users u ON u.id = b.user_id WHERE u.email = ?',
    ),
  };
}
