/**
 * The photos of an inventory import: each car's photo files are read,
 * processed (the main photo 800 px wide, the others 700 px;
 * docs/decisions/004-photos.md) and stored through the photo-storage port,
 * each distinct (file, width) once, and hashed (its pHash goes on each
 * photo's row: docs/decisions/036-duplicate-photos.md); each car gets a
 * share card made from its main photo. All or nothing: a file that cannot be
 * read or is refused becomes an import problem and every file already
 * stored is removed again.
 */
import os from 'node:os';
import {
  deletePhotoFiles,
  eachLimited,
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
import { storeCarPhoto } from '../../photos/store-car-photo.ts';
import type { PhotoStorage } from '../../ports/photo-storage.ts';
import { newRand } from '../random-ids.ts';
import type { CatalogueIndex } from './import-catalogue.ts';
import { ImportError, type ImportProblem, importProblem } from './import-error.ts';
import type { CarInput } from './import-validate.ts';

/** Catalogue names by id, for the share cards. */
export interface CatalogueNames {
  makes: Map<number, string>;
  models: Map<number, string>;
  variants: Map<number, string>;
}

/** The make, model and variant names of `index` by id (what a share card prints). */
export function catalogueNames(index: CatalogueIndex): CatalogueNames {
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

export interface PlannedPhoto extends PhotoPlace {
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

export interface PhotoPlan {
  listingRands: Map<CarInput, string>;
  /** Each car's photos, main photo first. */
  photosOf: Map<CarInput, PlannedPhoto[]>;
  jobs: PhotoJob[];
}

/**
 * Gives every car its listing rand (a new one, or from `existingRands` for a
 * car that updates a listing: its new photos go beside the old ones) and
 * every photo its key; one job per distinct (file, width).
 */
export function planPhotos(
  cars: CarInput[],
  existingRands: ReadonlyMap<CarInput, string> = new Map(),
): PhotoPlan {
  const listingRands = new Map<CarInput, string>();
  const photosOf = new Map<CarInput, PlannedPhoto[]>();
  const jobs = new Map<string, PhotoJob>();
  for (const car of cars) {
    const listingRand = existingRands.get(car) ?? newRand();
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
 * Processes (docs/product.md#limits-and-constants: main photo 800 px, the
 * others 700 px) and stores every planned photo, and each car's share card from
 * its main photo (keys in `cards`). A missing, unreadable or refused file
 * becomes an import problem naming the car's line; when there is any, the
 * stored files are removed again and ImportError is thrown.
 */
export async function storePhotos(
  storage: PhotoStorage,
  jobs: PhotoJob[],
  read: (name: string) => Promise<Buffer>,
  names: CatalogueNames,
  cards: Map<CarInput, string>,
): Promise<string[]> {
  const stored: string[] = [];
  const problems: ImportProblem[] = [];
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
        problems.push(
          importProblem(
            'cars.csv',
            use.car.line,
            'photos',
            `${JSON.stringify(job.name)}: ${reason}`,
          ),
        );
      }
      return;
    }
    try {
      for (const use of job.uses) {
        stored.push(use.keyBase);
        await storeCarPhoto(storage, use.keyBase, processed);
        // Its listing_photos row (listingPhotoRow) carries the hash for the duplicate check.
        use.phash = processed.phash;
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
    throw new ImportError(problems);
  }
  return stored;
}
