/**
 * Seeds the demo inventory of the embedded default
 * (docs/product.md#catalogue-and-demo-data): about 20 dealers in eight states
 * (most in Gujarat), about 338 listings with three drawn photos each (listed
 * over the last six weeks, some with a price drop: demo-history.ts), and the
 * home banners. The listings go through importInventory, the same path as a
 * dealer's CSV import.
 */
import type { Kysely } from 'kysely';
import type { PhotoStorage } from '../../../ports/photo-storage.ts';
import { importInventory } from '../../inventory-import/import-inventory.ts';
import type { Database } from '../../schema.ts';
import { seedDemoBanners } from './demo-banners.ts';
import { addDemoSoldCars, backdateDemoListings } from './demo-history.ts';
import { demoPhotoSource } from './demo-photos.ts';
import { buildDemoInventory } from './demo-rows.ts';

export interface DemoSeedCounts {
  dealers: number;
  listings: number;
  photos: number;
  banners: number;
}

/**
 * Imports the generated demo dealers and listings (with photos) and the
 * banners into `db` (catalogue already loaded, no listings yet), logging the
 * counts and the time taken. `options.listings` makes a smaller demo (tests);
 * `options.now` fixes "today" (default: now).
 */
export async function seedDemoInventory(
  db: Kysely<Database>,
  storage: PhotoStorage,
  log: (message: string) => void,
  options: { listings?: number; now?: Date } = {},
): Promise<DemoSeedCounts> {
  const started = performance.now();
  const now = options.now ?? new Date();
  const demo = buildDemoInventory({ now, listings: options.listings });
  const counts = await importInventory(db, storage, {
    dealersCsv: demo.dealersCsv,
    carsCsv: demo.carsCsv,
    photoSource: demoPhotoSource(demo.photos),
  });
  const drops = await backdateDemoListings(db, now);
  const sold = await addDemoSoldCars(db, now);
  const banners = await seedDemoBanners(db, storage);
  log(
    `Demo inventory seeded in ${Math.round(performance.now() - started)} ms: ` +
      `${counts.dealers} dealers, ${counts.listings} listings (${drops} with a price drop), ` +
      `${sold} recently sold cars (fair-price comparables), ` +
      `${counts.photos} photos (${demo.photos.size} drawings), ${banners} banners`,
  );
  return { ...counts, banners };
}
