/**
 * The field schemas of a listing, one per field, shared by the Sell / Edit
 * forms and their routes (listing-form.ts), the other seller requests
 * (listing-wire.ts) and the dealer CSV importer (src/server/db/inventory-import/import-rows.ts).
 * Inputs may be strings (form-encoded) or numbers (JSON); blank ('', null,
 * 'null', 'undefined') means "not given".
 */
import { z } from 'zod';
import { currentYear } from '../constants.ts';
import { MSG } from '../messages.ts';
import {
  asText,
  blankToUndefined,
  caseInsensitive,
  hasControlChars,
  idText,
  isIdText,
} from './fields.ts';
import {
  base64Payload,
  INSURANCE_TYPES,
  isBase64,
  isValidCubicCapacity,
  isValidVehicleNumber,
  LISTING_STATUSES,
  MAX_KM_DIGITS,
  MAX_OWNER,
  MAX_PHOTO_BASE64_CHARS,
  MAX_PRICE_DIGITS,
  MAX_SEATS_DIGITS,
  MIN_LISTING_YEAR,
  normaliseCarNumber,
} from './listing-rules.ts';

/** A dropdown choice (its Value, an id): 'This feild is required' when missing or not an id. */
export const pickedId = idText(MSG.required);

/** Digits only, at most `maxDigits` (docs/product.md#sell-form-rules); `message` otherwise, 'This feild is required' when missing. */
const digits = (maxDigits: number, message: string) =>
  z.preprocess(
    asText,
    z
      .string({ error: MSG.required })
      .regex(new RegExp(`^\\d{1,${maxDigits}}$`), message)
      .transform(Number),
  );

export const modelYear = digits(4, MSG.validYear).refine(
  (y) => y >= MIN_LISTING_YEAR && y <= currentYear(),
  MSG.validYear,
);

export const km = digits(MAX_KM_DIGITS, MSG.validKm);

export const owner = z.preprocess(
  asText,
  z
    .string({ error: MSG.required })
    .regex(/^\d{1,2}$/, MSG.validOwner)
    .transform(Number)
    .refine((n) => n >= 1 && n <= MAX_OWNER, MSG.validOwner),
);

export const seats = digits(MAX_SEATS_DIGITS, MSG.validCapacity).refine(
  (n) => n >= 1,
  MSG.validCapacity,
);

export const salePrice = digits(MAX_PRICE_DIGITS, MSG.validSalePrice).refine(
  (n) => n >= 1,
  MSG.validSalePrice,
);

/** Sell form: the vehicle number (docs/product.md#sell-form-rules), parsed to upper case without separators. */
export const vehicleNumber = z.preprocess(
  asText,
  z
    .string({ error: MSG.required })
    .max(20, MSG.validVehicleNumber)
    .refine(isValidVehicleNumber, MSG.validVehicleNumber)
    .transform(normaliseCarNumber),
);

/**
 * Edit form: the number is not checked against the pattern
 * (docs/product.md#edit-form-rules); optional (absent keeps the stored one),
 * normalised like the sell form's, and only letters and digits once normalised,
 * at most 11.
 */
export const editVehicleNumber = z.preprocess(
  asText,
  z
    .string()
    .max(20, MSG.validVehicleNumber)
    .transform(normaliseCarNumber)
    .refine((s) => /^[A-Z0-9]{1,11}$/.test(s), MSG.validVehicleNumber)
    .optional(),
);

/** Colour: the Value (colour id) or the Text (colour name) of a Colourdata option; the name is stored. */
export const colour = z.preprocess(
  asText,
  z
    .string({ error: MSG.required })
    .max(50, 'colour must be at most 50 characters.')
    .refine((s) => !hasControlChars(s), 'colour must not contain control characters.'),
);

const yesNo = (yes: string, no: string, others: string[]) => (v: unknown) => {
  if (v === true) return yes;
  if (v === false) return no;
  const b = asText(v);
  if (b === undefined) return no;
  if (typeof b !== 'string') return b;
  const key = b.toLowerCase();
  if (key === yes.toLowerCase() || key === 'true') return yes;
  if (key === no.toLowerCase() || key === 'false' || others.includes(key)) return no;
  return b;
};

/** Insurance checkbox (docs/product.md#insurance): 'Yes' or 'Nill' (also true/false, 'No', 'Nil'); default 'Nill'. */
export const insurance = z.preprocess(
  yesNo('Yes', 'Nill', ['nil', 'no']),
  z.enum(['Yes', 'Nill'], { error: "insurance must be 'Yes' or 'Nill'" }),
);

/** Sunroof (docs/product.md#sell-form): 'Yes' or 'No' (also true/false); default 'No'. */
export const sunroof = z.preprocess(
  yesNo('Yes', 'No', []),
  z.enum(['Yes', 'No'], { error: "nSunRoof must be 'Yes' or 'No'" }),
);

export const insuranceType = z.preprocess(
  caseInsensitive(INSURANCE_TYPES),
  z.enum(INSURANCE_TYPES, { error: MSG.validInsuranceType }).optional(),
);

/** Checked with the insurance switch (listing-form.ts: required and a real date only when insurance is 'Yes'). */
export const insuranceEndDate = z.preprocess(asText, z.string().max(30, MSG.validDate).optional());

/** Optional cubic capacity (docs/product.md#sell-form-rules, #edit-form-rules; "labelled required" on edit, validated the same). */
export const cubicCapacity = z.preprocess(
  asText,
  z.string().refine(isValidCubicCapacity, MSG.validCubicCapacity).optional(),
);

/** Feature ids: "3,7,12" (the wire), a list of ids or of { Value } options (a form); parsed to unique ids. */
export const featureIds = z.preprocess(
  (v) => {
    const one = (x: unknown) =>
      typeof x === 'object' && x !== null ? (x as { Value?: unknown }).Value : x;
    if (Array.isArray(v)) return v.map((x) => String(one(x))).join(',');
    if (typeof v === 'number') return String(v);
    return blankToUndefined(v) ?? '';
  },
  z
    .string({ error: MSG.validFeatures })
    .max(2000, MSG.validFeatures)
    .transform((s, ctx) => {
      const parts = s
        .split(',')
        .map((p) => p.trim())
        .filter((p) => p !== '');
      if (!parts.every(isIdText)) {
        ctx.addIssue({ code: 'custom', message: MSG.validFeatures });
        return z.NEVER;
      }
      return [...new Set(parts.map(Number))];
    }),
);

/** A listing's status, any letter case ("sold" -> "Sold"); optional. */
export const listingStatus = z.preprocess(
  caseInsensitive(LISTING_STATUSES),
  z.enum(LISTING_STATUSES, { error: "carstatus must be 'UnSold' or 'Sold'" }).optional(),
);

/** A photo as base64 (a data: URL is accepted too): at most 10 MB. */
export const photoData = (requiredMessage: string) =>
  z
    .string({ error: requiredMessage })
    .transform(base64Payload)
    .pipe(
      z
        .string()
        .min(1, requiredMessage)
        .max(MAX_PHOTO_BASE64_CHARS, MSG.photoTooLarge)
        .refine(isBase64, MSG.validPhoto),
    );

export const mainPhoto = z.preprocess(blankToUndefined, photoData(MSG.vehiclePhotoRequired));
export const optionalMainPhoto = z.preprocess(
  blankToUndefined,
  photoData(MSG.vehiclePhotoRequired).optional(),
);

/** A listing's Rand (the edit route's parameter). */
export const listingRand = z.preprocess(
  asText,
  z
    .string({ error: 'Rand is required' })
    .max(64, 'Rand is invalid')
    .refine((s) => !hasControlChars(s), 'Rand is invalid'),
);

/**
 * A photo's file name as the device named it (Photoname, Add Photos' names): at
 * most 200 characters; a HEIC/HEIF name (any case) is refused with the type
 * message of docs/product.md#photo-rules whatever the bytes are (the screen
 * says .HEIC photos are not allowed).
 */
export const photoFileName = z.preprocess(
  asText,
  z
    .string()
    .max(200, MSG.photoWrongType)
    .refine((s) => !hasControlChars(s), 'name must not contain control characters.')
    .refine((s) => !/\.hei[cf]\s*$/i.test(s), MSG.photoWrongType)
    .optional(),
);

/** A car number as sent, matched as stored: at most 20 characters, upper case, separators removed. */
const carNumberText = (required?: string) =>
  (required === undefined ? z.string() : z.string({ error: required }))
    .max(20, MSG.validVehicleNumber)
    .refine((s) => !hasControlChars(s), MSG.validVehicleNumber)
    .transform(normaliseCarNumber);

/** A car number in a query (?carno=): required, not pattern-checked. */
export const carNumberParam = (name: string) =>
  z.preprocess(
    asText,
    carNumberText(`${name} is required`).refine((s) => s.length > 0, `${name} is required`),
  );

/** An optional car number (addcarimages' carnumber), not pattern-checked. */
export const optionalCarNumber = z.preprocess(asText, carNumberText().optional());

/** Wire fields the server accepts and ignores. */
export const ignored = z
  .unknown()
  .optional()
  .transform(() => undefined);
