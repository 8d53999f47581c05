/**
 * The demo listings' past (docs/product.md#catalogue-and-demo-data): each
 * listed on a day of the last six weeks, and about one in five dropped its
 * price once since (a listing_prices row from a price 2 to 8% higher,
 * rounded to ₹5,000), so cards and car pages show "Listed 12 days ago" and
 * "Price dropped by ₹25,000". Deterministic for a given `now`; prices as
 * imported stay as they are.
 */
import type { Insertable, Kysely } from 'kysely';
import type { Database } from '../../schema.ts';
import { createRng } from './prng.ts';

const HISTORY_SEED = 2311;
const DAY_MS = 86_400_000;

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
