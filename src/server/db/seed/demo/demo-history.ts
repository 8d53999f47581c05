/**
 * The demo listings' past (docs/product.md#catalogue-and-demo-data): each
 * listed on a day of the last six weeks, and about one in five dropped its
 * price once since (a listing_prices row from a price 2 to 8% higher,
 * rounded to ₹5,000), so cards and car pages show "Listed 12 days ago" and
 * "Price dropped by ₹25,000". Deterministic for a given `now`; prices as
 * imported stay as they are.
 *
 * It also adds cars sold in the last two months (no photos, never listed for
 * buyers) beside the cars for sale of the demo's most listed models, so that
 * those have the 8 comparables a fair-price badge needs
 * (docs/product.md#fair-price-badge).
 */
import type { Insertable, Kysely, Selectable } from 'kysely';
import { newRand, newShuffle } from '../../random-ids.ts';
import type { Database } from '../../schema.ts';
import { createRng, type Rng } from './prng.ts';

const HISTORY_SEED = 2311;
const DAY_MS = 86_400_000;
/** Models (the most listed) that get recently sold comparables, and how many each. */
const SOLD_MODELS = 12;
const SOLD_PER_MODEL = 8;

/** Backdates every listing of `db` and records the price drops; answers how many dropped. */
export async function backdateDemoListings(db: Kysely<Database>, now: Date): Promise<number> {
  const rng = createRng(HISTORY_SEED);
  const listings = await db.selectFrom('listings').select(['id', 'price']).orderBy('id').execute();
  const drops: Insertable<Database['listing_prices']>[] = [];
  await db.transaction().execute(async (trx) => {
    for (const listing of listings) {
      const listedAt = new Date(now.getTime() - rng.int(0, 42 * 24) * (DAY_MS / 24));
      let updatedAt = listedAt;
      if (rng.chance(0.2) && now.getTime() - listedAt.getTime() > DAY_MS) {
        const price = Number(listing.price);
        const drop = Math.max(5_000, Math.round((price * rng.between(0.02, 0.08)) / 5_000) * 5_000);
        updatedAt = new Date(
          listedAt.getTime() + rng.between(0.3, 0.95) * (now.getTime() - listedAt.getTime()),
        );
        drops.push({
          listing_id: listing.id,
          old_price: price + drop,
          new_price: price,
          changed_at: updatedAt.toISOString(),
        });
      }
      await trx
        .updateTable('listings')
        .set({ created_at: listedAt.toISOString(), updated_at: updatedAt.toISOString() })
        .where('id', '=', listing.id)
        .execute();
    }
    if (drops.length) await trx.insertInto('listing_prices').values(drops).execute();
  });
  return drops.length;
}

/**
 * Adds SOLD_PER_MODEL sold cars to each of the SOLD_MODELS most listed
 * models: copies of their cars for sale around the model's most listed year,
 * of that year, at 90 to 110% of the price, with other km, sold 3 to 60
 * days before `now`; answers how many.
 */
export async function addDemoSoldCars(db: Kysely<Database>, now: Date): Promise<number> {
  const rng = createRng(HISTORY_SEED + 1);
  const forSale = await db
    .selectFrom('listings')
    .selectAll()
    .where('status', '=', 'UnSold')
    .orderBy('id')
    .execute();
  const byModel = Map.groupBy(forSale, (l) => l.model_id);
  const popular = [...byModel.values()]
    .sort((a, b) => b.length - a.length || a[0].model_id - b[0].model_id)
    .slice(0, SOLD_MODELS);
  const rows = popular.flatMap((cars) => {
    // Sold in the model's most listed year, so its cars around that year have them all.
    const year = modeOf(cars.map((c) => c.model_year));
    const near = cars.filter((c) => Math.abs(c.model_year - year) <= 1);
    return Array.from({ length: SOLD_PER_MODEL }, (_, i) => ({
      ...soldCopy(rng, near[i % near.length], now),
      model_year: year,
    }));
  });
  if (rows.length) await db.insertInto('listings').values(rows).execute();
  return rows.length;
}

/** The most frequent value (the smallest of equals). */
function modeOf(values: number[]): number {
  const counts = new Map<number, number>();
  for (const v of values) counts.set(v, (counts.get(v) ?? 0) + 1);
  return [...counts].sort((a, b) => b[1] - a[1] || a[0] - b[0])[0][0];
}

function soldCopy(
  rng: Rng,
  car: Selectable<Database['listings']>,
  now: Date,
): Insertable<Database['listings']> {
  const { id: _id, share_card: _card, photo: _photo, ...row } = car;
  const soldAt = new Date(now.getTime() - rng.int(3, 60) * DAY_MS).toISOString();
  const listedAt = new Date(Date.parse(soldAt) - rng.int(5, 40) * DAY_MS).toISOString();
  return {
    ...row,
    rand: newRand(),
    shuffle: newShuffle(),
    car_number: `${car.car_number.slice(0, -4)}${String(rng.int(1000, 9999))}`,
    price: Math.round((Number(car.price) * rng.between(0.9, 1.1)) / 1000) * 1000,
    km: Math.max(1000, Math.round((Number(car.km) * rng.between(0.7, 1.3)) / 100) * 100),
    status: 'Sold',
    photo: null,
    created_at: listedAt,
    updated_at: soldAt,
  };
}
