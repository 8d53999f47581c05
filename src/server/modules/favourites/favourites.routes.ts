/**
 * Wishlist routes (docs/product.md#favourite-calls) under
 * /api/UserFavouriteVehicle, behind a Bearer token (a 401 makes the web open
 * the login dialog, docs/product.md#behaviour).
 * The list answers car list items through the cars module's mapper.
 */
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { MSG } from '#shared/messages.ts';
import { EmptyAnswerSchema } from '#shared/schemas/api.ts';
import { FavouriteListSchema, FavouriteRequestSchema } from '#shared/schemas/favourite.ts';
import { AppError } from '../../http/app-error.ts';
import { failures } from '../../http/failure-responses.ts';
import type { PhotoStorage } from '../../ports/photo-storage.ts';
import { authUser, signedInRoutes } from '../auth/authenticate.ts';
import { listCarsByIds } from '../cars/cars.repository.ts';
import {
  addFavourite,
  favouriteListingIds,
  listingExists,
  removeFavourite,
} from './favourites.repository.ts';

const BASE = '/api/UserFavouriteVehicle';

export const favouriteRoutes: FastifyPluginAsyncZod<{ photoStorage: PhotoStorage }> = async (
  app,
  { photoStorage },
) => {
  const db = app.db;
  const signedIn = signedInRoutes(db, ['Wishlist']);

  app.post(
    `${BASE}/addfavouritecars`,
    signedIn({
      summary:
        "Add a car to the signed-in user's wishlist or remove it (actiondata 'Add' | 'Delete', carid; carnumber optional). Adding twice or removing a car not there is harmless. 404 'Car not found' for an unknown carid.",
      body: FavouriteRequestSchema,
      response: { 200: EmptyAnswerSchema, ...failures(400, 401, 404) },
    }),
    async (request) => {
      const { userId } = authUser(request);
      const { actiondata, carid } = request.body;
      if (!(await listingExists(db, carid))) throw new AppError(404, MSG.carNotFound);
      if (actiondata === 'Add') {
        await addFavourite(db, userId, carid, new Date().toISOString());
        return { Success: true, Message: MSG.wishlistAdded, Data: null };
      }
      await removeFavourite(db, userId, carid);
      return { Success: true, Message: MSG.wishlistRemoved, Data: null };
    },
  );

  app.get(
    `${BASE}/AllFavouritecars`,
    signedIn({
      summary:
        "The signed-in user's wishlist as car list items, newest favourite first; sold cars stay (CarStatus 'Sold').",
      response: { 200: FavouriteListSchema, ...failures(401) },
    }),
    async (request, reply) => {
      reply.header('Cache-Control', 'no-store');
      const ids = await favouriteListingIds(db, authUser(request).userId);
      return {
        Success: true,
        Message: 'Success',
        Data: await listCarsByIds(db, ids, photoStorage),
      };
    },
  );
};
