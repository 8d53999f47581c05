/**
 * The console's banners and dealers under /api/Admin (issue 25 part 2,
 * docs/moderation.md#banners-and-dealers). Operators only, as every console
 * route (operators.ts: 401 signed out, 403 for any other account).
 */
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { CONSOLE_PAGE_SIZE } from '#shared/schemas/admin.ts';
import { EmptyAnswerSchema, envelope } from '#shared/schemas/api.ts';
import {
  AddBannerSchema,
  BannerVisibilitySchema,
  ConsoleBannersAnswerSchema,
  ConsoleDealersAnswerSchema,
  DealerFormSchema,
  DealerStatusSchema,
  DealersQuerySchema,
  EditBannerSchema,
  EditDealerSchema,
  MoveBannerSchema,
} from '#shared/schemas/console-content.ts';
import { failures } from '../../http/failure-responses.ts';
import { MAIN_PHOTO_BODY_LIMIT, UPLOAD_IP_LIMIT } from '../../http/wire-limits.ts';
import type { PhotoStorage } from '../../ports/photo-storage.ts';
import { perAddressLimit } from '../auth/auth-limits.ts';
import {
  addBanner,
  consoleBanners,
  editBanner,
  moveBanner,
  setBannerHidden,
} from './banners-console.service.ts';
import {
  addDealer,
  consoleDealers,
  editDealer,
  setDealerActive,
} from './dealers-console.service.ts';
import { operatorOf, operatorRoutes } from './operators.ts';

const BASE = '/api/Admin';
const IdAnswerSchema = envelope(z.object({ id: z.number().int() }));

export const consoleContentRoutes: FastifyPluginAsyncZod<{ photoStorage: PhotoStorage }> = async (
  app,
  { photoStorage },
) => {
  const db = app.db;
  const operator = operatorRoutes(db, app.config.operatorMobiles);
  const done = (Message: string) => ({ Success: true, Message, Data: null });

  app.get(
    `${BASE}/Banners`,
    operator({
      summary: "Every Home banner, hidden ones too, in the slider's order.",
      response: { 200: ConsoleBannersAnswerSchema, ...failures(401, 403) },
    }),
    async () => ({
      Success: true,
      Message: 'Success',
      Data: await consoleBanners(db, photoStorage),
    }),
  );

  app.post(
    `${BASE}/AddBanner`,
    {
      ...operator({
        summary:
          "Add a banner last on the slider: Photo (JPEG or PNG as base64 or a data: URL, up to 10 MB, at least 800 x 250 px; cut to 1600 x 500), Url (a path of this site or https://) Lang (the language its picture is written in, shown on that language's Home only: en, hi or gu; default all) and Alt (optional, up to 200 characters: the words the picture carries, its alt text).",
        body: AddBannerSchema,
        response: { 200: IdAnswerSchema, ...failures(400, 401, 403, 413, 429) },
      }),
      bodyLimit: MAIN_PHOTO_BODY_LIMIT,
      config: perAddressLimit(UPLOAD_IP_LIMIT),
    },
    async (request) => {
      const { Photo, Url, Lang, Alt } = request.body;
      const bytes = Buffer.from(Photo, 'base64');
      const id = await addBanner(
        db,
        photoStorage,
        operatorOf(request),
        { bytes, url: Url, lang: Lang, alt: Alt },
        new Date(),
      );
      return { Success: true, Message: 'Banner added', Data: { id } };
    },
  );

  app.post(
    `${BASE}/EditBanner`,
    operator({
      summary:
        "Change a banner's link (Url) and, when sent, its language (Lang: all, en, hi or gu) and words (Alt, up to 200 characters; '' for none).",
      body: EditBannerSchema,
      response: { 200: EmptyAnswerSchema, ...failures(400, 401, 403, 404) },
    }),
    async (request) => {
      const { id, Url, Lang, Alt } = request.body;
      await editBanner(db, operatorOf(request), id, { url: Url, lang: Lang, alt: Alt }, new Date());
      return done('Banner saved');
    },
  );

  app.post(
    `${BASE}/MoveBanner`,
    operator({
      summary: 'Move a banner one place up or down the slider (first or last already: 409).',
      body: MoveBannerSchema,
      response: { 200: EmptyAnswerSchema, ...failures(400, 401, 403, 404, 409) },
    }),
    async (request) => {
      const { id, direction } = request.body;
      await moveBanner(db, operatorOf(request), id, direction, new Date());
      return done(direction === 'up' ? 'Moved up' : 'Moved down');
    },
  );

  app.post(
    `${BASE}/BannerVisibility`,
    operator({
      summary: "Take a banner off the slider (hide 'true') or put it back, with a reason.",
      body: BannerVisibilitySchema,
      response: { 200: EmptyAnswerSchema, ...failures(400, 401, 403, 404, 409) },
    }),
    async (request) => {
      const { id, hide, reason } = request.body;
      await setBannerHidden(
        db,
        operatorOf(request),
        { id, hide: hide === 'true', reason },
        new Date(),
      );
      return done(hide === 'true' ? 'Banner hidden' : 'Banner shown');
    },
  );

  app.get(
    `${BASE}/Dealers`,
    operator({
      summary: `Dealers whose firm name or mobile contains q, newest first, ${CONSOLE_PAGE_SIZE} a page, with their place, state and cars for sale: Data.Dealers, and Data.NextBefore to send back as before for the next page (null at the end).`,
      querystring: DealersQuerySchema,
      response: { 200: ConsoleDealersAnswerSchema, ...failures(400, 401, 403) },
    }),
    async (request) => {
      const { q, before } = request.query;
      const page = await consoleDealers(db, q, CONSOLE_PAGE_SIZE, before);
      return {
        Success: true,
        Message: 'Success',
        Data: { Dealers: page.dealers, NextBefore: page.nextBefore },
      };
    },
  );

  app.post(
    `${BASE}/AddDealer`,
    operator({
      summary:
        "Add a dealer: dealers.csv's fields with state_id and city_id (a city of that state). Its mobile signs in to the Dealer Workspace.",
      body: DealerFormSchema,
      response: { 200: IdAnswerSchema, ...failures(400, 401, 403, 409) },
    }),
    async (request) => {
      const id = await addDealer(db, operatorOf(request), request.body, new Date());
      return { Success: true, Message: 'Dealer added', Data: { id } };
    },
  );

  app.post(
    `${BASE}/EditDealer`,
    operator({
      summary: 'Edit a dealer; its cars move to its new place.',
      body: EditDealerSchema,
      response: { 200: EmptyAnswerSchema, ...failures(400, 401, 403, 404, 409) },
    }),
    async (request) => {
      const { id, ...form } = request.body;
      await editDealer(db, operatorOf(request), id, form, new Date());
      return done('Dealer saved');
    },
  );

  const dealerStatusRoutes = [
    {
      url: 'DeactivateDealer',
      active: false,
      message: 'Dealer deactivated',
      summary:
        "Deactivate a dealer, with a reason: its cars for sale are hidden and its mobile is no longer a dealer's.",
    },
    {
      url: 'ReactivateDealer',
      active: true,
      message: 'Dealer reactivated',
      summary: 'Reactivate a dealer, with a reason: the cars its deactivation hid are shown again.',
    },
  ];
  for (const route of dealerStatusRoutes) {
    app.post(
      `${BASE}/${route.url}`,
      operator({
        summary: route.summary,
        body: DealerStatusSchema,
        response: { 200: EmptyAnswerSchema, ...failures(400, 401, 403, 404, 409) },
      }),
      async (request) => {
        const { id, reason } = request.body;
        await setDealerActive(
          db,
          operatorOf(request),
          { id, active: route.active, reason },
          new Date(),
        );
        return done(route.message);
      },
    );
  }
};
