/**
 * The cars for sale an alert run matches saved searches against in memory
 * (issue 42 part 4; docs/alerts.md#at-scale): every unsold listing newer
 * than the oldest unpaused search's "seen" mark, read once at the run's
 * start, at most the newest FRESH_KEPT ids. A search whose mark is older
 * than that (paused for months, say) asks the database as the search page
 * does. A car listed during the run is told on the next day's digest.
 */
import { NEW_MATCHES_COUNTED } from '#shared/constants.ts';
import type { Db } from '../../db/database.ts';
import { findsNothing, type SearchFilters } from '../cars/search-filters.ts';
import {
  type FilterableListing,
  listingMatches,
  unsoldListingsAbove,
} from '../cars/search-match.ts';

/** Listing ids a run keeps at most (about 15 MB of rows; a few days of new cars). */
export const FRESH_KEPT = 50_000;

export interface FreshListings {
  /** Searches with a "seen" mark at or above this id are matched in memory. */
  floor: number;
  /**
   * A search's new matches (ids newer than `seen`, newest first, at most
   * NEW_MATCHES_COUNTED), as searchPositions would find them; null when
   * `seen` is below `floor` (ask the database).
   */
  matches(filters: SearchFilters, seen: number): number[] | null;
}

/** Reads the run's fresh listings (three queries): above the floor set by the searches' marks. */
export async function freshListings(db: Db, kept = FRESH_KEPT): Promise<FreshListings> {
  const [marks, newest] = await Promise.all([
    db
      .selectFrom('saved_searches')
      .select((eb) => eb.fn.min('seen_listing_id').as('seen'))
      .where('paused', '=', 0)
      .executeTakeFirst(),
    db
      .selectFrom('listings')
      .select((eb) => eb.fn.max('id').as('id'))
      .executeTakeFirst(),
  ]);
  const newestId = Number(newest?.id ?? 0);
  return freshListingsAbove(db, Math.max(Number(marks?.seen ?? newestId), newestId - kept));
}

/** The fresh listings above id `floor` (one query). */
export async function freshListingsAbove(db: Db, floor: number): Promise<FreshListings> {
  const all = await unsoldListingsAbove(db, floor);
  const byModel = Map.groupBy(all, (l) => l.modelId);
  const byState = Map.groupBy(all, (l) => l.stateId);
  /** The listings a search's filters can find at all (each list newest first). */
  const candidates = (f: SearchFilters): FilterableListing[] =>
    f.modelId !== undefined
      ? (byModel.get(f.modelId) ?? [])
      : f.stateId !== undefined
        ? (byState.get(f.stateId) ?? [])
        : all;
  return {
    floor,
    matches(filters, seen) {
      if (seen < floor) return null;
      const ids: number[] = [];
      if (findsNothing(filters)) return ids;
      // Each list is newest first: the walk stops at the first car the search has seen.
      for (const l of candidates(filters)) {
        if (l.id <= seen || ids.length === NEW_MATCHES_COUNTED) break;
        if (listingMatches(l, filters)) ids.push(l.id);
      }
      return ids;
    },
  };
}
