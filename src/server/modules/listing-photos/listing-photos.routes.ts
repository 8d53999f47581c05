/**
 * Listing image routes (docs/product.md#listing-photo-calls) under
 * /api/CarSetuClientSellimages, all behind a Bearer token: list a car's
 * photos, add photos (at most 10 per category), delete one. Another user's
 * car or photo answers 404 and changes nothing. Added photos are checked
 * for duplicates after the answer is settled (modules/duplicates).
 */
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { PRODUCT } from '#shared/brand.ts';
import { MSG } from '#shared/messages.ts';
import { EmptyAnswerSchema } from '#shared/schemas/api.ts';
import {
  AddImagesRequestSchema,
  CarNumberQuerySchema,
  ImageGroupsAnswerSchema,
  RandQuerySchema,
} from '#shared/schemas/listing.ts';
import { failures } from '../../http/failure-responses.ts';
import { PHOTO_BATCH_BODY_LIMIT, UPLOAD_IP_LIMIT } from '../../http/wire-limits.ts';
import type { PhotoStorage } from '../../ports/photo-storage.ts';
import { accountBudgets } from '../account-usage/account-budgets.ts';
import { perAddressLimit } from '../auth/auth-limits.ts';
import { authUser, signedInRoutes } from '../auth/authenticate.ts';
import { type CheckQueue, queueDuplicateCheck } from '../duplicates/duplicates.service.ts';
import { addPhotos, deletePhoto, listOwnPhotos } from './listing-photos.service.ts';

const BASE = `/api/${PRODUCT}ClientSellimages`;

export const listingPhotoRoutes: FastifyPluginAsyncZod<{
  photoStorage: PhotoStorage;
  jobQueue: CheckQueue;
}> = async (app, { photoStorage, jobQueue }) => {
  const deps = {
    db: app.db,
    photoStorage,
    budgets: accountBudgets(app.config.limits),
    log: app.log,
  };
  const signedIn = signedInRoutes(app.db, ['Seller photos']);

  app.get(
    `${BASE}/Sellcarimages`,
    signedIn({
      summary:
        "Photos of the caller's unsold car with vehicle number carno (any case and spacing), grouped by imagetype: Data = [{ imagetype, images: [{ Rand, carphoto, carphotosmall, imagetype, ismain }] }] for Exterior, Interior, Imperfection, Features in that order (empty groups included; the main photo first). 404 when the caller has no such car, 409 when it is sold.",
      querystring: CarNumberQuerySchema,
      response: { 200: ImageGroupsAnswerSchema, ...failures(400, 401, 404, 409) },
    }),
    async (request, reply) => {
      reply.header('Cache-Control', 'no-store');
      const { userId } = authUser(request);
      const Data = await listOwnPhotos(deps, userId, request.query.carno);
      return { Success: true, Message: 'Success', Data };
    },
  );

  app.post(
    `${BASE}/addcarimages`,
    {
      ...signedIn({
        summary:
          "Add photos to the caller's unsold car: carid, carnumber (optional, must match), imageslist = JSON text of [{ url: data URL or base64 of a JPEG/PNG up to 10 MB, name }], imagetype (Exterior | Interior | Imperfection | Features; default Exterior). Each photo is re-encoded 700 px wide. At most 10 per category including those there: 400 'Limit of 10 photos. Cannot upload more' or 'You can upload up to {n} photos.The max limit is 10.'. All or nothing: the batch stops at its first refused photo (400 '<name>: reason') and stores nothing. Per account 200 photos an hour (429). Data: the car's photo groups, as Sellcarimages.",
        body: AddImagesRequestSchema,
        response: { 200: ImageGroupsAnswerSchema, ...failures(400, 401, 404, 409, 413) },
      }),
      bodyLimit: PHOTO_BATCH_BODY_LIMIT,
      config: perAddressLimit(UPLOAD_IP_LIMIT),
    },
    async (request) => {
      const { userId } = authUser(request);
      const Data = await addPhotos(deps, userId, request.body, new Date());
      await queueDuplicateCheck(jobQueue, [request.body.carid], request.log);
      return { Success: true, Message: MSG.photosUploaded, Data };
    },
  );

  app.get(
    `${BASE}/Delete`,
    signedIn({
      summary:
        "Delete one of the caller's photos by its Rand (row and files). When it was the car's main photo, the next Exterior photo becomes the main one (or none). 404 'Photo not found' for anyone else's photo.",
      querystring: RandQuerySchema,
      response: { 200: EmptyAnswerSchema, ...failures(400, 401, 404) },
    }),
    async (request) => {
      await deletePhoto(deps, authUser(request).userId, request.query.Rand);
      return { Success: true, Message: MSG.photoDeleted, Data: null };
    },
  );
};
