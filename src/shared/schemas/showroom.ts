/**
 * A dealer's showroom page on the wire (issue 45 part 5;
 * docs/decisions/046-showroom-pages.md): GET /api/showroom/{Rand} answers
 * ShowroomSchema (public: the mobile masked, never costs or buyers); the
 * workspace's form posts ShowroomFormSchema to POST /api/Dealer/Showroom.
 */

import { z } from 'zod';
import { aboutTooLong } from '#messages/showroom.ts';
import { noControlChars } from '#messages/validation.ts';
import { MSG } from '../messages.ts';
import { envelope } from './api.ts';
import { blankToUndefined, hasControlChars } from './fields.ts';

/** The most characters of a dealer's words about itself. */
export const ABOUT_MAX = 1000;

/**
 * A dealer's logo, pixels a side of its square (src/server/photos/dealer-logo.ts):
 * shown at up to 96 x 96 CSS px, sharp on screens of two device pixels per
 * CSS pixel. Stored as a JPEG ("dealers/{Rand}/logo-{random}.jpg", the URL
 * `Logo` answers) with a WebP of it beside (".webp" for ".jpg").
 */
export const LOGO_SIZE = 192;

/** A dealer's `Rand` in a path (10 URL-safe characters). */
export const ShowroomRandSchema = z.string().regex(/^[A-Za-z0-9_-]{10}$/, MSG.dealerNotFound);

/** A dealer's public page: where it is, when it is open, what it says, how many cars it has for sale. */
export const ShowroomSchema = z.object({
  Rand: z.string(),
  Firmname: z.string(),
  Address: z.string(),
  nCity: z.string(),
  nState: z.string(),
  /** The map link, only when it is a web address (http or https). */
  nGpslink: z.string().nullable(),
  /** Masked, "98XXXXXX10": the whole number is given only by the Call and WhatsApp links. */
  Mobileno: z.string(),
  /** The owner's words, or null. */
  About: z.string().nullable(),
  /** Working hours, IST "HH:MM", and the open weekdays as digits (0 = Sunday). */
  Open: z.string(),
  Close: z.string(),
  Days: z.string(),
  /** Its cars for sale. */
  Cars: z.number().int(),
  /** The canonical path, /dealer/{slug}. */
  Path: z.string(),
  /** A photo of one of its cars (the share card's picture), or null. */
  Photo: z.string().nullable(),
  /** Its logo's URL (a LOGO_SIZE px square JPEG, its WebP beside it), or null. */
  Logo: z.string().nullable(),
});
export type Showroom = z.infer<typeof ShowroomSchema>;
export const ShowroomAnswerSchema = envelope(ShowroomSchema);

/** The owner's showroom form: the words about the dealership (blank: none). */
export const ShowroomFormSchema = z.object({
  About: z.preprocess(
    blankToUndefined,
    z
      .string()
      .trim()
      .max(ABOUT_MAX, aboutTooLong)
      .refine((s) => !hasControlChars(s), noControlChars)
      .optional(),
  ),
});
export type ShowroomForm = { About: string };

/**
 * GET and POST /api/Dealer/Showroom (and the logo calls): the owner's words,
 * the dealer's Rand and firm, its page's path and its logo's URL (or null).
 */
export const ShowroomFormDataSchema = z.object({
  About: z.string().nullable(),
  Rand: z.string(),
  Firmname: z.string(),
  Path: z.string(),
  Logo: z.string().nullable(),
});
export type ShowroomFormData = z.infer<typeof ShowroomFormDataSchema>;
export const ShowroomFormAnswerSchema = envelope(ShowroomFormDataSchema);
