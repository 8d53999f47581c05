/**
 * Import cars (issue 12 item 2; docs/decisions/024-dealer-import.md) under
 * /api/DealerImport, behind a Bearer token:
 * POST Import (JSON): dealers.csv and cars.csv as text and the photos they
 *   name as base64. Only an owner of a dealership may (403 to anyone else,
 *   a manager or sales executive of its team included), and only its own
 *   rows; every row is checked with the importer's rules (the Sell form's
 *   listing schema) and nothing is written unless all pass. 200 with what
 *   was added and updated; 400 with every refused row (file, line, column,
 *   reason). Bodies up to MAX_IMPORT_BODY_BYTES (413 beyond);
 *   IMPORT_RATE_LIMIT per account (429). The imported cars are checked for
 *   duplicates after the answer is settled (modules/duplicates).
 */
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { MSG } from '#shared/messages.ts';
import {
  DealerImportAnswerSchema,
  DealerImportRefusedSchema,
  DealerImportRequestSchema,
  IMPORT_RATE_LIMIT,
  importMessage,
  MAX_IMPORT_BODY_BYTES,
} from '#shared/schemas/dealer-import.ts';
import { AppError } from '../../http/app-error.ts';
import { failures } from '../../http/failure-responses.ts';
import type { PhotoStorage } from '../../ports/photo-storage.ts';
import { accountOrAddressKey, authUser, signedInRoutes } from '../auth/authenticate.ts';
import { allows, dealerMembershipsOf } from '../cars/ownership.ts';
import { type CheckQueue, queueImportChecks } from '../duplicates/duplicates.service.ts';
import { importDealerFiles } from './dealer-import.service.ts';

const BASE = '/api/DealerImport';

/** Answered 403 to a signed-in user who is not a dealer. */
export const ONLY_DEALERS = 'Only dealers can import cars';

/** 429 for the hourly import limit, saying when to come back. */
function tooManyImports(_request: unknown, context: { after: string }): AppError {
  return new AppError(
    429,
    `You have imported ${IMPORT_RATE_LIMIT.max} times in the last hour. Please try again in ${context.after}.`,
  );
}

export const dealerImportRoutes: FastifyPluginAsyncZod<{
  photoStorage: PhotoStorage;
  jobQueue: CheckQueue;
}> = async (app, { photoStorage, jobQueue }) => {
  const db = app.db;
  const signedIn = signedInRoutes(db, ['Dealer import']);
  // A dealer's own data behind a token: never kept by a cache between them and us.
  app.addHook('onSend', async (_request, reply) => {
    reply.header('Cache-Control', 'no-store');
  });

  app.post(
    `${BASE}/Import`,
    {
      ...signedIn({
        summary: `Imports the signed-in dealer's dealers.csv and cars.csv (as text) with the photos cars.csv names ({ name, data: base64 }, 10 MB each), all or nothing, with the importer's rules. Only the dealer's own firm and cars; a car number they already list unsold is updated. 200: the rows added and updated; 400: every refused row (file, line, field, reason) and nothing written. Not a dealer: 403. Body up to 60 MB; ${IMPORT_RATE_LIMIT.max} imports an hour per account.`,
        body: DealerImportRequestSchema,
        response: {
          200: DealerImportAnswerSchema,
          400: DealerImportRefusedSchema,
          ...failures(401, 403, 409, 413, 429),
        },
      }),
      bodyLimit: MAX_IMPORT_BODY_BYTES,
      config: {
        rateLimit: {
          ...IMPORT_RATE_LIMIT,
          keyGenerator: accountOrAddressKey,
          errorResponseBuilder: tooManyImports,
        },
      },
    },
    async (request, reply) => {
      // One rule (modules/cars/ownership.ts): an owner of the dealership imports for it.
      const memberships = await dealerMembershipsOf(db, authUser(request).userId);
      if (memberships.length === 0) throw new AppError(403, ONLY_DEALERS);
      const dealer = memberships.find((m) => allows(m, 'importCars'));
      if (!dealer) throw new AppError(403, MSG.roleNotAllowed);
      const { ok, report } = await importDealerFiles({ db, photoStorage }, dealer, request.body);
      const Message = importMessage(report);
      if (ok) {
        const numbers = [...report.added, ...report.updated].map((c) => c.carNumber);
        await queueImportChecks(
          { db, queue: jobQueue, log: request.log },
          dealer.dealerId,
          numbers,
        );
        return { Success: true, Message, Data: report };
      }
      return reply.status(400).send({ Success: false as const, Message, Data: report });
    },
  );
};
