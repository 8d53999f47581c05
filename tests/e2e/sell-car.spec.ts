/**
 * A seller lists a car through the Sell form in Chromium, on a phone and a
 * desktop (docs/product.md#sell-form, #edit-form): the login prompt, the
 * form's errors, cascading selects, the photo's checks and crop, upload
 * progress; then the car on My Vehicles, in search and on its own page, and
 * the Edit form prefilled with what was listed. My Vehicles' other actions
 * (Add Photos, Sold, Delete) are in my-vehicles.spec.ts.
 */
import { expect, type TestInfo, test } from '@playwright/test';
import { TOKEN_STORAGE_KEY } from '../../src/shared/brand.ts';
import { MSG } from '../../src/shared/messages.ts';
import { deleteListing, lookupId, saveProfile } from './fixtures/accounts.ts';
import {
  atOneSize,
  choose,
  consoleErrors,
  dismissToasts,
  expectNoSeriousA11yViolations,
  gotoLive,
  settleScroll,
  shot,
  slowDown,
} from './fixtures/page-helpers.ts';
import { carPhoto } from './fixtures/seller-photos.ts';
import { signInThroughDialog } from './fixtures/sign-in.ts';

/** A fresh number per project (never the demo test number, never another test file's). */
const mobileFor = (info: TestInfo) => `98765200${info.project.name === 'phone' ? '01' : '02'}`;
/** A vehicle number per project (upper case, as the server stores it). */
const carNumberFor = (info: TestInfo) => `GJ99Z${info.project.name === 'phone' ? 'P' : 'D'}4321`;

test('a seller lists a car with a cropped photo, finds it listed and edits it', async ({
  page,
}, info) => {
  atOneSize(info, 'phone');
  test.setTimeout(240_000);
  const mobile = mobileFor(info);
  const carNumber = carNumberFor(info);
  const errors = consoleErrors(page);
  const bigPhoto = await carPhoto(`front-${info.project.name}.jpg`, 1600, 1200);
  const smallPhoto = await carPhoto(`small-${info.project.name}.jpg`, 700, 500);
  let token = '';
  let rand = '';

  await test.step('signed out, Sell Your Car shows the login prompt; signing in shows the form', async () => {
    await page.goto('/SellInquiryform');
    await expect(page.getByRole('heading', { name: 'Please log in' })).toBeVisible();
    await page.getByRole('main').getByRole('button', { name: 'Login/Signup' }).click();
    await expect(page.getByRole('dialog', { name: 'Login / Signup' })).toBeVisible();
    await signInThroughDialog(page, mobile);
    token = (await page.evaluate((key) => localStorage.getItem(key), TOKEN_STORAGE_KEY)) ?? '';
    await saveProfile(page.request, token, mobile);
    await page.reload();
    await expect(page.getByRole('heading', { name: 'Sell Your Car', level: 1 })).toBeVisible();
    await expect(page.getByRole('dialog')).toHaveCount(0);
    await expect(
      page.getByText(
        'Note: only one front photo can be added here; HD and .HEIC photos are not allowed.',
      ),
    ).toBeVisible();
    await shot(page, info, '01-sell-empty', true);
    await expectNoSeriousA11yViolations(page);
  });

  await test.step('an empty submit shows the errors and focuses the first invalid field', async () => {
    await page.getByRole('button', { name: 'Submit' }).click();
    await expect(page.getByText(MSG.vehiclePhotoRequired)).toBeVisible();
    expect(await page.getByText(MSG.required, { exact: true }).count()).toBeGreaterThan(8);
    await expect(page.getByLabel('Vehicle type', { exact: true })).toBeFocused();
    await settleScroll(page);
    await expect(page.getByLabel('Vehicle type', { exact: true })).toBeInViewport();
    await shot(page, info, '02-sell-errors');
    await shot(page, info, '02b-sell-errors-full', true);
    await expectNoSeriousA11yViolations(page);
  });

  await test.step('fill the form: cascading selects, upper-case number, rupees, insurance', async () => {
    await choose(page, 'Vehicle type', 'Car');
    await choose(page, 'Company', 'Tata');
    await choose(page, 'Model', 'Nexon');
    await choose(page, 'Varient', 'XZ Plus');
    await choose(page, 'Colour', 'Flame Red');
    // A new model clears variant and colour.
    await choose(page, 'Model', 'Nexon EV');
    await expect(page.getByText('XZ Plus', { exact: true })).toHaveCount(0);
    await expect(page.getByText('Flame Red', { exact: true })).toHaveCount(0);
    await choose(page, 'Model', 'Nexon');
    await choose(page, 'Varient', 'XZ Plus');
    await choose(page, 'Colour', 'Flame Red');
    await choose(page, 'Fuel', 'Petrol');
    const number = page.getByLabel('Vehicle number');
    await number.pressSequentially(carNumber.toLowerCase());
    await expect(number).toHaveValue(carNumber);
    await page.getByLabel('Year').fill('2019');
    await page.getByLabel('Kilometer').fill('45000');
    await choose(page, 'Owner', '1st Owner');
    await page.getByLabel('Seating capacity').fill('5');
    await choose(page, 'Gear', 'Manual');
    await page.getByRole('group', { name: 'Sunroof' }).getByLabel('Yes').check();
    await choose(page, 'Vehicle features', 'ABS with EBD');
    await page.getByLabel('Vehicle features', { exact: true }).fill('Rear Parking Camera');
    await page.getByRole('option', { name: 'Rear Parking Camera', exact: true }).click();
    await page.keyboard.press('Escape');
    await page.getByLabel('Cubic capacity').fill('1.2');
    await page.getByLabel('Sale price').fill('550000');
    await expect(page.getByText('₹5,50,000 · 5.5 lakh')).toBeVisible();
    await page.getByRole('checkbox', { name: 'Insurance' }).check();
    await expect(
      page.getByRole('group', { name: 'Insurance type' }).getByLabel('Comprehensive'),
    ).toBeChecked();
    await page.getByLabel('Insurance End Date').fill('2027-03-31');
  });

  await test.step('the photo: type check, too small, then crop', async () => {
    const input = page.getByLabel('Choose photo');
    await input.setInputFiles({
      name: 'car.heic',
      mimeType: 'image/heic',
      buffer: Buffer.from('x'),
    });
    await expect(page.getByText(MSG.photoWrongType)).toBeVisible();
    await input.setInputFiles(smallPhoto);
    await expect(page.getByText(/This photo is too small \(700 × 500 pixels\)/)).toBeVisible();
    await input.setInputFiles(bigPhoto);
    const crop = page.getByRole('dialog', { name: 'Crop photo' });
    await expect(crop).toBeVisible();
    await expect(crop.locator('img')).toBeVisible();
    // Closing discards the choice.
    await crop.getByRole('button', { name: 'Cancel' }).click();
    await expect(crop).toHaveCount(0);
    await expect(page.getByAltText('Chosen photo of the car')).toHaveCount(0);
    await input.setInputFiles(bigPhoto);
    await expect(crop).toBeVisible();
    await crop.getByRole('button', { name: 'Zoom in' }).click();
    await crop.getByRole('button', { name: 'Zoom in' }).click();
    await shot(page, info, '03-crop-dialog');
    await expectNoSeriousA11yViolations(page);
    await crop.getByRole('button', { name: 'Use photo' }).click();
    await expect(crop).toHaveCount(0);
    const preview = page.getByAltText('Chosen photo of the car');
    await expect(preview).toBeVisible();
    // 800 px wide, 800:550.
    const size = await preview.evaluate((img: HTMLImageElement) => [
      img.naturalWidth,
      img.naturalHeight,
    ]);
    expect(size).toEqual([800, 550]);
    await expect(page.getByText(MSG.required, { exact: true })).toHaveCount(0);
    await shot(page, info, '04-sell-filled', true);
    await expectNoSeriousA11yViolations(page);
  });

  await test.step('submit with upload progress: toast, then My Vehicles lists the car', async () => {
    const undo = await slowDown(page, '**/addcar', 2500);
    await page.getByRole('button', { name: 'Submit' }).click();
    await expect(page.getByRole('progressbar', { name: 'Upload progress' })).toBeVisible();
    await expect(page.getByRole('button', { name: 'Submit' })).toBeDisabled();
    await shot(page, info, '04b-sell-uploading');
    await expect(page.getByText('Vehicle Added Successfully')).toBeVisible({ timeout: 30_000 });
    await undo();
    await expect(page).toHaveURL(/\/MyVehicles$/);
    const card = page.getByRole('article', { name: '2019 Tata Nexon XZ Plus' });
    await expect(card).toBeVisible();
    await expect(card.getByText('UnSold')).toBeVisible();
    await expect(card.getByText('₹5,50,000')).toBeVisible();
    await expect(card.getByText(carNumber)).toBeVisible();
    await expect(card.getByRole('img')).toHaveAttribute('src', /\S/);
    await expect(page.getByRole('link', { name: 'Add Vehicle' })).toBeVisible();
    await dismissToasts(page);
    await shot(page, info, '05-my-vehicles', true);
    await expectNoSeriousA11yViolations(page);
  });

  await test.step('the car is public: search by make and model, and its car page', async () => {
    const tata = await lookupId(page.request, '/api/Common/companydata', 'Tata');
    const nexon = await lookupId(page.request, `/api/Common/activemodel/${tata}`, 'Nexon');
    await gotoLive(page, `/search?make=${tata}&model=${nexon}`);
    await expect(page.getByRole('heading', { name: 'ALL CARS' })).toBeVisible();
    const first = page.getByRole('main').getByRole('article').first();
    await expect(first.getByRole('heading')).toHaveText('2019 Tata Nexon');
    await expect(first.getByText('XZ Plus', { exact: true })).toBeVisible();
    await expect(first.getByText('₹5,50,000')).toBeVisible();
    await first.getByRole('link', { name: 'View Details' }).click();
    await expect(page).toHaveURL(/\/CarDetails\//);
    await expect(page.getByRole('heading', { level: 1 })).toContainText('2019 Tata Nexon');
  });

  await test.step('edit: the form is prefilled; a new price is saved', async () => {
    await page.goto('/MyVehicles');
    const card = page.getByRole('article', { name: '2019 Tata Nexon XZ Plus' });
    await card.getByRole('link', { name: /^Edit/ }).click();
    await expect(page).toHaveURL(/\/EditSellInquiryform\//);
    rand = decodeURIComponent(new URL(page.url()).pathname.split('/')[2] ?? '');
    await expect(page.getByRole('heading', { name: 'Edit Your Car' })).toBeVisible();
    const price = page.getByLabel('Sale price');
    await expect(price).toHaveValue('550000');
    await expect(page.getByLabel('Vehicle number')).toHaveValue(carNumber);
    const main = page.getByRole('main');
    for (const text of [
      'Car',
      'Tata',
      'Nexon',
      'XZ Plus',
      'Flame Red',
      'Petrol',
      '1st Owner',
      'Manual',
    ]) {
      await expect(main.getByText(text, { exact: true }).first()).toBeVisible();
    }
    await expect(main.getByText('ABS with EBD', { exact: true })).toBeVisible();
    await expect(page.getByRole('checkbox', { name: 'Insurance' })).toBeChecked();
    await expect(page.getByLabel('Insurance End Date')).toHaveValue('2027-03-31');
    await expect(page.getByLabel('Cubic capacity')).toHaveValue('1.2');
    await expect(page.getByAltText('Current photo of the car')).toBeVisible();
    await shot(page, info, '06-edit-form', true);
    await expectNoSeriousA11yViolations(page);
    await price.fill('525000');
    await page.getByRole('button', { name: 'Save changes' }).click();
    await expect(page.getByText('Vehicle Updated Successfully')).toBeVisible();
    await expect(page).toHaveURL(/\/MyVehicles$/);
    await expect(card.getByText('₹5,25,000')).toBeVisible();
    await dismissToasts(page);
  });

  // The listing is not needed any more (My Vehicles' Delete is tested in my-vehicles.spec.ts).
  await deleteListing(page.request, token, rand);
  expect(errors).toEqual([]);
});
