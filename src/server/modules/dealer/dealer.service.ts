/**
 * The dealer workspace's quick actions (issue 12 item 2;
 * docs/decisions/025-dealer-workspace.md): a new price, or marking a car
 * sold. Each finds the car among the caller's dealerships first: a car of
 * anyone else answers 404 'Car not found', as an unknown one does, and
 * nothing changes.
 */
import { MSG } from '#shared/messages.ts';
import type { Db } from '../../db/database.ts';
import { AppError } from '../../http/app-error.ts';
import {
  dropShareCard,
  remakeShareCard,
  type ShareCardDeps,
} from '../../photos/listing-share-card.ts';
import { findDealerCar } from './dealer.repository.ts';

/** The car `rand` of dealers `dealerIds`; throws AppError 404 when it is not theirs. */
async function ownCar(db: Db, dealerIds: number[], rand: string) {
  const car = await findDealerCar(db, dealerIds, rand);
  if (!car) throw new AppError(404, MSG.carNotFound);
  return car;
}

/**
 * Sets car `rand`'s sale price to `price` rupees and makes its share card
 * again (it shows the price). Throws AppError 404 (not the caller's car) or
 * 400 (a sold car).
 */
export async function setDealerCarPrice(
  deps: ShareCardDeps,
  dealerIds: number[],
  rand: string,
  price: number,
  now: Date,
): Promise<void> {
  const car = await ownCar(deps.db, dealerIds, rand);
  if (car.status === 'Sold') throw new AppError(400, MSG.vehicleAlreadySold);
  if (Number(car.price) === price) return;
  const dropped = await deps.db.transaction().execute(async (trx) => {
    await trx
      .updateTable('listings')
      .set({ price, updated_at: now.toISOString() })
      .where('id', '=', car.id)
      .execute();
    return dropShareCard(trx, car.id);
  });
  await remakeShareCard(deps, car.id, { dropped });
}

/** Marks car `rand` sold. Throws AppError 404 (not the caller's car) or 400 (already sold). */
export async function markDealerCarSold(
  db: Db,
  dealerIds: number[],
  rand: string,
  now: Date,
): Promise<void> {
  const car = await ownCar(db, dealerIds, rand);
  if (car.status === 'Sold') throw new AppError(400, MSG.vehicleAlreadySold);
  await db
    .updateTable('listings')
    .set({ status: 'Sold', updated_at: now.toISOString() })
    .where('id', '=', car.id)
    .where('status', '=', 'UnSold')
    .execute();
}
