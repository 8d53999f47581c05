/**
 * The owner's cost sheet of one car (issue 45 part 1;
 * docs/decisions/044-cost-sheets.md): every call finds the car among the
 * dealerships where the caller may see costs (`costs`: owners only; 403
 * for anyone else, from dealershipsFor), a car of anyone else answering
 * 404 as an unknown one does.
 */
import { MSG } from '#shared/messages.ts';
import type { Db } from '../../db/database.ts';
import { AppError } from '../../http/app-error.ts';
import { dealershipsFor } from '../cars/ownership.ts';

/** Dealer ids where user `userId` may see costs (403 otherwise). */
export async function costDealerIds(db: Db, userId: number): Promise<number[]> {
  return (await dealershipsFor(db, userId, 'costs')).map((d) => d.dealerId);
}

/** Car `rand` of dealers `dealerIds`, for its sheet; 404 when it is not theirs. */
export async function costCar(db: Db, dealerIds: number[], rand: string) {
  const car = await db
    .selectFrom('listings')
    .select(['id', 'rand', 'price', 'created_at', 'status'])
    .where('rand', '=', rand)
    .where('dealer_id', 'in', dealerIds)
    .executeTakeFirst();
  if (!car) throw new AppError(404, MSG.carNotFound);
  return { ...car, price: Number(car.price) };
}
