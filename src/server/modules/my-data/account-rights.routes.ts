/**
 * The account's nominee and its erasure (issue 44 part 4;
 * docs/privacy.md#nominee, #erasure; extension), behind a Bearer token and
 * only ever the caller's own account (it comes from the token):
 *
 * - GET /api/Account/Nominee: the nominee, or null;
 * - POST /api/Account/Nominee: names one (NomineeFormSchema; 400 for the
 *   account's own mobile);
 * - POST /api/Account/RemoveNominee: removes them;
 * - POST /api/Account/Erase: Delete Account (EraseFormSchema: the box
 *   ticked); erase.ts says what goes and what stays. 409 for a mobile that
 *   runs a dealership.
 */
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { MSG } from '#shared/messages.ts';
import {
  EraseFormSchema,
  NomineeAnswerSchema,
  NomineeFormSchema,
} from '#shared/schemas/account-rights.ts';
import { EmptyAnswerSchema } from '#shared/schemas/api.ts';
import { AppError } from '../../http/app-error.ts';
import { failures } from '../../http/failure-responses.ts';
import type { PhotoStorage } from '../../ports/photo-storage.ts';
import { accountOrAddressKey, authUser, signedInRoutes } from '../auth/authenticate.ts';
import { eraseAccount } from './erase.ts';
import { nomineeOf, removeNominee, saveNominee } from './nominee.repository.ts';

/** Changes of nominee and erasure attempts per account an hour. */
export const ACCOUNT_RIGHTS_LIMIT = { max: 10, timeWindow: '1 hour' } as const;
const limited = { rateLimit: { ...ACCOUNT_RIGHTS_LIMIT, keyGenerator: accountOrAddressKey } };

export const accountRightsRoutes: FastifyPluginAsyncZod<{ photoStorage: PhotoStorage }> = async (
  app,
  { photoStorage },
) => {
  const db = app.db;
  const signedIn = signedInRoutes(db, ['Account']);

  app.get(
    '/api/Account/Nominee',
    signedIn({
      summary: "The signed-in account's nominee (Name, Mobile, Since), or null when none is named.",
      response: { 200: NomineeAnswerSchema, ...failures(401) },
    }),
    async (request, reply) => {
      reply.header('Cache-Control', 'no-store');
      return {
        Success: true,
        Message: 'Success',
        Data: await nomineeOf(db, authUser(request).userId),
      };
    },
  );

  app.post(
    '/api/Account/Nominee',
    {
      ...signedIn({
        summary:
          "Names the person who may act for the signed-in account (Name, Mobile), replacing any before. 400 for the account's own mobile; 429 past 10 changes an hour.",
        body: NomineeFormSchema,
        response: { 200: EmptyAnswerSchema, ...failures(400, 401, 429) },
      }),
      config: limited,
    },
    async (request) => {
      const { userId } = authUser(request);
      const own = await db
        .selectFrom('users')
        .select('mobile')
        .where('id', '=', userId)
        .executeTakeFirstOrThrow();
      if (own.mobile === request.body.Mobile) throw new AppError(400, MSG.nomineeIsYou);
      await saveNominee(
        db,
        userId,
        { name: request.body.Name, mobile: request.body.Mobile },
        new Date().toISOString(),
      );
      return { Success: true, Message: MSG.nomineeSaved, Data: null };
    },
  );

  app.post(
    '/api/Account/RemoveNominee',
    {
      ...signedIn({
        summary: "Removes the signed-in account's nominee (none: nothing changes).",
        response: { 200: EmptyAnswerSchema, ...failures(401, 429) },
      }),
      config: limited,
    },
    async (request) => {
      await removeNominee(db, authUser(request).userId);
      return { Success: true, Message: MSG.nomineeRemoved, Data: null };
    },
  );

  app.post(
    '/api/Account/Erase',
    {
      ...signedIn({
        summary:
          'Deletes the signed-in account (Confirm: true): its cars and photos, profile, nominee, wishlist, saved searches, alerts, consents, grievances and sign-ins; the leads it sent stay with their sellers without its name and mobile (each seller sees the notice). Signs it out everywhere. 400 without Confirm; 409 when its mobile runs a dealership; 429 past 10 an hour.',
        body: EraseFormSchema,
        response: { 200: EmptyAnswerSchema, ...failures(400, 401, 409, 429) },
      }),
      config: limited,
    },
    async (request, reply) => {
      const { userId } = authUser(request);
      const done = await eraseAccount({ db, photoStorage }, userId, new Date());
      request.log.info({ userId, ...done }, 'account erased');
      reply.header('Cache-Control', 'no-store');
      return { Success: true, Message: MSG.accountDeleted, Data: null };
    },
  );
};
