/**
 * GET /api/Account/MyData (issue 44 part 4; docs/privacy.md#my-data;
 * extension): everything CarSetu holds on the signed-in account, every
 * table's rows of it (export.ts), as a JSON file to download. Only the
 * caller's own (the account comes from the token); 10 an hour per account.
 */
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { istDate } from '#shared/ist.ts';
import { SharedWithAnswerSchema } from '#shared/schemas/consents.ts';
import { failures } from '../../http/failure-responses.ts';
import { accountOrAddressKey, authUser, signedInRoutes } from '../auth/authenticate.ts';
import { ACCOUNT_TABLES } from './account-tables.ts';
import { exportAccount, readableExport, sharedWith } from './export.ts';

/** Each table's heading in the readable file: what its rows are (account-tables.ts). */
const HEADINGS = Object.fromEntries(
  Object.entries(ACCOUNT_TABLES).map(([table, links]) => [
    table,
    links
      .map((l) => (l.kind === 'none' ? '' : l.what))
      .filter(Boolean)
      .join('; '),
  ]),
);

/** Downloads per account an hour: the export reads every table. */
export const MY_DATA_LIMIT = { max: 10, timeWindow: '1 hour' } as const;

export const myDataRoutes: FastifyPluginAsyncZod = async (app) => {
  const db = app.db;
  const signedIn = signedInRoutes(db, ['Account']);

  app.get(
    '/api/Account/MyData',
    {
      ...signedIn({
        summary:
          'Everything CarSetu holds on the signed-in account, as a JSON file ({ table: rows }): profile, listings and their photos, leads sent and received, wishlist, saved searches, alerts, consents, grievances, sign-ins; secrets kept as hashes are left out. 429 past 10 an hour.',
        querystring: z.object({ format: z.enum(['json', 'text']).optional() }),
        response: {
          200: z
            .string()
            .describe(
              'The JSON file ({ exportedAt, tables: { table: rows } }), or with format=text a readable text file',
            ),
          ...failures(401, 429),
        },
      }),
      config: { rateLimit: { ...MY_DATA_LIMIT, keyGenerator: accountOrAddressKey } },
    },
    async (request, reply) => {
      const data = await exportAccount(db, authUser(request).userId);
      const day = istDate(new Date());
      const text = request.query.format === 'text';
      reply
        .header('Cache-Control', 'no-store')
        .header(
          'Content-Type',
          text ? 'text/plain; charset=utf-8' : 'application/json; charset=utf-8',
        )
        .header(
          'Content-Disposition',
          `attachment; filename="carsetu-my-data-${day}.${text ? 'txt' : 'json'}"`,
        );
      if (text) return readableExport(data, HEADINGS);
      return JSON.stringify(
        { exportedAt: new Date().toISOString(), tables: data },
        (_key, value) => (typeof value === 'bigint' ? Number(value) : value),
        2,
      );
    },
  );
};

/** GET /api/Account/SharedWith: each seller the account's leads went to, and when, newest first. */
export const sharedWithRoutes: FastifyPluginAsyncZod = async (app) => {
  const signedIn = signedInRoutes(app.db, ['Account']);
  app.get(
    '/api/Account/SharedWith',
    signedIn({
      summary:
        "Whom the signed-in person's details went to: each seller their leads reached (a dealer's firm or a private seller's name) and when, newest first.",
      response: { 200: SharedWithAnswerSchema, ...failures(401) },
    }),
    async (request, reply) => {
      reply.header('Cache-Control', 'no-store');
      return {
        Success: true,
        Message: 'Success',
        Data: await sharedWith(app.db, authUser(request).userId),
      };
    },
  );
};
