/**
 * The words around a Status card (issue 12 item 4; decision 023): the car's
 * short link, the caption a seller posts with the picture, and the
 * picture's file name. Pure functions.
 */
import { PRODUCT } from '#shared/brand.ts';
import { formatKm, formatRupees } from '#shared/format.ts';
import type { StatusCardCar } from './status-card.repository.ts';

/**
 * The car's short link: `{publicUrl}/CarDetails/{rand}`. The car page
 * answers at that path without its slug (pages/car-page.routes.ts), so
 * the link stays short enough to read off a picture and type.
 */
export function shortCarUrl(publicUrl: string, rand: string): string {
  return `${publicUrl.replace(/\/+$/, '')}/CarDetails/${encodeURIComponent(rand)}`;
}

const squash = (s: string) => s.replace(/\s+/g, ' ').trim();

/** "2019 Maruti Suzuki Swift LDi" (the variant left out when blank). */
export function carTitle(car: Pick<StatusCardCar, 'year' | 'make' | 'model' | 'variant'>): string {
  return squash(`${car.year} ${car.make} ${car.model} ${car.variant}`);
}

/**
 * The caption, e.g. "2019 Maruti Suzuki Swift LDi for sale in Ahmedabad:
 * ₹5,45,000, 42,000 km, Petrol. See photos and details: https://…/CarDetails/AbC123xYz0"
 * (price in rupees and km with Indian grouping).
 */
export function statusCaption(car: StatusCardCar, link: string): string {
  return `${carTitle(car)} for sale in ${squash(car.city)}: ${formatRupees(car.price)}, ${formatKm(car.km)}, ${squash(car.fuel)}. See photos and details: ${link}`;
}

/** The picture's file name: "carsetu-2019-maruti-suzuki-swift.jpg" (ASCII letters, digits and dashes). */
export function statusCardFileName(car: Pick<StatusCardCar, 'year' | 'make' | 'model'>): string {
  const slug = `${PRODUCT} ${car.year} ${car.make} ${car.model}`
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-+|-+$/g, '')
    .slice(0, 80)
    .replace(/-+$/, '');
  return `${slug}.jpg`;
}
