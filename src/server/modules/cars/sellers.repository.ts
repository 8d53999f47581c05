/**
 * Who sells a listing, as the car page and lead answers show them: a dealer
 * (imported inventory) or a signed-in user (Sell Your Car), as DealerProfile
 * (shape in #shared/schemas/car.ts), mobiles masked on the public page.
 */
import { maskMobile } from '#shared/format.ts';
import { showroomPath } from '#shared/pages/showroom.ts';
import type { DealerProfile } from '#shared/schemas/car.ts';
import type { Db } from '../../db/database.ts';

/** A dealer row; the city name shown with it is the car's city. */
type DealerProfileRow = {
  rand: string;
  firm_name: string;
  mobile: string;
  mobile2: string | null;
  address: string;
  gps_link: string | null;
  /** A dealer's median minutes to a lead's first contact (dealers.reply_minutes), when shown. */
  reply_minutes?: number | null;
  /** A dealer's own city (its showroom page's address); absent for a private seller. */
  dealer_city?: string;
};

/** Row -> DealerProfile; `masked` hides the mobiles as 98XXXXXX10 (docs/security.md). */
export function toDealerProfile(
  row: DealerProfileRow,
  cityName: string,
  masked: boolean,
): DealerProfile {
  const show = (m: string) => (masked ? maskMobile(m) : m);
  return {
    Rand: row.rand,
    Firmname: row.firm_name,
    Mobileno: show(row.mobile),
    Mobileno1: row.mobile2 ? show(row.mobile2) : null,
    Address: row.address,
    nCity: cityName,
    nGpslink: row.gps_link,
    ...(row.reply_minutes != null ? { ReplyMinutes: row.reply_minutes } : {}),
    ...(row.dealer_city !== undefined
      ? { Showroom: showroomPath(row.firm_name, row.dealer_city, row.rand) }
      : {}),
  };
}

/** Who sells a listing: a dealer (imported inventory) or a signed-in user (Sell Your Car). */
export interface ListingSeller {
  dealerId: number | null;
  userId: number | null;
}

/**
 * The seller profile row of a user's listing, built from the user's profile
 * (a private seller's profile stands in for a dealer's): name as Firmname, the account's
 * mobile, the profile's address; Rand is the user's seller Rand. Undefined
 * for an unknown user.
 */
async function userSellerRow(db: Db, userId: number): Promise<DealerProfileRow | undefined> {
  const row = await db
    .selectFrom('users as u')
    .innerJoin('profiles as p', 'p.user_id', 'u.id')
    .select(['u.rand', 'u.mobile', 'p.name', 'p.address'])
    .where('u.id', '=', userId)
    .executeTakeFirst();
  if (!row) return undefined;
  return {
    rand: row.rand ?? '',
    firm_name: row.name,
    mobile: row.mobile,
    mobile2: null,
    address: row.address,
    gps_link: null,
  };
}

/**
 * The seller profile of a listing as a one-item list (the API's
 * `dealerprofilelist`): its dealer's, or for a user's listing one built from
 * the user's profile; [] when there is neither. `cityName` (the car's city)
 * is nCity; mobiles masked or full.
 */
export async function sellerProfilesOf(
  db: Db,
  seller: ListingSeller,
  cityName: string,
  masked: boolean,
): Promise<DealerProfile[]> {
  let row: DealerProfileRow | undefined;
  if (seller.dealerId !== null) {
    row = await db
      .selectFrom('dealers as d')
      .innerJoin('cities as c', 'c.id', 'd.city_id')
      .select([
        'd.rand',
        'd.firm_name',
        'd.mobile',
        'd.mobile2',
        'd.address',
        'd.gps_link',
        'd.reply_minutes',
        'c.name as dealer_city',
      ])
      .where('d.id', '=', seller.dealerId)
      .executeTakeFirst();
  } else if (seller.userId !== null) {
    row = await userSellerRow(db, seller.userId);
  }
  return row ? [toDealerProfile(row, cityName, masked)] : [];
}

/**
 * The seller's mobile and the language of their messages (users.lang; a
 * dealer's, when the dealer's mobile has signed in, else English): where a
 * lead notice goes (issue 26 part 4).
 */
export async function sellerContact(
  db: Db,
  seller: ListingSeller,
): Promise<{ mobile: string; lang: string } | undefined> {
  if (seller.dealerId !== null) {
    const row = await db
      .selectFrom('dealers as d')
      .leftJoin('users as u', 'u.mobile', 'd.mobile')
      .select(['d.mobile', 'u.lang'])
      .where('d.id', '=', seller.dealerId)
      .executeTakeFirst();
    return row ? { mobile: row.mobile, lang: row.lang ?? 'en' } : undefined;
  }
  if (seller.userId !== null) {
    return db
      .selectFrom('users')
      .select(['mobile', 'lang'])
      .where('id', '=', seller.userId)
      .executeTakeFirst();
  }
  return undefined;
}
