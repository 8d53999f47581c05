/**
 * How many new cars a saved search found, as My alerts and the daily alert
 * say it (docs/product.md#saved-searches): "1 new car", "3 new cars", and
 * "100+ new cars" at NEW_MATCHES_COUNTED, where counting stops (the words in
 * src/shared/i18n/{lang}/labels.ts; `words`, another language's newCars, for
 * a WhatsApp message in the recipient's language).
 */
import { newCars } from '#messages/labels.ts';
import { NEW_MATCHES_COUNTED } from './constants.ts';

export function newCarsText(
  n: number,
  words: (n: number, count: string) => string = newCars,
): string {
  const count = n >= NEW_MATCHES_COUNTED ? `${NEW_MATCHES_COUNTED}+` : String(n);
  return words(n, count);
}
