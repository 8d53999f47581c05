/**
 * A buyer's digest of today (docs/alerts.md): each unpaused saved search's
 * cars for sale listed since it last told them (exactly what the same search
 * shows: searchFiltersOf and searchPositions, as the search page), and the
 * wishlist's price drops since the last digest. Null when there is nothing
 * to tell.
 */
import { NEW_MATCHES_COUNTED } from '#shared/constants.ts';
import { SearchCriteriaFields } from '#shared/schemas/search.ts';
import type { Db } from '../../db/database.ts';
import { searchFiltersOf } from '../cars/car-pages.ts';
import { searchPositions } from '../cars/search.repository.ts';
import { shortCarUrl } from '../status-card/status-card-text.ts';
import { priceDropsFor } from './digest.repository.ts';
import { CARS_PER_SEARCH, type DigestCar, type DigestContent } from './digest-content.ts';

export interface BuiltDigest {
  content: DigestContent;
  /** Each told search's id and the newest listing id it told: its next matches are newer. */
  seen: { id: number; listingId: number }[];
}

async function carsByIds(db: Db, ids: number[], publicUrl: string): Promise<DigestCar[]> {
  if (ids.length === 0) return [];
  const rows = await db
    .selectFrom('listings as l')
    .innerJoin('makes as mk', 'mk.id', 'l.make_id')
    .innerJoin('models as md', 'md.id', 'l.model_id')
    .select(['l.id', 'l.rand', 'l.price', 'l.model_year', 'mk.name as make', 'md.name as model'])
    .where('l.id', 'in', ids)
    .execute();
  const byId = new Map(rows.map((r) => [r.id, r]));
  return ids.flatMap((id) => {
    const r = byId.get(id);
    return r
      ? [
          {
            title: `${r.model_year} ${r.make} ${r.model}`,
            price: Number(r.price),
            link: shortCarUrl(publicUrl, r.rand),
          },
        ]
      : [];
  });
}

/** The digest of buyer `userId`; drops are counted from `sinceIso`. */
export async function buildDigest(
  db: Db,
  userId: number,
  options: { publicUrl: string; sinceIso: string },
): Promise<BuiltDigest | null> {
  const searches = await db
    .selectFrom('saved_searches')
    .select(['id', 'name', 'criteria', 'seen_listing_id'])
    .where('user_id', '=', userId)
    .where('paused', '=', 0)
    .orderBy('id')
    .execute();
  const content: DigestContent = { searches: [], drops: [] };
  const seen: BuiltDigest['seen'] = [];
  for (const s of searches) {
    const { filters } = await searchFiltersOf(
      db,
      SearchCriteriaFields.parse(JSON.parse(s.criteria)),
    );
    const found = await searchPositions(
      db,
      { ...filters, newerThanId: s.seen_listing_id },
      'newest',
      { limit: NEW_MATCHES_COUNTED },
    );
    if (found.length === 0) continue;
    const ids = found.map((p) => p.id);
    content.searches.push({
      name: s.name,
      count: found.length,
      cars: await carsByIds(db, ids.slice(0, CARS_PER_SEARCH), options.publicUrl),
    });
    seen.push({ id: s.id, listingId: Math.max(...ids) });
  }
  content.drops = await priceDropsFor(db, userId, options.sinceIso, (rand) =>
    shortCarUrl(options.publicUrl, rand),
  );
  if (content.searches.length === 0 && content.drops.length === 0) return null;
  return { content, seen };
}
