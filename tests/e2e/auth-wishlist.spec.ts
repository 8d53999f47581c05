import { expect, type Page, type TestInfo, test } from '@playwright/test';
import { TOKEN_STORAGE_KEY } from '../../src/shared/brand.ts';
import { MSG } from '../../src/shared/messages.ts';
import {
  choose,
  clickSessionControl,
  dismissToasts,
  expectNoSeriousA11yViolations,
  gotoLive,
  pinCard,
  shot,
} from './fixtures/page-helpers.ts';
import { signInThroughDialog } from './fixtures/sign-in.ts';

/** A fresh number per project and purpose (never the demo test number). */
function mobileFor(info: TestInfo, purpose: 'journey' | 'login-route'): string {
  const n = (info.project.name === 'phone' ? 1 : 2) + (purpose === 'login-route' ? 10 : 0);
  return `98765000${String(n).padStart(2, '0')}`;
}

/**
 * Signs in through the open login dialog; the code step shows the WhatsApp
 * note and the resend countdown, with Verify disabled until a code is typed.
 */
async function signInWithOtp(page: Page, mobile: string, info?: TestInfo) {
  await signInThroughDialog(page, mobile, async (dialog) => {
    await expect(dialog.getByRole('heading', { name: 'OTP Verification' })).toBeVisible();
    await expect(dialog.getByText('OTP sent to WhatsApp')).toBeVisible();
    await expect(dialog.getByText(/^Resend OTP in \d+s$/)).toBeVisible();
    await expect(dialog.getByRole('button', { name: 'Verify' })).toBeDisabled();
    if (info) {
      await dismissToasts(page);
      await shot(page, info, '02-login-step2-countdown');
      await expectNoSeriousA11yViolations(page);
    }
  });
  await expect(page.getByRole('dialog', { name: /Login|OTP/ })).toHaveCount(0);
}

async function openWishlist(page: Page, phone: boolean) {
  if (phone) {
    await page
      .getByRole('navigation', { name: 'Quick links' })
      .getByRole('link', { name: 'Wishlist' })
      .click();
  } else {
    await page.getByRole('button', { name: 'Account' }).click();
    await page
      .getByRole('navigation', { name: 'Main' })
      .getByRole('link', { name: 'Wishlist' })
      .click();
  }
}

const token = (page: Page) => page.evaluate((key) => localStorage.getItem(key), TOKEN_STORAGE_KEY);

test('a visitor signs in with a WhatsApp OTP, completes the profile, keeps a wishlist and logs out', async ({
  page,
}, info) => {
  // The longest journey of the suite: about a minute alone, twice that on a busy 2-core machine.
  test.setTimeout(180_000);
  const phone = info.project.name === 'phone';
  const mobile = mobileFor(info, 'journey');
  const consoleErrors: string[] = [];
  page.on('console', (m) => {
    // The browser logs the refused 'City already exists' (409) request itself; that one is expected.
    if (m.type() === 'error' && !/status of 409/.test(m.text())) consoleErrors.push(m.text());
  });

  await gotoLive(page, '/');
  await expect(page.getByRole('article').first()).toBeVisible();
  const firstCar = await pinCard(page, page.getByRole('article').first());
  const firstTitle = (await firstCar.getByRole('heading').textContent())?.trim() ?? '';

  // Signed out, the heart asks to log in and sends nothing (a link to /Login without the app).
  const heart = firstCar.getByRole('link', { name: 'Add to wishlist' });
  await expect(heart).toHaveAttribute('href', '/Login?next=%2F');
  await heart.click();
  const dialog = page.getByRole('dialog', { name: 'Login / Signup' });
  await expect(dialog).toBeVisible();

  // Not dismissed by a click outside; validation messages of docs/product.md#login-rules.
  await page.mouse.click(5, 5);
  await expect(dialog).toBeVisible();
  await dialog.getByRole('button', { name: 'Get OTP' }).click();
  await expect(dialog.getByText('Mobile is required.')).toBeVisible();
  await dialog.getByLabel('Mobile number').fill('5123456789');
  await dialog.getByRole('button', { name: 'Get OTP' }).click();
  await expect(dialog.getByText('Enter valid mobile number.')).toBeVisible();
  await shot(page, info, '01-login-step1-error');
  await expectNoSeriousA11yViolations(page);

  await signInWithOtp(page, mobile, info);

  // The tapped heart is saved once signed in.
  await expect(page.getByText('Added to wishlist')).toBeVisible();
  await expect(firstCar.getByRole('button', { name: 'Remove from wishlist' })).toHaveAttribute(
    'aria-pressed',
    'true',
  );

  // A new account has no city: the profile prompt cannot be dismissed.
  const prompt = page.getByRole('dialog', { name: 'Complete your Profile' });
  await expect(prompt).toBeVisible();
  await expect(prompt.getByText('Complete your profile to access all features.')).toBeVisible();
  await page.keyboard.press('Escape');
  await expect(prompt).toBeVisible();
  await dismissToasts(page);
  await shot(page, info, '03-complete-profile');
  await expectNoSeriousA11yViolations(page);
  await prompt.getByRole('link', { name: 'Update Profile' }).click();

  await expect(page).toHaveURL(/\/profile$/);
  await expect(page.getByRole('heading', { name: 'Profile', level: 1 })).toBeVisible();
  await expect(prompt).toHaveCount(0);
  await expect(page.getByLabel('Mobile No.')).toHaveValue(mobile);
  await expect(page.getByLabel('Mobile No.')).toBeDisabled();
  // India is chosen already; Add city first checks the state.
  await expect(page.getByRole('main').getByText('India', { exact: true })).toBeVisible();
  await page.getByRole('button', { name: 'Add city' }).click();
  await expect(page.getByText('This field is required')).toBeVisible();
  await page.getByRole('button', { name: 'Submit' }).click();
  await expect(page.getByText('name is required.')).toBeVisible();
  await expect(page.getByText('Address is required')).toBeVisible();
  // A new account confirms its holder is 18 or older (issue 44 part 2).
  await expect(page.getByText('Please confirm that you are 18 or older.')).toBeVisible();
  await dismissToasts(page);
  await shot(page, info, '04-profile-errors', true);

  await page.getByLabel('Name').fill("Ravi D'Souza");
  await choose(page, 'State', 'Gujarat');
  await choose(page, 'City', 'Surat');
  await choose(page, 'State', 'Maharashtra');
  // Changing the state clears the city.
  await expect(page.getByText('Surat')).toHaveCount(0);
  await page.getByLabel('Address').fill('12, Shanti Nagar\nNear Bus Stand');
  await page.getByLabel('I confirm that I am 18 years of age or older.').check();

  // Add a City: suggestions from the state's cities, then a new one.
  await page.getByRole('button', { name: 'Add city' }).click();
  const addCity = page.getByRole('dialog', { name: 'Add a City' });
  await expect(addCity).toBeVisible();
  await addCity.getByLabel('City').fill('pun');
  await expect(addCity.getByRole('button', { name: 'Pune' })).toBeVisible();
  await shot(page, info, '06-add-city');
  await expectNoSeriousA11yViolations(page);
  await addCity.getByLabel('City').fill('Pune');
  await addCity.getByRole('button', { name: 'Submit' }).click();
  await expect(addCity.getByText('City already exists')).toBeVisible();
  const newCity = phone ? 'Carsetu nagar' : 'Carsetu puram';
  await addCity.getByLabel('City').fill(newCity.toUpperCase());
  await addCity.getByRole('button', { name: 'Submit' }).click();
  await expect(addCity).toHaveCount(0);
  await expect(page.getByText(newCity, { exact: true })).toBeVisible();
  await dismissToasts(page);
  await shot(page, info, '05-profile', true);
  await expectNoSeriousA11yViolations(page);

  await page.getByRole('button', { name: 'Submit' }).click();
  await expect(page).toHaveURL(/\/$/);
  await expect(page.getByText('Profile updated successfully')).toBeVisible();
  await expect(page.getByRole('dialog', { name: 'Complete your Profile' })).toHaveCount(0);

  // A second car from the list, then the wishlist.
  const unsaved = page
    .getByRole('article')
    .filter({ has: page.getByRole('button', { name: 'Add to wishlist' }) });
  const secondCar = await pinCard(page, unsaved.first());
  const secondTitle = (await secondCar.getByRole('heading').textContent())?.trim() ?? '';
  await secondCar.getByRole('button', { name: 'Add to wishlist' }).click();
  await expect(secondCar.getByRole('button', { name: 'Remove from wishlist' })).toBeVisible();
  await openWishlist(page, phone);
  await expect(page).toHaveURL(/\/Wishlist$/);
  await expect(page.getByRole('heading', { name: 'Wishlisted Cars' })).toBeVisible();
  const saved = page.getByRole('main').getByRole('article');
  await expect(saved).toHaveCount(2);
  await expect(saved.first().getByRole('heading')).toHaveText(secondTitle);
  await expect(saved.nth(1).getByRole('heading')).toHaveText(firstTitle);
  await dismissToasts(page);
  await shot(page, info, '07-wishlist-full', true);
  await expectNoSeriousA11yViolations(page);

  // Remove: the card leaves the list; the heart removes too.
  await saved
    .first()
    .getByRole('button', { name: /^Remove \d{4} / })
    .click();
  await expect(page.getByText('Removed from wishlist')).toBeVisible();
  await expect(saved).toHaveCount(1);
  await saved.first().getByRole('button', { name: 'Remove from wishlist' }).click();
  await expect(page.getByRole('heading', { name: 'Your wishlist is empty' })).toBeVisible();
  const seeAll = page.getByRole('link', { name: 'See All Cars' });
  await expect(seeAll).toHaveAttribute('href', '/');
  await dismissToasts(page);
  await shot(page, info, '08-wishlist-empty');
  await expectNoSeriousA11yViolations(page);

  await clickSessionControl(page, phone, 'Logout');
  await expect(page).toHaveURL(/\/$/);
  expect(await token(page)).toBeNull();
  expect(await page.evaluate(() => localStorage.length)).toBe(0);
  if (phone) {
    await expect(
      page.getByRole('navigation', { name: 'Quick links' }).getByRole('button', { name: 'Login' }),
    ).toBeVisible();
  } else {
    await page.getByRole('button', { name: 'Account' }).click();
    await expect(page.getByRole('button', { name: 'Login/Signup' })).toBeVisible();
  }
  // Signed out again: protected items open the dialog instead of navigating.
  await gotoLive(page, '/search');
  await openWishlist(page, phone);
  await expect(page.getByRole('dialog', { name: 'Login / Signup' })).toBeVisible();
  await expect(page).toHaveURL(/\/search/);
  expect(consoleErrors).toEqual([]);
});

test('/Login opens the dialog over Home and returns to ?next once signed in', async ({
  page,
}, info) => {
  await page.goto('/Login?next=%2FWishlist');
  const dialog = page.getByRole('dialog', { name: 'Login / Signup' });
  await expect(dialog).toBeVisible();
  await expect(page.getByRole('article').first()).toBeVisible();
  await dialog.getByRole('button', { name: 'Close' }).click();
  await expect(page).toHaveURL(/\/$/);

  await page.goto('/Login?next=%2FWishlist');
  await signInWithOtp(page, mobileFor(info, 'login-route'));
  await expect(page).toHaveURL(/\/Wishlist$/);
  await expect(page.getByRole('heading', { name: 'Wishlisted Cars' })).toBeVisible();
});

test('a forged token is dropped: storage cleared, signed out, login dialog', async ({ page }) => {
  await gotoLive(page, '/');
  await expect(page.getByRole('article').first()).toBeVisible();
  await page.evaluate((key) => localStorage.setItem(key, 'forged-token-123'), TOKEN_STORAGE_KEY);

  // The wishlist is a favourites call: its 401 opens the login dialog (docs/product.md#sessions).
  await page.goto('/Wishlist');
  const dialog = page.getByRole('dialog', { name: 'Login / Signup' });
  await expect(dialog).toBeVisible();
  await expect(dialog.getByText(MSG.sessionExpired)).toBeVisible();
  expect(await token(page)).toBeNull();
  await page.keyboard.press('Escape');
  await expect(dialog).toHaveCount(0);
  // Marked signed out: the page shows its login prompt, and its button opens the dialog.
  await expect(page.getByRole('heading', { name: 'Please log in' })).toBeVisible();
  await page.getByRole('button', { name: 'Login/Signup' }).click();
  await expect(dialog).toBeVisible();
  await page.keyboard.press('Escape');

  // On Home the background checks drop it quietly; the heart then asks to log in again.
  await page.evaluate((key) => localStorage.setItem(key, 'forged-token-456'), TOKEN_STORAGE_KEY);
  await gotoLive(page, '/');
  await expect(page.getByRole('article').first()).toBeVisible();
  await expect.poll(() => token(page)).toBeNull();
  await expect(dialog).toHaveCount(0);
  await page.getByRole('article').first().getByRole('link', { name: 'Add to wishlist' }).click();
  await expect(dialog).toBeVisible();
  await expect(dialog.getByText(MSG.sessionExpired)).toBeVisible();
});
