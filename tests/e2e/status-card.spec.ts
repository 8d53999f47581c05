/**
 * Promote on WhatsApp Status in Chromium (issue 12 items 4 and 6), on a
 * phone and a desktop: from My Vehicles the seller opens the dialog of
 * their live car, sees the 1080x1920 picture load, downloads it, copies the
 * caption and finds the WhatsApp link; another seller's Rand answers 404.
 * Screenshots go to test-results/screenshots.
 */
import { expect, test } from './fixtures/accounts.ts';
import {
  dismissToasts,
  expectNoSeriousA11yViolations,
  gotoLive,
  shot,
  slowDown,
} from './fixtures/page-helpers.ts';

test('a seller promotes a live car on WhatsApp Status: picture, download, caption and share link', async ({
  page,
  context,
  seller,
}, info) => {
  await context.grantPermissions(['clipboard-read', 'clipboard-write']);
  await gotoLive(page, '/MyVehicles');
  const listing = page.getByRole('article').filter({ hasText: seller.car.carNumber });
  // A slow connection first: the dialog shows the picture being made, its buttons not yet usable.
  const fast = await slowDown(page, '**/api/StatusCard/Card?*', 2500);
  await listing.getByRole('button', { name: /^Promote on WhatsApp Status/ }).click();

  const dialog = page.getByRole('dialog', { name: 'Promote on WhatsApp Status' });
  await expect(dialog).toBeVisible();
  await expect(dialog.getByRole('status')).toHaveText('Making your picture…');
  await expect(dialog.getByRole('button', { name: 'Download picture' })).toBeDisabled();
  await shot(page, info, 'status-card-loading');
  await fast();
  const picture = dialog.getByRole('img', {
    name: /^WhatsApp Status picture of 2019 Maruti Suzuki Swift/,
  });
  await expect(picture).toBeVisible();
  await expect
    .poll(() =>
      picture.evaluate((img: HTMLImageElement) => [
        img.complete,
        img.naturalWidth,
        img.naturalHeight,
      ]),
    )
    .toEqual([true, 1080, 1920]);
  expect(await picture.getAttribute('src')).toMatch(/^blob:/);

  const download = dialog.getByRole('link', { name: 'Download picture' });
  expect(await download.getAttribute('href')).toMatch(/^blob:/);
  expect(await download.getAttribute('download')).toMatch(
    /^carsetu-2019-maruti-suzuki-swift\.jpg$/,
  );
  const [file] = await Promise.all([page.waitForEvent('download'), download.click()]);
  expect(file.suggestedFilename()).toBe('carsetu-2019-maruti-suzuki-swift.jpg');

  const caption = dialog.getByLabel('Caption');
  await expect(caption).toHaveValue(
    /^2019 Maruti Suzuki Swift .+ for sale in Ahmedabad: ₹5,45,000, 42,000 km, Petrol\. See photos and details: http.+\/CarDetails\//,
  );
  const text = await caption.inputValue();
  expect(text.endsWith(`/CarDetails/${seller.car.rand}`)).toBe(true);

  const whatsApp = dialog.getByRole('link', { name: 'Share on WhatsApp' });
  const href = (await whatsApp.getAttribute('href')) ?? '';
  expect(href.startsWith('https://wa.me/?text=')).toBe(true);
  expect(decodeURIComponent(href.slice('https://wa.me/?text='.length))).toBe(text);
  await expect(whatsApp).toHaveAttribute('target', '_blank');

  await expectNoSeriousA11yViolations(page);
  await shot(page, info, 'status-card');

  await dialog.getByRole('button', { name: 'Copy caption' }).click();
  await expect(page.getByText('Caption copied')).toBeVisible();
  expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(text);

  // Escape closes it and focus goes back to the button.
  await page.keyboard.press('Escape');
  await expect(dialog).toBeHidden();
  await expect(listing.getByRole('button', { name: /^Promote on WhatsApp Status/ })).toBeFocused();
  await dismissToasts(page);
  await shot(page, info, 'status-card-my-vehicles');
});

test('no seller gets another seller’s picture or caption by changing the Rand', async ({
  request,
  seller,
  buyer,
}) => {
  for (const path of ['Card', 'Caption']) {
    const url = `/api/StatusCard/${path}?Rand=${encodeURIComponent(seller.car.rand)}`;
    const mine = await request.get(url, { headers: { Authorization: `Bearer ${seller.token}` } });
    expect(mine.status(), path).toBe(200);
    const theirs = await request.get(url, { headers: { Authorization: `Bearer ${buyer.token}` } });
    expect(theirs.status(), path).toBe(404);
    expect(await theirs.json()).toEqual({ Success: false, Message: 'Car not found', Data: null });
  }
});
