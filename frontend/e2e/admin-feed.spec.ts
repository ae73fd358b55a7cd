import { expect, test } from './fixtures';
import { demoAdmin } from './accounts';
import { expectNoSeriousViolations } from './axe';
import { signIn } from './steps';

test('an admin posts to the feed, visitors see it at once, and a deletion takes it away', async ({ page, browser }) => {
  // The visitor reads the landing page first, so the feed's answer is cached (CONTENT_CACHE_SECONDS is 30).
  const visitor = await browser.newPage();
  await visitor.goto('/');
  const feed = visitor.getByRole('region', { name: 'Latest Updates' });
  await expect(feed.getByRole('listitem').first()).toBeVisible();

  await signIn(page, demoAdmin, '/admin-login');
  await expect(page.getByRole('tab', { name: 'Overview', selected: true })).toBeVisible();
  await expectNoSeriousViolations(page);
  await page.getByRole('tab', { name: 'Feed' }).click();
  const text = `Pitch window for the January issue opens Monday: send two angles, 50 words each. (${test.info().retry})`;
  await page.getByLabel('New post').fill(text);
  await page.getByRole('button', { name: 'Post', exact: true }).click();
  await expect(page.getByText('Post published')).toBeVisible();
  const row = page.getByRole('row').filter({ hasText: text });
  await expect(row).toBeVisible();
  // The server searches the stored posts; the list stays searched while the post is deleted below.
  await page.getByRole('searchbox', { name: 'Search posts' }).fill(`50 WORDS EACH. (${test.info().retry})`);
  await expect(page.getByText('1 post', { exact: true })).toBeVisible();
  await expect(row).toBeVisible();

  await expectNoSeriousViolations(page);

  await visitor.reload();
  await expect(feed.getByRole('listitem').first()).toContainText(text);

  await row.getByRole('button', { name: /^Delete post/ }).click();
  await page.getByRole('button', { name: 'Delete', exact: true }).click();
  await expect(row).toHaveCount(0);
  await expect(page.getByText('No posts match your search')).toBeVisible();

  await visitor.reload();
  await expect(feed.getByRole('listitem').first()).toBeVisible();
  await expect(feed).not.toContainText(text);
  await visitor.close();

  // The change is in the audit log, which is accessible too.
  await page.getByRole('tab', { name: 'Audit Log' }).click();
  await expect(page.getByText('feed_post.delete').first()).toBeVisible();
  await expectNoSeriousViolations(page);
});
