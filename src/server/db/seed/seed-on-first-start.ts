/**
 * First-start seeding: the catalogue when the database has none, then (when
 * `demo`) the demo dealers, listings, photos and banners.
 */
import type { Kysely } from 'kysely';
import type { PhotoStorage } from '../../ports/photo-storage.ts';
import type { Database } from '../schema.ts';
import { hasCatalogue, seedCatalogue } from './catalogue.ts';

export async function seedOnFirstStart(
  db: Kysely<Database>,
  _storage: PhotoStorage,
  options: { demo: boolean; log: (message: string) => void },
): Promise<void> {
  if (await hasCatalogue(db)) return;
  const started = performance.now();
  await seedCatalogue(db);
  options.log(`Catalogue seeded in ${Math.round(performance.now() - started)} ms`);
  // Demo inventory: added by the seed module (demo-inventory.ts).
}
