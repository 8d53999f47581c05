/**
 * Where an account's rows are, table by table (issue 44 part 4;
 * docs/privacy.md#my-data): the export reads every table by these links,
 * and erasure too (erase.ts). Typed by the database's tables, so a new table does
 * not compile until it says how its rows belong to an account, or why none
 * do (`none`).
 *
 * - `user`: rows whose `column` is the account's users.id;
 * - `mobile`: rows whose `column` is the account's mobile;
 * - `listing`: rows of the account's own listings (`column` a listings.id);
 * - `lead`: rows of the leads the account received (`column` a leads.id).
 */
import type { Database } from '../../db/schema.ts';

export type AccountLink =
  | { kind: 'user' | 'mobile' | 'listing' | 'lead'; column: string; what: string }
  | { kind: 'none'; why: string };

const none = (why: string): AccountLink[] => [{ kind: 'none', why }];
const catalogue = none('the catalogue: the same for everyone');

export const ACCOUNT_TABLES: Record<keyof Database, AccountLink[]> = {
  countries: catalogue,
  states: catalogue,
  cities: catalogue,
  makes: catalogue,
  models: catalogue,
  variants: catalogue,
  colours: catalogue,
  fuels: catalogue,
  gears: catalogue,
  vehicle_types: catalogue,
  features: catalogue,
  banners: none("the home page's banners"),
  users: [{ kind: 'user', column: 'id', what: 'the account' }],
  profiles: [{ kind: 'user', column: 'user_id', what: 'the profile' }],
  dealers: [{ kind: 'mobile', column: 'mobile', what: 'a dealership registered to the mobile' }],
  dealer_staff: [{ kind: 'mobile', column: 'mobile', what: "a place in a dealership's team" }],
  dealer_team_events: [{ kind: 'user', column: 'actor_user_id', what: 'changes made to a team' }],
  listings: [{ kind: 'user', column: 'user_id', what: 'cars listed' }],
  listing_photos: [{ kind: 'listing', column: 'listing_id', what: 'photos of the cars listed' }],
  listing_prices: [{ kind: 'listing', column: 'listing_id', what: 'price changes' }],
  listing_views: [{ kind: 'listing', column: 'listing_id', what: 'views of the cars a day' }],
  price_ratings: [{ kind: 'listing', column: 'listing_id', what: 'fair-price ratings' }],
  renewal_reminders: [{ kind: 'listing', column: 'listing_id', what: 'renewal reminders' }],
  listing_flags: [{ kind: 'listing', column: 'listing_id', what: 'duplicate checks' }],
  car_pages: none("each car's public page as rendered, made again from the listing"),
  leads: [
    { kind: 'listing', column: 'listing_id', what: 'leads received for the cars listed' },
    { kind: 'mobile', column: 'mobile', what: 'leads sent to sellers' },
  ],
  lead_events: [
    { kind: 'lead', column: 'lead_id', what: 'the work on leads received' },
    { kind: 'user', column: 'actor_user_id', what: 'work done on leads' },
  ],
  favourites: [{ kind: 'user', column: 'user_id', what: 'the wishlist' }],
  saved_searches: [{ kind: 'user', column: 'user_id', what: 'saved searches' }],
  alert_consents: [{ kind: 'user', column: 'user_id', what: 'WhatsApp alerts on or off' }],
  alert_digests: [{ kind: 'user', column: 'user_id', what: 'the daily alerts' }],
  follow_up_consents: [{ kind: 'user', column: 'user_id', what: 'the 9:30 messages on or off' }],
  consent_records: [{ kind: 'user', column: 'user_id', what: 'consents given and withdrawn' }],
  grievances: [{ kind: 'user', column: 'user_id', what: 'grievances' }],
  nominees: [{ kind: 'user', column: 'user_id', what: 'your nominee' }],
  breach_notices: none('a breach notice as sent: the same words for everyone it went to'),
  breach_recipients: [{ kind: 'user', column: 'user_id', what: 'breach notices sent to you' }],
  listing_costs: [{ kind: 'listing', column: 'listing_id', what: 'what your cars cost' }],
  listing_margins: [{ kind: 'listing', column: 'listing_id', what: 'your margins' }],
  listing_sales: [
    { kind: 'listing', column: 'listing_id', what: 'your cars sold, with their buyers' },
    { kind: 'mobile', column: 'buyer_mobile', what: 'cars bought from a dealer' },
  ],
  access_tokens: [{ kind: 'user', column: 'user_id', what: 'sign-ins' }],
  login_tickets: [{ kind: 'mobile', column: 'mobile', what: 'sign-in steps in progress' }],
  otp_mobiles: [{ kind: 'mobile', column: 'mobile', what: 'codes asked for' }],
  otp_challenges: [{ kind: 'mobile', column: 'mobile', what: 'codes sent' }],
  account_usage: [{ kind: 'user', column: 'user_id', what: 'the day’s use, for abuse limits' }],
  listing_reports: [
    { kind: 'user', column: 'reporter_user_id', what: 'reports sent, signed in' },
    { kind: 'mobile', column: 'reporter_mobile', what: 'reports sent' },
  ],
  blocked_mobiles: [{ kind: 'mobile', column: 'mobile', what: 'a block on the mobile' }],
  operator_audit: none("the operators' audit: their actions, with mobiles masked"),
  jobs: none('work in progress (messages to send), deleted once done'),
  alert_budget_days: none('a count of messages a day'),
  price_rating_models: none('fair prices per model'),
};

/** Columns never exported: secrets kept as hashes, and rendered bytes. */
export const NOT_EXPORTED = /(_hash|^body_br)$/;
