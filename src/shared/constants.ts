/** Business constants (docs/product.md#limits-and-constants). Units in names or comments. */

/** Largest id a database integer column holds (PostgreSQL int4). */
export const MAX_ID = 2_147_483_647;

/** The sort orders of /search and the search call (docs/product.md#listings-and-search). */
export const SEARCH_SORTS = ['newest', 'price_asc', 'price_desc', 'km_asc', 'year_desc'] as const;
export type SearchSort = (typeof SEARCH_SORTS)[number];

/** Longest keyword search read, characters (docs/product.md#keyword-search). */
export const KEYWORDS_MAX_LENGTH = 100;

/** Saved searches an account may keep (docs/product.md#saved-searches). */
export const SAVED_SEARCH_LIMIT = 10;
/** Longest saved search name, characters. */
export const SAVED_SEARCH_NAME_MAX = 40;
/** New matches counted for a saved search, at most (more reads as "100+"). */
export const NEW_MATCHES_COUNTED = 100;

/**
 * People a dealership may add to its team, besides its registered mobile
 * (docs/decisions/040-dealer-team.md; the 21st is refused: MSG.teamFull says 20).
 */
export const DEALER_TEAM_LIMIT = 20;

/** Cars per page on Home and search (docs/product.md#listings-and-search). */
export const PAGE_SIZE = 12;
export const MIN_MODEL_YEAR = 2003;
/** Budget slider bounds and step, rupees. */
export const PRICE_MIN = 50_000;
export const PRICE_MAX = 5_000_000;
export const PRICE_STEP = 50_000;
/** Kilometre slider bounds and step, km. */
export const KM_MIN = 0;
export const KM_MAX = 500_000;
export const KM_STEP = 5_000;
export const DEFAULT_STATE = { Value: '1', Text: 'Gujarat' } as const;
export const DEFAULT_VEHICLE_TYPE = 1;
export const COUNTRY_ID = 1;
/** Related cars on a car page, at most. */
export const RELATED_LIMIT = 10;
/** A repeat lead from one mobile for one car within this many hours answers 'Lead Already Exists'. */
export const LEAD_REPEAT_HOURS = 24;

const istYear = new Intl.DateTimeFormat('en-IN', { year: 'numeric', timeZone: 'Asia/Kolkata' });

/** Current year in India (the year slider's top end). */
export function currentYear(now: Date = new Date()): number {
  return Number(istYear.format(now));
}

/** Seconds before another OTP may be requested (docs/product.md#sign-in, #limits-and-constants; the server enforces it too). */
export const OTP_RESEND_SECONDS = 30;
/** The OTP field enables Verify at this many characters (docs/product.md#login-rules, #limits-and-constants). */
export const OTP_MIN_LENGTH = 5;
/** Digits in the OTP we send (docs/product.md#sign-in). */
export const OTP_DIGITS = 6;
/** Longest new city name (docs/product.md#limits-and-constants). */
export const NEW_CITY_MAX_LENGTH = 20;
