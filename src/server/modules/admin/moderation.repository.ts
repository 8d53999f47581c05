/**
 * The console's reads and writes of listings and reports
 * (docs/moderation.md#console): the open reports by car, a car's moderation
 * state, hiding and restoring, and the cars of a blocked mobile.
 */
import { sql } from 'kysely';
import type { ReportedCar, ReportQueuePosition } from '#shared/schemas/admin.ts';
import type { Db } from '../../db/database.ts';
import type { HiddenReason } from '../../db/tables/listing-tables.ts';
import { carTitleAndPath, listingsWithNames } from '../cars/cars.repository.ts';
import { unsoldNumberTaken } from '../listings/listings.repository.ts';

/**
 * A page of the cars with open reports, the longest-waiting first (then by
 * car id): each car (title, path, status and why hidden), how many reported
 * it, the reasons with their counts, the remarks and the oldest report's
 * time. At most `limit`, after `after` (where the page before ended) when
 * given: a keyset seek, so a page further down costs what the first does.
 * `next` is where this page ended when more follow, else null.
 */
export async function openReportQueue(
  db: Db,
  limit: number,
  after?: ReportQueuePosition,
): Promise<{ cars: ReportedCar[]; next: ReportQueuePosition | null }> {
  const oldest = sql<string>`min(r.created_at)`;
  const rows = await listingsWithNames(db)
    .innerJoin('listing_reports as r', 'r.listing_id', 'l.id')
    .select((eb) => [
      'l.id',
      'l.status',
      'l.hidden_reason',
      'l.price',
      eb.fn.countAll<number>().as('reporters'),
      oldest.as('oldest'),
    ])
    .where('r.closed_at', 'is', null)
    .groupBy([
      'l.id',
      'l.rand',
      'l.model_year',
      'mk.name',
      'md.name',
      'v.name',
      'c.name',
      'l.status',
      'l.hidden_reason',
      'l.price',
    ])
    .$if(after !== undefined, (q) =>
      q.having((eb) =>
        eb.or([
          eb(oldest, '>', after?.oldest ?? ''),
          eb.and([eb(oldest, '=', after?.oldest ?? ''), eb('l.id', '>', after?.id ?? 0)]),
        ]),
      ),
    )
    .orderBy(oldest)
    .orderBy('l.id')
    .limit(limit + 1)
    .execute();
  const cars = rows.slice(0, limit);
  const last = cars.at(-1);
  const next = rows.length > limit && last ? { oldest: String(last.oldest), id: last.id } : null;
  if (cars.length === 0) return { cars: [], next };
  const reports = await db
    .selectFrom('listing_reports')
    .select(['listing_id', 'reason', 'remarks', 'created_at'])
    .where(
      'listing_id',
      'in',
      cars.map((c) => c.id),
    )
    .where('closed_at', 'is', null)
    .orderBy('id')
    .execute();
  return {
    next,
    cars: cars.map((c) => {
      const own = reports.filter((r) => r.listing_id === c.id);
      const reasons: Record<string, number> = {};
      for (const r of own) reasons[r.reason] = (reasons[r.reason] ?? 0) + 1;
      return {
        ...carTitleAndPath(c),
        Rand: c.rand,
        Status: c.status,
        HiddenReason: c.hidden_reason,
        Price: Number(c.price),
        Reporters: Number(c.reporters),
        Reasons: reasons,
        Remarks: own.map((r) => r.remarks).filter(Boolean),
        Oldest: String(c.oldest),
      };
    }),
  };
}

/** Hidden cars, the latest hidden first (at most `limit`): title, path, why and since when. */
export async function hiddenCars(db: Db, limit: number) {
  const rows = await listingsWithNames(db)
    .select(['l.hidden_reason', 'l.hidden_at', 'l.price'])
    .where('l.status', '=', 'Hidden')
    .orderBy('l.hidden_at', 'desc')
    .limit(limit)
    .execute();
  return rows.map((r) => ({
    ...carTitleAndPath(r),
    Rand: r.rand,
    HiddenReason: r.hidden_reason,
    Price: Number(r.price),
    HiddenAt: r.hidden_at ?? '',
  }));
}

/** The listing open flag `flagId` names (id, rand, status), or undefined. */
export async function flaggedListing(db: Db, flagId: number) {
  return db
    .selectFrom('listing_flags as f')
    .innerJoin('listings as l', 'l.id', 'f.listing_id')
    .select(['l.id', 'l.rand', 'l.status'])
    .where('f.id', '=', flagId)
    .where('f.resolved_at', 'is', null)
    .executeTakeFirst();
}

/** Listing `rand`'s moderation state (id, status, why hidden, number), or undefined. */
export async function findModeratedListing(db: Db, rand: string) {
  return db
    .selectFrom('listings')
    .select(['id', 'rand', 'status', 'hidden_reason', 'car_number'])
    .where('rand', '=', rand)
    .executeTakeFirst();
}

/** Hides listing `id` (for sale or hidden for another reason) as `reason`. */
export async function hideListing(db: Db, id: number, reason: HiddenReason, nowIso: string) {
  await db
    .updateTable('listings')
    .set({ status: 'Hidden', hidden_reason: reason, hidden_at: nowIso, updated_at: nowIso })
    .where('id', '=', id)
    .where('status', 'in', ['UnSold', 'Hidden'])
    .execute();
}

/** Shows hidden listing `id` to buyers again. */
export async function showListing(db: Db, id: number, nowIso: string) {
  await db
    .updateTable('listings')
    .set({ status: 'UnSold', hidden_reason: null, hidden_at: null, updated_at: nowIso })
    .where('id', '=', id)
    .where('status', '=', 'Hidden')
    .execute();
}

/** Closes listing `id`'s open reports with `outcome` by operator `by`; answers how many. */
export async function closeReports(
  db: Db,
  id: number,
  outcome: 'hidden' | 'dismissed',
  by: number,
  nowIso: string,
): Promise<number> {
  const result = await db
    .updateTable('listing_reports')
    .set({ closed_at: nowIso, closed_by: by, outcome })
    .where('listing_id', '=', id)
    .where('closed_at', 'is', null)
    .executeTakeFirst();
  return Number(result.numUpdatedRows);
}

/** Listings of `mobile`'s accounts and dealerships. */
function ofMobile(db: Db, mobile: string) {
  return db
    .selectFrom('listings')
    .select(['id', 'rand', 'car_number'])
    .where((eb) =>
      eb.or([
        eb('user_id', 'in', eb.selectFrom('users').select('id').where('mobile', '=', mobile)),
        eb('dealer_id', 'in', eb.selectFrom('dealers').select('id').where('mobile', '=', mobile)),
      ]),
    );
}

/** Hides every car for sale of `mobile` as 'blocked'; answers their Rands. */
export async function hideCarsOfMobile(db: Db, mobile: string, nowIso: string) {
  const rows = await ofMobile(db, mobile).where('status', '=', 'UnSold').execute();
  for (const r of rows) await hideListing(db, r.id, 'blocked', nowIso);
  return rows.map((r) => r.rand);
}

/**
 * Shows again the cars of `mobile` hidden because it was blocked (not one
 * whose number is for sale in another listing meanwhile); answers their Rands.
 */
export async function showCarsOfMobile(db: Db, mobile: string, nowIso: string) {
  const rows = await ofMobile(db, mobile)
    .where('status', '=', 'Hidden')
    .where('hidden_reason', '=', 'blocked')
    .execute();
  const shown: string[] = [];
  for (const r of rows) {
    if (await unsoldNumberTaken(db, r.car_number, r.id)) continue;
    await showListing(db, r.id, nowIso);
    shown.push(r.rand);
  }
  return shown;
}
