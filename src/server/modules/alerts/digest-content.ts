/**
 * What a buyer's daily alert tells (docs/alerts.md, issue 24 parts 2 and 3):
 * for each saved search with new cars, its name, how many (up to 100) and up
 * to 5 of them with year, make, model, price and short link; the wishlisted
 * cars whose price dropped, with old and new price; and the opt-out link.
 * Written out for the console, and as the approved template's four body
 * variables for WhatsApp (one line each: WhatsApp refuses line breaks in a
 * variable). Prices in rupees.
 */
import { formatRupees } from '#shared/format.ts';
import { newCarsText } from '#shared/new-cars.ts';

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
const dropText = (d: DigestDrop) =>
  `${d.title} now ${formatRupees(d.newPrice)} (was ${formatRupees(d.oldPrice)}): ${d.link}`;

/** True when there is nothing to tell (no message is sent). */
export function isEmptyDigest(c: DigestContent): boolean {
  return c.searches.length === 0 && c.drops.length === 0;
}

/**
 * The template's body variables: {{1}} the searches and their counts,
 * {{2}} their cars, {{3}} the price drops ('None today' without), {{4}} the
 * opt-out link.
 */
export function digestParams(c: DigestContent, stopLink: string): string[] {
  const heads = c.searches.map((s) => `${s.name}: ${newCarsText(s.count)}`);
  const cars = c.searches.flatMap((s) => s.cars.map(carText));
  return [
    heads.join('; ') || 'No new cars today',
    cars.join(' | ') || 'None today',
    c.drops.map(dropText).join(' | ') || 'None today',
    stopLink,
  ];
}

/** The message written out (the console sender prints it; WhatsApp shows the template filled). */
export function digestText(c: DigestContent, stopLink: string): string {
  const lines = ['CarSetu alerts'];
  for (const s of c.searches) {
    lines.push(`${s.name}: ${newCarsText(s.count)}`, ...s.cars.map((car) => `- ${carText(car)}`));
  }
  if (c.drops.length)
    lines.push('Price drops on your wishlist', ...c.drops.map((d) => `- ${dropText(d)}`));
  lines.push(`Stop these alerts: ${stopLink}`);
  return lines.join('\n');
}
