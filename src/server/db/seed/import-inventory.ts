/**
 * Imports dealer inventory from two CSV files (decisions.md, "Catalogue and
 * data": dealer inventory enters through CSV; the demo uses the same path).
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
import os from 'node:os';
import path from 'node:path';
import type { Kysely, Transaction } from 'kysely';
import {
  deletePhotoFiles,
  eachLimited,
  listingPhotoRow,
  type PlannedPhoto as PhotoPlace,
  planListingPhoto,
} from '../../photos/listing-photo-files.ts';
import { newShareCardKey } from '../../photos/listing-share-card.ts';
import { runPhotoJob } from '../../photos/photo-queue.ts';
import {
  EXTRA_PHOTO_WIDTH,
  MAIN_PHOTO_WIDTH,
  PhotoRejectedError,
  processCarPhoto,
} from '../../photos/process-car-photo.ts';
import { renderShareCard } from '../../photos/share-card.ts';
import { photoKey, storeCarPhoto } from '../../photos/store-car-photo.ts';
import type { PhotoStorage } from '../../ports/photo-storage.ts';
import type { Database } from '../schema.ts';
import { type CatalogueIndex, loadCatalogueIndex } from './import-catalogue.ts';
import { ImportError } from './import-error.ts';
import { type CarInput, type DealerInput, validateInventory } from './import-validate.ts';
import { newRand, newShuffle } from './random-ids.ts';

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

/** Catalogue names by id, for the share cards. */
interface CatalogueNames {
  makes: Map<number, string>;
  models: Map<number, string>;
  variants: Map<number, string>;
}

function catalogueNames(index: CatalogueIndex): CatalogueNames {
  const byId = (entries: Iterable<{ id: number; name: string }>) =>
    new Map([...entries].map((e) => [e.id, e.name]));
  return {
    makes: byId(index.makes.values()),
    models: byId([...index.models.values()].flatMap((m) => [...m.values()])),
    variants: byId([...index.variants.values()].flatMap((v) => [...v.values()])),
  };
}

/**
 * The share card of `car` made from its main photo `mainJpeg` (through the
 * photo queue), or undefined when it could not be made: the car is then
 * imported without a card (a later edit or makeMissingShareCards makes it).
 */
async function shareCardOf(
  car: CarInput,
  mainJpeg: Buffer,
  names: CatalogueNames,
): Promise<Buffer | undefined> {
  try {
    return await runPhotoJob(() =>
      renderShareCard(mainJpeg, {
        price: car.price,
        year: car.modelYear,
        make: names.makes.get(car.makeId) ?? '',
        model: names.models.get(car.modelId) ?? '',
        variant: names.variants.get(car.variantId),
      }),
    );
  } catch (err) {
    console.warn(`cars.csv line ${car.line}: share card not made (${String(err)})`);
    return undefined;
  }
}

/** Rows per INSERT: well inside SQLite's and PostgreSQL's parameter limits. */
const CHUNK = 100;

interface PlannedPhoto extends PhotoPlace {
  car: CarInput;
  listingRand: string;
  name: string;
  width: number;
}

/** One photo file at one width, processed once and stored under every key that uses it. */
interface PhotoJob {
  name: string;
  width: number;
  uses: PlannedPhoto[];
}

interface PhotoPlan {
  listingRands: Map<CarInput, string>;
  /** Each car's photos, main photo first. */
  photosOf: Map<CarInput, PlannedPhoto[]>;
  jobs: PhotoJob[];
}

/** Gives every car its listing rand and every photo its key; one job per distinct (file, width). */
function planPhotos(cars: CarInput[]): PhotoPlan {
  const listingRands = new Map<CarInput, string>();
  const photosOf = new Map<CarInput, PlannedPhoto[]>();
  const jobs = new Map<string, PhotoJob>();
  for (const car of cars) {
    const listingRand = newRand();
    listingRands.set(car, listingRand);
    const planned = car.photos.map((name, i) => {
      const width = i === 0 ? MAIN_PHOTO_WIDTH : EXTRA_PHOTO_WIDTH;
      const photo = { car, listingRand, name, width, ...planListingPhoto(listingRand) };
      const id = `${width}\u0000${name}`;
      const job = jobs.get(id) ?? { name, width, uses: [] };
      job.uses.push(photo);
      jobs.set(id, job);
      return photo;
    });
    photosOf.set(car, planned);
  }
  return { listingRands, photosOf, jobs: [...jobs.values()] };
}

/**
 * Processes (spec 9: main photo 800 px, the others 700 px) and stores every
 * planned photo, and each car's share card from its main photo (keys in
 * `cards`). A missing, unreadable or refused file becomes an import
 * problem naming the car's line; when there is any, the stored files are
 * removed again and ImportError is thrown.
 */
async function storePhotos(
  storage: PhotoStorage,
  jobs: PhotoJob[],
  read: (name: string) => Promise<Buffer>,
  names: CatalogueNames,
  cards: Map<CarInput, string>,
): Promise<string[]> {
  const stored: string[] = [];
  const problems: { line: number; text: string }[] = [];
  let failure: unknown;
  await eachLimited(jobs, Math.max(2, os.availableParallelism()), async (job) => {
    if (failure) return;
    let processed: Awaited<ReturnType<typeof processCarPhoto>>;
    try {
      processed = await processCarPhoto(await read(job.name), { width: job.width });
    } catch (err) {
      const reason =
        err instanceof PhotoRejectedError
          ? err.message
          : `could not be read (${(err as NodeJS.ErrnoException).code ?? String(err)})`;
      for (const use of job.uses) {
        problems.push({
          line: use.car.line,
          text: `cars.csv line ${use.car.line}, photos: ${JSON.stringify(job.name)}: ${reason}`,
        });
      }
      return;
    }
    try {
      for (const use of job.uses) {
        stored.push(use.keyBase);
        await storeCarPhoto(storage, use.keyBase, processed);
      }
      if (job.width !== MAIN_PHOTO_WIDTH) return;
      // Each car using this file as its main photo gets its own card (its own price).
      const written = await Promise.allSettled(
        job.uses.map(async (use) => {
          const card = await shareCardOf(use.car, processed.jpeg, names);
          if (!card || failure || problems.length > 0) return;
          const key = newShareCardKey(use.listingRand);
          stored.push(key.replace(/\.jpg$/, ''));
          await storage.put(key, card);
          cards.set(use.car, key);
        }),
      );
      const failed = written.find((w) => w.status === 'rejected');
      if (failed) throw failed.reason;
    } catch (err) {
      failure ??= err;
    }
  });
  if (failure || problems.length > 0) {
    await deletePhotoFiles(storage, stored);
    if (failure) throw failure;
    problems.sort((a, b) => a.line - b.line);
    throw new ImportError(problems.map((p) => p.text));
  }
  return stored;
}

async function insertChunked<T extends keyof Database>(
  trx: Transaction<Database>,
  table: T,
  rows: Record<string, unknown>[],
): Promise<void> {
  for (let i = 0; i < rows.length; i += CHUNK) {
    await trx
      .insertInto(table)
      .values(rows.slice(i, i + CHUNK) as never)
      .execute();
  }
}

async function upsertDealers(trx: Transaction<Database>, dealers: DealerInput[], now: string) {
  for (let i = 0; i < dealers.length; i += CHUNK) {
    await trx
      .insertInto('dealers')
      .values(
        dealers.slice(i, i + CHUNK).map((d) => ({
          rand: newRand(),
          firm_name: d.firmName,
          mobile: d.mobile,
          mobile2: d.mobile2,
          address: d.address,
          state_id: d.stateId,
          city_id: d.cityId,
          gps_link: d.gpsLink,
          created_at: now,
        })),
      )
      .onConflict((oc) =>
        oc.column('mobile').doUpdateSet((eb) => ({
          firm_name: eb.ref('excluded.firm_name'),
          mobile2: eb.ref('excluded.mobile2'),
          address: eb.ref('excluded.address'),
          state_id: eb.ref('excluded.state_id'),
          city_id: eb.ref('excluded.city_id'),
          gps_link: eb.ref('excluded.gps_link'),
        })),
      )
      .execute();
  }
}

type DealerPlace = { id: number; state_id: number; city_id: number; address: string };

async function dealersByMobile(trx: Transaction<Database>, mobiles: string[]) {
  const out = new Map<string, DealerPlace>();
  for (let i = 0; i < mobiles.length; i += 500) {
    const rows = await trx
      .selectFrom('dealers')
      .select(['id', 'mobile', 'state_id', 'city_id', 'address'])
      .where('mobile', 'in', mobiles.slice(i, i + 500))
      .execute();
    for (const r of rows) out.set(r.mobile, r);
  }
  return out;
}

function listingRow(car: CarInput, rand: string, dealer: DealerPlace, now: string) {
  return {
    rand,
    car_number: car.carNumber,
    vehicle_type_id: car.vehicleTypeId,
    make_id: car.makeId,
    model_id: car.modelId,
    variant_id: car.variantId,
    colour: car.colour,
    fuel_id: car.fuelId,
    gear_id: car.gearId,
    model_year: car.modelYear,
    km: car.km,
    owner: car.owner,
    seats: car.seats,
    cc: car.cc,
    price: car.price,
    insurance: car.insurance,
    insurance_type: car.insuranceType,
    insurance_end: car.insuranceEnd,
    sunroof: car.sunroof,
    feature_ids: car.featureIds.join(','),
    status: car.status,
    state_id: dealer.state_id,
    city_id: dealer.city_id,
    address: dealer.address,
    dealer_id: dealer.id,
    user_id: null,
    photo: null as string | null,
    share_card: null as string | null,
    shuffle: newShuffle(),
    created_at: now,
    updated_at: now,
  };
}

async function writeRows(
  db: Kysely<Database>,
  dealers: DealerInput[],
  cars: CarInput[],
  listingRands: Map<CarInput, string>,
  photosOf: Map<CarInput, PlannedPhoto[]>,
  cards: Map<CarInput, string>,
): Promise<void> {
  const now = new Date().toISOString();
  await db.transaction().execute(async (trx) => {
    await upsertDealers(trx, dealers, now);
    const places = await dealersByMobile(trx, [...new Set(cars.map((c) => c.dealerMobile))]);
    const listingIds = new Map<string, number>();
    for (let i = 0; i < cars.length; i += CHUNK) {
      const rows = cars.slice(i, i + CHUNK).map((car) => {
        const row = listingRow(car, listingRands.get(car)!, places.get(car.dealerMobile)!, now);
        const main = photosOf.get(car)?.[0];
        row.photo = main ? photoKey(main.keyBase) : null;
        row.share_card = cards.get(car) ?? null;
        return row;
      });
      const inserted = await trx
        .insertInto('listings')
        .values(rows)
        .returning(['id', 'rand'])
        .execute();
      for (const r of inserted) listingIds.set(r.rand, r.id);
    }
    const photoRows = cars.flatMap((car) =>
      (photosOf.get(car) ?? []).map((p, sortOrder) =>
        listingPhotoRow(listingIds.get(listingRands.get(car)!)!, p, 'Exterior', sortOrder, now),
      ),
    );
    await insertChunked(trx, 'listing_photos', photoRows);
  });
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
