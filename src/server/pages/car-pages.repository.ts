/**
 * Stored car pages (docs/decisions/016-stored-car-pages.md): the last
 * server-rendered page of each listing in each language, one row per listing
 * and language, shared by every instance through the database.
 */
import type { Lang } from '#shared/i18n/lang.ts';
import type { Db } from '../db/database.ts';
import type { CarPageRow } from '../db/tables/listing-tables.ts';

export type StoredCarPage = Omit<CarPageRow, 'listing_id' | 'lang'>;

/** The stored page of listing `listingId` in `lang`, or undefined. */
export async function findStoredCarPage(
  db: Db,
  listingId: number,
  lang: Lang,
): Promise<StoredCarPage | undefined> {
  return db
    .selectFrom('car_pages')
    .select(['version', 'status', 'etag', 'body_br', 'rendered_at'])
    .where('listing_id', '=', listingId)
    .where('lang', '=', lang)
    .executeTakeFirst();
}

/** Stores `page` as listing `listingId`'s page in `lang`, replacing the one before. */
export async function storeCarPage(
  db: Db,
  listingId: number,
  lang: Lang,
  page: StoredCarPage,
): Promise<void> {
  await db
    .insertInto('car_pages')
    .values({ listing_id: listingId, lang, ...page })
    .onConflict((oc) => oc.columns(['listing_id', 'lang']).doUpdateSet(page))
    .execute();
}

/**
 * What a car page's version is made of (docs/decisions/016-stored-car-pages.md):
 * the listing's id, Rand, status, update time, main photo and share card;
 * with its price (rupees), which checks the EMI calculator's values in the
 * page's query, when its fair-price rating was made (null: not rated) and
 * its open reports (the caution line);
 * undefined for an unknown Rand. One primary-key-sized read, made before
 * anything else on every car page request.
 */
export async function findListingVersion(db: Db, rand: string) {
  return (
    db
      .selectFrom('listings as l')
      .leftJoin('price_ratings as pr', 'pr.listing_id', 'l.id')
      .select([
        'l.id',
        'l.rand',
        'l.status',
        'l.updated_at',
        'l.photo',
        'l.share_card',
        'l.price',
        'pr.computed_at as rated_at',
      ])
      // Whether buyers reported it (its page then shows a caution line): part of the version.
      .select((eb) =>
        eb
          .selectFrom('listing_reports as r')
          .select((e) => e.fn.countAll<number>().as('n'))
          .whereRef('r.listing_id', '=', 'l.id')
          .where('r.closed_at', 'is', null)
          .as('open_reports'),
      )
      .where('l.rand', '=', rand)
      .executeTakeFirst()
  );
}
