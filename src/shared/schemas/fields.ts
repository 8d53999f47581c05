/**
 * Field rules used by several forms and routes (spec 5). Form-encoded bodies
 * arrive as strings; "", "null" and "undefined" mean "not given".
 */
import { z } from 'zod';
import { MSG } from '../messages.ts';

export const MOBILE_PATTERN = /^[6-9]\d{9}$/;

const blankToUndefined = (v: unknown) =>
  v === '' || v === 'null' || v === 'undefined' || v === null ? undefined : v;

/** Largest id a database integer column holds (PostgreSQL int4). */
export const MAX_ID = 2_147_483_647;

/** An optional positive integer id (at most MAX_ID); blank means absent. */
export const optionalId = z.preprocess(
  blankToUndefined,
  z.coerce.number().int().positive().max(MAX_ID).optional(),
);

/** An optional whole number >= 0 (rupees, km, years); blank means absent. */
export const optionalWhole = z.preprocess(
  blankToUndefined,
  z.coerce.number().int().min(0).max(2_000_000_000).optional(),
);

/**
 * True when `s` holds a control character other than tab, newline or carriage
 * return (NUL included): no field of ours carries one, and PostgreSQL refuses NUL in text.
 */
export function hasControlChars(s: string): boolean {
  for (let i = 0; i < s.length; i++) {
    const c = s.charCodeAt(i);
    if ((c < 32 && c !== 9 && c !== 10 && c !== 13) || c === 127) return true;
  }
  return false;
}

/** Optional free text without control characters; blank means absent. */
export const optionalText = (max: number) =>
  z.preprocess(
    blankToUndefined,
    z
      .string()
      .trim()
      .max(max)
      .refine((s) => !hasControlChars(s), 'must not contain control characters')
      .optional(),
  );

/** Mobile number: required ('This feild is required'), ten digits starting 6-9 after trimming. */
export const leadMobile = z
  .string({ error: MSG.required })
  .trim()
  .min(1, MSG.required)
  .regex(MOBILE_PATTERN, MSG.validMobile);

/** Person's name on the lead form: required, letters and spaces only. */
export const personName = z
  .string({ error: MSG.required })
  .trim()
  .min(1, MSG.required)
  .max(60, MSG.onlyCharacters)
  .regex(/^[A-Za-z ]+$/, MSG.onlyCharacters);
