/**
 * The words the first-tap bench looks for (bench/pages-first-tap-scenarios.ts),
 * in the language of BENCH_LANG (en, the default; hi or gu: the pages under
 * /hi or /gu, docs/decisions/037-languages.md), read from the catalogs the
 * pages are built from (src/shared/i18n/{lang}/).
 */

import * as carPageEn from '../src/shared/i18n/en/car-page.ts';
import * as carsEn from '../src/shared/i18n/en/cars.ts';
import * as frameEn from '../src/shared/i18n/en/frame.ts';
import * as loginEn from '../src/shared/i18n/en/login.ts';
import * as carPageGu from '../src/shared/i18n/gu/car-page.ts';
import * as carsGu from '../src/shared/i18n/gu/cars.ts';
import * as frameGu from '../src/shared/i18n/gu/frame.ts';
import * as loginGu from '../src/shared/i18n/gu/login.ts';
import * as carPageHi from '../src/shared/i18n/hi/car-page.ts';
import * as carsHi from '../src/shared/i18n/hi/cars.ts';
import * as frameHi from '../src/shared/i18n/hi/frame.ts';
import * as loginHi from '../src/shared/i18n/hi/login.ts';
import { LANGS, type Lang } from '../src/shared/i18n/lang.ts';

const CATALOGS = {
  en: { carPage: carPageEn, cars: carsEn, frame: frameEn, login: loginEn },
  hi: { carPage: carPageHi, cars: carsHi, frame: frameHi, login: loginHi },
  gu: { carPage: carPageGu, cars: carsGu, frame: frameGu, login: loginGu },
};

const asked = process.env.BENCH_LANG ?? 'en';
if (!(LANGS as readonly string[]).includes(asked))
  throw new Error(`BENCH_LANG ${asked}: one of ${LANGS.join(', ')}`);
/** The language the bench opens the pages in. */
export const BENCH_LANG = asked as Lang;

const { carPage, cars, frame, login } = CATALOGS[BENCH_LANG];

/** The controls and answers the scenarios find, as the page in BENCH_LANG says them. */
export const WORDS = {
  filters: cars.filtersLabel,
  filterCars: cars.filterCars,
  getBestPrice: carPage.getBestPrice,
  getSellerDetails: frame.getSellerDetails,
  /** The first photo's button's label, any count: a RegExp source ("^Open photo 1 of \\d+ full screen$"). */
  openFirstPhoto: `^${carPage
    .openPhotoFullScreen(1, 9999)
    .replace(/[.*+?^${}()|[\]\\]/g, '\\$&')
    .replace('9999', '\\d+')}$`,
  closeViewer: carPage.closeViewer,
  shareCar: carPage.shareCar,
  addToWishlist: cars.addToWishlist,
  loginTitle: login.loginTitle,
  quickLinks: frame.quickLinksLabel,
  loginButton: frame.loginButton,
  searchUsedCars: cars.searchUsedCars,
  searchHeading: frame.searchHeading,
};

/** `url` (a page of the English site) in BENCH_LANG: under /hi or /gu. */
export function inBenchLanguage(url: string): string {
  if (BENCH_LANG === 'en') return url;
  const u = new URL(url);
  u.pathname = `/${BENCH_LANG}${u.pathname === '/' ? '' : u.pathname}`;
  return u.toString();
}
