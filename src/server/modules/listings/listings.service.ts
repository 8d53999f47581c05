/**
 * Sell Your Car, Edit Your Car and My Vehicles (docs/product.md#sell-form,
 * #edit-form, #my-vehicles, #listing-status, #sell-form-rules,
 * #edit-form-rules, #listing-calls, #listings-and-search). Field rules are the
 * shared schemas'; here the rules that need the database:
 * - the car's state, city and address are the seller's profile's (400
 *   'Please complete your profile first.' while it has no city);
 * - the catalogue (listing-catalogue-checks.ts; the colour NAME is stored);
 * - a vehicle number is listed once among unsold listings (409).
 * Delete and Sold are in listings-status.service.ts. Nothing is written when
 * a check or the photo fails.
 */
import { MSG } from '#shared/messages.ts';
import type { AddCarRequest, EditableListing, EditCarRequest } from '#shared/schemas/listing.ts';
import type { Db } from '../../db/database.ts';
import { newRand, newShuffle } from '../../db/random-ids.ts';
import type { ListingRow } from '../../db/tables/listing-tables.ts';
import { AppError } from '../../http/app-error.ts';
import {
  deletePhotoFiles,
  listingPhotoRow,
  planListingPhoto,
  withStoredPhotos,
} from '../../photos/listing-photo-files.ts';
import { dropShareCard, remakeShareCard, type WarnLog } from '../../photos/listing-share-card.ts';
import { MAIN_PHOTO_WIDTH } from '../../photos/process-car-photo.ts';
import { photoKey } from '../../photos/store-car-photo.ts';
import type { PhotoStorage } from '../../ports/photo-storage.ts';
import {
  type AccountBudgets,
  checkAccountBudget,
  spendAccountBudget,
} from '../account-usage/account-budgets.ts';
import { isUniqueViolation } from '../catalog/cities.repository.ts';
import { processUpload, putMainPhoto } from '../listing-photos/listing-photos.service.ts';
import { findEditableListing, toEditableListing } from './editable-listing.repository.ts';
import { modelColours } from './listing-catalogue.repository.ts';
import { checkCatalogue, type ListingFields } from './listing-catalogue-checks.ts';
import {
  ensureSellerRand,
  findOwnListingByRand,
  insertListing,
  type ListingChange,
  type SellerPlace,
  sellerPlace,
  unsoldNumberTaken,
  updateListing,
} from './listings.repository.ts';

export interface ListingDeps {
  db: Db;
  photoStorage: PhotoStorage;
  /** Per-account budgets (new listings a day, photos an hour). */
  budgets: AccountBudgets;
  /** Where a share card that could not be made is reported (console when absent). */
  log?: WarnLog;
}

/** The seller's place; 400 'Please complete your profile first.' while the profile has no city. */
async function requirePlace(db: Db, userId: number): Promise<SellerPlace> {
  const place = await sellerPlace(db, userId);
  if (!place) throw new AppError(400, MSG.completeProfileFirst);
  return place;
}

/** The listing columns the form sets. */
function formColumns(f: ListingFields, colour: string) {
  return {
    vehicle_type_id: f.vehicleid,
    make_id: f.companyid,
    model_id: f.carmodelid,
    variant_id: f.variantid,
    colour,
    fuel_id: f.fueltypeid,
    gear_id: f.gear,
    model_year: f.modelyear,
    km: f.km,
    owner: f.owner,
    seats: f.seatingcapicity,
    cc: f.nCc ?? null,
    price: f.nSaleprice,
    insurance: f.insurance,
    insurance_type: f.nInsurancetype,
    insurance_end: f.insuranceendtdate,
    sunroof: f.nSunRoof,
    feature_ids: f.nFeatures.join(','),
  } satisfies Partial<ListingRow>;
}

/** Runs `write`; a unique-index clash on the vehicle number answers 409 'This vehicle is already listed.'. */
async function numberClashIs409<T>(write: () => Promise<T>): Promise<T> {
  try {
    return await write();
  } catch (err) {
    if (isUniqueViolation(err)) throw new AppError(409, MSG.vehicleAlreadyListed);
    throw err;
  }
}

/**
 * addcar: a new unsold listing of user `userId` at their profile's place,
 * public at once, with the photo (800 px) as its main photo and first
 * Exterior photo. Answers its Rand, id and stored number.
 */
export async function addListing(
  deps: ListingDeps,
  userId: number,
  request: AddCarRequest,
  now: Date,
): Promise<{ Rand: string; carid: number; carnumber: string }> {
  const { db, photoStorage } = deps;
  const place = await requirePlace(db, userId);
  const colour = await checkCatalogue(db, request);
  if (await unsoldNumberTaken(db, request.carnumber)) {
    throw new AppError(409, MSG.vehicleAlreadyListed);
  }
  const { budgets } = deps;
  await checkAccountBudget(db, userId, budgets.listings, 1, now);
  await checkAccountBudget(db, userId, budgets.photos, 1, now);
  const processed = await processUpload(request.carphoto, MAIN_PHOTO_WIDTH, 'carphoto');

  const rand = newRand();
  const photo = { ...planListingPhoto(rand), phash: processed.phash };
  const nowIso = now.toISOString();
  const id = await numberClashIs409(() =>
    withStoredPhotos(photoStorage, [{ keyBase: photo.keyBase, processed }], () =>
      db.transaction().execute(async (trx) => {
        await spendAccountBudget(trx, userId, budgets.listings, 1, now);
        await spendAccountBudget(trx, userId, budgets.photos, 1, now);
        await ensureSellerRand(trx, userId);
        const listingId = await insertListing(trx, {
          rand,
          car_number: request.carnumber,
          ...formColumns(request, colour),
          status: 'UnSold',
          state_id: place.stateId,
          city_id: place.cityId,
          address: place.address,
          dealer_id: null,
          user_id: userId,
          photo: photoKey(photo.keyBase),
          shuffle: newShuffle(),
          created_at: nowIso,
          updated_at: nowIso,
        });
        await trx
          .insertInto('listing_photos')
          .values(listingPhotoRow(listingId, photo, 'Exterior', 0, nowIso))
          .execute();
        return listingId;
      }),
    ),
  );
  await remakeShareCard(deps, id, { mainPhoto: processed.jpeg });
  return { Rand: rand, carid: id, carnumber: request.carnumber };
}

/** Editcar (GET): user `userId`'s listing `rand` for the Edit form; 404 when it is not theirs. */
export async function editableListing(
  deps: ListingDeps,
  userId: number,
  rand: string,
): Promise<EditableListing> {
  const row = await findEditableListing(deps.db, userId, rand);
  if (!row) throw new AppError(404, MSG.carNotFound);
  const colours = await modelColours(deps.db, row.model_id);
  const colourId = colours.find((c) => c.name === row.colour)?.id ?? null;
  return toEditableListing(row, colourId, deps.photoStorage);
}

/**
 * Editcar (POST): saves user `userId`'s listing `request.Rand` (404 when not
 * theirs, modules/cars/ownership.ts). The place is refreshed from the profile (a
 * dealership's car keeps its dealer's place); the vehicle number, when
 * sent, is stored normalised (409 when another unsold listing has it); a
 * photo replaces the main photo (the old files are deleted after commit).
 */
export async function editListing(
  deps: ListingDeps,
  userId: number,
  request: EditCarRequest,
  now: Date,
): Promise<{ Rand: string; carid: number; carnumber: string }> {
  const { db, photoStorage } = deps;
  const listing = await findOwnListingByRand(db, userId, request.Rand);
  if (!listing) throw new AppError(404, MSG.carNotFound);
  // A dealership's car stays at its dealer's place; a seller's follows their profile.
  const place: Omit<SellerPlace, 'address'> & { address: string | null } =
    listing.dealer_id !== null
      ? { stateId: listing.state_id, cityId: listing.city_id, address: listing.address }
      : await requirePlace(db, userId);
  const colour = await checkCatalogue(db, request, listing.model_id);
  const carNumber = request.carnumber ?? listing.car_number;
  if (
    carNumber !== listing.car_number &&
    listing.status === 'UnSold' &&
    (await unsoldNumberTaken(db, carNumber, listing.id))
  ) {
    throw new AppError(409, MSG.vehicleAlreadyListed);
  }
  if (request.carphoto) await checkAccountBudget(db, userId, deps.budgets.photos, 1, now);
  const processed = request.carphoto
    ? await processUpload(request.carphoto, MAIN_PHOTO_WIDTH, 'carphoto')
    : undefined;

  const nowIso = now.toISOString();
  const change: ListingChange = {
    car_number: carNumber,
    ...formColumns(request, colour),
    state_id: place.stateId,
    city_id: place.cityId,
    address: place.address,
    updated_at: nowIso,
  };
  const photo = processed
    ? { ...planListingPhoto(listing.rand), phash: processed.phash }
    : undefined;
  const files = photo && processed ? [{ keyBase: photo.keyBase, processed }] : [];
  const cardChanged = processed !== undefined || shareCardChanged(listing, change);
  const { replaced, dropped } = await numberClashIs409(() =>
    withStoredPhotos(photoStorage, files, () =>
      db.transaction().execute(async (trx) => {
        if (processed) await spendAccountBudget(trx, userId, deps.budgets.photos, 1, now);
        await updateListing(trx, listing.id, change);
        return {
          replaced: photo
            ? await putMainPhoto(trx, listing.id, listing.photo, photo, nowIso)
            : undefined,
          dropped: cardChanged ? await dropShareCard(trx, listing.id) : null,
        };
      }),
    ),
  );
  if (replaced) await deletePhotoFiles(photoStorage, [replaced]);
  if (cardChanged) await remakeShareCard(deps, listing.id, { mainPhoto: processed?.jpeg, dropped });
  return { Rand: listing.rand, carid: listing.id, carnumber: carNumber };
}

/** Whether `change` alters what the listing's share card shows besides the photo (price, year, make, model, variant). */
function shareCardChanged(
  listing: Pick<ListingChange, 'price' | 'model_year' | 'make_id' | 'model_id' | 'variant_id'>,
  change: ListingChange,
): boolean {
  return (
    Number(listing.price) !== change.price ||
    listing.model_year !== change.model_year ||
    listing.make_id !== change.make_id ||
    listing.model_id !== change.model_id ||
    listing.variant_id !== change.variant_id
  );
}
