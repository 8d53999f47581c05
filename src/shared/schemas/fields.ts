/**
 * Field rules and preprocess steps used by several forms and routes
 * (docs/product.md#validation-rules), and by the dealer CSV importer.
 * Form-encoded bodies arrive as strings; "", "null" and "undefined" mean "not
 * given".
 */
import { z } from 'zod';
import { noControlChars, textTooLong } from '#messages/validation.ts';
import { MAX_ID } from '../constants.ts';
import { MSG } from '../messages.ts';

export const MOBILE_PATTERN = /^[6-9]\d{9}$/;

/** Blank ('', null, undefined, 'null', 'undefined') -> undefined: "not given"; anything else as it is. */
export const blankToUndefined = (v: unknown) =>
  v === '' || v === 'null' || v === 'undefined' || v === null ? undefined : v;

/** Trimmed text; numbers become their text; blank -> undefined. */
export const asText = (v: unknown) =>
  blankToUndefined(typeof v === 'string' ? v.trim() : typeof v === 'number' ? String(v) : v);

/**
 * A preprocess step for a choice among `values` typed in any letter case:
 * trimmed text matching one of them becomes its spelling ("sold" -> "Sold");
 * blank -> undefined; other values stay as they are for the schema to refuse.
 */
export const caseInsensitive =
  (values: readonly string[]) =>
  (v: unknown): unknown => {
    const b = asText(v);
    return typeof b === 'string'
      ? (values.find((t) => t.toLowerCase() === b.toLowerCase()) ?? b)
      : b;
  };

export { MAX_ID };

/**
 * An id sent as text or a number (1 to MAX_ID, at most 10 digits), parsed to
 * a number: `required` when missing, `invalid` when not such an id.
 */
export const idText = (required: string, invalid: string = required) =>
  z.preprocess(
    asText,
    z
      .string({ error: required })
      .regex(/^\d{1,10}$/, invalid)
      .transform(Number)
      .refine((n) => n >= 1 && n <= MAX_ID, invalid),
  );

/**
 * A required id sent as text or a number, parsed to a number (1 to MAX_ID):
 * `required` when blank or not a number, and when below 1; `invalid` when
 * not a whole number in range (zod's own wording when omitted).
 */
export const coercedId = (required: string, invalid?: string) =>
  z.preprocess(
    blankToUndefined,
    z.coerce
      .number({ error: required })
      .int(invalid)
      .positive(invalid ?? required)
      .max(MAX_ID, invalid),
  );

/** True for an id as text: 1 to 10 digits, 1 to MAX_ID. */
export const isIdText = (s: string): boolean =>
  /^\d{1,10}$/.test(s) && Number(s) >= 1 && Number(s) <= MAX_ID;

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

/** Required free text ('This feild is required' when blank), trimmed, without control characters. */
export const requiredText = (max: number) =>
  z.preprocess(
    blankToUndefined,
    z
      .string({ error: MSG.required })
      .trim()
      .min(1, MSG.required)
      .max(max, textTooLong(max))
      .refine((s) => !hasControlChars(s), noControlChars),
  );

/** Optional free text without control characters; blank means absent. */
export const optionalText = (max: number) =>
  z.preprocess(
    blankToUndefined,
    z
      .string()
      .trim()
      .max(max)
      .refine((s) => !hasControlChars(s), noControlChars)
      .optional(),
  );

/** A ticked box on the wire: 'true', 'on' or true; anything else false. */
export const isTicked = (v: unknown) => v === true || v === 'true' || v === 'on';

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
