/**
 * Profile routes (docs/product.md#profile-calls) under /api/ClientCarSetuProfile,
 * all behind a Bearer token: read the profile, save it, add a city.
 */
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { PRODUCT } from '#shared/brand.ts';
import { langOfAcceptLanguage } from '#shared/i18n/lang.ts';
import { MSG } from '#shared/messages.ts';
import { EmptyAnswerSchema } from '#shared/schemas/api.ts';
import { LookupListAnswerSchema } from '#shared/schemas/lookup.ts';
import {
  AddCityRequestSchema,
  ClientProfileAnswerSchema,
  ProfileRequestSchema,
} from '#shared/schemas/profile.ts';
import { translateMessage } from '../../http/answer-language.ts';
import { AppError } from '../../http/app-error.ts';
import { failures } from '../../http/failure-responses.ts';
import { perAddressLimit } from '../auth/auth-limits.ts';
import { authUser, signedInRoutes } from '../auth/authenticate.ts';
import { adultConfirmed } from '../consents/consent-records.repository.ts';
import { findProfile } from './profile.repository.ts';
import { addCity, saveProfile } from './profile.service.ts';

const BASE = `/api/Client${PRODUCT}Profile`;

/** New cities per client address per hour: they show in everybody's dropdowns. */
export const ADD_CITY_IP_LIMIT = { max: 10, timeWindow: '1 hour' } as const;

export const profileRoutes: FastifyPluginAsyncZod = async (app) => {
  const db = app.db;
  const signedIn = signedInRoutes(db, ['Profile']);

  app.get(
    `${BASE}/GetClientprofilebyclientid`,
    signedIn({
      summary:
        "The signed-in user's profile as a one-item list. nCountry/nState/nCity are ids as strings ('' until chosen); CountryName/StateName/CityName are their names; Operator is true for an operator (OPERATOR_MOBILES), whom the web app does not ask to complete the profile.",
      response: { 200: ClientProfileAnswerSchema, ...failures(401) },
    }),
    async (request, reply) => {
      reply.header('Cache-Control', 'no-store');
      const profile = await findProfile(db, authUser(request).userId);
      if (!profile) throw new AppError(401, MSG.unauthorized);
      const Operator = app.config.operatorMobiles.includes(profile.Mobileno);
      const AdultConfirmed = await adultConfirmed(db, authUser(request).userId);
      return {
        Success: true,
        Message: 'Success',
        Data: [{ ...profile, Operator, AdultConfirmed }],
      };
    },
  );

  app.post(
    `${BASE}/Add${PRODUCT}ClientProfile`,
    signedIn({
      summary:
        "Save the signed-in user's profile (Status 'Edit'): Name, nCountry, nState, nCity, Address. Mobileno is ignored: the number is the account's. Adult ('true': MSG.adultConfirm ticked) is required until the account has confirmed it once (400 'Please confirm that you are 18 or older.'), and recorded as a consent. The state must be in the country and the city in the state (400 naming the field).",
      body: ProfileRequestSchema,
      response: { 200: EmptyAnswerSchema, ...failures(400, 401) },
    }),
    async (request) => {
      const lang = langOfAcceptLanguage(request.headers['accept-language']);
      await saveProfile(db, authUser(request).userId, request.body, {
        now: new Date(),
        adultWording: translateMessage(MSG.adultConfirm, lang),
      });
      return { Success: true, Message: MSG.profileUpdated, Data: null };
    },
  );

  app.post(
    `${BASE}/AddCity`,
    {
      ...signedIn({
        summary:
          "Add a city to a state (cityname: 1-20 letters, spaces or apostrophes; stored with the first letter capital, the rest lower case). Data: the state's cities, the new one first. 409 'City already exists' for the same name in any case. 10 per address per hour.",
        body: AddCityRequestSchema,
        response: { 200: LookupListAnswerSchema, ...failures(400, 401, 409, 429) },
      }),
      config: perAddressLimit(ADD_CITY_IP_LIMIT),
    },
    async (request) => ({
      Success: true,
      Message: MSG.cityAdded,
      Data: await addCity(db, request.body),
    }),
  );
};
