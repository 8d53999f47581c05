/**
 * A dealer's showroom page from the database (issue 45 part 5;
 * docs/decisions/046-showroom-pages.md): the dealer's own columns (its logo's
 * URL too), its city and state names, how many cars it has for sale and one
 * of their photos.
 * Only an active dealer has a page.
 */
import { maskMobile } from '#shared/format.ts';
import { showroomPath } from '#shared/pages/showroom.ts';
import type { Showroom, ShowroomFormData } from '#shared/schemas/showroom.ts';
import { webLink } from '#shared/web-link.ts';
import type { Db } from '../../db/database.ts';
import type { PhotoStorage } from '../../ports/photo-storage.ts';
import { photoUrls } from '../cars/cars.repository.ts';

/** The showroom of the active dealer whose Rand is `rand`; undefined when there is none. */
export async function showroomByRand(
  db: Db,
  rand: string,
  storage: Pick<PhotoStorage, 'url'>,
): Promise<Showroom | undefined> {
  const d = await db
    .selectFrom('dealers as d')
    .innerJoin('cities as c', 'c.id', 'd.city_id')
    .innerJoin('states as s', 's.id', 'd.state_id')
    .select([
      'd.id',
      'd.rand',
      'd.firm_name',
      'd.mobile',
      'd.address',
      'd.gps_link',
      'd.about',
      'd.hours_open',
      'd.hours_close',
      'd.open_days',
      'd.logo',
      'c.name as city',
      's.name as state',
    ])
    .where('d.rand', '=', rand)
    .where('d.deactivated_at', 'is', null)
    .executeTakeFirst();
  if (!d) return undefined;
  const forSale = db
    .selectFrom('listings')
    .where('dealer_id', '=', d.id)
    .where('status', '=', 'UnSold');
  const [count, newest] = await Promise.all([
    forSale.select((eb) => eb.fn.countAll<number>().as('n')).executeTakeFirstOrThrow(),
    forSale
      .select('photo')
      .where('photo', 'is not', null)
      .orderBy('id', 'desc')
      .limit(1)
      .executeTakeFirst(),
  ]);
  return {
    Rand: d.rand,
    Firmname: d.firm_name,
    Address: d.address,
    nCity: d.city,
    nState: d.state,
    nGpslink: webLink(d.gps_link),
    Mobileno: maskMobile(d.mobile),
    About: d.about,
    Open: d.hours_open,
    Close: d.hours_close,
    Days: d.open_days,
    Cars: Number(count.n),
    Path: showroomPath(d.firm_name, d.city, d.rand),
    Photo: newest?.photo ? photoUrls(newest.photo, storage).jpg : null,
    Logo: d.logo ? storage.url(d.logo) : null,
  };
}

/**
 * The workspace's showroom form of dealer `dealerId` (GET and POST
 * /api/Dealer/Showroom, the logo calls): its words, Rand, firm, page path
 * and logo URL (or null). Throws when there is no such dealer.
 */
export async function showroomForm(
  db: Db,
  dealerId: number,
  storage: Pick<PhotoStorage, 'url'>,
): Promise<ShowroomFormData> {
  const row = await db
    .selectFrom('dealers as d')
    .innerJoin('cities as c', 'c.id', 'd.city_id')
    .select(['d.about', 'd.rand', 'd.firm_name', 'd.logo', 'c.name as city'])
    .where('d.id', '=', dealerId)
    .executeTakeFirstOrThrow();
  return {
    About: row.about,
    Rand: row.rand,
    Firmname: row.firm_name,
    Path: showroomPath(row.firm_name, row.city, row.rand),
    Logo: row.logo ? storage.url(row.logo) : null,
  };
}

/** The registered mobile of the active dealer whose Rand is `rand` (the Call and WhatsApp links). */
export async function showroomMobile(db: Db, rand: string): Promise<string | undefined> {
  const row = await db
    .selectFrom('dealers')
    .select('mobile')
    .where('rand', '=', rand)
    .where('deactivated_at', 'is', null)
    .executeTakeFirst();
  return row?.mobile;
}

/** Every active dealer with a car for sale, for the sitemap: its path and its newest change. */
export async function showroomsForSitemap(db: Db): Promise<{ path: string; updated: string }[]> {
  const rows = await db
    .selectFrom('dealers as d')
    .innerJoin('cities as c', 'c.id', 'd.city_id')
    .innerJoin('listings as l', (j) =>
      j.onRef('l.dealer_id', '=', 'd.id').on('l.status', '=', 'UnSold'),
    )
    .select(['d.rand', 'd.firm_name', 'c.name as city'])
    .select((eb) => eb.fn.max('l.updated_at').as('updated'))
    .where('d.deactivated_at', 'is', null)
    .groupBy(['d.id', 'd.rand', 'd.firm_name', 'c.name'])
    .orderBy('d.id')
    .execute();
  return rows.map((r) => ({
    path: showroomPath(r.firm_name, r.city, r.rand),
    updated: String(r.updated),
  }));
}
