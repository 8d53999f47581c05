/**
 * `npm run import -- dealers.csv cars.csv [photoDir]`: imports dealer
 * inventory into the configured database (DATA_DIR / DATABASE_URL, see
 * config/config.ts), migrating it and loading the catalogue first when needed.
 * Photos are read from `photoDir` (default: the folder of cars.csv).
 * Prints the counts; on a refused import prints every problem and exits 1.
 * Columns: see ../inventory-import/import-inventory.ts.
 */
import fs from 'node:fs/promises';
import path from 'node:path';
import { loadConfigOrReport } from '../../config/config.ts';
import { diskPhotoStorage } from '../../ports/disk-photo-storage.ts';
import { openDatabase } from '../database.ts';
import { ImportError } from '../inventory-import/import-error.ts';
import { importInventory } from '../inventory-import/import-inventory.ts';
import { migrateToLatest } from '../migrate.ts';
import { analyzeAfterBulkLoad } from '../planner-stats.ts';
import { hasCatalogue, seedCatalogue } from './catalogue.ts';

const USAGE = 'Usage: npm run import -- dealers.csv cars.csv [photoDir]';

async function main(args: string[]): Promise<number> {
  if (args.length < 2 || args.length > 3 || args.includes('--help')) {
    console.error(USAGE);
    return 2;
  }
  const [dealersFile, carsFile] = args;
  const photoDir = path.resolve(args[2] ?? path.dirname(carsFile));
  const config = loadConfigOrReport();
  if (!config) return 1;
  let dealersCsv: string;
  let carsCsv: string;
  try {
    [dealersCsv, carsCsv] = await Promise.all([
      fs.readFile(dealersFile, 'utf8'),
      fs.readFile(carsFile, 'utf8'),
    ]);
  } catch (err) {
    console.error(`Cannot read the CSV files: ${(err as Error).message}`);
    return 1;
  }

  const { db, kind } = openDatabase({
    databaseUrl: config.databaseUrl,
    sqliteFile: path.join(config.dataDir, 'carsetu.sqlite'),
  });
  try {
    await migrateToLatest(db);
    if (!(await hasCatalogue(db))) {
      await seedCatalogue(db);
      console.log('Catalogue loaded.');
    }
    const started = performance.now();
    const storage = diskPhotoStorage(path.join(config.dataDir, 'photos'));
    const counts = await importInventory(db, storage, { dealersCsv, carsCsv, photoDir });
    await analyzeAfterBulkLoad(db, kind);
    console.log(
      `Imported into ${kind} in ${Math.round(performance.now() - started)} ms: ` +
        `${counts.dealers} dealers, ${counts.listings} listings, ${counts.photos} photos.`,
    );
    return 0;
  } catch (err) {
    if (err instanceof ImportError) {
      console.error(`Nothing was imported. ${err.total} problem${err.total === 1 ? '' : 's'}:`);
      for (const message of err.messages) console.error(`  ${message}`);
      if (err.total > err.messages.length) {
        console.error(`  ... and ${err.total - err.messages.length} more`);
      }
      return 1;
    }
    throw err;
  } finally {
    await db.destroy();
  }
}

if (import.meta.main) {
  process.exitCode = await main(process.argv.slice(2));
}
