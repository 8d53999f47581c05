/**
 * A dealership's own details (docs/product.md#seller-profile; dealers.csv of
 * docs/decisions/024-dealer-import.md; the console's dealer form,
 * docs/moderation.md#banners-and-dealers): one schema for the importer, the
 * console's form and its route. Keys are dealers.csv's columns. The place
 * (state and city) is checked against the catalogue by each caller: by name
 * in a CSV, by id in the console.
 */
import { z } from 'zod';
import { linkNeedsHttps } from '#messages/validation.ts';
import { blankToUndefined, leadMobile, requiredText } from './fields.ts';

/** A dealer's map link: http(s), up to 500 characters; blank means none. */
export const gpsLink = z.preprocess(
  blankToUndefined,
  z
    .string()
    .trim()
    .regex(/^https?:\/\/\S{3,500}$/, linkNeedsHttps)
    .optional(),
);

export const DealerFieldsSchema = z.object({
  /** The firm's name as buyers see it (Firmname). */
  firm_name: requiredText(100),
  /** Ten digits: the registered mobile, also the dealer's sign-in. */
  mobile: leadMobile,
  /** A second number (Mobileno1); blank means none. */
  mobile2: z.preprocess(blankToUndefined, leadMobile.optional()),
  address: requiredText(300),
  gps_link: gpsLink,
});
export type DealerFields = z.output<typeof DealerFieldsSchema>;
