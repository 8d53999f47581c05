/**
 * Kysely types of the tables about cars for sale: dealers, listings and
 * their photos, leads, favourites, counted views and the stored car pages.
 * Money in rupees, distances in km, times as ISO 8601 strings made by the
 * application.
 */
import type { Generated } from 'kysely';
import type { LeadStage, LostReason } from '#shared/schemas/lead-work.ts';

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
  /** When an operator deactivated it (migration 0020); null while active. */
  deactivated_at: string | null;
  /** Working hours, IST 'HH:MM', and the open weekdays as digits, 0 = Sunday (migration 0026). */
  hours_open: Generated<string>;
  hours_close: Generated<string>;
  open_days: Generated<string>;
  /** Median minutes to a lead's first contact over 30 days; null under 10 contacted leads (migration 0026). */
  reply_minutes: Generated<number | null>;
  /** The owner's words about the dealership for its showroom page; null: none (migration 0034). */
  about: Generated<string | null>;
  /** The dealership's GSTIN (15 characters, uppercase) for its invoices; null: none. Never public (migration 0035). */
  gstin: Generated<string | null>;
  /** Storage key of its logo's JPEG ("dealers/{Rand}/logo-{random}.jpg", its WebP beside it); null: none (migration 0036). */
  logo: Generated<string | null>;
}

/**
 * 'UnSold': for sale and shown to buyers; 'Sold'; 'Hidden': kept from
 * buyers by moderation (migration 0016, `hidden_reason` says why), shown to
 * its seller only.
 */
export type ListingStatus = 'UnSold' | 'Sold' | 'Hidden';

/**
 * Why a listing is 'Hidden' (docs/moderation.md; 'expired': not renewed,
 * migration 0018; 'dealer': its dealership was deactivated, migration 0020).
 */
export type HiddenReason = 'reports' | 'operator' | 'blocked' | 'expired' | 'dealer';

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
  /** Set while status is 'Hidden' (migration 0016). */
  hidden_reason: Generated<HiddenReason | null>;
  hidden_at: Generated<string | null>;
  /** When its seller last confirmed it is for sale (migration 0018; the database fills it on insert). */
  renewed_at: Generated<string>;
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
  /** The photo's 64-bit pHash, 16 hex digits (migration 0017, photos/phash.ts); null: stored before it. */
  phash: Generated<string | null>;
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
  /** The lead's stage (migration 0009 as a status; stages since 0026), 'new' by default. */
  status: Generated<LeadStage>;
  /** Why a 'lost' lead was lost (migration 0026). */
  lost_reason: Generated<LostReason | null>;
  /** When to follow up next, ISO 8601 UTC (migration 0026). */
  next_follow_up_at: Generated<string | null>;
  /** The first call, WhatsApp or stage change made from CarSetu, and by whom (users.id; migration 0026). */
  first_contact_at: Generated<string | null>;
  first_contact_user_id: Generated<number | null>;
  /** The newest note (every note is also a lead_events row; migration 0026). */
  last_note: Generated<string | null>;
  /**
   * The person of the dealership's team the lead is assigned to (migration
   * 0025, dealer_staff.id); null: the owner's (every lead before assignment).
   */
  assignee_staff_id: Generated<number | null>;
}

export interface FavouriteRow {
  id: Generated<number>;
  user_id: number;
  listing_id: number;
  created_at: string;
}

/**
 * One change of a listing's price, rupees (migration 0010: written by a
 * trigger whenever an update changes listings.price).
 */
export interface ListingPriceRow {
  id: Generated<number>;
  listing_id: number;
  old_price: number;
  new_price: number;
  /** The listing's updated_at of that change. */
  changed_at: string;
}

/** A listing's fair-price rating (migration 0011; modules/price-ratings). Rupees. */
export interface PriceRatingRow {
  listing_id: number;
  /** One of PRICE_RATINGS (#shared/price-rating.ts); null: fewer than 8 comparables. */
  rating: string | null;
  fair_price: number;
  fair_low: number;
  fair_high: number;
  comparables: number;
  computed_at: string;
}

/** A model whose ratings are out of date; `seq` grows at every new mark (migration 0011). */
export interface PriceRatingModelRow {
  model_id: number;
  seq: Generated<number>;
}

/** Visitors who opened a listing's page on one Indian day (docs/decisions/021-counted-views.md). */
export interface ListingViewRow {
  listing_id: number;
  /** The Asia/Kolkata date, YYYY-MM-DD. */
  day: string;
  /** Visitors counted that day, each once. */
  views: number;
}

/** The last server-rendered page of a listing (docs/decisions/016-stored-car-pages.md). */
export interface CarPageRow {
  listing_id: number;
  /** The page's language: 'en', 'hi' or 'gu' (issue 26). */
  lang: string;
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
