/**
 * Delete and Sold on a seller's own listing (docs/decisions/006-seller-listings.md):
 * delete takes the listing's photos (rows and files), favourites and leads
 * with it; only UnSold -> Sold exists.
 */
import { MSG } from '#shared/messages.ts';
import type { Db } from '../../db/database.ts';
import { AppError } from '../../http/app-error.ts';
import { deletePhotoFiles } from '../../photos/listing-photo-files.ts';
import {
  deleteListingRows,
  findOwnListingByRand,
  markSold,
  ownListingsByNumber,
} from './listings.repository.ts';
import type { ListingDeps } from './listings.service.ts';

/**
 * Delete: removes user `userId`'s listing `rand` (404 when not theirs) with
 * its photo rows and files (its share card too), favourites and leads.
 */
export async function deleteListing(deps: ListingDeps, userId: number, rand: string) {
  const { db, photoStorage } = deps;
  const keyBases = await db.transaction().execute(async (trx) => {
    const listing = await findOwnListingByRand(trx, userId, rand);
    if (!listing) throw new AppError(404, MSG.carNotFound);
    return deleteListingRows(trx, listing.id);
  });
  await deletePhotoFiles(photoStorage, keyBases);
}

/**
 * changesoldunsoldstatus: marks user `userId`'s unsold car `carNumber` Sold.
 * Only UnSold -> Sold: `currentStatus` 'Sold' (the client asks for the
 * reverse) or a car already sold answers 400; no such car of theirs 404.
 */
export async function markListingSold(
  db: Db,
  userId: number,
  carNumber: string,
  currentStatus: 'UnSold' | 'Sold' | undefined,
  now: Date,
): Promise<void> {
  const rows = await ownListingsByNumber(db, userId, carNumber);
  if (rows.length === 0) throw new AppError(404, MSG.carNotFound);
  // A hidden car (docs/moderation.md) may be marked sold too.
  const unsold = rows.find((r) => r.status !== 'Sold');
  if (currentStatus === 'Sold' || !unsold) throw new AppError(400, MSG.vehicleAlreadySold);
  if (!(await markSold(db, unsold.id, now.toISOString()))) {
    throw new AppError(400, MSG.vehicleAlreadySold);
  }
}
