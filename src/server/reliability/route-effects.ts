/**
 * What a fuzzed request may change, by route key (route-catalogue.ts):
 * - a refused request (any answer but 2xx) changes nothing: no table, no
 *   photo file. One documented exception: a refused VerifyOTP counts the
 *   wrong code on its challenge (otp_challenges.attempts; after 5 the code
 *   is dead), which is the point of the lockout;
 * - an accepted request changes at most the tables (and photo files) its
 *   route writes, as listed here; reads change nothing. Tables this list
 *   does not know (a later migration's) may change on an accepted request,
 *   and so may anything on an accepted request to a route not listed, so the
 *   server can grow without breaking the fuzz; a refusal is held to nothing
 *   whatever the route;
 * - requests to unknown paths or with the wrong method change nothing.
 */
import { FILES } from './table-checksum.ts';

/** Every table at the time of writing (SQLite's sqlite_sequence moves with any insert). */
const KNOWN_TABLES = new Set([
  'countries',
  'states',
  'cities',
  'makes',
  'models',
  'variants',
  'colours',
  'fuels',
  'gears',
  'vehicle_types',
  'features',
  'banners',
  'dealers',
  'listings',
  'listing_photos',
  'leads',
  'users',
  'profiles',
  'otp_mobiles',
  'otp_challenges',
  'login_tickets',
  'access_tokens',
  'favourites',
  'account_usage',
  'kysely_migration',
  'kysely_migration_lock',
  FILES,
]);

const SELL = 'api/carsetuclientsellinquiry';
const IMAGES = 'api/carsetuclientsellimages';
const LISTING_WRITE = ['listings', 'listing_photos', 'account_usage', 'users', FILES];

/** Accepted requests of these routes may change these tables (and FILES: photo files). */
const WRITES: Record<string, string[]> = {
  'post /api/carsetuclientlogin/resendotp': ['otp_mobiles', 'otp_challenges', 'login_tickets'],
  'post /api/carsetuclientlogin/verifyotp': ['otp_challenges', 'login_tickets'],
  'post /login': ['login_tickets', 'users', 'profiles', 'access_tokens'],
  'post /api/carsetuclientlogin/logout': ['access_tokens'],
  // Saving the profile moves the user's listings to the new place (docs/product.md#listings-and-search).
  'post /api/clientcarsetuprofile/addcarsetuclientprofile': ['profiles', 'listings'],
  'post /api/clientcarsetuprofile/addcity': ['cities'],
  'post /api/userfavouritevehicle/addfavouritecars': ['favourites'],
  'post /api/leadqrcode/addleadqrcode': ['leads'],
  [`post /${SELL}/addcar`]: LISTING_WRITE,
  [`post /${SELL}/editcar`]: LISTING_WRITE,
  [`get /${SELL}/delete`]: ['listings', 'listing_photos', 'favourites', 'leads', FILES],
  [`post /${SELL}/changesoldunsoldstatus`]: ['listings'],
  [`post /${IMAGES}/addcarimages`]: LISTING_WRITE,
  [`get /${IMAGES}/delete`]: ['listings', 'listing_photos', FILES],
  'post /api/enquiries/setstatus': ['leads'],
  // A new price remakes the car's share card (a file, and listings.share_card).
  'post /api/dealer/setprice': ['listings', FILES],
  'post /api/dealer/marksold': ['listings'],
  // A team change locks its dealer's row (dealers, unchanged) and writes the trail.
  'post /api/dealer/team/add': ['dealers', 'dealer_staff', 'dealer_team_events'],
  'post /api/dealer/team/update': ['dealers', 'dealer_staff', 'dealer_team_events'],
  // Removing a person ends their sessions and gives their open leads back to the owner.
  'post /api/dealer/team/remove': [
    'dealers',
    'dealer_staff',
    'dealer_team_events',
    'leads',
    'access_tokens',
  ],
};

/** Routes that only read. */
const READS = new Set([
  'get /api/common/companydata',
  'get /api/common/fueldata',
  'get /api/common/geardata',
  'get /api/common/vehiclenamedata',
  'get /api/common/featuresdata',
  'get /api/common/countrydata',
  'get /api/common/activemodel/{companyid}',
  'get /api/common/statenamedata',
  'get /api/common/citynamedata',
  'post /api/common/veriantandcolour',
  'get /api/bannermaster/allclientbanner',
  'get /api/carmaster/getrandomly2car_cars',
  'post /api/carmaster/getdetailsofcarsbysccm_data',
  'get /api/carmaster/getdetailsofcarsbyrandomid',
  'get /api/site/settings',
  'get /api/clientcarsetuprofile/getclientprofilebyclientid',
  'get /api/userfavouritevehicle/allfavouritecars',
  `get /${SELL}/all`,
  `get /${SELL}/editcar`,
  `get /${IMAGES}/sellcarimages`,
  'get /api/enquiries/myenquiries',
  'get /api/enquiries/newcount',
  'get /api/enquiries/listingstats',
  'get /api/dealer/inventory',
  'get /api/dealer/team/list',
  'get /api/statuscard/card',
  'get /api/statuscard/caption',
]);

/** What a refused request of these routes may change (see the file comment). */
const REFUSAL_MAY_CHANGE: Record<string, string[]> = {
  'post /api/carsetuclientlogin/verifyotp': ['otp_challenges'],
};

/** True when the route key is one this file describes (a read or a write). */
export const isDescribedRoute = (key: string) => READS.has(key) || key in WRITES;

/**
 * The changed parts (tables, FILES) that break the rules above for a request
 * to route `key` (undefined: unknown path or wrong method) answered `status`.
 */
export function forbiddenChanges(key: string | undefined, status: number, changed: string[]) {
  const accepted = status >= 200 && status < 300;
  if (!accepted || key === undefined) {
    const allowed = (key && REFUSAL_MAY_CHANGE[key]) || [];
    return changed.filter((part) => !allowed.includes(part));
  }
  if (READS.has(key)) return changed.filter((part) => KNOWN_TABLES.has(part));
  const allowed = WRITES[key];
  if (!allowed) return [];
  return changed.filter(
    (part) => KNOWN_TABLES.has(part) && part !== 'sqlite_sequence' && !allowed.includes(part),
  );
}
