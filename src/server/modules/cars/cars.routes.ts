/**
 * Car routes (docs/product.md#home-and-search-calls): Home's daily-random
 * pages, the filtered search and the car details page. Handlers only wire the
 * request to car-pages.ts and cars.repository.ts.
 */

import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { MSG } from '#shared/messages.ts';
import {
  CarDetailsAnswerSchema,
  CarPageSchema,
  SimilarCarsAnswerSchema,
} from '#shared/schemas/car.ts';
import {
  CarDetailsQuerySchema,
  HomePageQuerySchema,
  SearchRequestSchema,
} from '#shared/schemas/search.ts';
import { keepPublicAnswers } from '../../http/answer-cache.ts';
import { AppError } from '../../http/app-error.ts';
import { failures } from '../../http/failure-responses.ts';
import type { PhotoStorage } from '../../ports/photo-storage.ts';
import { carDetailsOf, findListingByRand } from './car-details.repository.ts';
import { type CarPageStarts, loadHomePage, loadSearchPage } from './car-pages.ts';
import { listCarsByIds } from './cars.repository.ts';
import { relatedCarIds } from './related-cars.repository.ts';

export const carRoutes: FastifyPluginAsyncZod<{
  photoStorage: PhotoStorage;
  /** Where Pageindex pages begin; cleared by the app on every change (app.ts). */
  starts: CarPageStarts;
}> = async (app, { photoStorage, starts }) => {
  keepPublicAnswers(app);
  const db = app.db;
  const tags = ['Cars'];

  app.get(
    '/api/Carmaster/GetRandomly2Car_cars',
    {
      schema: {
        tags,
        summary:
          'Home cars: unsold, 12 per page, random order stable within the Indian day. Page by Pageindex or by cursor (= the previous NextCursor). An empty page answers Success false.',
        querystring: HomePageQuerySchema,
        response: { 200: CarPageSchema, ...failures(400) },
      },
    },
    async (request) => loadHomePage(db, photoStorage, starts, request.query, new Date()),
  );

  app.post(
    '/api/Carmaster/GetDetailsofcarsbySCCM_data',
    {
      schema: {
        tags,
        summary:
          'Search unsold cars by state, city (id or name), company, model, fuel, gear, vehicle type, price, km, year and owner; 12 per page, newest first unless sort says otherwise. Page by pageindex or by cursor.',
        body: SearchRequestSchema,
        response: { 200: CarPageSchema, ...failures(400) },
      },
    },
    async (request) => loadSearchPage(db, photoStorage, starts, request.body),
  );

  app.get(
    '/api/Carmaster/GetdetailsofCarsbyRandomid',
    {
      schema: {
        tags,
        summary:
          "A car's details by its Rand. A sold car answers Success true, Message 'Sold Out...', Data null; a hidden one (docs/moderation.md) Message 'This car is no longer available.', Data null; an unknown one 404.",
        querystring: CarDetailsQuerySchema,
        response: { 200: CarDetailsAnswerSchema, ...failures(400, 404) },
      },
    },
    async (request) => {
      const row = await findListingByRand(db, request.query.Randomno);
      if (!row) throw new AppError(404, MSG.carNotFound);
      if (row.status === 'Sold') return { Success: true, Message: MSG.soldOut, Data: null };
      if (row.status === 'Hidden')
        return { Success: true, Message: MSG.carUnavailable, Data: null };
      return { Success: true, Message: 'Success', Data: await carDetailsOf(db, row, photoStorage) };
    },
  );

  app.get(
    '/api/Carmaster/SimilarCars',
    {
      schema: {
        tags,
        summary:
          'Cars like the one with this Rand, for its page once it is sold: unsold cars of the same model, then of the same make within ±30% of its price (as Related Cars, at most 10). An addition to the original API. Unknown Rand: 404.',
        querystring: CarDetailsQuerySchema,
        response: { 200: SimilarCarsAnswerSchema, ...failures(400, 404) },
      },
    },
    async (request) => {
      const row = await findListingByRand(db, request.query.Randomno);
      if (!row) throw new AppError(404, MSG.carNotFound);
      const ids = await relatedCarIds(db, {
        id: row.id,
        model_id: row.model_id,
        make_id: row.make_id,
        price: Number(row.price),
      });
      return {
        Success: true,
        Message: 'Success',
        Data: await listCarsByIds(db, ids, photoStorage),
      };
    },
  );
};
