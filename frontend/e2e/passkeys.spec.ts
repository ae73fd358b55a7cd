import { expect, test } from './fixtures';
import { waitForMail } from './mailbox';
import { registerThroughApi } from './steps';

/**
 * WebAuthn takes no IP address as a site (its relying party id), so this journey runs on `localhost`, the same
 * server as the others' 127.0.0.1: the server names a loopback PUBLIC_URL `localhost` (domain/passkey.ts).
 */
test.use({ baseURL: `http://localhost:${process.env.E2E_PORT ?? '3100'}` });

test('a member adds a passkey, signs out and signs in with it without a password', async ({ page, context }) => {
  // Chromium's virtual authenticator: a platform authenticator (built in, like Touch ID) that keeps discoverable
  // passkeys and verifies its user, answering every prompt at once.
  const devtools = await context.newCDPSession(page);
  await devtools.send('WebAuthn.enable');
  const { authenticatorId } = await devtools.send('WebAuthn.addVirtualAuthenticator', {
    options: {
      protocol: 'ctap2',
      transport: 'internal',
      hasResidentKey: true,
      hasUserVerification: true,
      isUserVerified: true,
      automaticPresenceSimulation: true,
    },
  });
  const member = await registerThroughApi(context, 'Imogen', 'Vale');

  await page.goto('/dashboard?tab=account');
  const card = page.locator('.ant-card', { has: page.getByRole('heading', { name: 'Passkeys' }) });
  await expect(card.getByText('You have no passkeys yet.')).toBeVisible();
  await card.getByLabel('Your password, to add a passkey').fill(member.password);
  await card.getByRole('button', { name: 'Add a passkey' }).click();
  await expect(page.getByText('Passkey added', { exact: true })).toBeVisible();
  await expect(card.getByText('Not used yet')).toBeVisible();
  const { credentials } = await devtools.send('WebAuthn.getCredentials', { authenticatorId });
  expect(credentials).toHaveLength(1);
  expect(credentials[0]!.isResidentCredential).toBe(true);
  await waitForMail({ to: member.email, subject: /a passkey was added to your account$/ });

  await card.getByRole('button', { name: /^Rename / }).click();
  await page.getByRole('textbox', { name: 'Name' }).fill('Imogen’s laptop');
  await page.getByRole('dialog').getByRole('button', { name: 'Save' }).click();
  await expect(card.getByText('Imogen’s laptop')).toBeVisible();

  const header = page.getByRole('banner');
  await header.getByRole('button', { name: 'Sign Out' }).click();
  await expect(header.getByRole('link', { name: 'Sign In' })).toBeVisible();

  await page.goto('/login');
  await page.waitForLoadState('networkidle');
  await page.getByRole('button', { name: 'Use a passkey' }).click();
  await expect(page).toHaveURL(/\/dashboard$/);
  await expect(page.getByText('Welcome back', { exact: true })).toBeVisible();
  await page.goto('/dashboard?tab=account');
  await expect(card.getByText(/Last used/)).toBeVisible();
});
