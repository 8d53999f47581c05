/**
 * The alert run's in-memory matching (fresh-listings.ts, search-match.ts)
 * finds what the search query finds, on SQLite and PostgreSQL: 400 searches
 * drawn from the inventory fixture's own values, every filter the search has
 * (and empty lists, which find nothing), each with a "seen" mark; and the
 * run's floor follows the oldest unpaused search's mark, at most FRESH_KEPT
 * ids back (older marks ask the database).
 */
import { describe, expect, it } from 'vitest';
import { NEW_MATCHES_COUNTED } from '#shared/constants.ts';
import { createRng, type Rng } from '../../db/seed/demo/prng.ts';
import { createAppWithInventory } from '../../testing/api-test-helpers.ts';
import { signIn } from '../../testing/auth-test-helpers.ts';
import { fileTestApp } from '../../testing/file-test-app.ts';
import { searchPositions } from '../cars/search.repository.ts';
import type { SearchFilters } from '../cars/search-filters.ts';
import { type FilterableListing, unsoldListingsAbove } from '../cars/search-match.ts';
import { BASIC_COLOURS } from '../keyword-search/lexicon.ts';
import { freshListings, freshListingsAbove } from './fresh-listings.ts';

const t = fileTestApp(createAppWithInventory);

/** Some of `rows`' values of `key` (0 to 3 of them). */
const someOf = (rng: Rng, rows: FilterableListing[], key: keyof FilterableListing) =>
  rng.sample(rows, rng.int(0, 3)).map((r) => r[key] as number);

/** A search as buyers make them: a few filters, each from a real listing's values or a range around them. */
function drawFilters(rng: Rng, rows: FilterableListing[]): SearchFilters {
  const l = rng.pick(rows);
  const f: SearchFilters = {};
  const maybe = (p: number, set: () => void) => rng.chance(p) && set();
  maybe(0.5, () => (f.vehicleTypeId = rng.chance(0.9) ? l.vehicleTypeId : 2));
  maybe(0.4, () => (f.stateId = l.stateId));
  maybe(0.2, () => (f.cityIds = rng.chance(0.5) ? [l.cityId] : someOf(rng, rows, 'cityId')));
  maybe(0.3, () => (f.makeId = l.makeId));
  maybe(0.3, () => (f.modelId = l.modelId));
  maybe(0.2, () => (f.modelIds = someOf(rng, rows, 'modelId')));
  maybe(0.2, () => (f.fuelId = l.fuelId));
  maybe(0.2, () => (f.gearId = l.gearId));
  maybe(0.3, () => (f.priceMin = Math.round(l.price * rng.between(0.5, 1.01))));
  maybe(0.3, () => (f.priceMax = Math.round(l.price * rng.between(0.99, 2))));
  maybe(0.2, () => (f.kmMin = Math.round(l.km * rng.between(0.5, 1))));
  maybe(0.2, () => (f.kmMax = Math.round(l.km * rng.between(1, 2))));
  maybe(0.2, () => (f.yearMin = l.modelYear - rng.int(0, 3)));
  maybe(0.2, () => (f.yearMax = l.modelYear + rng.int(0, 3)));
  maybe(0.15, () => (f.owner = l.owner ?? 1));
  maybe(0.1, () => (f.variantIds = someOf(rng, rows, 'variantId')));
  maybe(0.15, () => (f.colours = rng.sample(BASIC_COLOURS, rng.int(1, 2))));
  return f;
}

describe("the alert run's in-memory matching", () => {
  it('finds what the search query finds, newest first, for every filter', async () => {
    const rows = await unsoldListingsAbove(t.db, 0);
    expect(rows.length).toBeGreaterThan(20);
    const fresh = await freshListingsAbove(t.db, 0);
    const rng = createRng(42);
    let found = 0;
    for (let i = 0; i < 400; i++) {
      const filters = drawFilters(rng, rows);
      const seen = rng.chance(0.3) ? 0 : (rng.pick(rows).id as number);
      const query = await searchPositions(t.db, { ...filters, newerThanId: seen }, 'newest', {
        limit: NEW_MATCHES_COUNTED,
      });
      const ids = query.map((p) => p.id);
      expect(fresh.matches(filters, seen), JSON.stringify({ filters, seen })).toEqual(ids);
      if (ids.length > 0) found++;
    }
    // The draw is worth something only if many searches find cars and many do not.
    expect(found).toBeGreaterThan(100);
    expect(found).toBeLessThan(380);
  });

  it("sets the floor at the oldest unpaused search's mark, at most `kept` ids back", async () => {
    const rows = await unsoldListingsAbove(t.db, 0);
    const newest = rows[0]?.id as number;
    await signIn(t, '9612345678');
    const user = await t.db
      .selectFrom('users')
      .select('id')
      .where('mobile', '=', '9612345678')
      .executeTakeFirstOrThrow();
    const save = (seen: number, paused: number) =>
      t.db
        .insertInto('saved_searches')
        .values({
          user_id: user.id,
          name: `seen ${seen}`,
          criteria: '{"vehicleid":1}',
          seen_listing_id: seen,
          paused,
          created_at: new Date().toISOString(),
          updated_at: new Date().toISOString(),
        })
        .execute();
    await save(newest - 10, 0);
    await save(newest - 30, 1);
    expect((await freshListings(t.db)).floor).toBe(newest - 10);
    await save(newest - 20, 0);
    const fresh = await freshListings(t.db);
    expect(fresh.floor).toBe(newest - 20);
    expect(fresh.matches({}, newest - 21)).toBeNull();
    expect((await freshListings(t.db, 5)).floor).toBe(newest - 5);
  });
});
