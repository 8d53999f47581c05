/**
 * Too many sign-in tries in Chromium (docs/product.md#login-dialog), on a
 * phone and a desktop: the server's real 429 (a second code asked inside the
 * 30-second wait, after a reload forgot the first) is said inside the dialog,
 * beside the number, with when to try again from its Retry-After; typing
 * another number hides it; in Hindi too. A wait of an hour (answered here by
 * the browser, not the server) names the time. Screenshots go to
 * test-results/screenshots.
 */
import { expect, type Page, type TestInfo, test } from '@playwright/test';
import { gotoLive, shot } from './fixtures/page-helpers.ts';
import { networkOf } from './fixtures/sign-in.ts';

/** A number of this spec's own per project (`n`: which one). */
const mobileFor = (info: TestInfo, n: number) =>
  `98765411${info.project.name === 'phone' ? 0 : 1}${n}`;

/** Asks for a code for `mobile` in the open login dialog (its labels in `words`). */
async function getOtp(
  page: Page,
  mobile: string,
  words = { mobile: 'Mobile number', getOtp: 'Get OTP' },
) {
  const dialog = page.getByRole('dialog');
  await dialog.getByLabel(words.mobile).fill(mobile);
  await dialog.getByRole('button', { name: words.getOtp }).click();
  return dialog;
}

test('a 429 on Get OTP is said in the dialog with when to try again', async ({ page }, info) => {
  const mobile = mobileFor(info, 1);
  await page.setExtraHTTPHeaders({ 'X-Forwarded-For': networkOf(mobile) });
  await gotoLive(page, '/Login');
  let dialog = await getOtp(page, mobile);
  await expect(dialog.getByRole('heading', { name: 'OTP Verification' })).toBeVisible();

  // A reload forgets the code just sent; the server still holds its 30-second wait.
  await gotoLive(page, '/Login');
  dialog = await getOtp(page, mobile);
  const alert = dialog.getByRole('alert');
  await expect(alert).toHaveText(/^Too many attempts\. Try again in ([1-9]|[12]\d|30) seconds?\.$/);
  const field = dialog.getByLabel('Mobile number');
  await expect(field).toHaveAttribute('aria-describedby', (await alert.getAttribute('id')) ?? '');
  await expect(dialog.getByRole('heading', { name: 'Login / Signup' })).toBeVisible();
  await expect(page.locator('.Toastify').getByRole('alert')).toHaveCount(0);
  await shot(page, info, 'login-too-many-seconds');

  // Another number is not the one refused.
  await field.fill(mobileFor(info, 2));
  await expect(alert).toHaveCount(0);
});

test('a wait of an hour names the time in India; Hindi words on a Hindi page', async ({
  page,
}, info) => {
  await page.route('**/api/CarSetuClientLogin/ReSendOTP', (route) =>
    route.fulfill({
      status: 429,
      headers: { 'Retry-After': '3000', 'Content-Type': 'application/json' },
      body: JSON.stringify({
        Success: false,
        Message: 'Too many OTP requests for this number. Please try again in 50 minutes.',
        Data: null,
      }),
    }),
  );
  await gotoLive(page, '/Login');
  let dialog = await getOtp(page, mobileFor(info, 3));
  await expect(dialog.getByRole('alert')).toHaveText(
    /^Too many attempts\. Try again at ([1-9]|1[0-2]):[0-5]\d [ap]m\.$/,
  );
  await shot(page, info, 'login-too-many-time');

  await gotoLive(page, '/hi/Login');
  dialog = await getOtp(page, mobileFor(info, 3), { mobile: 'मोबाइल नंबर', getOtp: 'OTP पाएँ' });
  await expect(dialog.getByRole('alert')).toHaveText(
    /^बहुत सारे प्रयास हुए। ([1-9]|1[0-2]):[0-5]\d [AP]M के बाद फिर से कोशिश करें।$/,
  );
  await shot(page, info, 'login-too-many-hindi');
});
