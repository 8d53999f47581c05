/**
 * Fresh listings (issue 25 part 3, docs/moderation.md#fresh-listings): cars
 * not renewed for the TTL are hidden as 'expired'; a renewal restarts the
 * clock and shows an expired car again.
 */
import type { Db } from '../../db/database.ts';
import { ownedBy, ownedByAsL } from '../cars/ownership.ts';

/** Hides every car for sale not renewed since `cutoffIso` as 'expired'; answers how many. */
export async function expireStale(db: Db, cutoffIso: string, nowIso: string): Promise<number> {
  const result = await db
    .updateTable('listings')
    .set({ status: 'Hidden', hidden_reason: 'expired', hidden_at: nowIso })
    .where('status', '=', 'UnSold')
    .where('renewed_at', '<', cutoffIso)
    .executeTakeFirst();
  return Number(result.numUpdatedRows);
}

/** User `userId`'s car `rand` as a renewal needs it, or undefined (unknown or not theirs). */
export async function findOwnForRenewal(db: Db, userId: number, rand: string) {
  return db
    .selectFrom('listings')
    .select(['id', 'status', 'hidden_reason', 'car_number'])
    .where('rand', '=', rand)
    .where(ownedBy(db, userId, 'manageCar'))
    .executeTakeFirst();
}

/** Renews listing `id` (for sale, or hidden only because it expired): shown to buyers from `nowIso`. */
export async function renewListing(db: Db, id: number, nowIso: string): Promise<void> {
  await db
    .updateTable('listings')
    .set({ status: 'UnSold', hidden_reason: null, hidden_at: null, renewed_at: nowIso })
    .where('id', '=', id)
    .where((eb) =>
      eb.or([
        eb('status', '=', 'UnSold'),
        eb.and([eb('status', '=', 'Hidden'), eb('hidden_reason', '=', 'expired')]),
      ]),
    )
    .execute();
}

/**
 * User `userId`'s cars a bulk renewal takes: for sale, or expired, and (for
 * an expired one) whose number no other car for sale carries.
 */
export async function renewableOf(db: Db, userId: number) {
  return db
    .selectFrom('listings as l')
    .select(['l.id', 'l.car_number', 'l.status'])
    .where(ownedByAsL(db, userId, 'manageCar'))
    .where((eb) =>
      eb.or([
        eb('l.status', '=', 'UnSold'),
        eb.and([eb('l.status', '=', 'Hidden'), eb('l.hidden_reason', '=', 'expired')]),
      ]),
    )
    .execute();
}
