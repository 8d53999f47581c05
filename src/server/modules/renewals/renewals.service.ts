/**
 * Renewing listings (issue 25 part 3, docs/moderation.md#fresh-listings): a
 * seller confirms their car is still for sale, one car or all of theirs (a
 * dealer's whole stock) at once. LISTING_TTL_DAYS after its last renewal a
 * car is hidden as 'expired' by the hourly job (listing-expiry-job.ts).
 */
import { MSG } from '#shared/messages.ts';
import type { Db } from '../../db/database.ts';
import { AppError } from '../../http/app-error.ts';
import { unsoldNumberTaken } from '../listings/listings.repository.ts';
import { findOwnForRenewal, renewableOf, renewListing } from './renewals.repository.ts';

/**
 * Renews user `userId`'s car `rand`: 404 not theirs, 409 sold, hidden by
 * moderation, or expired while another listing now sells its number.
 */
export async function renewOwn(db: Db, userId: number, rand: string, now: Date): Promise<void> {
  await db.transaction().execute(async (trx) => {
    const car = await findOwnForRenewal(trx, userId, rand);
    if (!car) throw new AppError(404, MSG.carNotFound);
    if (car.status === 'Sold') throw new AppError(409, MSG.carSold);
    if (car.status === 'Hidden' && car.hidden_reason !== 'expired') {
      throw new AppError(409, MSG.carUnderReview);
    }
    if (car.status === 'Hidden' && (await unsoldNumberTaken(trx, car.car_number, car.id))) {
      throw new AppError(409, MSG.vehicleAlreadyListed);
    }
    await renewListing(trx, car.id, now.toISOString());
  });
}

/** Renews every car of user `userId` (theirs and their dealership's) that can be; answers how many. */
export async function renewAllOwn(db: Db, userId: number, now: Date): Promise<number> {
  return db.transaction().execute(async (trx) => {
    let renewed = 0;
    for (const car of await renewableOf(trx, userId)) {
      if (car.status === 'Hidden' && (await unsoldNumberTaken(trx, car.car_number, car.id))) {
        continue;
      }
      await renewListing(trx, car.id, now.toISOString());
      renewed += 1;
    }
    return renewed;
  });
}
