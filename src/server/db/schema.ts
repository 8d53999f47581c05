/**
 * Kysely table types. Column names are snake_case here and mapped to the API's
 * wire names (docs/product.md#api: `companyid`, `nSaleprice`, `Rand` ...) once,
 * in the repositories' row mappers. Money in rupees, distances in km, times as
 * ISO 8601 strings made by the application.
 */
import type { Generated } from 'kysely';
import type { LeadStatus } from '#shared/schemas/enquiry.ts';

export interface NamedRow {
  id: number;
  name: string;
}

export interface StateRow extends NamedRow {
  country_id: number;
  kind: string;
}

export interface CityRow {
  id: Generated<number>;
  state_id: number;
  name: string;
}

export interface MakeRow extends NamedRow {}

export interface ModelRow extends NamedRow {
  make_id: number;
  /** 1 when a seller may list it ("active model"), else 0. */
  active: number;
  body: string;
  seats: number;
  engine_litres: number;
  year_from: number;
  year_to: number | null;
  price_min: number;
  price_max: number;
}

export interface VariantRow extends NamedRow {
  model_id: number;
  fuel_id: number;
  gear_id: number;
}

export interface ColourRow extends NamedRow {
  model_id: number;
}

export interface BannerRow {
  id: Generated<number>;
  url: string;
  photo: string;
  sort_order: number;
}

export interface DealerRow {
  id: Generated<number>;
  rand: string;
  firm_name: string;
  mobile: string;
  mobile2: string | null;
  address: string;
  state_id: number;
  city_id: number;
  gps_link: string | null;
  created_at: string;
}

export type ListingStatus = 'UnSold' | 'Sold';

export interface ListingRow {
  id: Generated<number>;
  rand: string;
  car_number: string;
  vehicle_type_id: number;
  make_id: number;
  model_id: number;
  variant_id: number;
  colour: string;
  fuel_id: number;
  gear_id: number;
  model_year: number;
  km: number;
  owner: number;
  seats: number;
  /** Engine size in litres as the seller typed it ("1.2"), or null. */
  cc: string | null;
  /** Rupees. */
  price: number;
  insurance: 'Yes' | 'Nill';
  insurance_type: string | null;
  /** ISO date (YYYY-MM-DD) or null. */
  insurance_end: string | null;
  sunroof: 'Yes' | 'No';
  /** Comma-joined feature ids, as the wire's nFeatures. */
  feature_ids: string;
  status: ListingStatus;
  state_id: number;
  city_id: number;
  address: string | null;
  dealer_id: number | null;
  user_id: number | null;
  /** Storage key of the main photo (see ports/photo-storage.ts), or null. */
  photo: string | null;
  /** Storage key of the share card (og:image, `cars/{rand}/card-{random}.jpg`), or null while there is none. */
  share_card: Generated<string | null>;
  /** Random 0..2^31-1 fixed at insert; Home orders by it, rotated daily. */
  shuffle: number;
  created_at: string;
  updated_at: string;
}

export type ImageType = 'Exterior' | 'Interior' | 'Imperfection' | 'Features';

export interface ListingPhotoRow {
  id: Generated<number>;
  rand: string;
  listing_id: number;
  image_type: ImageType;
  photo: string;
  sort_order: number;
  created_at: string;
}

export interface LeadRow {
  id: Generated<number>;
  listing_id: number;
  dealer_id: number | null;
  name: string;
  mobile: string;
  remarks: string;
  lead_type: string;
  created_at: string;
  /** The seller's status: 'new' (default), 'contacted' or 'closed' (migration 0009). */
  status: Generated<LeadStatus>;
}

export interface UserRow {
  id: Generated<number>;
  /** Ten digits starting 6-9 (no country code). */
  mobile: string;
  /** Public id of the user as a seller (seller profile Rand); null until the first listing. */
  rand: string | null;
  created_at: string;
  last_login_at: string;
}

/** One per user, made at first sign-in with everything but the user empty (docs/product.md#client-profile). */
export interface ProfileRow {
  user_id: number;
  /** '' until the user saves the profile. */
  name: string;
  country_id: number | null;
  state_id: number | null;
  city_id: number | null;
  /** '' until the user saves the profile. */
  address: string;
  updated_at: string;
}

/** One per mobile that ever asked for an OTP: ReSendOTP locks it so sends for a number are serialised. */
export interface OtpMobileRow {
  mobile: string;
  created_at: string;
}

/**
 * open: the code may be verified (until expires_at, while attempts < 5);
 * verified: used once, done; replaced: a newer code was sent; failed: the
 * message could not be sent.
 */
export type OtpChallengeStatus = 'open' | 'verified' | 'replaced' | 'failed';

export interface OtpChallengeRow {
  id: Generated<number>;
  mobile: string;
  /** HMAC-SHA256(key = salt, "mobile:code"), hex. The code itself is never stored. */
  code_hash: string;
  /** 16 random bytes, hex. */
  salt: string;
  status: OtpChallengeStatus;
  /** Wrong codes tried so far. */
  attempts: number;
  created_at: string;
  expires_at: string;
  /** When the status left 'open'. */
  closed_at: string | null;
}

/** A single-use login ticket VerifyOTP hands out and /login exchanges for an access token. */
export interface LoginTicketRow {
  id: Generated<number>;
  /** SHA-256 of the ticket, hex. */
  ticket_hash: string;
  mobile: string;
  created_at: string;
  expires_at: string;
  used_at: string | null;
}

export interface AccessTokenRow {
  id: Generated<number>;
  /** SHA-256 of the bearer token, hex. */
  token_hash: string;
  user_id: number;
  created_at: string;
  expires_at: string;
  revoked_at: string | null;
}

export interface FavouriteRow {
  id: Generated<number>;
  user_id: number;
  listing_id: number;
  created_at: string;
}

/** What an account_usage row counts (docs/decisions/008-abuse-budgets.md). */
export type AccountAction = 'listing' | 'photos';

/** One counted action of an account: a new listing (amount 1) or a batch of uploaded photos (amount = photos). */
export interface AccountUsageRow {
  id: Generated<number>;
  user_id: number;
  action: AccountAction;
  amount: number;
  created_at: string;
}

/** The last server-rendered page of a listing (docs/decisions/016-stored-car-pages.md). */
export interface CarPageRow {
  listing_id: number;
  /** What the page was rendered from: the listing's version and the build. */
  version: string;
  /** HTTP status the page is answered with. */
  status: number;
  etag: string;
  /** The whole HTML document, brotli-compressed. */
  body_br: Uint8Array;
  /** ISO 8601. */
  rendered_at: string;
}

/** Where a job of the table-backed queue stands (jobs/table-job-queue.ts). */
export type JobState = 'queued' | 'active' | 'completed' | 'failed';

/** One job of the table-backed queue (docs/decisions/017-durable-jobs.md). */
export interface JobRow {
  id: Generated<number>;
  name: string;
  /** The job's data, JSON. */
  data: string;
  state: JobState;
  /** Tries started so far. */
  attempts: number;
  /** Retries allowed after the first try. */
  retry_limit: number;
  /** Wait before the first retry, seconds (doubled per retry when retry_backoff is 1). */
  retry_delay_seconds: number;
  /** 1: exponential backoff; 0: a fixed delay. */
  retry_backoff: number;
  /** ISO time before which the job is not run; while active, when its claim lapses. */
  run_after: string;
  /** The last failure's message (no phone numbers: the senders redact them). */
  last_error: string | null;
  /** Unique when set: a second insert with the same key is dropped. */
  singleton_key: string | null;
  created_at: string;
  updated_at: string;
}

export interface Database {
  countries: NamedRow;
  states: StateRow;
  cities: CityRow;
  makes: MakeRow;
  models: ModelRow;
  variants: VariantRow;
  colours: ColourRow;
  fuels: NamedRow;
  gears: NamedRow;
  vehicle_types: NamedRow;
  features: NamedRow;
  banners: BannerRow;
  dealers: DealerRow;
  listings: ListingRow;
  listing_photos: ListingPhotoRow;
  leads: LeadRow;
  users: UserRow;
  profiles: ProfileRow;
  otp_mobiles: OtpMobileRow;
  otp_challenges: OtpChallengeRow;
  login_tickets: LoginTicketRow;
  access_tokens: AccessTokenRow;
  favourites: FavouriteRow;
  account_usage: AccountUsageRow;
  car_pages: CarPageRow;
  jobs: JobRow;
  listing_views: ListingViewRow;
}

/** Visitors who opened a listing's page on one Indian day (docs/decisions/021-counted-views.md). */
export interface ListingViewRow {
  listing_id: number;
  /** The Asia/Kolkata date, YYYY-MM-DD. */
  day: string;
  /** Visitors counted that day, each once. */
  views: number;
}
