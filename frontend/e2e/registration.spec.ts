import { expect, test, type Locator, type Page } from './fixtures';
import { expectNoSeriousViolations } from './axe';
import { linkIn, waitForMail } from './mailbox';
import { demoMember } from './accounts';
import {
  completeApplication,
  fillAccount,
  fillInfo,
  hydrated,
  layoutShiftSoFar,
  sendOk,
  stamp,
  watchConsole,
  watchLayoutShift,
} from './steps';

/** Registration with the sandbox provider (D2, D3), from /register to a signed-in /dashboard. */

function visitor() {
  const id = stamp();
  return { email: `writer${id}@example.com`, username: `w${id}`.slice(0, 20), password: 'pen-and-ink-2026' };
}

/** The lines a text is laid out on. */
const linesOf = (text: Locator) =>
  text.evaluate((element) => {
    const range = document.createRange();
    range.selectNodeContents(element);
    return new Set([...range.getClientRects()].map((line) => Math.round(line.top))).size;
  });

async function payWithTestCard(page: Page, cardNumber: string, submitLabel: string) {
  await expect(page.getByRole('heading', { level: 1, name: 'Complete Your Membership' })).toBeVisible();
  await expect(page.getByText('Test mode — no real charge')).toBeVisible();
  const submit = page.getByRole('button', { name: submitLabel });
  await expect(submit).toBeDisabled();
  await page.getByLabel('Card number').fill(cardNumber);
  await page.getByLabel('Expiry (MM/YY)').fill('12/34');
  await page.getByLabel('CVC').fill('123');
  await expect(submit).toBeDisabled(); // the terms are not accepted yet
  await page.getByRole('checkbox').check();
  await expect(submit).toBeEnabled();
  await submit.click();
}

async function register(page: Page, tier: string, submitLabel: string) {
  const who = visitor();
  await page.goto('/register');
  await fillInfo(page, who.email);
  await fillAccount(page, who);
  await expect(page.getByRole('heading', { level: 1, name: /Select Your Preferred Tier$/ })).toBeVisible();
  await page.getByRole('button', { name: `Choose ${tier}` }).click();
  await payWithTestCard(page, '4242 4242 4242 4242', submitLabel);
  return who;
}

/**
 * The way people join (issue 23): the questionnaire first, the four steps, a declined card, then a good one. The
 * payment step's error unmounting as the wizard left for the dashboard threw in React and left a blank page; the
 * fixtures fail the journey on any page error, and the dashboard must show its member.
 */
async function applyAndJoin(page: Page, tier: string, submitLabel: string) {
  const who = visitor();
  await completeApplication(page, 'Nora Quill');
  await fillInfo(page, who.email);
  await fillAccount(page, who);
  await page.getByRole('button', { name: `Choose ${tier}` }).click();
  await payWithTestCard(page, '4000 0000 0000 0002', submitLabel);
  await expect(page.locator('.pw-card-form__error').getByRole('alert')).toContainText('Your card was declined.');
  await page.getByLabel('Card number').fill('4242 4242 4242 4242');
  await page.getByRole('button', { name: submitLabel }).click();
  await expect(page).toHaveURL(/\/dashboard$/);
  await expect(page.getByText('Account Created Successfully')).toBeVisible();
  await expect(page.getByRole('heading', { level: 1, name: 'Dashboard' })).toBeVisible();
  await expect(page.getByText('Welcome back, Nora.')).toBeVisible();
  await expect(page.getByText('Total Earnings').first()).toBeVisible();
  return who;
}

test('a visitor applies, has a card declined, then joins on the free trial (360 px) and sees the dashboard', async ({
  page,
}) => {
  await page.setViewportSize({ width: 360, height: 780 });
  await applyAndJoin(page, 'Free Trial', 'Start Free Trial');
  await page.goto('/dashboard?tab=account');
  // The subscription card sits in the Account tab and again below the tabs: read the tab's.
  const account = page.getByRole('tabpanel', { name: 'Account' });
  await expect(account.getByText('Free trial', { exact: true })).toBeVisible();
  // What the trial costs and when: free until the trial's end the server gives, then the Writer price.
  const answer = await page.request.get('/api/billing/subscription');
  const { subscription } = (await answer.json()) as { subscription: { trialEnd: string } };
  const trialEnd = new Date(subscription.trialEnd).toLocaleDateString('en-US', { dateStyle: 'long', timeZone: 'UTC' });
  await expect(account.getByText(`Free trial: free until ${trialEnd}, then $4.99/month`)).toBeVisible();
});

test('a visitor applies, has a card declined, pays for Professional, is asked for the quiz and confirms the address', async ({
  page,
  context,
}) => {
  const who = await applyAndJoin(page, 'Professional', 'Pay and Create Account');
  const application = await context.request.get('/api/applications/me');
  expect(await application.json()).toMatchObject({ status: 'quiz_required' });
  // At 1280 px the Account tab's address (one word) stays on one line.
  await page.getByRole('tab', { name: 'Account' }).click();
  const email = page.getByRole('tabpanel', { name: 'Account' }).getByText(who.email, { exact: true });
  await expect(email).toBeVisible();
  expect(await linesOf(email)).toBe(1);

  // D18: the welcome's link confirms the address, and the dashboard's banner goes.
  const banner = page.getByRole('complementary', { name: 'Please confirm your email address' });
  await expect(banner).toBeVisible();
  const welcome = await waitForMail({ to: who.email, subject: /please confirm your email address$/ });
  await page.goto(linkIn(welcome, '/confirm-email'));
  await page.getByRole('button', { name: 'Confirm my email address' }).click();
  await expect(page.getByText('Your email address is confirmed')).toBeVisible();
  await page.getByRole('link', { name: 'Go to Dashboard' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Dashboard' })).toBeVisible();
  await expect(page.getByText('Total Earnings').first()).toBeVisible();
  await expect(banner).toHaveCount(0);
});

test('a visitor applies, pays for Writer after a declined card, can cancel and resume, and unsubscribes from the mail', async ({
  page,
}) => {
  const who = await applyAndJoin(page, 'Writer', 'Pay and Create Account');

  await page.goto('/dashboard?tab=account');
  await expect(page.getByText('Writer ($4.99/month)')).toBeVisible();
  await page.getByRole('button', { name: 'Cancel Subscription' }).click();
  await page.getByRole('tooltip').getByRole('button', { name: 'Cancel Subscription' }).click();
  await expect(page.getByText('Subscription Canceled')).toBeVisible();
  await page.getByRole('button', { name: 'Resume Subscription' }).click();
  await expect(page.getByText('Subscription Resumed')).toBeVisible();
  await expect(page.getByRole('button', { name: 'Cancel Subscription' })).toBeVisible();

  // D18: the cancellation was confirmed by mail; its footer link unsubscribes from subscription mail in one click.
  const mail = await waitForMail({ to: who.email, subject: /membership is cancelled/ });
  await page.goto(linkIn(mail, '/unsubscribe'));
  await expect(page.getByText(/^Subscription: started, renewed/)).toBeVisible();
  await page.getByRole('button', { name: 'Unsubscribe' }).click();
  await expect(page.getByText('You are unsubscribed')).toBeVisible();
  await page.getByRole('link', { name: 'Choose which emails you get' }).click();
  const account = page.getByRole('tabpanel', { name: 'Account' });
  await expect(account.getByRole('switch', { name: /^Subscription:/ })).not.toBeChecked();
  await expect(account.getByRole('switch', { name: 'Application decisions' })).toBeChecked();
});

test("a declined card shows 'Payment Failed' and creates nothing", async ({ page }) => {
  const who = visitor();
  await page.goto('/register');
  await fillInfo(page, who.email);
  await fillAccount(page, who);
  await page.getByRole('button', { name: 'Choose Professional' }).click();
  await payWithTestCard(page, '4000 0000 0000 0002', 'Pay and Create Account');

  // The toast says it, and so does the card form, where the member is looking (issue 18, defect 3).
  await expect(page.getByText('Your card was declined.', { exact: true })).toBeVisible();
  const atTheCard = page.locator('.pw-card-form__error').getByRole('alert');
  await expect(atTheCard).toContainText('Payment Failed');
  await expect(atTheCard).toContainText('Your card was declined.');
  await expect(page).toHaveURL(/\/register$/);
  await expect(page.getByRole('banner').getByRole('link', { name: 'Sign In' })).toBeVisible();

  // No account exists for these details.
  await page.goto('/login');
  await page.getByLabel('Email', { exact: true }).fill(who.email);
  await page.getByLabel('Password', { exact: true }).fill(who.password);
  await page.getByRole('main').getByRole('button', { name: 'Sign In' }).click();
  await expect(page.getByRole('alert').filter({ hasText: 'Login Failed' })).toContainText('Invalid email or password');
});

/**
 * Issue 29: on a phone, antd's Steps turned vertical once the page had hydrated and moved the whole form down (a
 * layout shift of 0.31, measured by Lighthouse). The steps are laid out by CSS now, the same before and after.
 */
test("the first step holds still on a phone while the server's page hydrates", async ({ page }) => {
  await page.setViewportSize({ width: 360, height: 780 });
  await watchLayoutShift(page);
  await page.goto('/register');
  const steps = page.getByRole('list', { name: 'Registration steps' });
  await expect(steps.getByRole('listitem')).toHaveCount(4);
  await expect(steps.locator('[aria-current="step"]')).toHaveText(/Basic Information/);
  await expect(page.locator('#root')).not.toHaveAttribute('data-hydrating');
  // Two frames after hydration: any change of layout it caused has been laid out and reported.
  await page.evaluate(() => new Promise((done) => requestAnimationFrame(() => requestAnimationFrame(done))));
  expect(await layoutShiftSoFar(page)).toBeLessThan(0.05);
});

test('every validation message of the info and account steps appears', async ({ page }) => {
  await page.goto('/register');
  await expect(page.getByRole('heading', { level: 1, name: /^Congrats!/ })).toBeVisible();
  await page.getByRole('button', { name: 'Next' }).click();
  for (const message of [
    'Please enter a valid email address',
    'First name is required',
    'Last name is required',
    'Address is required',
  ]) {
    await expect(page.getByText(message)).toBeVisible();
  }
  await page.getByLabel('Email', { exact: true }).fill('not-an-email');
  await expect(page.getByText('Please enter a valid email address')).toBeVisible();
  await fillInfo(page, visitor().email);

  await expect(page.getByRole('heading', { level: 1, name: 'Create Your Login Credentials' })).toBeVisible();
  await page.getByLabel('Username').fill('ab');
  await page.getByLabel('Password', { exact: true }).fill('12345');
  await page.getByLabel('Confirm Password').fill('54321');
  await page.getByRole('button', { name: 'Next' }).click();
  await expect(page.getByText('Username must be at least 3 characters')).toBeVisible();
  await expect(page.getByText('Password must be at least 6 characters')).toBeVisible();
  await expect(page.getByText("Passwords don't match")).toBeVisible();
  await page.getByLabel('Username').fill('a'.repeat(21));
  await expect(page.getByText('Username must be less than 20 characters')).toBeVisible();
  await expect(page).toHaveURL(/\/register$/);
});

test('the payment result page: an error without payment_intent or with one the server did not start', async ({
  page,
}) => {
  // Issue 18: the server is asked; a made-up intent is no success (e2e/finish.spec.ts follows a real one).
  await page.goto('/subscription-success?payment_intent=pi_test');
  await expect(page.getByRole('heading', { name: 'Payment Processing Error' })).toBeVisible();
  await page.goto('/subscription-success');
  await expect(page.getByRole('heading', { name: 'Payment Processing Error' })).toBeVisible();
  await expect(page.getByRole('link', { name: 'Try Again' })).toHaveAttribute('href', '/register');
});

test('a member upgrades through the wizard, keeping one subscription', async ({ page }) => {
  await register(page, 'Writer', 'Pay and Create Account');
  await expect(page).toHaveURL(/\/dashboard$/);
  await page.goto('/dashboard?tab=account');
  await expect(page.getByText('Writer ($4.99/month)')).toBeVisible();
  await page.getByRole('tabpanel', { name: 'Account' }).getByRole('link', { name: 'Upgrade Plan' }).click();

  // Signed in: no info or account step, the plan marked, and the trial is for new members only.
  await expect(page.getByRole('heading', { level: 1, name: /^Change Your Membership/ })).toBeVisible();
  await expect(page.getByRole('button', { name: 'Writer, your current plan' })).toBeDisabled();
  await expect(page.getByText('The free trial is for new members.')).toBeVisible();
  const started = page.waitForResponse('**/api/create-subscription-payment-intent');
  await page.getByRole('button', { name: 'Upgrade to Editorial Partner' }).click();
  const { clientSecret } = (await (await started).json()) as { clientSecret: string };
  await payWithTestCard(page, '4242 4242 4242 4242', 'Confirm Plan');
  await expect(page).toHaveURL(/\/dashboard$/);
  await expect(page.getByText('Subscription Updated')).toBeVisible();
  await page.goto('/dashboard?tab=account');
  await expect(page.getByText('Editorial Partner ($99.00/month)')).toBeVisible();

  // The upgrade's own result page confirms it, with the plan and its price (it said 'Payment Processing Error').
  await page.goto(`/subscription-success?setup_intent=${clientSecret.split('_secret_')[0]}`);
  await expect(page.getByRole('heading', { name: 'Payment Successful!' })).toBeVisible();
  await expect(page.getByText('Your plan is changed.')).toBeVisible();
  const summary = page.locator('.pw-payment-summary');
  await expect(summary).toContainText('Editorial Partner');
  await expect(summary).toContainText('$99.00/month');
  await expect(summary).toContainText(/Next billing date[A-Z][a-z]+ \d{1,2}, \d{4}/);
});

test("a member's upgrade confirmed on the bank's page is applied by the result page", async ({ page }) => {
  await register(page, 'Writer', 'Pay and Create Account');
  await expect(page).toHaveURL(/\/dashboard$/);
  await page.goto('/register');
  const started = page.waitForResponse('**/api/create-subscription-payment-intent');
  await page.getByRole('button', { name: 'Upgrade to Professional' }).click();
  const { clientSecret } = (await (await started).json()) as { clientSecret: string };
  await expect(page.getByText('Test mode — no real charge')).toBeVisible();

  // What the bank's page does with Stripe: the card confirmed outside the wizard, then back to the return URL.
  await page.evaluate(async (secret) => {
    const csrf = decodeURIComponent(document.cookie.match(/XSRF-TOKEN=([^;]+)/)?.[1] ?? '');
    const card = { cardNumber: '4242 4242 4242 4242', expiry: '12/34', cvc: '123' };
    const response = await fetch('/api/billing/sandbox/confirm', {
      method: 'POST',
      headers: { 'Content-Type': 'application/json', 'X-XSRF-TOKEN': csrf },
      body: JSON.stringify({ clientSecret: secret, ...card }),
    });
    if (!response.ok) throw new Error(await response.text());
  }, clientSecret);
  await page.goto(`/subscription-success?setup_intent=${clientSecret.split('_secret_')[0]}`);
  await expect(page.getByText('Your plan is changed.')).toBeVisible();
  await expect(page.locator('.pw-payment-summary')).toContainText('Professional');
  await page.getByRole('link', { name: 'Go to Dashboard' }).click();
  await page.getByRole('tab', { name: 'Account' }).click();
  await expect(page.getByText('Professional ($49.00/month)')).toBeVisible();
});

test('the tier cards and the payment step have no serious accessibility violations', async ({ page }) => {
  const who = visitor();
  const audit = () => expectNoSeriousViolations(page);
  await page.goto('/register');
  await fillInfo(page, who.email);
  await fillAccount(page, who);
  await expect(page.getByRole('heading', { level: 1, name: /Select Your Preferred Tier$/ })).toBeVisible();
  await audit();
  await page.getByRole('button', { name: 'Choose Writer' }).click();
  await expect(page.getByText('Test mode — no real charge')).toBeVisible();
  await audit();
});

/**
 * Issue 29: a member's /register was index.html, painted once the app's code had come (LCP 5 s on a phone). The server
 * renders the membership step for the member from the answers of the page's data block; the browser hydrates it.
 */
test("a member's /register arrives with the tier cards rendered for them, and hydrates without errors, calls or shifts", async ({
  page,
}) => {
  await page.setViewportSize({ width: 360, height: 780 });
  await sendOk(page.context(), '/api/login', demoMember);
  await watchLayoutShift(page);
  const problems = watchConsole(page);
  const apiCalls: string[] = [];
  page.on('request', (request) => {
    const { pathname } = new URL(request.url());
    if (pathname.startsWith('/api/')) apiCalls.push(pathname);
  });

  const response = await page.goto('/register');
  const html = ((await response?.text()) ?? '').replace(/<!-- -->/g, '');
  expect(html).toMatch(/<h1 class="pw-register__title">Change Your Membership - [^<]+<\/h1>/);
  expect(html).toContain('<h2 class="pw-tier__name">Professional</h2>');
  expect(html).toContain('Compare the tiers');

  await hydrated(page);
  await page.evaluate(() => new Promise((done) => requestAnimationFrame(() => requestAnimationFrame(done))));
  expect(await layoutShiftSoFar(page)).toBeLessThan(0.05);
  expect(apiCalls).toEqual([]);
  expect(problems).toEqual([]);

  // It is the wizard: choosing a plan opens the payment step.
  await page.locator('.pw-register__tiers button:not([disabled])').first().click();
  await expect(page.getByRole('heading', { level: 1, name: 'Complete Your Membership' })).toBeVisible();
  expect(problems.filter((problem) => !problem.includes('deprecated'))).toEqual([]);

  // A visitor of the same address gets the visitor's first step, with nothing of the member's.
  await page.context().clearCookies();
  const visitorHtml = (await (await page.goto('/register'))?.text()) ?? '';
  expect(visitorHtml).toContain('Basic Information');
  expect(visitorHtml).not.toContain('<h2 class="pw-tier__name">');
});
