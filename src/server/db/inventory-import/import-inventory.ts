/**
 * Imports dealer inventory from two CSV files
 * (docs/product.md#catalogue-and-demo-data: dealer inventory enters through
 * CSV; the demo uses the same path; a dealer's web import too: issue 12
 * item 2, docs/decisions/024-dealer-import.md).
 *
 * dealers.csv: firm_name,mobile,mobile2,address,state,city,gps_link
 * cars.csv:    dealer_mobile,car_number,vehicle_type,make,model,variant,colour,
 *              model_year,km,owner,seats,engine_litres,price,insurance,
 *              insurance_type,insurance_end,sunroof,features,status,photos
 *
 * Names are matched case-insensitively against the catalogue; features and
 * photos are ';'-separated. All or nothing: rows are checked first, photos
 * (and each car's share card, made from its main photo) are processed and
 * stored next, then dealers (upserted by mobile) and listings are written in
 * one transaction; on any failure nothing stays behind.
 */
import fs from 'node:fs/promises';
import path from 'node:path';
import type { Kysely } from 'kysely';
import type { ImportedCar } from '#shared/schemas/dealer-import.ts';
import { deletePhotoFiles } from '../../photos/listing-photo-files.ts';
import { PhotoRejectedError } from '../../photos/process-car-photo.ts';
import type { PhotoStorage } from '../../ports/photo-storage.ts';
import type { Database } from '../schema.ts';
import { loadCatalogueIndex } from './import-catalogue.ts';
import { ImportError } from './import-error.ts';
import { catalogueNames, planPhotos, storePhotos } from './import-photos.ts';
import {
  type CarInput,
  checkInventory,
  type ImportScope,
  type ListingToUpdate,
} from './import-validate.ts';
import { writeRows } from './import-write.ts';

export type { ImportScope };

export interface ImportOptions {
  /** Text of dealers.csv (header row required). */
  dealersCsv: string;
  /** Text of cars.csv (header row required). */
  carsCsv: string;
  /** Folder the `photos` file names are read from. */
  photoDir?: string;
  /** Reads a photo by file name instead of `photoDir` (the demo seed draws its own, the web sends them). */
  photoSource?: (name: string) => Promise<Buffer>;
  /** Limits and updates of a dealer's web import (none for the CLI and the seed). */
  scope?: ImportScope;
}

export interface ImportCounts {
  /** Dealers inserted or updated. */
  dealers: number;
  /** Listings added or updated. */
  listings: number;
  /** Listing photos stored (each is a JPEG plus a small WebP). */
  photos: number;
}

/**
 * What an import did, per cars.csv row. Imported (`ok`): the rows added and
 * updated, and the counts. Refused: `error` lists the problems, and `added`
 * and `updated` the rows that passed their checks (written had the rest been
 * right); nothing was written.
 */
export type ImportOutcome =
  | { ok: true; added: ImportedCar[]; updated: ImportedCar[]; counts: ImportCounts }
  | { ok: false; added: ImportedCar[]; updated: ImportedCar[]; error: ImportError };

/** `cars` as report rows, added and updated apart, leaving out lines with a problem of `error`. */
function rowsOf(
  cars: CarInput[],
  updates: ReadonlyMap<CarInput, ListingToUpdate>,
  error?: ImportError,
): { added: ImportedCar[]; updated: ImportedCar[] } {
  const bad = new Set(error?.problems.filter((p) => p.file === 'cars.csv').map((p) => p.line));
  const added: ImportedCar[] = [];
  const updated: ImportedCar[] = [];
  for (const car of cars) {
    if (bad.has(car.line)) continue;
    (updates.has(car) ? updated : added).push({ line: car.line, carNumber: car.carNumber });
  }
  return { added, updated };
}

/**
 * Imports `options.dealersCsv` and `options.carsCsv` (columns above) with
 * their photos, read through `options.photoSource` or from
 * `options.photoDir`, within `options.scope`. Each car's first photo is its
 * main photo (800 px wide) and also its first Exterior listing photo; the
 * others are 700 px Exterior photos, stored at
 * `cars/{listingRand}/{photoRand}.jpg` (+ its WebP renditions); the share
 * card made from the main photo at `cars/{listingRand}/card-{rand}.jpg`.
 * A dealer whose mobile already exists is updated; a car takes its dealer's
 * state, city and address. With `scope.updateOwn`, a car number its dealer
 * already lists unsold rewrites that listing: every field, and its photos
 * and share card replaced by the row's (the old files are deleted after
 * commit). Answers the outcome row by row; a refused import (any problem
 * with a row or a photo, at most 50 listed) writes nothing. Other failures
 * (the database, the storage) throw, also writing nothing.
 */
export async function importInventoryWithReport(
  db: Kysely<Database>,
  storage: PhotoStorage,
  options: ImportOptions,
): Promise<ImportOutcome> {
  const index = await loadCatalogueIndex(db);
  const { dealers, cars, updates, problems } = await checkInventory(
    db,
    index,
    options.dealersCsv,
    options.carsCsv,
    options.scope,
  );
  const refused = (error: ImportError) =>
    ({ ok: false, ...rowsOf(cars, updates, error), error }) as const;
  if (problems.length > 0) return refused(new ImportError(problems));

  const { photoDir, photoSource } = options;
  const read =
    photoSource ??
    (async (name: string) => {
      if (!photoDir) throw new PhotoRejectedError('no photo folder was given');
      return fs.readFile(path.join(photoDir, name));
    });
  const existingRands = new Map([...updates].map(([car, target]) => [car, target.rand]));
  const { listingRands, photosOf, jobs } = planPhotos(cars, existingRands);
  const cards = new Map<CarInput, string>();
  let stored: string[];
  try {
    stored = await storePhotos(storage, jobs, read, catalogueNames(index), cards);
  } catch (err) {
    if (err instanceof ImportError) return refused(err);
    throw err;
  }

  let oldFiles: string[];
  try {
    oldFiles = await writeRows(db, dealers, cars, listingRands, photosOf, cards, updates);
  } catch (err) {
    await deletePhotoFiles(storage, stored);
    if (err instanceof ImportError) return refused(err);
    throw err;
  }
  try {
    await deletePhotoFiles(storage, oldFiles);
  } catch (err) {
    // The import has committed; a file left behind is swept later (sweep-orphan-photos.ts).
    console.warn(`inventory import: old photos of updated listings not deleted (${String(err)})`);
  }
  return {
    ok: true,
    ...rowsOf(cars, updates),
    counts: { dealers: dealers.length, listings: cars.length, photos: stored.length - cards.size },
  };
}

/**
 * importInventoryWithReport for the CLI and the demo seed: answers the
 * counts, or throws ImportError (every problem with file, line and field, at
 * most 50) having written nothing when any row or photo is wrong.
 */
export async function importInventory(
  db: Kysely<Database>,
  storage: PhotoStorage,
  options: ImportOptions,
): Promise<ImportCounts> {
  const outcome = await importInventoryWithReport(db, storage, options);
  if (!outcome.ok) throw outcome.error;
  return outcome.counts;
}
