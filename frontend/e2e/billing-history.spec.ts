import { readFile } from 'node:fs/promises';
import { PDFParse } from 'pdf-parse';
import { expect, test } from './fixtures';
import { registerThroughApi } from './steps';

/**
 * Billing history and Update card (D21): a paying member of the journey's own downloads the receipt of their first
 * payment (its text read back) and replaces their card, a declined card first, which changes nothing.
 */
test('a member downloads a receipt and replaces their card after a declined one', async ({ page, context }) => {
  await registerThroughApi(context, 'Odile', 'Varnum', 'writer');
  await page.goto('/dashboard?tab=account');

  const history = page.locator('.ant-card').filter({ has: page.getByText('Billing history', { exact: true }) });
  const firstCharge = history.getByRole('row').nth(1);
  await expect(firstCharge).toContainText('Writer');
  await expect(firstCharge).toContainText('$4.99');
  await expect(firstCharge).toContainText('Paid');
  const [download] = await Promise.all([
    page.waitForEvent('download'),
    firstCharge.getByRole('link', { name: /Receipt for/ }).click(),
  ]);
  expect(download.suggestedFilename()).toMatch(/^receipt-PI-SBX-[0-9A-F]+\.pdf$/);
  const { text } = await new PDFParse({ data: await readFile(await download.path()) }).getText();
  for (const part of [
    'Odile Varnum',
    '$4.99 USD',
    'Visa ending in 4242',
    '1200 Market Street',
    'Wilmington, DE 19801',
  ]) {
    expect(text).toContain(part);
  }

  const payment = page.locator('.ant-card').filter({ has: page.getByText('Payment method', { exact: true }) });
  await expect(payment).toContainText('Visa ending in 4242');
  await payment.getByRole('button', { name: 'Update card' }).click();
  await expect(payment.getByText('Test mode — no real charge')).toBeVisible();
  await payment.getByLabel('Card number').fill('4000 0000 0000 0002');
  await payment.getByLabel('Expiry (MM/YY)').fill('12/34');
  await payment.getByLabel('CVC').fill('123');
  await payment.getByRole('button', { name: 'Save Card' }).click();
  await expect(payment.getByRole('alert').filter({ hasText: 'Card not updated' })).toContainText(
    'Your card was declined.',
  );

  await payment.getByLabel('Card number').fill('4242 4242 4242 4242');
  await payment.getByRole('button', { name: 'Save Card' }).click();
  await expect(page.getByText('Card Updated')).toBeVisible();
  await expect(payment.getByLabel('Card number')).toBeHidden();
  await expect(payment).toContainText('Visa ending in 4242');
  // The subscription is as it was: still Writer, still active, still one charge.
  const membership = page.locator('.ant-card').filter({ has: page.getByText('Membership', { exact: true }) });
  await expect(membership).toContainText('Writer ($4.99/month)');
  await expect(history.getByRole('row')).toHaveCount(2);
});
