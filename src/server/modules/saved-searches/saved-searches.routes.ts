/**
 * Saved searches (docs/product.md#saved-searches, issue 24 part 1) under
 * /api/SavedSearch, behind a Bearer token: save the search's criteria with
 * a name (at most SAVED_SEARCH_LIMIT an account), list them with their new
 * matches, rename, pause or resume, delete. Additions to the original API.
 */
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  NEW_MATCHES_COUNTED,
  SAVED_SEARCH_LIMIT,
  SAVED_SEARCH_NAME_MAX,
} from '#shared/constants.ts';
import { MSG } from '#shared/messages.ts';
import { searchPathOf } from '#shared/pages/search-path.ts';
import { EmptyAnswerSchema } from '#shared/schemas/api.ts';
import {
  DeleteSavedSearchSchema,
  DescribeSearchAnswerSchema,
  DescribeSearchRequestSchema,
  PauseSavedSearchSchema,
  RenameSavedSearchSchema,
  type SavedSearch,
  SavedSearchAnswerSchema,
  SavedSearchListSchema,
  SaveSearchRequestSchema,
} from '#shared/schemas/saved-search.ts';
import { type SearchCriteria, SearchCriteriaFields } from '#shared/schemas/search.ts';
import type { Db } from '../../db/database.ts';
import { AppError } from '../../http/app-error.ts';
import { failures } from '../../http/failure-responses.ts';
import { authUser, signedInRoutes } from '../auth/authenticate.ts';
import { searchFiltersOf } from '../cars/car-pages.ts';
import { searchPositions } from '../cars/search.repository.ts';
import { describeCriteria, suggestedName } from './describe-search.ts';
import {
  deleteSavedSearch,
  insertSavedSearch,
  newestListingId,
  type SavedSearchRecord,
  savedSearchesOf,
  updateSavedSearch,
} from './saved-searches.repository.ts';

const BASE = '/api/SavedSearch';

/** Cars for sale matching `criteria` and newer than listing `seen`, at most NEW_MATCHES_COUNTED. */
export async function newMatchesOf(
  db: Db,
  criteria: SearchCriteria,
  seen: number,
): Promise<number> {
  const { filters } = await searchFiltersOf(db, criteria);
  const found = await searchPositions(db, { ...filters, newerThanId: seen }, 'newest', {
    limit: NEW_MATCHES_COUNTED,
  });
  return found.length;
}

/** A stored row as the wire's SavedSearch, with its new matches counted. */
async function toSavedSearch(db: Db, row: SavedSearchRecord): Promise<SavedSearch> {
  const criteria = SearchCriteriaFields.parse(JSON.parse(row.criteria));
  const given = Object.fromEntries(
    Object.entries(criteria).filter(([, v]) => v !== undefined),
  ) as Record<string, string | number>;
  return {
    id: row.id,
    name: row.name,
    paused: row.paused === 1,
    criteria: given,
    summary: await describeCriteria(db, criteria),
    searchPath: searchPathOf(criteria),
    newMatches: await newMatchesOf(db, criteria, row.seen_listing_id),
    createdAt: row.created_at,
  };
}

export const savedSearchRoutes: FastifyPluginAsyncZod = async (app) => {
  const db = app.db;
  const signedIn = signedInRoutes(db, ['Saved searches']);
  const notFound = () => new AppError(404, MSG.savedSearchNotFound);

  app.get(
    `${BASE}/List`,
    signedIn({
      summary:
        "The signed-in buyer's saved searches, newest first, each with its criteria and its new matches (cars for sale newer than the last time they were told, at most 100).",
      response: { 200: SavedSearchListSchema, ...failures(401) },
    }),
    async (request, reply) => {
      reply.header('Cache-Control', 'no-store');
      const rows = await savedSearchesOf(db, authUser(request).userId);
      const Data = [];
      for (const row of rows) Data.push(await toSavedSearch(db, row));
      return { Success: true, Message: 'Success', Data };
    },
  );

  app.get(
    `${BASE}/Describe`,
    signedIn({
      summary:
        'The search criteria in words, the name a new saved search of them is offered (at most 40 characters), and the /search address that shows them.',
      querystring: DescribeSearchRequestSchema,
      response: { 200: DescribeSearchAnswerSchema, ...failures(400, 401) },
    }),
    async (request) => {
      const summary = await describeCriteria(db, request.query);
      const name = suggestedName(summary, SAVED_SEARCH_NAME_MAX);
      const searchPath = searchPathOf(request.query);
      return { Success: true, Message: 'Success', Data: { summary, name, searchPath } };
    },
  );

  app.post(
    `${BASE}/Save`,
    signedIn({
      summary: `Saves the search's criteria (the search call's fields, without paging) under \`name\`. At most ${SAVED_SEARCH_LIMIT} an account: 409 beyond.`,
      body: SaveSearchRequestSchema,
      response: { 200: SavedSearchAnswerSchema, ...failures(400, 401, 409) },
    }),
    async (request) => {
      const { name, ...criteria } = request.body;
      const row = await insertSavedSearch(
        db,
        {
          userId: authUser(request).userId,
          name,
          criteria: JSON.stringify(criteria),
          seenListingId: await newestListingId(db),
          nowIso: new Date().toISOString(),
        },
        SAVED_SEARCH_LIMIT,
      );
      if (!row) throw new AppError(409, MSG.savedSearchLimit);
      return { Success: true, Message: MSG.searchSaved, Data: await toSavedSearch(db, row) };
    },
  );

  app.post(
    `${BASE}/Rename`,
    signedIn({
      summary: "Renames one of the buyer's saved searches. 404 when it is not theirs.",
      body: RenameSavedSearchSchema,
      response: { 200: SavedSearchAnswerSchema, ...failures(400, 401, 404) },
    }),
    async (request) => {
      const { id, name } = request.body;
      const row = await updateSavedSearch(db, authUser(request).userId, id, {
        name,
        nowIso: new Date().toISOString(),
      });
      if (!row) throw notFound();
      return { Success: true, Message: MSG.searchRenamed, Data: await toSavedSearch(db, row) };
    },
  );

  app.post(
    `${BASE}/Pause`,
    signedIn({
      summary:
        "Pauses (paused 'true') or resumes ('false') the alerts of one of the buyer's saved searches. 404 when it is not theirs.",
      body: PauseSavedSearchSchema,
      response: { 200: SavedSearchAnswerSchema, ...failures(400, 401, 404) },
    }),
    async (request) => {
      const { id, paused } = request.body;
      const row = await updateSavedSearch(db, authUser(request).userId, id, {
        paused,
        nowIso: new Date().toISOString(),
      });
      if (!row) throw notFound();
      const Message = paused ? MSG.alertsPaused : MSG.alertsResumed;
      return { Success: true, Message, Data: await toSavedSearch(db, row) };
    },
  );

  app.post(
    `${BASE}/Delete`,
    signedIn({
      summary: "Deletes one of the buyer's saved searches. 404 when it is not theirs.",
      body: DeleteSavedSearchSchema,
      response: { 200: EmptyAnswerSchema, ...failures(400, 401, 404) },
    }),
    async (request) => {
      if (!(await deleteSavedSearch(db, authUser(request).userId, request.body.id)))
        throw notFound();
      return { Success: true, Message: MSG.searchDeleted, Data: null };
    },
  );
};
