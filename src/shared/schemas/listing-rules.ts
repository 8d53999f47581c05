/**
 * Listing rules as plain values and functions: the vehicle number, insurance
 * types and end dates, model years, owners, the digit limits of km and price,
 * cubic capacity, listing statuses, photo sizes and categories. The field
 * schemas (listing-fields.ts) and the dealer CSV importer
 * (src/server/db/inventory-import/import-rows.ts) both read them from here.
 */
import { currentYear } from '../constants.ts';

/**
 * Vehicle number (docs/product.md#sell-form-rules): two letters, optional space
 * or hyphen, 1-2 digits, optional separator, 1-3 letters, optional separator,
 * 4-5 digits, upper case.
 */
export const VEHICLE_NUMBER_PATTERN = /^[A-Z]{2}[ -]?\d{1,2}[ -]?[A-Z]{1,3}[ -]?\d{4,5}$/;
/** At most 11 characters (docs/product.md#limits-and-constants), counted without separators: the number as stored. */
export const VEHICLE_NUMBER_MAX = 11;

/** "gj 01-hq 9999" -> "GJ01HQ9999": how listings store (and match) vehicle numbers. */
export function normaliseCarNumber(value: string): string {
  return value.trim().toUpperCase().replace(/[ -]/g, '');
}

/** True for a vehicle number (docs/product.md#sell-form-rules) in any letter case ("GJ01HQ9999", "gj 01 hq 9999"). */
export function isValidVehicleNumber(value: string): boolean {
  const upper = value.trim().toUpperCase();
  return (
    VEHICLE_NUMBER_PATTERN.test(upper) && normaliseCarNumber(upper).length <= VEHICLE_NUMBER_MAX
  );
}

/** Insurance types (docs/product.md#limits-and-constants), spelled as docs/product.md spells them; the first is the default. */
export const INSURANCE_TYPES = ['Comprehensive', 'Third Party', 'Zero depth'] as const;
export type InsuranceType = (typeof INSURANCE_TYPES)[number];
export const DEFAULT_INSURANCE_TYPE: InsuranceType = 'Comprehensive';

/** The oldest model year a seller may list. */
export const MIN_LISTING_YEAR = 1980;
/** Owner select list (docs/product.md#lookup-options): 1 to 10. */
export const MAX_OWNER = 10;
/** Kilometres driven: digits only, at most this many. */
export const MAX_KM_DIGITS = 6;
/** Sale price in rupees: digits only, at most this many. */
export const MAX_PRICE_DIGITS = 9;
/** Seating capacity: one digit, 1 to 9. */
export const MAX_SEATS_DIGITS = 1;

/** A listing's status: for sale, or sold (only UnSold -> Sold exists). */
export const LISTING_STATUSES = ['UnSold', 'Sold'] as const;

/**
 * Cubic capacity (docs/product.md#sell-form-rules): numeric with at most two
 * decimals (step 0.01), at most 4 characters, more than 0 ("1.6", "1.25",
 * "12.5", "1197").
 */
export function isValidCubicCapacity(value: string): boolean {
  return value.length <= 4 && /^\d+(\.\d{1,2})?$/.test(value) && Number(value) > 0;
}

/** YYYY-MM-DD, DD-MM-YYYY or DD/MM/YYYY -> YYYY-MM-DD when it is a real date, else undefined. */
export function parseDate(value: string): string | undefined {
  const v = value.trim();
  let m = /^(\d{4})-(\d{2})-(\d{2})$/.exec(v);
  let [y, mo, d] = m ? [m[1], m[2], m[3]] : ['', '', ''];
  if (!m) {
    m = /^(\d{1,2})[-/](\d{1,2})[-/](\d{4})$/.exec(v);
    if (!m) return undefined;
    [y, mo, d] = [m[3], m[2].padStart(2, '0'), m[1].padStart(2, '0')];
  }
  const iso = `${y}-${mo}-${d}`;
  const date = new Date(`${iso}T00:00:00Z`);
  return !Number.isNaN(date.getTime()) && date.toISOString().startsWith(iso) ? iso : undefined;
}

/** The latest insurance end date accepted: 10 years ahead. */
export const latestInsuranceYear = () => currentYear() + 10;

/** True for an insurance end date: a real date from MIN_LISTING_YEAR to latestInsuranceYear(). */
export function validInsuranceEnd(value: string): boolean {
  const iso = parseDate(value);
  if (!iso) return false;
  const year = Number(iso.slice(0, 4));
  return year >= MIN_LISTING_YEAR && year <= latestInsuranceYear();
}

// ---------------------------------------------------------------------------
// Photos.

/** Largest photo, bytes (docs/product.md#photo-rules, #limits-and-constants: 10 MB). */
export const MAX_PHOTO_BYTES = 10 * 1024 * 1024;
/** Base64 characters of a MAX_PHOTO_BYTES photo. */
export const MAX_PHOTO_BASE64_CHARS = Math.ceil(MAX_PHOTO_BYTES / 3) * 4;
/** Photos per category at most (docs/product.md#photo-rules; the main photo is the first Exterior one). */
export const MAX_PHOTOS_PER_CATEGORY = 10;
/** Photo categories (docs/product.md#listing-photos); the interface uses Exterior. */
export const IMAGE_TYPES = ['Exterior', 'Interior', 'Imperfection', 'Features'] as const;
export type ImageType = (typeof IMAGE_TYPES)[number];

/**
 * The base64 payload of a photo field: a "data:image/...;base64," prefix cut
 * off, line breaks dropped, spaces turned back into '+' (a '+' sent
 * form-encoded without escaping arrives as a space; base64 has no spaces).
 */
export function base64Payload(value: string): string {
  const start = value.startsWith('data:') ? value.indexOf(',') + 1 : 0;
  return value
    .slice(start)
    .replace(/[\r\n\t]/g, '')
    .replace(/ /g, '+');
}

/** True for standard base64 (A-Z a-z 0-9 + /), padded with '=' or not. */
export function isBase64(value: string): boolean {
  const body = value.replace(/={1,2}$/, '');
  if (body.length === 0 || body.length % 4 === 1) return false;
  if (body.length !== value.length && value.length % 4 !== 0) return false;
  return /^[A-Za-z0-9+/]+$/.test(body);
}
