/** Shared by the RegisterPage tests: a fake backend for the wizard and the steps' form filling. */
import { screen, within } from '@testing-library/react';
import type { UserEvent } from '@testing-library/user-event';
import { member } from '../../test/fixtures';
import { json, mockServer, unauthorized, type Handler } from '../../test/mockServer';
import { sandboxConfig } from '../billing/billing.fixtures';

export const setupResponse = {
  clientSecret: 'pi_sbx_1_secret_x',
  customerId: 'cus_sbx_1',
  subscriptionId: 'sub_sbx_1',
  intentType: 'payment',
};
export const newMember = { ...member, email: 'nora@example.com', username: 'nora' };

export function server(routes: Record<string, Handler> = {}) {
  return mockServer({
    'GET /api/user': unauthorized,
    'GET /api/billing/config': () => json(200, sandboxConfig),
    'POST /api/register/check-email': () => json(200, { available: true }),
    'POST /api/create-subscription-payment-intent': () => json(200, setupResponse),
    'POST /api/billing/sandbox/confirm': () => json(200, { status: 'succeeded' }),
    'POST /api/create-account': () => json(201, newMember),
    ...routes,
  });
}

export const page = () => within(screen.getByRole('main'));

export const bodyOf = async (mock: ReturnType<typeof mockServer>, path: string) =>
  mock.requests.find((request) => new URL(request.url).pathname === path)?.json();

/** Pasting is one input event per field, where typing re-renders the form once per key. */
export async function fill(user: UserEvent, label: string, value: string) {
  await user.click(screen.getByLabelText(label));
  await user.paste(value);
}

export async function fillInfo(user: UserEvent) {
  await screen.findByRole('heading', { level: 1, name: "Congrats! You're Accepted - Register Here to Get Started" });
  await fill(user, 'Email', 'nora@example.com');
  await fill(user, 'First Name', 'Nora');
  await fill(user, 'Last Name', 'Quill');
  await fill(user, 'Address', '12 Harbour Lane');
  await user.click(screen.getByRole('button', { name: 'Next' }));
}

export async function fillAccount(user: UserEvent) {
  await screen.findByRole('heading', { level: 1, name: 'Create Your Login Credentials' });
  await fill(user, 'Username', 'nora');
  await fill(user, 'Password', 'pen-and-ink');
  await fill(user, 'Confirm Password', 'pen-and-ink');
  await user.click(screen.getByRole('button', { name: 'Next' }));
}

export async function payWithCard(user: UserEvent, card = '4242424242424242') {
  await screen.findByRole('heading', { level: 1, name: 'Complete Your Membership' });
  await fill(user, 'Card number', card);
  await fill(user, 'Expiry (MM/YY)', '1230');
  await fill(user, 'CVC', '123');
}
