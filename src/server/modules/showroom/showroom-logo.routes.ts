/**
 * A dealer's logo on its showroom page (issue 45 part 5;
 * docs/decisions/046-showroom-pages.md, docs/product.md#showroom-pages), for
 * the dealership's owners only (`manageTeam`, as its words: 403 otherwise):
 *
 * - POST /api/Dealer/Logo: `Photo`, a JPEG or PNG as the photo calls send
 *   one (form-encoded data: URL or base64, at most 10 MB), checked and
 *   re-encoded as every photo is (photos/dealer-logo.ts: 50 megapixels at
 *   most, metadata dropped), stored at `dealers/{Rand}/logo-{random}.jpg`
 *   with its WebP; the logo it replaces is deleted. A refused file answers
 *   400 with one of the showroom's logo messages and changes nothing. Counted
 *   in the account's photo budget (429 past it) and UPLOAD_IP_LIMIT per
 *   address, as the photo uploads are.
 * - POST /api/Dealer/RemoveLogo: clears it and deletes its files.
 *
 * Both answer the workspace's showroom form (ShowroomFormAnswerSchema).
 */
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  logoRemoved,
  logoSaved,
  logoTooLarge,
  logoTooManyPixels,
  logoUnreadable,
  logoWrongType,
} from '#messages/showroom.ts';
import { optionalId } from '#shared/schemas/fields.ts';
import { ShowroomFormAnswerSchema } from '#shared/schemas/showroom.ts';
import { ShowroomLogoSchema } from '#shared/schemas/showroom-logo.ts';
import type { Db } from '../../db/database.ts';
import { newRand } from '../../db/random-ids.ts';
import { AppError } from '../../http/app-error.ts';
import { failures } from '../../http/failure-responses.ts';
import { MAIN_PHOTO_BODY_LIMIT, UPLOAD_IP_LIMIT } from '../../http/wire-limits.ts';
import {
  deleteDealerLogo,
  type ProcessedLogo,
  processDealerLogo,
  storeDealerLogo,
} from '../../photos/dealer-logo.ts';
import {
  PHOTO_TOO_LARGE,
  PHOTO_TOO_MANY_PIXELS,
  PHOTO_WRONG_TYPE,
  PhotoRejectedError,
} from '../../photos/process-car-photo.ts';
import type { PhotoStorage } from '../../ports/photo-storage.ts';
import {
  accountBudgets,
  checkAccountBudget,
  spendAccountBudget,
} from '../account-usage/account-budgets.ts';
import { perAddressLimit } from '../auth/auth-limits.ts';
import { authUser, signedInRoutes } from '../auth/authenticate.ts';
import { callerMembership } from '../cars/caller-membership.ts';
import { showroomForm } from './showroom.repository.ts';

/** The photo pipeline's refusals as the logo's messages (any other: unreadable). */
const LOGO_REFUSALS = new Map([
  [PHOTO_TOO_LARGE, logoTooLarge],
  [PHOTO_WRONG_TYPE, logoWrongType],
  [PHOTO_TOO_MANY_PIXELS, logoTooManyPixels],
]);

/**
 * The logo made from uploaded `bytes` (photos/dealer-logo.ts); a refused
 * file throws AppError 400 with the matching logo message.
 */
async function processedLogo(bytes: Buffer): Promise<ProcessedLogo> {
  try {
    return await processDealerLogo(bytes);
  } catch (err) {
    if (!(err instanceof PhotoRejectedError)) throw err;
    throw new AppError(400, LOGO_REFUSALS.get(err.message) ?? logoUnreadable);
  }
}

/**
 * Inside the caller's transaction: locks dealer `dealerId`'s row, sets its
 * logo to `key` (null: none) and answers the key it held before (or null).
 */
async function swapLogo(trx: Db, dealerId: number, key: string | null): Promise<string | null> {
  // A no-op write takes the row's lock first, so two changes of one logo run one after the other.
  await trx
    .updateTable('dealers')
    .set((eb) => ({ logo: eb.ref('logo') }))
    .where('id', '=', dealerId)
    .execute();
  const before = await trx
    .selectFrom('dealers')
    .select('logo')
    .where('id', '=', dealerId)
    .executeTakeFirstOrThrow();
  await trx.updateTable('dealers').set({ logo: key }).where('id', '=', dealerId).execute();
  return before.logo;
}

/** POST /api/Dealer/Logo and /RemoveLogo. */
export const showroomLogoRoutes: FastifyPluginAsyncZod<{ photoStorage: PhotoStorage }> = async (
  app,
  { photoStorage },
) => {
  const db = app.db;
  const budget = accountBudgets(app.config.limits).photos;
  const signedIn = signedInRoutes(db, ['Showroom']);
  const querystring = z.object({ DealerId: optionalId });
  const response = { 200: ShowroomFormAnswerSchema, ...failures(400, 401, 403, 404) };
  /** The owner's membership of the dealership asked for (403 for any other role). */
  const ownerOf = (userId: number, dealerId: number | undefined) =>
    callerMembership(db, userId, dealerId, 'manageTeam');

  app.post(
    '/api/Dealer/Logo',
    {
      ...signedIn({
        summary:
          "Sets the showroom page's logo: Photo, a JPEG or PNG as base64 or a data: URL (at most 10 MB and 50 megapixels), re-encoded as a 192 x 192 px JPEG and WebP without metadata; the logo it replaces is deleted. Owners only (403). A refused file: 400, nothing changed. Per account the photo budget (429), per address the upload limit (429).",
        querystring,
        body: ShowroomLogoSchema,
        response: { ...response, ...failures(413, 429) },
      }),
      bodyLimit: MAIN_PHOTO_BODY_LIMIT,
      config: perAddressLimit(UPLOAD_IP_LIMIT),
    },
    async (request) => {
      const { userId } = authUser(request);
      const m = await ownerOf(userId, request.query.DealerId);
      const now = new Date();
      await checkAccountBudget(db, userId, budget, 1, now);
      const logo = await processedLogo(Buffer.from(request.body.Photo, 'base64'));
      const { rand } = await db
        .selectFrom('dealers')
        .select('rand')
        .where('id', '=', m.dealerId)
        .executeTakeFirstOrThrow();
      const key = await storeDealerLogo(photoStorage, `dealers/${rand}/logo-${newRand()}`, logo);
      let old: string | null;
      try {
        old = await db.transaction().execute(async (trx) => {
          await spendAccountBudget(trx, userId, budget, 1, now);
          return swapLogo(trx, m.dealerId, key);
        });
      } catch (err) {
        await deleteDealerLogo(photoStorage, key);
        throw err;
      }
      if (old) await deleteDealerLogo(photoStorage, old);
      return {
        Success: true,
        Message: logoSaved,
        Data: await showroomForm(db, m.dealerId, photoStorage),
      };
    },
  );

  app.post(
    '/api/Dealer/RemoveLogo',
    signedIn({
      summary:
        "Removes the showroom page's logo and deletes its files (none: nothing to do). Owners only (403).",
      querystring,
      response,
    }),
    async (request) => {
      const m = await ownerOf(authUser(request).userId, request.query.DealerId);
      const old = await db.transaction().execute((trx) => swapLogo(trx, m.dealerId, null));
      if (old) await deleteDealerLogo(photoStorage, old);
      return {
        Success: true,
        Message: logoRemoved,
        Data: await showroomForm(db, m.dealerId, photoStorage),
      };
    },
  );
};
