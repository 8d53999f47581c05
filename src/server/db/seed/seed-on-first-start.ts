/**
 * First-start seeding: the catalogue when the database has none, then (when
 * `demo`) the demo dealers, listings, photos and banners
 * (docs/product.md#catalogue-and-demo-data). A database that already has a
 * catalogue is left alone, so the demo only ever lands in an empty one.
 */
import type { Kysely } from 'kysely';
import type { PhotoStorage } from '../../ports/photo-storage.ts';
import type { DbKind } from '../database.ts';
import { analyzeAfterBulkLoad } from '../planner-stats.ts';
import type { Database } from '../schema.ts';
import { hasCatalogue, seedCatalogue } from './catalogue.ts';
import { seedDemoInventory } from './demo/seed-demo-inventory.ts';

/** Seeds an empty database; logs what it did through `options.log`. */
export async function seedOnFirstStart(
  db: Kysely<Database>,
  storage: PhotoStorage,
  options: { demo: boolean; kind: DbKind; log: (message: string) => void },
): Promise<void> {
  if (await hasCatalogue(db)) return;
  const started = performance.now();
  await seedCatalogue(db);
  options.log(`Catalogue seeded in ${Math.round(performance.now() - started)} ms`);
  if (options.demo) await seedDemoInventory(db, storage, options.log);
  await analyzeAfterBulkLoad(db, options.kind);
}
