import { expect, test, type Browser, type Page } from './fixtures';
import { approvedMember, demoAdmin, demoMember } from './accounts';
import { expectNoSeriousViolations } from './axe';
import { waitForMail } from './mailbox';
import { cents, expectNoOverflow, layoutShiftSoFar, send, sendOk, signIn, stamp, watchLayoutShift } from './steps';

/**
 * Issue 14's admin console in a real browser against the real server: an editor runs a piece of paid work from
 * brief to payout with the console's own screens while the approved demo member writes it, deactivates a
 * member who is then signed out, and every tab and page passes axe and fits a 360 px screen.
 */

const ADMIN_TABS = [
  'overview',
  'users',
  'assignments',
  'payouts',
  'applications',
  'feed',
  'newsletter',
  'audit-log',
] as const;

/** The Overview's figures, read once they have loaded. */
async function overviewOf(page: Page) {
  await page.goto('/admin');
  const figure = (label: string) => page.getByRole('listitem').filter({ hasText: label });
  await expect(figure('Pending payouts')).toContainText('$');
  const caption = page.getByText(/^In the last \d+ weeks:/);
  await expect(caption).toBeVisible();
  const [, completed = '0'] = /(\d+) assignments? completed/.exec((await caption.textContent()) ?? '') ?? [];
  const value = async (label: string) => (await figure(label).locator('.pw-overview__value').textContent()) ?? '';
  return {
    submissions: Number((await value('Submissions awaiting review')).replace(/,/g, '')),
    pendingCents: cents(await value('Pending payouts')),
    paidOutCents: cents((await caption.textContent()) ?? ''),
    completed: Number(completed),
  };
}

/** A `datetime-local` value a week ahead, in the browser's (and this process's) time zone. */
function aWeekAhead() {
  const at = new Date(Date.now() + 7 * 24 * 60 * 60 * 1000);
  const pad = (value: number) => String(value).padStart(2, '0');
  return `${at.getFullYear()}-${pad(at.getMonth() + 1)}-${pad(at.getDate())}T${pad(at.getHours())}:${pad(at.getMinutes())}`;
}

async function memberSession(browser: Browser) {
  const context = await browser.newContext();
  const page = await context.newPage();
  await signIn(page, approvedMember, '/login');
  return { context, page };
}

test('an editor runs paid work from brief to payout in the console', async ({ page, browser }) => {
  const title = `Checklist: Choosing a Payroll Provider (${stamp()})`;
  await signIn(page, demoAdmin, '/admin-login');
  await expect(page.getByRole('tab', { name: 'Overview', selected: true })).toBeVisible();
  const before = await overviewOf(page);

  // The brief: 120 words at $0.50 a word pays $60.00.
  await page.getByRole('tab', { name: 'Assignments' }).click();
  await expect(page).toHaveURL(/\/admin\?tab=assignments$/);
  await page.getByRole('button', { name: 'Create Assignment' }).click();
  const form = page.getByRole('dialog', { name: 'Create Assignment' });
  await form.getByLabel('Title').fill(title);
  await form
    .getByLabel('Description')
    .fill('A one-page checklist for owners of small firms choosing their first payroll provider.');
  await form.getByLabel('Word Count').fill('120');
  await form.getByLabel('Pay Rate ($)').fill('0.50');
  await form.getByLabel('Deadline').fill(aWeekAhead());
  await form.getByRole('button', { name: 'Create Assignment' }).click();
  await expect(page.getByText('Assignment created successfully')).toBeVisible();

  // Assign it to the approved demo member, found by the picker's search.
  await page.getByRole('searchbox', { name: 'Search assignments' }).fill(title);
  await page.getByRole('searchbox', { name: 'Search assignments' }).press('Enter');
  const row = page.getByRole('row').filter({ hasText: title });
  await expect(row).toContainText('$0.50 per word');
  await expect(row).toContainText('— / 120 words');
  await row.getByRole('button', { name: `Assign ${title}` }).click();
  const assign = page.getByRole('dialog', { name: `Assign "${title}"` });
  // The picker offers only members who can take work: the demo member has not passed the quiz, so is not offered.
  await assign.getByRole('combobox', { name: 'Member' }).fill(demoMember.email);
  await expect(page.getByText('No member who can take work matches')).toBeVisible();
  await assign.getByRole('combobox', { name: 'Member' }).fill(approvedMember.email);
  // Each with their plan and the work they hold.
  await expect(page.locator('.ant-select-item-option', { hasText: approvedMember.email })).toContainText(
    /— (Writer|Professional|Editorial Partner|Free Trial) · (no|\d) active assignments?$/,
  );
  // The picker searches as it is typed: a click on an option of a list being redrawn selects nothing, so click the
  // option until the selection has taken (the Assign button is enabled only with a member chosen).
  await expect(async () => {
    await page.locator('.ant-select-item-option', { hasText: approvedMember.email }).click({ timeout: 2_000 });
    await expect(assign.getByRole('button', { name: 'Assign' })).toBeEnabled({ timeout: 1_000 });
  }).toPass({ timeout: 20_000 });
  await assign.getByRole('button', { name: 'Assign' }).click();
  await expect(page.getByText('Assignment assigned successfully')).toBeVisible();
  await expect(row).toContainText('Assigned');
  await expect(row).toContainText(approvedMember.email);
  await expectNoSeriousViolations(page);

  // It opens on its own page, in a new tab.
  const [detail] = await Promise.all([
    page.context().waitForEvent('page'),
    row.getByRole('link', { name: new RegExp(title.replace(/[()]/g, '\\$&')) }).click(),
  ]);
  await expect(detail.getByRole('heading', { level: 1, name: title })).toBeVisible();
  const id = Number(/\/admin\/assignment\/(\d+)$/.exec(detail.url())?.[1]);
  expect(id).toBeGreaterThan(0);

  // The member hands it in; the Overview counts one more submission to review.
  const member = await memberSession(browser);
  const firstDraft = 'Before you compare prices, list every pay run your firm makes in a year and who approves it.';
  await sendOk(member.context, `/api/assignments/${id}/submit`, { content: firstDraft });
  expect((await overviewOf(page)).submissions).toBe(before.submissions + 1);

  // The editor asks for a revision: notes are required.
  await detail.reload();
  await expect(detail.getByRole('region', { name: 'Submitted versions' })).toContainText('18 / 120 words');
  await detail.getByRole('button', { name: 'Request revision' }).click();
  await expect(detail.getByRole('alert').filter({ hasText: 'Write what the writer should revise.' })).toBeVisible();
  await detail.getByLabel('Notes for the writer').fill('Add what to ask about year-end forms.');
  await detail.getByRole('button', { name: 'Request revision' }).click();
  await expect(detail.getByText('Assignment updated successfully')).toBeVisible();
  await expect(detail.getByText('Revision requested').first()).toBeVisible();
  await expectNoSeriousViolations(detail);

  // The member resubmits; the editor completes it, which opens its $60.00 payout.
  await sendOk(member.context, `/api/assignments/${id}/submit`, {
    content: `${firstDraft} Ask each provider who files the year-end forms, and what it charges to correct one.`,
  });
  await detail.reload();
  await expect(detail.getByRole('region', { name: 'Submitted versions' }).locator('summary')).toHaveCount(2);
  // Complete asks first, naming the writer and the pay; Cancel leaves the work submitted.
  await detail.getByRole('button', { name: 'Complete' }).click();
  const ask = detail.getByRole('tooltip').filter({ hasText: 'and pay Rosa Lindqvist $60.00?' });
  await expect(ask).toContainText(
    'The assignment is completed and a pending payout of $60.00 is created for Rosa Lindqvist.',
  );
  await ask.getByRole('button', { name: 'Cancel' }).click();
  await expect(ask).toBeHidden();
  await detail.reload();
  await expect(detail.getByRole('region', { name: 'Review' })).toBeVisible();
  expect((await overviewOf(page)).submissions).toBe(before.submissions + 1);
  await detail.getByRole('button', { name: 'Complete' }).click();
  await ask.getByRole('button', { name: 'Complete' }).click();
  await expect(detail.getByText('Assignment updated successfully')).toBeVisible();
  // The confirmation names the pay too: read the detail once it has closed.
  await expect(ask).toBeHidden();
  await expect(detail.getByText('$60.00')).toBeVisible();
  await detail.close();
  const completed = await overviewOf(page);
  expect(completed.pendingCents).toBe(before.pendingCents + 6000);

  // The payout is in the Payouts tab. Process sends it to the member's (seeded, sandbox) payout account, which pays
  // at once (D21).
  await page.getByRole('tab', { name: 'Payouts' }).click();
  await page.getByRole('searchbox', { name: 'Search payouts' }).fill(title);
  await page.getByRole('searchbox', { name: 'Search payouts' }).press('Enter');
  const payout = page.getByRole('row').filter({ hasText: title });
  await expect(payout).toContainText('$60.00');
  await expect(payout).toContainText('Pending');
  // Each move asks first with the member, the amount and what happens; Cancel changes nothing.
  const confirmation = (question: string) => page.getByRole('tooltip').filter({ hasText: question });
  await payout.getByRole('button', { name: /^Mark Complete/ }).click();
  const markPaid = confirmation('Mark $60.00 to Rosa Lindqvist as paid?');
  await expect(markPaid).toContainText('The payout is marked completed: Rosa Lindqvist has been paid $60.00');
  await markPaid.getByRole('button', { name: 'Cancel' }).click();
  await expect(markPaid).toBeHidden();
  await expect(payout).toContainText('Pending');
  await payout.getByRole('button', { name: /^Process/ }).click();
  const process = confirmation('Process $60.00 for Rosa Lindqvist?');
  await expect(process).toContainText("is sent to Rosa Lindqvist's payout account now, through the payment provider");
  await process.getByRole('button', { name: 'Process' }).click();
  await expect(page.getByText('Payout updated successfully').first()).toBeVisible();
  await expect(payout).toContainText('Completed');
  await expect(payout).toContainText('Paid ');
  await expect(payout.getByRole('button')).toHaveCount(0);

  // The Overview has moved: the pending total is back, the week counts the work and the money paid.
  const after = await overviewOf(page);
  expect(after.pendingCents).toBe(before.pendingCents);
  expect(after.completed).toBe(before.completed + 1);
  expect(after.paidOutCents).toBe(before.paidOutCents + 6000);
  await member.context.close();
});

test('a deactivated member loses their session at once and cannot sign in', async ({ page, browser }) => {
  // A member of their own, registered through the API with the sandbox card, so the seeded ones stay active.
  const id = stamp();
  const who = { email: `lapsed${id}@example.com`, password: 'pen-and-ink-2026', username: `l${id}`.slice(0, 20) };
  const context = await browser.newContext();
  const setup = (await sendOk(context, '/api/create-subscription-payment-intent', {
    tier: 'free_trial',
    customerInfo: { email: who.email, name: 'Ines Marlow', firstName: 'Ines', lastName: 'Marlow' },
  })) as { clientSecret: string; customerId: string; subscriptionId: string };
  await sendOk(context, '/api/billing/sandbox/confirm', {
    clientSecret: setup.clientSecret,
    cardNumber: '4242 4242 4242 4242',
    expiry: '12/34',
    cvc: '123',
  });
  await sendOk(context, '/api/create-account', {
    email: who.email,
    firstName: 'Ines',
    lastName: 'Marlow',
    username: who.username,
    password: who.password,
    address: '3 Ropewalk Lane, Whitby',
    tier: 'free_trial',
    stripeCustomerId: setup.customerId,
    stripeSubscriptionId: setup.subscriptionId,
  });
  const writer = await context.newPage();
  await writer.goto('/dashboard');
  await expect(writer.getByRole('banner').getByRole('button', { name: 'Sign Out' })).toBeVisible();

  await signIn(page, demoAdmin, '/admin-login');
  await page.getByRole('tab', { name: 'Users' }).click();
  await page.getByRole('searchbox', { name: 'Search users' }).fill(who.email);
  await page.getByRole('searchbox', { name: 'Search users' }).press('Enter');
  const toggle = page
    .getByRole('row')
    .filter({ hasText: who.email })
    .getByRole('switch', { name: 'Active: Ines Marlow' });
  await expect(toggle).toBeChecked();
  await toggle.click();
  await expect(page.getByText('User updated successfully')).toBeVisible();
  await expect(toggle).not.toBeChecked();

  // The session ended at once: what the writer's next click asks of the server (the Payouts tab reads the payout
  // account) is refused, and the next page they load is a visitor's.
  const refused = writer.waitForResponse((response) => response.url().includes('/api/') && response.status() === 401);
  await writer.getByRole('tab', { name: 'Payouts' }).click();
  await refused;
  await writer.reload();
  await expect(writer).toHaveURL(/\/login$/);
  await expect(writer.getByRole('banner').getByRole('link', { name: 'Sign In' })).toBeVisible();
  expect((await send(context, 'GET', '/api/user')).status()).toBe(401);
  await context.close();

  const again = await browser.newPage();
  await again.goto('/login');
  await again.getByLabel('Email', { exact: true }).fill(who.email);
  await again.getByLabel('Password', { exact: true }).fill(who.password);
  await again.getByRole('main').getByRole('button', { name: 'Sign In' }).click();
  // The page's own alert (the error toast outside <main> says the same and stays until closed).
  await expect(again.getByRole('main').getByRole('alert').filter({ hasText: 'Login Failed' })).toContainText(
    'This account has been deactivated. Please contact support.',
  );
  await again.close();
});

test("the Overview's figure opens the active assignments filtered; the table sorts and filters on the server", async ({
  page,
}) => {
  await signIn(page, demoAdmin, '/admin-login');
  await page.goto('/admin');
  await page.getByRole('link', { name: 'View assignments' }).click();
  await expect(page).toHaveURL(/\/admin\?tab=assignments&status=available,assigned,in_progress$/);
  const statusFilter = page.locator('.pw-admin__status-filter');
  for (const label of ['Available', 'Assigned', 'In progress']) await expect(statusFilter).toContainText(label);

  const listAnswer = (match: (url: URL) => boolean) =>
    page.waitForResponse((response) => {
      const url = new URL(response.url());
      return url.pathname === '/api/admin/assignments' && match(url);
    });
  type Row = { deadline: string; status: string; overdue: boolean };
  const deadline = page.getByRole('columnheader', { name: 'Deadline' });
  const sorted = listAnswer((url) => url.searchParams.get('sortBy') === 'deadline');
  await deadline.click();
  const { items } = (await (await sorted).json()) as { items: Row[] };
  expect(items.length).toBeGreaterThan(0);
  expect(items.every((row) => ['available', 'assigned', 'in_progress'].includes(row.status))).toBe(true);
  const times = items.map((row) => Date.parse(row.deadline));
  expect(times).toEqual([...times].sort((a, b) => a - b));
  await expect(deadline).toHaveAttribute('aria-sort', 'ascending');

  // Overdue only, then every filter cleared: the address follows.
  const overdue = listAnswer((url) => url.searchParams.get('overdue') === 'true');
  await page.getByRole('checkbox', { name: 'Overdue only' }).check();
  expect(((await (await overdue).json()) as { items: Row[] }).items.every((row) => row.overdue)).toBe(true);
  await expect(page).toHaveURL(/&overdue=true$/);
  await statusFilter.hover();
  await statusFilter.locator('.ant-select-clear').click();
  await page.getByRole('checkbox', { name: 'Overdue only' }).uncheck();
  await expect(page).toHaveURL(/\/admin\?tab=assignments$/);
});

test("an editor reads a member's application, quiz, subscription, work and earnings on their page", async ({
  page,
}) => {
  await signIn(page, demoAdmin, '/admin-login');
  await page.goto('/admin?tab=users');
  await page.getByRole('searchbox', { name: 'Search users' }).fill(approvedMember.email);
  await page.getByRole('searchbox', { name: 'Search users' }).press('Enter');
  const row = page.getByRole('row').filter({ hasText: approvedMember.email });
  // The Users list shows where each application stands.
  await expect(row.getByRole('cell').filter({ hasText: /^APPROVED$/ })).toBeVisible();
  await row.getByRole('link', { name: 'Edit Rosa Lindqvist' }).click();

  await expect(page.getByRole('heading', { level: 1, name: 'Edit User' })).toBeVisible();
  const section = (name: string) => page.getByRole('region', { name, exact: true });
  await expect(section('Account').getByLabel('First Name')).toHaveValue('Rosa');
  await expect(section('Application')).toContainText('APPROVED');
  await expect(section('Application')).toContainText('Strong assessment and two clean B2B samples.');
  await expect(section('Application')).toContainText('Acknowledged');
  await expect(section('Quiz attempts')).toBeVisible();
  await expect(section('Subscription')).toContainText('Professional');
  await expect(section('Earnings')).toContainText(/Pending\$[\d,]+\.\d{2} \(pending and processing\)/);
  const work = section('Assignments');
  await expect(work.getByRole('listitem').filter({ hasText: 'Completed' }).first()).toContainText(
    /Payout \$[\d,]+\.\d{2}/,
  );
  await expect(work.getByRole('link').first()).toHaveAttribute('href', /^\/admin\/assignment\/\d+$/);
});

// One journey per width: each walks every page with axe, about a minute on a quiet machine.
for (const width of [1280, 360]) {
  test(`every tab and both detail pages pass axe and fit the screen at ${width} px`, async ({ page }) => {
    await signIn(page, demoAdmin, '/admin-login');
    const settled = async () => {
      await expect(page.locator('.ant-skeleton, .ant-spin-spinning')).toHaveCount(0);
    };

    // The detail pages of the approved demo member and of the newest assignment.
    await page.goto('/admin?tab=users');
    await page.getByRole('searchbox', { name: 'Search users' }).fill(approvedMember.email);
    await page.getByRole('searchbox', { name: 'Search users' }).press('Enter');
    const userPage = await page
      .getByRole('row')
      .filter({ hasText: approvedMember.email })
      .getByRole('link')
      .getAttribute('href');
    await page.goto('/admin?tab=assignments');
    await settled();
    const assignmentPage = await page
      .getByRole('link', { name: /opens in a new tab/ })
      .first()
      .getAttribute('href');
    // The detail pages' links were read from the tables at the default width; narrow lists are cards.
    await page.setViewportSize({ width, height: 900 });
    const pages = [
      ...ADMIN_TABS.map((tab) => `/admin?tab=${tab}`),
      // The Assignments tab with every filter the Overview links to showing.
      '/admin?tab=assignments&status=available,assigned,in_progress&overdue=true',
      // An empty list, whatever the data: completed work is never overdue. Its empty text must be readable too.
      '/admin?tab=assignments&status=completed&overdue=true',
      userPage,
      assignmentPage,
    ];

    for (const path of pages) {
      await page.goto(path ?? '/admin');
      await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
      await settled();
      await expectNoSeriousViolations(page);
      // Tables scroll inside their own box: the page itself is never wider than the screen.
      await expectNoOverflow(page, `${path} at ${width} px`);
    }
  });
}

test("at 1280 px the lists' Actions columns show their buttons whole, without scrolling the table", async ({
  page,
}) => {
  await page.setViewportSize({ width: 1280, height: 900 });
  await signIn(page, demoAdmin, '/admin-login');
  for (const [tab, role, name] of [
    ['assignments', 'button', /^Assign /],
    ['payouts', 'button', /^Mark Complete: /],
    ['users', 'link', /^Edit /],
  ] as const) {
    await page.goto(`/admin?tab=${tab}`);
    const first = page.getByRole('table').getByRole(role, { name }).first();
    await expect(first).toBeVisible();
    // Whole: inside the table's own scrolling box (which clips what sticks out) and inside the screen.
    for (const shown of [page.getByRole('columnheader', { name: 'Actions' }), first]) {
      const edges = await shown.evaluate((element) => {
        const box = element.closest('.ant-table-content, .ant-table-body, .ant-table-container') ?? document.body;
        const [own, clip] = [element.getBoundingClientRect(), box.getBoundingClientRect()];
        return { left: own.left - clip.left, right: clip.right - own.right, screen: window.innerWidth - own.right };
      });
      expect(edges, `${tab}: the Actions column's edges against its table and the screen`).toEqual({
        left: expect.any(Number),
        right: expect.any(Number),
        screen: expect.any(Number),
      });
      expect(
        Math.min(edges.left, edges.right, edges.screen),
        `${tab}: ${JSON.stringify(edges)}`,
      ).toBeGreaterThanOrEqual(0);
    }
  }
});

test('an editor writes a newsletter issue, previews it as the mail and sends a test that arrives', async ({ page }) => {
  const title = `November at the collective (${stamp()})`;
  await signIn(page, demoAdmin, '/admin-login');
  await page.getByRole('tab', { name: 'Newsletter' }).click();
  await expect(page).toHaveURL(/\/admin\?tab=newsletter$/);
  await page.getByLabel('Title', { exact: true }).fill(title);
  await page
    .getByLabel('Text', { exact: true })
    .fill('Three briefs open this week: **read them** before Friday.\n\n<script>alert(1)</script> stays text.');

  // The server renders the mail's template; the page shows it in a sandboxed frame, its HTML written as text.
  await page.getByRole('button', { name: 'Preview' }).click();
  const preview = page.getByRole('dialog', { name: 'Preview' });
  await expect(preview.getByText(`Subject: ${title}`)).toBeVisible();
  const mail = preview.frameLocator('iframe[title="Email preview"]');
  await expect(mail.locator('strong', { hasText: 'read them' })).toBeVisible();
  await expect(mail.getByText('<script>alert(1)</script> stays text.', { exact: true })).toBeVisible();
  await page.keyboard.press('Escape');
  await expect(preview).toBeHidden();

  await page.getByRole('button', { name: 'Send test to me' }).click();
  await expect(page.getByText(`The issue is on its way to ${demoAdmin.email}.`)).toBeVisible();
  const received = await waitForMail({ to: demoAdmin.email, subject: /^\[Test\] November at the collective/ });
  expect(received.subject).toBe(`[Test] ${title}`);
  expect(received.text).toContain('read them');
  expect(received.html).toContain('&lt;script&gt;');
  await expect(page.getByRole('row').filter({ hasText: title })).toContainText('Draft');
});

test('an editor sends a test message and reads it in the development mailbox at /admin/mail', async ({ page }) => {
  await signIn(page, demoAdmin, '/admin-login');
  await page.getByRole('link', { name: 'Mail' }).click();
  await expect(page).toHaveURL(/\/admin\/mail$/);
  await expect(
    page.getByText('Development mailbox: mail sent by this server in development; nothing here reached a real inbox'),
  ).toBeVisible();

  await page.getByRole('button', { name: 'Send a test message to me' }).click();
  await expect(page.getByText(`Test message queued to ${demoAdmin.email}`)).toBeVisible();
  const mailbox = page.getByRole('region', { name: 'Development mailbox' });
  await mailbox.getByRole('button', { name: 'Penwright Collective: a test message' }).first().click();

  const message = page.getByRole('article', { name: 'Message: Penwright Collective: a test message' });
  // The HTML as a mail client shows it, styles and all, in its sandbox.
  const html = message.frameLocator('iframe[title^="HTML of"]');
  await expect(html.getByText('Mail is working')).toBeVisible();
  await message.getByRole('tab', { name: 'Plain text' }).click();
  await expect(message.getByText(/this test message left the server/)).toBeVisible();
  await message.getByRole('tab', { name: 'Headers' }).click();
  await expect(message.getByRole('rowheader', { name: 'x-penwright-message' })).toBeVisible();

  const outbox = page.getByRole('region', { name: 'Outbox' });
  await expect(outbox.getByRole('row').filter({ hasText: demoAdmin.email }).first()).toContainText('Sent');
  await expectNoSeriousViolations(page);
});

/**
 * Issue 29: the Payouts tab's first page comes in the editor's HTML, drawn in plain elements, and in no member's or
 * visitor's; on a phone the tab's own list (its cards, with the buttons that move money) takes its place where it
 * stands, from the same answer: nothing on the screen moves and the server is not asked again.
 */
test("the Payouts tab's first page comes in the editor's page, and its list takes its place without moving or asking again", async ({
  page,
  browser,
}) => {
  await page.setViewportSize({ width: 412, height: 823 });
  await signIn(page, demoAdmin, '/admin-login');
  const forEditor = await (await page.request.get('/admin?tab=payouts')).text();
  expect(forEditor).toMatch(/<ul class="pw-admin-cards pw-admin-preview__cards" aria-label="Payouts">[^]*\$/);
  const member = await memberSession(browser);
  const visitor = await browser.newContext();
  for (const other of [member.context.request, visitor.request]) {
    const html = await (await other.get('/admin?tab=payouts')).text();
    expect(html).not.toContain('pw-admin-preview');
    expect(html).not.toContain('getAdminPayouts');
  }
  await Promise.all([member.context.close(), visitor.close()]);

  // The tab's code is held back until the first view has been measured.
  let release = () => {};
  const held = new Promise<void>((resolve) => (release = resolve));
  await page.route(/\/assets\/PayoutsTab-[\w-]+\.js$/, async (route) => {
    await held;
    await route.continue();
  });
  const asked: string[] = [];
  page.on('request', (request) => void (request.url().includes('/api/admin/payouts') && asked.push(request.url())));
  await watchLayoutShift(page);
  await page.goto('/admin?tab=payouts');
  const firstCard = page.getByRole('list', { name: 'Payouts' }).getByRole('listitem').first();
  await expect(firstCard).toBeVisible();
  await expect(page.locator('.pw-admin-preview')).toHaveCount(1);
  const before = await firstCard.boundingBox();

  release();
  await expect(page.locator('.pw-admin-preview')).toHaveCount(0);
  await expect(page.getByRole('combobox', { name: 'Sort by' })).toBeVisible();
  const after = await firstCard.boundingBox();
  expect(after!.y).toBeCloseTo(before!.y, 1);
  expect(after!.height).toBeCloseTo(before!.height, 1);
  await page.evaluate(() => new Promise((done) => requestAnimationFrame(() => requestAnimationFrame(done))));
  expect(await layoutShiftSoFar(page)).toBe(0);
  expect(asked).toEqual([]);
});
