import { expect, test } from './fixtures';
import { expectNoSeriousViolations } from './axe';
import { readFile } from 'node:fs/promises';
import { demoMember, LANDING_HEADLINE } from './accounts';
import { answerLesson } from './courses';
import { linkIn, waitForMail } from './mailbox';
import { answerApplication, stamp } from './steps';

test('a visitor reads the landing page, opens an article and walks the questionnaire to registration', async ({
  page,
}) => {
  await page.goto('/');
  await expect(page.getByRole('heading', { level: 1, name: LANDING_HEADLINE })).toBeVisible();
  await expect(page).toHaveTitle(/Penwright Collective/);
  const news = page.getByRole('region', { name: 'Industry News & Insights' });
  await expect(news.getByRole('listitem')).toHaveCount(6);
  const sidebar = page.getByRole('complementary', { name: 'Community' });
  await expect(sidebar.getByRole('listitem').first()).toBeVisible(); // the seeded feed
  await expect(sidebar.getByText('Active Writers')).toBeVisible();
  const organization = await page.locator('script[type="application/ld+json"]').textContent();
  expect(JSON.parse(organization ?? '{}')).toMatchObject({ '@type': 'Organization' });
  await expectNoSeriousViolations(page);

  await page.getByRole('link', { name: /^Product Review Writing/ }).click();
  await expect(page).toHaveURL(/\/articles\/product-review-writing$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Product Review Writing' })).toBeVisible();
  await expect(page).toHaveTitle('Product Review Writing | Penwright Freelance Writing Opportunities');
  await expect(page.getByText('Hourly Rate')).toBeVisible();
  await expectNoSeriousViolations(page);

  await page.getByRole('link', { name: 'Apply to Penwright Today' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Apply For Penwright' })).toBeVisible();
  await page.getByRole('button', { name: 'Next' }).click();
  await expect(page.getByRole('alert')).toContainText('Please enter your name');
  await answerApplication(page, 'Ada Lovelace');
  const stored = await page.evaluate(() => sessionStorage.getItem('penwright.applyAnswers'));
  expect(JSON.parse(stored ?? '{}')).toMatchObject({ name: 'Ada Lovelace', writingTypes: ['Blog Posts'] });
});

test('a visitor completes Grammar Essentials by answering each lesson right, after a wrong try that says why', async ({
  page,
}) => {
  await page.goto('/courses');
  await expect(page.getByRole('heading', { level: 1, name: 'Writing Courses' })).toBeVisible();
  await expectNoSeriousViolations(page);
  await page.getByRole('link', { name: 'Start Learning' }).nth(1).click();
  await expect(page).toHaveURL(/\/course\/grammar-essentials$/);

  const lessons = page.getByRole('navigation', { name: 'Lessons' }).getByRole('button');
  await expect(lessons).toHaveCount(6);
  await expect(page.getByRole('button', { name: 'Previous' })).toBeDisabled();
  await expect(page.getByRole('button', { name: 'Mark Complete' })).toHaveCount(0);

  // A wrong answer: the server says so and why, and the lesson stays open.
  await answerLesson(page, 'ge-1', 'wrong');
  const practice = page.getByRole('region', { name: 'Practice', exact: true });
  await expect(practice.getByText('Not quite.', { exact: true })).toBeVisible();
  await expect(practice).toContainText('Function decides the part of speech.');
  await expect(page.getByText('0 of 6 completed')).toBeVisible();
  await expectNoSeriousViolations(page);
  // The right answer completes it.
  await answerLesson(page, 'ge-1', 'right');
  await expect(practice.getByText('Correct.', { exact: true })).toBeVisible();
  await expect(page.getByText('1 of 6 completed')).toBeVisible();

  // The course completes only when every lesson has: five of six are not enough.
  for (let i = 1; i < 5; i += 1) {
    await lessons.nth(i).click();
    await answerLesson(page, `ge-${i + 1}`, 'right');
  }
  await expect(page.getByText('5 of 6 completed')).toBeVisible();
  await lessons.nth(5).click();
  await answerLesson(page, 'ge-6', 'wrong');
  await expect(page.getByRole('heading', { name: 'Course Completed!' })).toHaveCount(0);
  await answerLesson(page, 'ge-6', 'right');

  await expect(page.getByRole('heading', { name: 'Course Completed!' })).toBeVisible();
  const certificate = page.getByRole('region', { name: 'Certificate of Completion' });
  await expect(certificate).toContainText('Grammar Essentials');
  await expect(certificate.getByRole('listitem')).toHaveCount(4);
  await page.getByRole('button', { name: 'Restart Course' }).click();
  await expect(page.getByText('0 of 6 completed')).toBeVisible();
});

test('the demo member downloads a PDF', async ({ page }) => {
  await page.goto('/login');
  await page.getByLabel('Email', { exact: true }).fill(demoMember.email);
  await page.getByLabel('Password', { exact: true }).fill(demoMember.password);
  await page.getByRole('main').getByRole('button', { name: 'Sign In' }).click();
  await expect(page).toHaveURL(/\/dashboard$/);

  await page.goto('/resources');
  const downloading = page.waitForEvent('download');
  await page.getByRole('button', { name: 'Download Complete Style Guide' }).click();
  const download = await downloading;
  expect(download.suggestedFilename()).toBe('complete-style-guide.pdf');
  const file = await readFile((await download.path()) as string);
  expect(file.subarray(0, 5).toString('latin1')).toBe('%PDF-');
  expect(file.length).toBeGreaterThan(2000);
});

test('a visitor sees the members-only gate on the jobs board', async ({ page }) => {
  await page.goto('/jobs-board');
  await expect(page.getByRole('heading', { name: 'Members Only' })).toBeVisible();
  await expect(page.getByRole('main').getByRole('link', { name: 'Apply Now' })).toHaveAttribute('href', '/apply');
  await expect(page.getByRole('link', { name: /Upwork/ })).toHaveCount(0);
  const response = await page.request.get('/api/resources/download/complete-style-guide.pdf');
  expect(response.status()).toBe(401);
});

test('an unknown post and an unknown certificate each show their own not-found message', async ({ page }) => {
  await page.goto('/blog/no-such-post');
  await expect(page.getByRole('heading', { level: 1, name: 'Post Not Found' })).toBeVisible();
  await page.goto('/certificates/00000000-0000-4000-8000-000000000000');
  await expect(page.getByText('Certificate not found')).toBeVisible();
  await expect(page.getByText('No certificate has this ID.', { exact: false })).toBeVisible();
});

test('a visitor subscribes to the newsletter and confirms the address from the mail (double opt-in)', async ({
  page,
}) => {
  const email = `reader-${stamp()}@example.com`;
  // From the landing page's form, typed before the page has hydrated (it hydrates at the first interaction): the
  // address typed is kept.
  await page.goto('/');
  await page.getByLabel('Your e-mail address').fill(email);
  await page.getByRole('button', { name: 'Subscribe' }).click();
  await expect(page.getByText("You've been subscribed to our newsletter.")).toBeVisible();

  const mail = await waitForMail({ to: email, subject: /^Confirm your subscription/ });
  // Opening the link confirms nothing by itself (mail scanners open links): the page's button does.
  await page.goto(linkIn(mail, '/newsletter/confirm'));
  await expect(page.getByRole('heading', { level: 1, name: 'Confirm your subscription' })).toBeVisible();
  await page.getByRole('button', { name: 'Confirm my subscription' }).click();
  await expect(page.getByText('Your subscription is confirmed. Thank you!')).toBeVisible();
});
