/**
 * Seller photos (docs/product.md#add-photos, #photo-rules,
 * #listing-photo-calls, #privacy-and-abuse). Every upload is
 * decoded from base64 and re-encoded by processCarPhoto (JPEG/PNG by
 * content, at most 10 MB and 50 megapixels, auto-rotated, metadata dropped);
 * files go through the photo-storage port at `cars/{listingRand}/{photoRand}`.
 * All or nothing: a refused photo stores nothing and changes no row; files
 * are written before the rows and removed again when the rows fail.
 */
import { MSG, photoLimitMessage } from '#shared/messages.ts';
import {
  type AddImagesRequest,
  type ImageGroup,
  type ImageType,
  MAX_PHOTOS_PER_CATEGORY,
} from '#shared/schemas/listing.ts';
import type { Db } from '../../db/database.ts';
import { AppError } from '../../http/app-error.ts';
import {
  deletePhotoFiles,
  listingPhotoRow,
  type PlannedPhoto,
  planListingPhoto,
  withStoredPhotos,
} from '../../photos/listing-photo-files.ts';
import { dropShareCard, remakeShareCard, type WarnLog } from '../../photos/listing-share-card.ts';
import { BatchStopped } from '../../photos/photo-queue.ts';
import {
  EXTRA_PHOTO_WIDTH,
  PhotoRejectedError,
  type ProcessedPhoto,
  processCarPhoto,
} from '../../photos/process-car-photo.ts';
import { photoKey } from '../../photos/store-car-photo.ts';
import type { PhotoStorage } from '../../ports/photo-storage.ts';
import {
  type AccountBudgets,
  checkAccountBudget,
  spendAccountBudget,
} from '../account-usage/account-budgets.ts';
import { photoKeyBase } from '../cars/cars.repository.ts';
import {
  countPhotos,
  deletePhotoRow,
  findOwnListingById,
  findOwnListingByNumber,
  findOwnPhoto,
  firstExteriorPhoto,
  firstExteriorSortOrder,
  imageGroupsOf,
  lockListing,
  mainPhotoRow,
  nextSortOrder,
  type OwnListing,
  setMainPhoto,
} from './listing-photos.repository.ts';

export interface PhotoDeps {
  db: Db;
  photoStorage: PhotoStorage;
  /** Per-account budgets: the photo uploads an hour. */
  budgets: Pick<AccountBudgets, 'photos'>;
  /** Where a share card that could not be made is reported (console when absent). */
  log?: WarnLog;
}

/**
 * Decodes `base64` (already checked to be base64 by the shared schema) and
 * re-encodes it `width` px wide. A refused photo throws AppError 400
 * "`label`: reason" (the size and type messages of docs/product.md#photo-rules).
 */
export async function processUpload(
  base64: string,
  width: number,
  label: string,
  batch?: AbortController,
): Promise<ProcessedPhoto> {
  const bytes = Buffer.from(base64, 'base64');
  if (bytes.length === 0) {
    batch?.abort(new BatchStopped());
    throw new AppError(400, `${label}: ${MSG.validPhoto}`);
  }
  try {
    return await processCarPhoto(bytes, { width, batch });
  } catch (err) {
    if (err instanceof PhotoRejectedError) throw new AppError(400, `${label}: ${err.message}`);
    throw err;
  }
}

/**
 * Processes a batch of uploads in order through the photo queue and stops
 * at the first bad one: photos not yet started when one is refused are never
 * processed, and the refusal of the earliest bad photo is thrown (AppError
 * 400 "`name`: reason"). Answers the processed photos in batch order.
 */
export async function processUploadBatch(
  batch: { url: string; name?: string }[],
  width: number,
): Promise<ProcessedPhoto[]> {
  const stop = new AbortController();
  const results = await Promise.allSettled(
    batch.map((item, i) => processUpload(item.url, width, item.name ?? `Photo ${i + 1}`, stop)),
  );
  const failed = results.find(
    (r): r is PromiseRejectedResult =>
      r.status === 'rejected' && !(r.reason instanceof BatchStopped),
  );
  if (failed) throw failed.reason;
  return results.map((r) => (r as PromiseFulfilledResult<ProcessedPhoto>).value);
}

/** The photo limit message when `adding` photos to a category holding `existing`, or undefined when they fit. */
export function photoLimitProblem(existing: number, adding: number): string | undefined {
  if (existing >= MAX_PHOTOS_PER_CATEGORY) return MSG.photoLimitReached;
  if (existing + adding > MAX_PHOTOS_PER_CATEGORY) {
    return photoLimitMessage(MAX_PHOTOS_PER_CATEGORY - existing);
  }
  return undefined;
}

/**
 * Makes stored photo `photo` listing `listingId`'s main photo inside the
 * caller's transaction: it replaces the row of the current main photo
 * `currentMain` (keeping its place), or becomes the first Exterior photo when
 * there is none. Answers the key base of the replaced photo's files (for the
 * caller to delete after commit), or undefined.
 */
export async function putMainPhoto(
  trx: Db,
  listingId: number,
  currentMain: string | null,
  photo: PlannedPhoto,
  nowIso: string,
): Promise<string | undefined> {
  const key = photoKey(photo.keyBase);
  const old = currentMain ? await mainPhotoRow(trx, listingId, currentMain) : undefined;
  if (old) {
    await trx
      .updateTable('listing_photos')
      .set({ rand: photo.rand, photo: key, created_at: nowIso, phash: photo.phash ?? null })
      .where('id', '=', old.id)
      .execute();
  } else {
    const first = await firstExteriorSortOrder(trx, listingId);
    await trx
      .insertInto('listing_photos')
      .values(
        listingPhotoRow(listingId, photo, 'Exterior', first === undefined ? 0 : first - 1, nowIso),
      )
      .execute();
  }
  await setMainPhoto(trx, listingId, key, nowIso);
  return currentMain ? photoKeyBase(currentMain) : undefined;
}

/**
 * The caller's car with vehicle number `carNumber` for the photo screens:
 * 404 when they have none, 409 when it is sold (photos are managed on unsold
 * cars, hidden ones too: docs/moderation.md).
 */
async function ownUnsoldByNumber(db: Db, userId: number, carNumber: string): Promise<OwnListing> {
  const listing = await findOwnListingByNumber(db, userId, carNumber);
  if (!listing) throw new AppError(404, MSG.carNotFound);
  if (listing.status === 'Sold') throw new AppError(409, MSG.carSold);
  return listing;
}

/** Sellcarimages: the photos of the caller's unsold car `carNumber`, grouped by category. */
export async function listOwnPhotos(
  deps: PhotoDeps,
  userId: number,
  carNumber: string,
): Promise<ImageGroup[]> {
  const listing = await ownUnsoldByNumber(deps.db, userId, carNumber);
  return imageGroupsOf(deps.db, listing, deps.photoStorage);
}

/**
 * addcarimages: adds the batch to the caller's unsold car `carid` (its
 * carnumber must match when given). At most 10 per category counting the
 * photos already there; every photo is processed (700 px) before anything is
 * stored. An Exterior photo becomes the main photo when the car has none
 * (and the share card is made from it).
 * Answers the car's photo groups.
 */
export async function addPhotos(
  deps: PhotoDeps,
  userId: number,
  request: AddImagesRequest,
  now: Date,
): Promise<ImageGroup[]> {
  const { db, photoStorage } = deps;
  const listing = await findOwnListingById(db, userId, request.carid);
  if (!listing || (request.carnumber && request.carnumber !== listing.car_number)) {
    throw new AppError(404, MSG.carNotFound);
  }
  if (listing.status === 'Sold') throw new AppError(409, MSG.carSold);
  const type: ImageType = request.imagetype;
  const batch = request.imageslist;
  const limit = photoLimitProblem(await countPhotos(db, listing.id, type), batch.length);
  if (limit) throw new AppError(400, limit);

  await checkAccountBudget(db, userId, deps.budgets.photos, batch.length, now);
  const processed = await processUploadBatch(batch, EXTRA_PHOTO_WIDTH);

  const planned = processed.map((p) => ({
    ...planListingPhoto(listing.rand),
    phash: p.phash,
    processed: p,
  }));
  const nowIso = now.toISOString();
  const newMain = await withStoredPhotos(photoStorage, planned, () =>
    db.transaction().execute(async (trx) => {
      await spendAccountBudget(trx, userId, deps.budgets.photos, batch.length, now);
      await lockListing(trx, listing.id);
      // Checked again under the lock: a concurrent batch may have landed meanwhile.
      const again = photoLimitProblem(await countPhotos(trx, listing.id, type), batch.length);
      if (again) throw new AppError(400, again);
      const first = await nextSortOrder(trx, listing.id, type);
      await trx
        .insertInto('listing_photos')
        .values(planned.map((p, i) => listingPhotoRow(listing.id, p, type, first + i, nowIso)))
        .execute();
      const current = await trx
        .selectFrom('listings')
        .select('photo')
        .where('id', '=', listing.id)
        .executeTakeFirstOrThrow();
      if (type === 'Exterior' && current.photo === null) {
        await setMainPhoto(trx, listing.id, photoKey(planned[0].keyBase), nowIso);
        return { dropped: await dropShareCard(trx, listing.id) };
      }
      return undefined;
    }),
  );
  if (newMain) {
    await remakeShareCard(deps, listing.id, { mainPhoto: planned[0].processed.jpeg, ...newMain });
  }
  const after = await findOwnListingById(db, userId, listing.id);
  return imageGroupsOf(db, after ?? listing, photoStorage);
}

/**
 * Delete (a photo's Rand): removes the caller's photo, its row and its files.
 * When it was the main photo, the next Exterior photo becomes the main one
 * (or none) and the share card is remade from it (or dropped). 404 for a
 * photo that is not the caller's.
 */
export async function deletePhoto(deps: PhotoDeps, userId: number, rand: string): Promise<void> {
  const { db, photoStorage } = deps;
  const nowIso = new Date().toISOString();
  const { keyBase, listingId, dropped } = await db.transaction().execute(async (trx) => {
    const photo = await findOwnPhoto(trx, userId, rand);
    if (!photo) throw new AppError(404, MSG.photoNotFound);
    await lockListing(trx, photo.listing_id);
    await deletePhotoRow(trx, photo.id);
    const wasMain =
      photo.listing_photo !== null &&
      photoKeyBase(photo.listing_photo) === photoKeyBase(photo.photo);
    if (wasMain) {
      const next = await firstExteriorPhoto(trx, photo.listing_id, photo.id);
      await setMainPhoto(trx, photo.listing_id, next, nowIso);
    }
    return {
      keyBase: photoKeyBase(photo.photo),
      listingId: wasMain ? photo.listing_id : undefined,
      dropped: wasMain ? await dropShareCard(trx, photo.listing_id) : null,
    };
  });
  await deletePhotoFiles(photoStorage, [keyBase]);
  // The next Exterior photo (read back from storage) is the new main photo, or there is none.
  if (listingId !== undefined) await remakeShareCard(deps, listingId, { dropped });
}
