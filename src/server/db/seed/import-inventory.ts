/**
 * Imports dealer inventory from two CSV files
 * (docs/product.md#catalogue-and-demo-data: dealer inventory enters through
 * CSV; the demo uses the same path).
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
import { deletePhotoFiles } from '../../photos/listing-photo-files.ts';
import { PhotoRejectedError } from '../../photos/process-car-photo.ts';
import type { PhotoStorage } from '../../ports/photo-storage.ts';
import type { Database } from '../schema.ts';
import { loadCatalogueIndex } from './import-catalogue.ts';
import { catalogueNames, planPhotos, storePhotos } from './import-photos.ts';
import { type CarInput, validateInventory } from './import-validate.ts';
import { writeRows } from './import-write.ts';

export interface ImportOptions {
  /** Text of dealers.csv (header row required). */
  dealersCsv: string;
  /** Text of cars.csv (header row required). */
  carsCsv: string;
  /** Folder the `photos` file names are read from. */
  photoDir?: string;
  /** Reads a photo by file name instead of `photoDir` (the demo seed draws its own). */
  photoSource?: (name: string) => Promise<Buffer>;
}

export interface ImportCounts {
  /** Dealers inserted or updated. */
  dealers: number;
  listings: number;
  /** Listing photos stored (each is a JPEG plus a small WebP). */
  photos: number;
}

/**
 * Imports `options.dealersCsv` and `options.carsCsv` (columns above) with
 * their photos, read through `options.photoSource` or from
 * `options.photoDir`. Each car's first photo is its main photo (800 px wide)
 * and also its first Exterior listing photo; the others are 700 px Exterior
 * photos, stored at `cars/{listingRand}/{photoRand}.jpg` (+ its WebP renditions);
 * the share card made from the main photo at `cars/{listingRand}/card-{rand}.jpg`.
 * A dealer whose mobile already exists is updated; a car takes its dealer's
 * state, city and address.
 * Throws ImportError (every problem with file, line and field, at most 50)
 * and writes nothing when any row or photo is wrong.
 */
export async function importInventory(
  db: Kysely<Database>,
  storage: PhotoStorage,
  options: ImportOptions,
): Promise<ImportCounts> {
  const index = await loadCatalogueIndex(db);
  const { dealers, cars } = await validateInventory(db, index, options.dealersCsv, options.carsCsv);

  const { photoDir, photoSource } = options;
  const read =
    photoSource ??
    (async (name: string) => {
      if (!photoDir) throw new PhotoRejectedError('no photo folder was given');
      return fs.readFile(path.join(photoDir, name));
    });
  const { listingRands, photosOf, jobs } = planPhotos(cars);
  const cards = new Map<CarInput, string>();
  const stored = await storePhotos(storage, jobs, read, catalogueNames(index), cards);

  try {
    await writeRows(db, dealers, cars, listingRands, photosOf, cards);
  } catch (err) {
    await deletePhotoFiles(storage, stored);
    throw err;
  }
  return { dealers: dealers.length, listings: cars.length, photos: stored.length - cards.size };
}
