/**
 * My Vehicles in Chromium, on a phone and a desktop (docs/product.md#my-vehicles,
 * #add-photos, #listing-status): a seller adds photos to a listed car with
 * upload progress, deletes one, marks the car sold (its page then shows it
 * sold) and deletes it, which leaves the empty state; signed out, the edit
 * page and My Vehicles ask for sign-in. Listing through the Sell form is in
 * sell-car.spec.ts; here the car is listed through the API (`soleSeller`).
 */
import { TOKEN_STORAGE_KEY } from '../../src/shared/brand.ts';
import { MSG } from '../../src/shared/messages.ts';
import { expect, test } from './fixtures/accounts.ts';
import {
  atOneSize,
  consoleErrors,
  dismissToasts,
  expectNoSeriousA11yViolations,
  gotoLive,
  shot,
  slowDown,
} from './fixtures/page-helpers.ts';
import { carPhoto } from './fixtures/seller-photos.ts';

test('a seller adds photos to a listed car, marks it sold and deletes it', async ({
  page,
  soleSeller,
}, info) => {
  atOneSize(info, 'desktop');
  test.setTimeout(120_000);
  const phone = info.project.name === 'phone';
  const title = `${soleSeller.car.title} ${soleSeller.car.variant}`;
  const errors = consoleErrors(page);
  const extraA = await carPhoto(`side-${info.project.name}.jpg`, 1200, 900, '#0b4ea2', 'SIDE');
  const extraB = await carPhoto(`rear-${info.project.name}.jpg`, 1200, 900, '#15803d', 'REAR');
  await gotoLive(page, '/MyVehicles');
  const card = page.getByRole('article', { name: title });

  await test.step('Add Photos: two photos up with progress, one deleted', async () => {
    await card.getByRole('button', { name: /^Add Photos/ }).click();
    const modal = page.getByRole('dialog', { name: 'Add Photos' });
    await expect(modal).toBeVisible();
    await expect(modal.getByText(/You can upload up to 10 images/)).toBeVisible();
    await expect(modal.getByText('1 of 10 photos · 9 more allowed')).toBeVisible();
    await expect(modal.getByAltText('Main photo of the car')).toBeVisible();
    const undo = await slowDown(page, '**/addcarimages', 1500);
    await modal.getByLabel('Choose photos').setInputFiles([extraA, extraB]);
    await expect(modal.getByRole('progressbar', { name: /Uploading side-/ })).toBeVisible();
    await expect(modal.getByText(/^Uploading 1 of 2/)).toBeVisible();
    await expect(modal.getByText('Waiting')).toBeVisible();
    await shot(page, info, '07a-add-photos-uploading');
    await expect(modal.getByText('Uploaded')).toHaveCount(2, { timeout: 30_000 });
    await undo();
    await expect(modal.getByText('3 of 10 photos · 7 more allowed')).toBeVisible();
    const deletes = modal.getByRole('button', { name: 'Delete photo' });
    await expect(deletes).toHaveCount(3);
    await dismissToasts(page);
    await shot(page, info, '07-add-photos');
    await expectNoSeriousA11yViolations(page);
    await deletes.nth(2).click();
    const confirm = page.getByRole('dialog', { name: MSG.confirmDelete });
    await expect(confirm).toBeVisible();
    await confirm.getByRole('button', { name: 'Yes' }).click();
    await expect(page.getByText('Photo deleted successfully')).toBeVisible();
    await expect(deletes).toHaveCount(2);
    await expect(modal).toBeVisible();
    await modal.getByRole('button', { name: 'Done' }).click();
    await expect(modal).toHaveCount(0);
    await dismissToasts(page);
  });

  await test.step('Sold: the confirmation closes on Escape, Back and a click outside; Yes marks it', async () => {
    const sold = card.getByRole('button', { name: /^Sold/ });
    const confirm = page.getByRole('dialog', { name: MSG.confirmSold });
    await sold.click();
    await expect(confirm).toBeVisible();
    await shot(page, info, '08-confirm-sold');
    await expectNoSeriousA11yViolations(page);
    await page.keyboard.press('Escape');
    await expect(confirm).toHaveCount(0);
    await sold.click();
    await expect(confirm).toBeVisible();
    await page.goBack();
    await expect(confirm).toHaveCount(0);
    await expect(page).toHaveURL(/\/MyVehicles$/);
    await sold.click();
    await page.mouse.click(8, 8);
    await expect(confirm).toHaveCount(0);
    await expect(card.getByText('UnSold')).toBeVisible();
    await sold.click();
    await confirm.getByRole('button', { name: 'Yes' }).click();
    await expect(page.getByText('Vehicle marked as Sold')).toBeVisible();
    await expect(card.getByText('Status: Sold', { exact: true })).toBeVisible();
    await expect(card.getByRole('button', { name: /^Sold/ })).toHaveCount(0);
    await expect(card.getByRole('button', { name: /^Add Photos/ })).toHaveCount(0);
    await expect(page).toHaveURL(/\/MyVehicles$/);
    await dismissToasts(page);
    await shot(page, info, '09-my-vehicles-sold');
    // Its public page now shows the sold-out state.
    await card.getByRole('link', { name: title, exact: true }).click();
    await expect(page.getByText(MSG.soldOutText)).toBeVisible();
    await page.goBack();
  });

  await test.step('Delete: gone from My Vehicles, which shows the empty state', async () => {
    await card.getByRole('button', { name: /^Delete/ }).click();
    const confirm = page.getByRole('dialog', { name: MSG.confirmDelete });
    await expect(confirm).toBeVisible();
    await shot(page, info, '10-confirm-delete');
    await confirm.getByRole('button', { name: 'Yes' }).click();
    await expect(page.getByText('Vehicle Deleted Successfully')).toBeVisible();
    await expect(card).toHaveCount(0);
    await expect(page.getByText(MSG.noListings)).toBeVisible();
    await expect(page.getByRole('link', { name: 'Add Your Car' })).toHaveAttribute(
      'href',
      '/SellInquiryform',
    );
    await expect(page.getByRole('link', { name: 'Add Vehicle' })).toHaveCount(0);
    await dismissToasts(page);
    await shot(page, info, '11-my-vehicles-empty');
    await expectNoSeriousA11yViolations(page);
  });

  if (phone) {
    // The bottom bar's Sell Car goes to My Vehicles.
    await page
      .getByRole('navigation', { name: 'Quick links' })
      .getByRole('link', { name: 'Sell Car' })
      .click();
    await expect(page).toHaveURL(/\/MyVehicles$/);
  }
  expect(errors).toEqual([]);
});

test('signed out, the edit page goes to /Login; My Vehicles drops a dead token quietly', async ({
  page,
}) => {
  await page.goto('/EditSellInquiryform/ABC123');
  await expect(page).toHaveURL(/\/Login\?next=%2FEditSellInquiryform%2FABC123$/);
  await expect(page.getByRole('dialog', { name: 'Login / Signup' })).toBeVisible();

  await gotoLive(page, '/');
  await page.evaluate((key) => localStorage.setItem(key, 'forged-token-789'), TOKEN_STORAGE_KEY);
  await page.goto('/MyVehicles');
  await expect(page.getByRole('heading', { name: 'Please log in' })).toBeVisible();
  await expect(page.getByRole('dialog')).toHaveCount(0);
  expect(await page.evaluate((key) => localStorage.getItem(key), TOKEN_STORAGE_KEY)).toBeNull();
  await expect(page).toHaveURL(/\/MyVehicles$/);
});
