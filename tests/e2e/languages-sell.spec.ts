/**
 * Selling in Hindi and Gujarati (issue 26, part 6; docs/product.md#languages,
 * #sell-form), at 390x844 and 1366x768: a seller signs in from a Gujarati
 * page through the Gujarati login dialog, and a seller lists a car through
 * the Sell form in Hindi and in Gujarati (labels, catalogue names, the
 * form's errors, the crop dialog and the toast in the page's language),
 * then finds it on My Vehicles in that language.
 */
import { expect, type Page, type TestInfo, test } from '@playwright/test';
import { TOKEN_STORAGE_KEY } from '../../src/shared/brand.ts';
import * as accountGu from '../../src/shared/i18n/gu/account.ts';
import * as catalogueGu from '../../src/shared/i18n/gu/catalogue.ts';
import * as formatGu from '../../src/shared/i18n/gu/format.ts';
import * as frameGu from '../../src/shared/i18n/gu/frame.ts';
import * as loginGu from '../../src/shared/i18n/gu/login.ts';
import { MSG as MSG_GU } from '../../src/shared/i18n/gu/messages.ts';
import * as sellGu from '../../src/shared/i18n/gu/sell.ts';
import * as catalogueHi from '../../src/shared/i18n/hi/catalogue.ts';
import * as formatHi from '../../src/shared/i18n/hi/format.ts';
import { MSG as MSG_HI } from '../../src/shared/i18n/hi/messages.ts';
import * as sellHi from '../../src/shared/i18n/hi/sell.ts';
import { saveProfile, tokenFor, useToken } from './fixtures/accounts.ts';
import {
  atOneSize,
  choose,
  consoleErrors,
  dismissToasts,
  gotoLive,
  shot,
} from './fixtures/page-helpers.ts';
import { carPhoto } from './fixtures/seller-photos.ts';
import { signInThroughDialog } from './fixtures/sign-in.ts';

/** One language's words the Sell form and My Vehicles show. */
interface SellWords {
  prefix: '/hi' | '/gu';
  sell: Record<
    | 'submitListing'
    | 'vehicleTypeLabel'
    | 'companyLabel'
    | 'modelLabel'
    | 'variantLabel'
    | 'colourLabel'
    | 'fuelLabel'
    | 'vehicleNumberLabel'
    | 'yearLabel'
    | 'kilometerLabel'
    | 'ownerLabel'
    | 'seatingCapacityLabel'
    | 'gearLabel'
    | 'salePriceLabel'
    | 'choosePhoto'
    | 'cropPhotoTitle'
    | 'usePhoto'
    | 'chosenPhotoAlt'
    | 'statusUnSold'
    | 'editButton',
    string
  > & { priceInLakh: (amount: string) => string };
  names: Readonly<Record<string, string>>;
  owner: string;
  msg: Record<'required' | 'vehiclePhotoRequired' | 'vehicleAdded', string>;
}

const HINDI: SellWords = {
  prefix: '/hi',
  sell: sellHi,
  names: catalogueHi.catalogueNames,
  owner: formatHi.nthOwner(formatHi.ordinalNumber(1)),
  msg: MSG_HI,
};
const GUJARATI: SellWords = {
  prefix: '/gu',
  sell: sellGu,
  names: catalogueGu.catalogueNames,
  owner: formatGu.nthOwner(formatGu.ordinalNumber(1)),
  msg: MSG_GU,
};

/** A vehicle number of this run, project and language (no other test lists it). */
const carNumberFor = (info: TestInfo, words: SellWords) =>
  `GJ97${words.prefix === '/hi' ? 'H' : 'G'}${info.project.name === 'phone' ? 'P' : 'D'}${String(Date.now()).slice(-4)}`;

/**
 * On the open Sell Your Car page in `words`' language: an empty submit's errors, the form
 * filled (a 2019 Tata Nexon XZ Plus at ₹5,50,000) with a cropped photo, submitted; ends on
 * My Vehicles with the car's card.
 */
async function listCar(page: Page, info: TestInfo, words: SellWords, tag: string) {
  const { sell, names, msg } = words;
  await page.getByRole('button', { name: sell.submitListing }).click();
  await expect(page.getByText(msg.vehiclePhotoRequired)).toBeVisible();
  expect(await page.getByText(msg.required, { exact: true }).count()).toBeGreaterThan(8);
  await expect(page.getByLabel(sell.vehicleTypeLabel, { exact: true })).toBeFocused();
  await shot(page, info, `${tag}-sell-errors`);

  await choose(page, sell.vehicleTypeLabel, names.Car);
  await choose(page, sell.companyLabel, 'Tata');
  await choose(page, sell.modelLabel, 'Nexon');
  await choose(page, sell.variantLabel, 'XZ Plus');
  await choose(page, sell.colourLabel, 'Flame Red');
  await choose(page, sell.fuelLabel, names.Petrol);
  const carNumber = carNumberFor(info, words);
  await page.getByLabel(sell.vehicleNumberLabel).fill(carNumber);
  await page.getByLabel(sell.yearLabel, { exact: true }).fill('2019');
  await page.getByLabel(sell.kilometerLabel, { exact: true }).fill('45000');
  await choose(page, sell.ownerLabel, words.owner);
  await page.getByLabel(sell.seatingCapacityLabel).fill('5');
  await choose(page, sell.gearLabel, names.Manual);
  await page.getByLabel(sell.salePriceLabel, { exact: true }).fill('550000');
  await expect(page.getByText(`₹5,50,000 · ${sell.priceInLakh('5.5')}`)).toBeVisible();

  await page.getByLabel(sell.choosePhoto).setInputFiles(await carPhoto(`${tag}.jpg`, 1600, 1200));
  const crop = page.getByRole('dialog', { name: sell.cropPhotoTitle });
  await expect(crop).toBeVisible();
  await shot(page, info, `${tag}-sell-crop`);
  await crop.getByRole('button', { name: sell.usePhoto }).click();
  await expect(crop).toHaveCount(0);
  await expect(page.getByAltText(sell.chosenPhotoAlt)).toBeVisible();
  await expect(page.getByText(msg.required, { exact: true })).toHaveCount(0);
  await shot(page, info, `${tag}-sell-filled`, true);

  await page.getByRole('button', { name: sell.submitListing }).click();
  await expect(page.getByText(msg.vehicleAdded)).toBeVisible({ timeout: 30_000 });
  await expect(page).toHaveURL(new RegExp(`^[^?#]*${words.prefix}/MyVehicles$`));
  const card = page.getByRole('article', { name: '2019 Tata Nexon XZ Plus' }).filter({
    hasText: carNumber,
  });
  await expect(card).toBeVisible();
  await expect(card.getByText(sell.statusUnSold)).toBeVisible();
  await expect(card.getByText('₹5,50,000')).toBeVisible();
  await expect(card.getByRole('link', { name: new RegExp(`^${sell.editButton}`) })).toBeVisible();
  await dismissToasts(page);
  await shot(page, info, `${tag}-my-vehicles`, true);
}

test('a seller signs in from a Gujarati page and lists a car in Gujarati', async ({
  page,
}, info) => {
  atOneSize(info, 'phone');
  test.setTimeout(180_000);
  const phone = info.project.name === 'phone';
  const errors = consoleErrors(page);
  const mobile = `98765390${phone ? '11' : '12'}`;
  await gotoLive(page, '/gu/SellInquiryform');
  await expect(page.getByRole('heading', { name: frameGu.pleaseLogIn })).toBeVisible();
  await page.getByRole('main').getByRole('button', { name: frameGu.loginSignupButton }).click();
  await expect(page.getByRole('dialog', { name: loginGu.loginTitle })).toBeVisible();
  await shot(page, info, 'lang-sell-gu-login');
  await signInThroughDialog(page, mobile, undefined, {
    mobile: loginGu.mobileNumberLabel,
    getOtp: loginGu.getOtp,
    enterOtp: accountGu.enterOtp,
    verify: accountGu.verifyOtp,
    loggedIn: MSG_GU.loginSuccess,
  });
  await expect(page.getByRole('dialog', { name: loginGu.completeProfileTitle })).toBeVisible();
  const token = await page.evaluate((key) => localStorage.getItem(key), TOKEN_STORAGE_KEY);
  await saveProfile(page.request, token ?? '', mobile);
  await page.reload();
  await expect(page.getByRole('heading', { name: frameGu.navSell, level: 1 })).toBeVisible();
  await expect(page.getByRole('dialog')).toHaveCount(0);
  await listCar(page, info, GUJARATI, 'lang-sell-gu');
  expect(errors).toEqual([]);
});

test('a seller lists a car in Hindi', async ({ page }, info) => {
  test.setTimeout(180_000);
  const errors = consoleErrors(page);
  const mobile = `98765390${info.project.name === 'phone' ? '21' : '22'}`;
  const token = await tokenFor(page.request, mobile);
  await saveProfile(page.request, token, mobile);
  await useToken(page, token);
  await gotoLive(page, '/hi/SellInquiryform');
  await listCar(page, info, HINDI, 'lang-sell-hi');
  expect(errors).toEqual([]);
});
