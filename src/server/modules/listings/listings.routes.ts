/**
 * Seller listing routes (docs/product.md#listing-calls) under
 * /api/CarSetuClientSellInquiry, all behind a Bearer token: add a car, list
 * the caller's cars, read one for the Edit form, save an edit, delete, mark
 * Sold. Bodies are form-encoded or JSON, validated by the shared listing
 * schemas (the forms' rules). Another user's Rand or number answers 404 and
 * changes nothing. A new car, photo or number is checked for duplicates
 * after the answer is settled (modules/duplicates: flagged, never refused).
 */

import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { PRODUCT } from '#shared/brand.ts';
import { expiresAt } from '#shared/listing-expiry.ts';
import { MSG } from '#shared/messages.ts';
import { EmptyAnswerSchema } from '#shared/schemas/api.ts';
import {
  AddCarRequestSchema,
  EditableListingAnswerSchema,
  EditCarRequestSchema,
  MyListingsAnswerSchema,
  RandQuerySchema,
  SavedListingAnswerSchema,
  SoldStatusQuerySchema,
} from '#shared/schemas/listing.ts';
import { failures } from '../../http/failure-responses.ts';
import { MAIN_PHOTO_BODY_LIMIT, UPLOAD_IP_LIMIT } from '../../http/wire-limits.ts';
import type { PhotoStorage } from '../../ports/photo-storage.ts';
import { accountBudgets } from '../account-usage/account-budgets.ts';
import { perAddressLimit } from '../auth/auth-limits.ts';
import { authUser, signedInRoutes } from '../auth/authenticate.ts';
import { listCarsByIds } from '../cars/cars.repository.ts';
import { type CheckQueue, queueDuplicateCheck } from '../duplicates/duplicates.service.ts';
import { ownListingIds, renewalStates } from './listings.repository.ts';
import { addListing, editableListing, editListing } from './listings.service.ts';
import { deleteListing, markListingSold } from './listings-status.service.ts';

const BASE = `/api/${PRODUCT}ClientSellInquiry`;

export const listingRoutes: FastifyPluginAsyncZod<{
  photoStorage: PhotoStorage;
  jobQueue: CheckQueue;
}> = async (app, { photoStorage, jobQueue }) => {
  const db = app.db;
  const deps = { db, photoStorage, budgets: accountBudgets(app.config.limits), log: app.log };
  const signedIn = signedInRoutes(db, ['Seller listings']);

  app.post(
    `${BASE}/addcar`,
    {
      ...signedIn({
        summary:
          "List a car for sale (the listing as the Sell Your Car form sends it). Ids for vehicleid, companyid, carmodelid, variantid, fueltypeid, gear; colour = a Colourdata Value or Text (the name is stored); nFeatures comma-joined ids; carphoto = base64 of a JPEG/PNG up to 10 MB (re-encoded 800 px wide, metadata dropped). nState, nCity, Address and Photoname are ignored: the car's place is the seller's profile (400 'Please complete your profile first.' without a city). 409 'This vehicle is already listed.' when an unsold listing has the number. Public at once. Per account: 30 new cars a day and 200 photos an hour (ACCOUNT_LISTINGS_PER_DAY, ACCOUNT_PHOTOS_PER_HOUR; 429); 120 uploads per address an hour. Data: { Rand, carid, carnumber }.",
        body: AddCarRequestSchema,
        response: { 200: SavedListingAnswerSchema, ...failures(400, 401, 409, 413) },
      }),
      bodyLimit: MAIN_PHOTO_BODY_LIMIT,
      config: perAddressLimit(UPLOAD_IP_LIMIT),
    },
    async (request) => {
      const Data = await addListing(deps, authUser(request).userId, request.body, new Date());
      await queueDuplicateCheck(jobQueue, [Data.carid], request.log);
      return { Success: true, Message: MSG.vehicleAdded, Data };
    },
  );

  app.get(
    `${BASE}/All`,
    signedIn({
      summary:
        "The caller's listings, newest first, as car list items (names in companyid/carmodelid/variantid, CarStatus, photo URLs; carid for addcarimages, Rand for Editcar and Delete).",
      response: { 200: MyListingsAnswerSchema, ...failures(401) },
    }),
    async (request, reply) => {
      reply.header('Cache-Control', 'no-store');
      const ids = await ownListingIds(db, authUser(request).userId);
      const [cars, states] = await Promise.all([
        // The seller's own cars: the whole number (My Vehicles' calls name the car by it).
        listCarsByIds(db, ids, photoStorage, 'owner'),
        renewalStates(db, ids),
      ]);
      const ttl = app.config.listingTtlDays;
      const Data = cars.map((car) => {
        const state = states.get(car.carid);
        const reason = state?.hidden_reason ?? null;
        const expires = car.CarStatus === 'UnSold' || reason === 'expired';
        return {
          ...car,
          hiddenreason: reason,
          expiresat: expires && state ? expiresAt(state.renewed_at, ttl) : null,
        };
      });
      return { Success: true, Message: 'Success', Data };
    },
  );

  app.get(
    `${BASE}/Editcar`,
    signedIn({
      summary:
        "The caller's listing for the Edit form: ids (numbers) for the dropdowns with their names beside them (companyname ...), colour (name) and colourid, nFeatures comma-joined, insurance fields, photo URLs. 404 when the Rand is not one of the caller's listings.",
      querystring: RandQuerySchema,
      response: { 200: EditableListingAnswerSchema, ...failures(400, 401, 404) },
    }),
    async (request, reply) => {
      reply.header('Cache-Control', 'no-store');
      const Data = await editableListing(deps, authUser(request).userId, request.query.Rand);
      return { Success: true, Message: 'Success', Data };
    },
  );

  app.post(
    `${BASE}/Editcar`,
    {
      ...signedIn({
        summary:
          "Save the caller's listing Rand: the addcar fields; carnumber optional (normalised, not pattern-checked; 409 when another unsold listing has it); carphoto optional (replaces the main photo). The place is refreshed from the profile. 404 when not the caller's. Data: { Rand, carid, carnumber }.",
        body: EditCarRequestSchema,
        response: { 200: SavedListingAnswerSchema, ...failures(400, 401, 404, 409, 413) },
      }),
      bodyLimit: MAIN_PHOTO_BODY_LIMIT,
      config: perAddressLimit(UPLOAD_IP_LIMIT),
    },
    async (request) => {
      const Data = await editListing(deps, authUser(request).userId, request.body, new Date());
      if (request.body.carphoto || request.body.carnumber) {
        await queueDuplicateCheck(jobQueue, [Data.carid], request.log);
      }
      return { Success: true, Message: MSG.vehicleUpdated, Data };
    },
  );

  app.get(
    `${BASE}/Delete`,
    signedIn({
      summary:
        "Delete the caller's listing Rand with its photos (rows and files), favourites and leads. 404 when not the caller's.",
      querystring: RandQuerySchema,
      response: { 200: EmptyAnswerSchema, ...failures(400, 401, 404) },
    }),
    async (request) => {
      await deleteListing(deps, authUser(request).userId, request.query.Rand);
      return { Success: true, Message: MSG.vehicleDeleted, Data: null };
    },
  );

  app.post(
    `${BASE}/changesoldunsoldstatus`,
    signedIn({
      summary:
        "Mark the caller's unsold car with number carno (query) Sold. carstatus (query) is the car's current status: only UnSold -> Sold exists, so 'Sold' or a car already sold answers 400 'This vehicle is already marked as Sold.'; 404 when the caller has no car with that number. A body, if any, is ignored.",
      querystring: SoldStatusQuerySchema,
      response: { 200: EmptyAnswerSchema, ...failures(400, 401, 404) },
    }),
    async (request) => {
      const { carno, carstatus } = request.query;
      await markListingSold(db, authUser(request).userId, carno, carstatus, new Date());
      return { Success: true, Message: MSG.vehicleSold, Data: null };
    },
  );
};
