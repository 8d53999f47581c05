/**
 * What a buyer's daily alert tells (docs/alerts.md, issue 24 parts 2 and 3):
 * for each saved search with new cars, its name, how many (up to 100) and up
 * to 5 of them with year, make, model, price and short link; the wishlisted
 * cars whose price dropped, with old and new price; and the opt-out link.
 * Written out for the console, and as the approved template's four body
 * variables for WhatsApp (one line each: WhatsApp refuses line breaks in a
 * variable). Prices in rupees. In the recipient's language (issue 26 part 4:
 * `lang`, the words of src/shared/i18n/{lang}/notices.ts; default English).
 */
import { formatRupees } from '#shared/format.ts';
import type { Lang } from '#shared/i18n/lang.ts';
import { newCarsText } from '#shared/new-cars.ts';
import { linkInLanguage, NOTICE_WORDS, type NoticeWords } from '../../notices/notice-words.ts';

/** Cars a search shows in its alert. */
export const CARS_PER_SEARCH = 5;

export interface DigestCar {
  /** "2019 Maruti Suzuki Swift". */
  title: string;
  price: number;
  link: string;
}

export interface DigestSearch {
  name: string;
  /** New cars that match, at most NEW_MATCHES_COUNTED. */
  count: number;
  cars: DigestCar[];
}

export interface DigestDrop {
  title: string;
  oldPrice: number;
  newPrice: number;
  link: string;
}

export interface DigestContent {
  searches: DigestSearch[];
  drops: DigestDrop[];
}

const carText = (c: DigestCar) => `${c.title}, ${formatRupees(c.price)}: ${c.link}`;
const dropText = (w: NoticeWords, d: DigestDrop) =>
  w.priceDropLine(d.title, formatRupees(d.newPrice), formatRupees(d.oldPrice), d.link);
const searchHead = (w: NoticeWords, s: DigestSearch) =>
  `${s.name}: ${newCarsText(s.count, w.newCars)}`;

/** `c` with its cars' links to their pages in `lang` (on `publicUrl`: /hi/CarDetails/...). */
export function digestInLanguage(c: DigestContent, publicUrl: string, lang: Lang): DigestContent {
  const link = (l: string) => linkInLanguage(l, publicUrl, lang);
  return {
    searches: c.searches.map((s) => ({
      ...s,
      cars: s.cars.map((car) => ({ ...car, link: link(car.link) })),
    })),
    drops: c.drops.map((d) => ({ ...d, link: link(d.link) })),
  };
}

/** True when there is nothing to tell (no message is sent). */
export function isEmptyDigest(c: DigestContent): boolean {
  return c.searches.length === 0 && c.drops.length === 0;
}

/**
 * The template's body variables: {{1}} the searches and their counts,
 * {{2}} their cars, {{3}} the price drops ('None today' without), {{4}} the
 * opt-out link.
 */
export function digestParams(c: DigestContent, stopLink: string, lang: Lang = 'en'): string[] {
  const w = NOTICE_WORDS[lang];
  const heads = c.searches.map((s) => searchHead(w, s));
  const cars = c.searches.flatMap((s) => s.cars.map(carText));
  return [
    heads.join('; ') || w.noNewCarsToday,
    cars.join(' | ') || w.noneToday,
    c.drops.map((d) => dropText(w, d)).join(' | ') || w.noneToday,
    stopLink,
  ];
}

/** The message written out (the console sender prints it; WhatsApp shows the template filled). */
export function digestText(c: DigestContent, stopLink: string, lang: Lang = 'en'): string {
  const w = NOTICE_WORDS[lang];
  const lines = [w.alertsHeading];
  for (const s of c.searches) {
    lines.push(searchHead(w, s), ...s.cars.map((car) => `- ${carText(car)}`));
  }
  if (c.drops.length) lines.push(w.priceDropsHeading, ...c.drops.map((d) => `- ${dropText(w, d)}`));
  lines.push(w.stopAlerts(stopLink));
  return lines.join('\n');
}
