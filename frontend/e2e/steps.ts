import { expect, type BrowserContext, type Page } from '@playwright/test';
import { codeFor, forgetLastCode } from './twoFactor';

/** What a sign-in form takes; an account with an authenticator app also its secret, for the second step (D19). */
export interface Account {
  email: string;
  password: string;
  totpSecret?: string;
}

/** A suffix that keeps e-mails, usernames and titles made by a run apart from every other run's. */
export const stamp = () => `${Date.now()}${Math.floor(Math.random() * 1000)}`;

/**
 * Signs in through the form and waits for the landing page: the dashboard from `/login`, the console from
 * `/admin-login`. A server-rendered form is filled only once the app has taken it over, or the typing would be lost.
 */
export async function signIn(page: Page, account: Account, form: '/login' | '/admin-login' = '/login') {
  await page.goto(form);
  await page.waitForLoadState('networkidle');
  await page.getByLabel('Email', { exact: true }).fill(account.email);
  await page.getByLabel('Password', { exact: true }).fill(account.password);
  await page.getByRole('main').getByRole('button', { name: 'Sign In' }).click();
  if (account.totpSecret) await secondStep(page, account.email, account.totpSecret);
  await expect(page).toHaveURL(form === '/login' ? /\/dashboard$/ : /\/admin$/);
}

/** The second step of a sign-in: a current code from the account's authenticator secret. */
export async function secondStep(page: Page, email: string, secret: string) {
  const field = page.getByLabel('Authentication code');
  await expect(field).toBeVisible();
  await forgetLastCode(email);
  await field.fill(await codeFor(secret));
  await page.getByRole('main').getByRole('button', { name: 'Verify' }).click();
}

/** A call as the context's signed-in browser makes it, with the CSRF double-submit the server asks for. */
export async function send(context: BrowserContext, method: 'POST' | 'PATCH' | 'GET', path: string, data?: object) {
  if (method !== 'GET') await context.request.get('/api/user'); // any answer sets the CSRF cookie
  const token = (await context.cookies()).find((cookie) => cookie.name === 'XSRF-TOKEN')?.value ?? '';
  return context.request.fetch(path, { method, data, headers: { 'X-XSRF-TOKEN': decodeURIComponent(token) } });
}

/** A change that must succeed; its answer. */
export async function sendOk(context: BrowserContext, path: string, data: object, method: 'POST' | 'PATCH' = 'POST') {
  const answer = await send(context, method, path, data);
  expect(answer.ok(), await answer.text()).toBe(true);
  return answer.json() as Promise<unknown>;
}

/** "$1,310.00" → 131000: figures are compared in cents, as the server sums them. */
export function cents(text: string): number {
  const match = /(-?)\$([\d,]+)\.(\d{2})/.exec(text);
  if (!match) throw new Error(`No amount in "${text}"`);
  const [, sign, dollars = '0', fraction = '0'] = match;
  const value = Number(dollars.replace(/,/g, '')) * 100 + Number(fraction);
  return sign ? -value : value;
}

/** How many pixels the page is wider than the screen (0 or less when it fits). */
export const sidewaysOverflow = (page: Page) =>
  page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);

/** The page is no wider than the screen (D16): tables scroll inside their own box. */
export async function expectNoOverflow(page: Page, what: string) {
  expect(await sidewaysOverflow(page), what).toBeLessThanOrEqual(0);
}

/** Registration's info step (a visitor's wizard), then Next. */
export async function fillInfo(page: Page, email: string) {
  await expect(
    page.getByRole('heading', { level: 1, name: /^Congrats! You.re Accepted - Register Here/ }),
  ).toBeVisible();
  await page.getByLabel('Email', { exact: true }).fill(email);
  await page.getByLabel('First Name').fill('Nora');
  await page.getByLabel('Last Name').fill('Quill');
  await page.getByLabel('Address').fill('12 Harbour Lane, Portland, ME');
  await page.getByRole('button', { name: 'Next' }).click();
}

/** Registration's credentials step, then Next. */
export async function fillAccount(page: Page, who: { username: string; password: string }) {
  await expect(page.getByRole('heading', { level: 1, name: 'Create Your Login Credentials' })).toBeVisible();
  await page.getByLabel('Username').fill(who.username);
  await page.getByLabel('Password', { exact: true }).fill(who.password);
  await page.getByLabel('Confirm Password').fill(who.password);
  await page.getByRole('button', { name: 'Next' }).click();
}

/** `/apply`'s five steps as a visitor answers them, from the open questionnaire to Continue to registration. */
export async function answerApplication(page: Page, name: string) {
  await expect(page.getByRole('heading', { level: 1, name: 'Apply For Penwright' })).toBeVisible();
  await page.getByLabel('Full name').fill(name);
  await page.getByRole('button', { name: 'Next' }).click();
  await page.getByRole('checkbox', { name: 'Blog Posts' }).check();
  await page.getByRole('button', { name: 'Next' }).click();
  await page.getByRole('checkbox', { name: 'Improve My Skills' }).check();
  await page.getByRole('button', { name: 'Next' }).click();
  await page.getByRole('radio', { name: 'I Acknowledge' }).check();
  await page.getByRole('button', { name: 'Next' }).click();
  await expect(page.getByText('Step 5 of 5')).toBeVisible();
  await page.getByRole('button', { name: 'Continue to registration' }).click();
  await expect(page).toHaveURL(/\/register$/);
}

/** A visitor's application from `/apply` (D2 step 1), ending on `/register`. */
export async function completeApplication(page: Page, name: string) {
  await page.goto('/apply');
  await answerApplication(page, name);
}

/**
 * A new member of the journey's own, registered through the API with the sandbox card (D2), signed in on `context`:
 * for journeys that change an account (its password, its status) and must leave the seeded ones as they are, or need
 * a tier no seeded member has (`tier`, the free trial unless given).
 */
export async function registerThroughApi(
  context: BrowserContext,
  firstName: string,
  lastName: string,
  tier: 'free_trial' | 'writer' | 'professional' | 'editorial_partner' = 'free_trial',
  /** The /apply answers, for a member with an application (the quiz's). */
  applyAnswers?: object,
) {
  const id = stamp();
  const who = {
    email: `${firstName.toLowerCase()}${id}@example.com`,
    password: 'pen-and-ink-2026',
    username: `${firstName.charAt(0).toLowerCase()}${id}`.slice(0, 20),
  };
  const setup = (await sendOk(context, '/api/create-subscription-payment-intent', {
    tier,
    customerInfo: { email: who.email, name: `${firstName} ${lastName}`, firstName, lastName },
  })) as { clientSecret: string; customerId: string; subscriptionId: string };
  await sendOk(context, '/api/billing/sandbox/confirm', {
    clientSecret: setup.clientSecret,
    cardNumber: '4242 4242 4242 4242',
    expiry: '12/34',
    cvc: '123',
  });
  await sendOk(context, '/api/create-account', {
    ...who,
    firstName,
    lastName,
    address: '3 Ropewalk Lane, Whitby',
    tier,
    stripeCustomerId: setup.customerId,
    stripeSubscriptionId: setup.subscriptionId,
    ...(applyAnswers ? { applyAnswers } : {}),
  });
  return who;
}

/**
 * What a page sends wrong as it loads: console errors and warnings and uncaught errors (a hydration that did not match
 * the server's HTML is one).
 */
export function watchConsole(page: Page): string[] {
  const problems: string[] = [];
  page.on('console', (message) => {
    if (message.type() === 'error' || message.type() === 'warning')
      problems.push(`${message.type()}: ${message.text()}`);
  });
  page.on('pageerror', (error) => problems.push(`uncaught: ${error.message}`));
  return problems;
}

/** A page the server rendered has hydrated: AppLayout lifts the server's mark once the page's own boundary has. */
export async function hydrated(page: Page) {
  await expect(page.locator('#root')).not.toHaveAttribute('data-hydrating');
}

/**
 * A page for reading (prerenderRoutes.ts) hydrates at the reader's first interaction: a key is pressed, as a reader
 * would, until it has (a key pressed before the app's code has loaded, once the page is painted, is not seen).
 */
export async function hydratedOnInteraction(page: Page) {
  await expect(async () => {
    await page.keyboard.press('Shift');
    await expect(page.locator('#root')).not.toHaveAttribute('data-hydrating', { timeout: 1_000 });
  }).toPass({ timeout: 15_000 });
}

/**
 * From the page's first byte on, the layout shifts not caused by the reader's input, summed (Chrome's Layout
 * Instability API, as CLS counts them): `layoutShiftSoFar` reads the sum.
 */
export async function watchLayoutShift(page: Page) {
  await page.addInitScript(() => {
    (window as unknown as { layoutShift: number }).layoutShift = 0;
    new PerformanceObserver((list) => {
      for (const entry of list.getEntries() as unknown as { value: number; hadRecentInput: boolean }[]) {
        if (!entry.hadRecentInput) (window as unknown as { layoutShift: number }).layoutShift += entry.value;
      }
    }).observe({ type: 'layout-shift', buffered: true });
  });
}

export const layoutShiftSoFar = (page: Page) =>
  page.evaluate(() => (window as unknown as { layoutShift: number }).layoutShift);
