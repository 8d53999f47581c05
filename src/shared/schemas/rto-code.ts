/**
 * What the public sees of a car's registration number (issue 44 part 1;
 * docs/privacy.md#registration-numbers): only its RTO code, the state and
 * district office that registered it ("GJ11LK2057" -> "GJ11"). With the
 * whole number, the government's vehicle apps name the owner; the seller,
 * the dealer's team and operators still see it on their own screens.
 */
import { normaliseCarNumber } from './listing-rules.ts';

/** The RTO code of vehicle number `number` (any case and separators); '' when it has none. */
export function rtoCode(number: string): string {
  const match = /^([A-Z]{2})(\d{1,2})/.exec(normaliseCarNumber(number));
  return match ? `${match[1]}${match[2]}` : '';
}
