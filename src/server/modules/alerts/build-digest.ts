/**
 * A buyer's digest of today (docs/alerts.md): each unpaused saved search's
 * cars for sale listed since it last told them (exactly what the same search
 * shows: searchFiltersOf and searchPositions, as the search page, one query
 * for each distinct search of a run), and the wishlist's price drops since
 * the last digest. Null when there is nothing to tell. run-digests.ts reads
 * the searches, the drops and the cars of a batch of buyers at once and puts
 * each buyer's digest together here. A search's new matches are found in the
 * run's fresh listings (fresh-listings.ts) when its mark is recent, else by
 * the search query itself.
 */

import { LRUCache } from 'lru-cache';
import { NEW_MATCHES_COUNTED } from '#shared/constants.ts';
import { SearchCriteriaFields } from '#shared/schemas/search.ts';
import type { Db } from '../../db/database.ts';
import { searchFiltersOf } from '../cars/car-pages.ts';
import { searchPositions } from '../cars/search.repository.ts';
import type { SearchFilters } from '../cars/search-filters.ts';
import { shortCarUrl } from '../status-card/status-card-text.ts';
import { padded } from './batch-lists.ts';
import type { SearchToTell } from './digest.repository.ts';
import {
  CARS_PER_SEARCH,
  type DigestCar,
  type DigestContent,
  type DigestDrop,
} from './digest-content.ts';
import type { FreshListings } from './fresh-listings.ts';

export interface BuiltDigest {
  content: DigestContent;
  /** Each told search's id and the newest listing id it told: its next matches are newer. */
  seen: { id: number; listingId: number }[];
}

/** A search's new matches: ids of cars for sale newer than its "seen" mark, newest first, at most NEW_MATCHES_COUNTED. */
export type MatchesOf = (s: SearchToTell) => Promise<number[]>;

/** Distinct searches (and criteria texts) a run remembers the matches (and filters) of. */
const MATCHES_KEPT = 20_000;

/**
 * `newMatchesOf` for one run: a search's matches among `fresh` (the cars
 * for sale at the run's start), or its own query when its mark is older
 * than those. Searches of the same criteria and the same "seen" mark (many
 * buyers save the same search, and marks move together) share one answer,
 * the first one's; criteria are read into filters once. A car listed later
 * in the run is told on the next day's digest.
 */
export function newMatchesOf(db: Db, fresh: FreshListings): MatchesOf {
  const filtersOf = new LRUCache<string, Promise<{ filters: SearchFilters; key: string }>>({
    max: MATCHES_KEPT,
  });
  const kept = new LRUCache<string, Promise<number[]>>({ max: MATCHES_KEPT });
  return async (s) => {
    let read = filtersOf.get(s.criteria);
    if (!read) {
      read = searchFiltersOf(db, SearchCriteriaFields.parse(JSON.parse(s.criteria))).then(
        ({ filters }) => ({ filters, key: JSON.stringify(filters) }),
      );
      filtersOf.set(s.criteria, read);
    }
    const { filters, key } = await read;
    const seenKey = `${s.seenListingId} ${key}`;
    let ids = kept.get(seenKey);
    if (!ids) {
      const inMemory = fresh.matches(filters, s.seenListingId);
      ids = inMemory
        ? Promise.resolve(inMemory)
        : searchPositions(db, { ...filters, newerThanId: s.seenListingId }, 'newest', {
            limit: NEW_MATCHES_COUNTED,
          }).then((found) => found.map((p) => p.id));
      kept.set(seenKey, ids);
    }
    return ids;
  };
}

/** The ids a digest shows of each search's matches (the newest CARS_PER_SEARCH). */
export const shownIds = (ids: number[]) => ids.slice(0, CARS_PER_SEARCH);

/** The cars of listings `ids` as an alert shows them (year, make, model, price, short link), by id. */
export async function carsByIds(
  db: Db,
  ids: number[],
  publicUrl: string,
): Promise<Map<number, DigestCar>> {
  if (ids.length === 0) return new Map();
  const rows = await db
    .selectFrom('listings as l')
    .innerJoin('makes as mk', 'mk.id', 'l.make_id')
    .innerJoin('models as md', 'md.id', 'l.model_id')
    .select(['l.id', 'l.rand', 'l.price', 'l.model_year', 'mk.name as make', 'md.name as model'])
    .where('l.id', 'in', padded(ids))
    .execute();
  return new Map(
    rows.map((r) => [
      r.id,
      {
        title: `${r.model_year} ${r.make} ${r.model}`,
        price: Number(r.price),
        link: shortCarUrl(publicUrl, r.rand),
      },
    ]),
  );
}

/**
 * One buyer's digest: their searches (in id order) with the ids each
 * matched, the cars by id, and their price drops. Null with nothing to tell.
 */
export function digestOf(
  matches: { search: SearchToTell; ids: number[] }[],
  cars: Map<number, DigestCar>,
  drops: DigestDrop[],
): BuiltDigest | null {
  const content: DigestContent = { searches: [], drops };
  const seen: BuiltDigest['seen'] = [];
  for (const { search, ids } of matches) {
    if (ids.length === 0) continue;
    content.searches.push({
      name: search.name,
      count: ids.length,
      cars: shownIds(ids).flatMap((id) => {
        const car = cars.get(id);
        return car ? [car] : [];
      }),
    });
    seen.push({ id: search.id, listingId: Math.max(...ids) });
  }
  if (content.searches.length === 0 && content.drops.length === 0) return null;
  return { content, seen };
}
