/**
 * Lookup routes (docs/product.md#lookup-calls: GET, no auth; response Data is a
 * list of Value/Text) plus POST veriantandcolour. Successful GETs are cacheable
 * for five minutes: the catalogue changes rarely.
 */
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { COUNTRY_ID } from '#shared/constants.ts';
import { MAX_ID } from '#shared/schemas/fields.ts';
import {
  CityQuerySchema,
  LookupListAnswerSchema,
  StateQuerySchema,
  VariantColourAnswerSchema,
  VariantColourRequestSchema,
} from '#shared/schemas/lookup.ts';
import { keepPublicAnswers } from '../../http/answer-cache.ts';
import { cacheSuccessfulGets } from '../../http/cache.ts';
import { failures } from '../../http/failure-responses.ts';
import {
  listActiveModels,
  listCities,
  listNamed,
  listStates,
  listVariantsAndColours,
} from './catalog.repository.ts';

const OptionsResponse = { 200: LookupListAnswerSchema, ...failures(400) };
const tags = ['Lookups'];
const ok = <T>(Data: T) => ({ Success: true, Message: 'Success', Data });

const ActiveModelParamsSchema = z.object({
  companyId: z.coerce
    .number({ error: 'companyId must be a number' })
    .int('companyId must be a whole number')
    .positive('companyId must be a positive number')
    .max(MAX_ID),
});

export const catalogRoutes: FastifyPluginAsyncZod = async (app) => {
  cacheSuccessfulGets(app);
  keepPublicAnswers(app);
  const db = app.db;

  const simple = [
    ['/api/Common/companydata', 'Makes (companies), by name.', 'makes', 'name'],
    ['/api/Common/Fueldata', 'Fuel types, in catalogue order.', 'fuels', 'id'],
    ['/api/Common/Geardata', 'Gear (transmission) types, in catalogue order.', 'gears', 'id'],
    ['/api/Common/Vehiclenamedata', 'Vehicle types, in catalogue order.', 'vehicle_types', 'id'],
    ['/api/Common/Featuresdata', 'Vehicle features, by name.', 'features', 'name'],
    ['/api/Common/countrydata', 'Countries (India only, id 1).', 'countries', 'name'],
  ] as const;
  for (const [url, summary, table, order] of simple) {
    app.get(url, { schema: { tags, summary, response: OptionsResponse } }, async () =>
      ok(await listNamed(db, table, order)),
    );
  }

  app.get(
    '/api/Common/activemodel/:companyId',
    {
      schema: {
        tags,
        summary: 'Active models (a seller may list them) of a make, by name.',
        params: ActiveModelParamsSchema,
        response: OptionsResponse,
      },
    },
    async (request) => ok(await listActiveModels(db, request.params.companyId)),
  );

  app.get(
    '/api/Common/statenamedata',
    {
      schema: {
        tags,
        summary: 'States and union territories of a country, by name.',
        querystring: StateQuerySchema,
        response: OptionsResponse,
      },
    },
    async (request) => ok(await listStates(db, request.query.countryid ?? COUNTRY_ID)),
  );

  app.get(
    '/api/Common/citynamedata',
    {
      schema: {
        tags,
        summary: 'Cities of a state, by name ([] without stateid).',
        querystring: CityQuerySchema,
        response: OptionsResponse,
      },
    },
    async (request) =>
      ok(await listCities(db, request.query.countryid ?? COUNTRY_ID, request.query.stateid)),
  );

  app.post(
    '/api/Common/veriantandcolour',
    {
      schema: {
        tags,
        summary: 'Variants and colours of a model (optionally checked against its make).',
        body: VariantColourRequestSchema,
        response: { 200: VariantColourAnswerSchema, ...failures(400) },
      },
    },
    async (request) =>
      ok(await listVariantsAndColours(db, request.body.Modelid, request.body.companyid)),
  );
};
