/**
 * Report this car without JavaScript (issue 25 part 1, docs/moderation.md):
 * its link opens the car page with the dialog open, the form posts to the page, which
 * answers with the form again and its errors, then with the thank-you notice.
 */
import { expect, test } from '@playwright/test';
import { shot } from './fixtures/page-helpers.ts';

test('a visitor reports a car without JavaScript', async ({ page }, info) => {
  await page.goto('/search?sort=price_desc');
  // Each project reports a car of its own (three reports would hide one).
  const link = page
    .getByRole('article')
    .nth(info.project.name.startsWith('phone') ? 3 : 4)
    .locator('a[href^="/CarDetails/"]')
    .first();
  await page.goto((await link.getAttribute('href')) ?? '/');
  await page.getByRole('link', { name: 'Report this car' }).click();
  const dialog = page.getByRole('dialog', { name: 'Report this car' });
  await expect(dialog).toBeVisible();
  await dialog.getByLabel('Your mobile').fill('9876538821');
  await dialog.getByRole('button', { name: 'Send report' }).click();
  // The page answers with the form open again and its message.
  await expect(
    page.getByRole('dialog', { name: 'Report this car' }).getByText('Please choose a reason.'),
  ).toBeVisible();
  await shot(page, info, 'report-refused-no-js');
  const again = page.getByRole('dialog', { name: 'Report this car' });
  await again.getByLabel('Sent a UPI collect request or QR code').check();
  await again
    .getByLabel('Your mobile')
    .fill(`98765388${info.project.name.startsWith('phone') ? 21 : 22}`);
  await again.getByRole('button', { name: 'Send report' }).click();
  await expect(page.getByText('Thank you. Our team will check this car.')).toBeVisible();
  await shot(page, info, 'report-sent-no-js');
});
