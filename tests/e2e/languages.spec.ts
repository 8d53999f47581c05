/**
 * Hindi and Gujarati in the browser (issue 26; docs/product.md#languages), at
 * 390x844 and 1366x768: the switcher in the footer (and the header or the
 * phone's menu) opens the same page in the other language and keeps the
 * choice, a later English address is sent to the chosen language, links and
 * the search form stay in it, every public page hydrates in Hindi and
 * Gujarati without an error, and a buyer's lead goes through in each
 * (the form's checks, then the Contact Dealer block).
 */
import { expect, type Page, test } from '@playwright/test';
import * as frameEn from '../../src/shared/i18n/en/frame.ts';
import * as carPageGu from '../../src/shared/i18n/gu/car-page.ts';
import * as frameGu from '../../src/shared/i18n/gu/frame.ts';
import * as headsGu from '../../src/shared/i18n/gu/heads.ts';
import { MSG as MSG_GU } from '../../src/shared/i18n/gu/messages.ts';
import * as accountHi from '../../src/shared/i18n/hi/account.ts';
import * as carPageHi from '../../src/shared/i18n/hi/car-page.ts';
import * as frameHi from '../../src/shared/i18n/hi/frame.ts';
import * as headsHi from '../../src/shared/i18n/hi/heads.ts';
import * as loginHi from '../../src/shared/i18n/hi/login.ts';
import { MSG as MSG_HI } from '../../src/shared/i18n/hi/messages.ts';
import { gotoLive, shot, waitLive } from './fixtures/page-helpers.ts';
import { signInThroughDialog } from './fixtures/sign-in.ts';

function consoleErrors(page: Page): string[] {
  const errors: string[] = [];
  page.on('console', (m) => {
    if (m.type() === 'error') errors.push(m.text());
  });
  page.on('pageerror', (e) => errors.push(String(e)));
  return errors;
}

test('a visitor switches to Hindi from the footer, stays in Hindi, and goes on to Gujarati and back', async ({
  page,
}, info) => {
  const phone = info.project.name === 'phone';
  const errors = consoleErrors(page);
  await gotoLive(page, '/search?state=1');
  // The header's switcher (in the phone's menu): /search's footer moves on as more cars load.
  if (phone) await page.getByRole('button', { name: frameEn.openMenu }).click();
  await page.getByRole('banner').getByRole('link', { name: 'हिन्दी' }).click();
  await expect(page).toHaveURL(/\/hi\/search\?state=1$/);
  await expect(page.locator('html')).toHaveAttribute('lang', 'hi-IN');
  await expect(page).toHaveTitle(new RegExp(`^${headsHi.searchTitle} \\| CarSetu`));
  await waitLive(page);
  await shot(page, info, 'lang-01-hindi-search');

  // The choice is kept: an English address opens in Hindi.
  await page.goto('/');
  await expect(page).toHaveURL(/\/hi\/$/);
  await waitLive(page);
  await expect(page.getByRole('heading', { level: 1 }).first()).toBeVisible();
  // A car opened from Hindi Home stays in Hindi.
  const card = page.getByRole('article').first();
  await card.locator('a[href*="/CarDetails/"]').first().click();
  await expect(page).toHaveURL(/\/hi\/CarDetails\//);
  await expect(page.locator('html')).toHaveAttribute('lang', 'hi-IN');
  await waitLive(page);
  await shot(page, info, 'lang-02-hindi-car');

  // Gujarati from the footer, once its links name this page: the footer is a chunk of its own
  // (LazyFooter), and until it has loaded after the move from Home, its links are Home's
  // (seen on a loaded CI host: the tap opened /gu/).
  const gujarati = page.getByRole('contentinfo').getByRole('link', { name: 'ગુજરાતી' });
  await expect(gujarati).toHaveAttribute('href', /CarDetails/);
  await gujarati.click();
  await expect(page).toHaveURL(/\/gu\/CarDetails\//);
  await expect(page.locator('html')).toHaveAttribute('lang', 'gu-IN');
  await waitLive(page);
  await expect(page.getByRole('navigation', { name: frameGu.languageLabel }).first()).toBeVisible();
  await shot(page, info, 'lang-03-gujarati-car');

  // And back to English, which is remembered too.
  await page.getByRole('contentinfo').getByRole('link', { name: 'English' }).click();
  await expect(page).toHaveURL(/\/CarDetails\//);
  expect(new URL(page.url()).pathname).not.toMatch(/^\/(hi|gu)\//);
  await expect(page.locator('html')).toHaveAttribute('lang', 'en-IN');
  await page.goto('/gu/contactus');
  await expect(page).toHaveURL(/\/contactus$/);
  expect(new URL(page.url()).pathname).toBe('/contactus');
  expect(errors).toEqual([]);
});

test('every public page in Hindi and Gujarati is whole before the app and hydrates without an error', async ({
  page,
}, info) => {
  const errors = consoleErrors(page);
  for (const [prefix, heads] of [
    ['/hi', headsHi],
    ['/gu', headsGu],
  ] as const) {
    for (const [path, title] of [
      ['/', heads.homeTitle],
      ['/search', heads.searchTitle],
      ['/contactus', heads.contactTitle],
      ['/page/AboutUs', heads.aboutUsTitle],
      ['/compare', heads.compareTitle],
    ]) {
      await gotoLive(page, `${prefix}${path}`);
      await expect(page, `${prefix}${path}`).toHaveTitle(new RegExp(`^${title} \\| CarSetu`));
      await expect(page.locator('html')).toHaveAttribute('lang', `${prefix.slice(1)}-IN`);
    }
  }
  await page.goto('/gu/page/AboutUs');
  await shot(page, info, 'lang-04-gujarati-about', true);
  expect(errors).toEqual([]);
});

/** Each language's lead words, and a fresh buyer's mobile per project (phone, desktop). */
const LEAD_LANGS = [
  {
    lang: 'hi',
    name: 'Hindi',
    frame: frameHi,
    carPage: carPageHi,
    msg: MSG_HI,
    mobiles: ['9876512352', '9876512353'],
  },
  {
    lang: 'gu',
    name: 'Gujarati',
    frame: frameGu,
    carPage: carPageGu,
    msg: MSG_GU,
    mobiles: ['9876512350', '9876512351'],
  },
] as const;

for (const { lang, name, frame, carPage, msg, mobiles } of LEAD_LANGS) {
  test(`a buyer asks for a seller's details in ${name}: the form's checks and the Contact Dealer block in ${name}`, async ({
    page,
  }, info) => {
    const phone = info.project.name === 'phone';
    const errors = consoleErrors(page);
    await gotoLive(page, `/${lang}/search`);
    const card = page.getByRole('article').first();
    await card.locator(`a[href*="/${lang}/CarDetails/"]`).first().click();
    await expect(page).toHaveURL(new RegExp(`/${lang}/CarDetails/`));
    await waitLive(page);
    await page.getByRole('button', { name: frame.getSellerDetails }).first().click();
    const dialog = page.getByRole('dialog');
    await expect(dialog).toBeVisible();
    await dialog.getByRole('button', { name: carPage.showSellerDetails }).click();
    await expect(dialog.getByText(msg.required)).toHaveCount(2);
    await dialog.getByLabel(carPage.nameLabel).fill('Ravi 2');
    await dialog.getByLabel(frame.mobileLabel).fill('5123');
    await dialog.getByRole('button', { name: carPage.showSellerDetails }).click();
    await expect(dialog.getByText(msg.validMobile)).toBeVisible();
    await shot(page, info, `lang-05-${lang}-lead-errors`);
    await dialog.getByLabel(carPage.nameLabel).fill('Ravi Patel');
    await dialog.getByLabel(frame.mobileLabel).fill(mobiles[phone ? 0 : 1]);
    await dialog.getByRole('button', { name: carPage.showSellerDetails }).click();
    await expect(dialog).toBeHidden();
    const contact = page.getByRole('region', { name: carPage.contactDealer }).first();
    await expect(contact).toBeVisible();
    await expect(
      contact.getByRole('link', { name: new RegExp(frame.callSeller) }).first(),
    ).toHaveAttribute('href', /^tel:\+91[6-9]\d{9}$/);
    await shot(page, info, `lang-06-${lang}-contact-dealer`);
    expect(errors).toEqual([]);
  });
}

test('a seller signs in from a Hindi page and reaches Sell Your Car in Hindi', async ({
  page,
}, info) => {
  const phone = info.project.name === 'phone';
  const errors = consoleErrors(page);
  await gotoLive(page, '/hi/contactus');
  if (phone) {
    await page
      .getByRole('navigation', { name: frameHi.quickLinksLabel })
      .getByRole('button', { name: frameHi.loginButton })
      .click();
  } else {
    await page.getByRole('button', { name: frameHi.accountMenu }).click();
    await page.getByRole('button', { name: frameHi.loginSignupButton }).click();
  }
  await expect(page.getByRole('dialog', { name: loginHi.loginTitle })).toBeVisible();
  await shot(page, info, 'lang-07-hindi-login');
  await signInThroughDialog(page, `98765388${phone ? '71' : '72'}`, undefined, {
    mobile: loginHi.mobileNumberLabel,
    getOtp: loginHi.getOtp,
    enterOtp: accountHi.enterOtp,
    verify: accountHi.verifyOtp,
    loggedIn: MSG_HI.loginSuccess,
  });
  // A new account: the profile prompt in Hindi.
  await expect(page.getByRole('dialog', { name: loginHi.completeProfileTitle })).toBeVisible();
  await shot(page, info, 'lang-08-hindi-profile-prompt');
  await page.goto('/hi/SellInquiryform');
  await waitLive(page);
  await expect(page).toHaveURL(/\/hi\/SellInquiryform$/);
  await expect(page.getByRole('heading', { name: frameHi.navSell, level: 1 })).toBeVisible();
  await shot(page, info, 'lang-09-hindi-sell');
  expect(errors).toEqual([]);
});
