/**
 * Design for a million listings (docs/decisions/002): on SQLite, no query of
 * Home, search, details or leads may scan the listings table without an index.
 */
import { type CompiledQuery, sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Db } from '../../db/database.ts';
import { createTestDb, testDbKind } from '../../testing/test-app.ts';
import { segmentQuery } from './home.repository.ts';
import { sameMakeQuery, sameModelQuery } from './related-cars.repository.ts';
import { searchPageQuery } from './search.repository.ts';
import type { SearchFilters } from './search-filters.ts';

let db: Db;
let drop: () => Promise<void>;

beforeAll(async () => {
  if (testDbKind() !== 'sqlite') return;
  ({ db, drop } = await createTestDb());
});
afterAll(async () => {
  await drop?.();
});

async function plan(query: { compile(): CompiledQuery }): Promise<string[]> {
  const compiled = query.compile();
  const result = await db.executeQuery<{ detail: string }>({
    ...compiled,
    sql: `EXPLAIN QUERY PLAN ${compiled.sql}`,
  });
  return result.rows.map((r) => r.detail);
}

/** A plan line that reads listings row by row without an index. */
const fullScan = (line: string) =>
  /\bSCAN listings\b/.test(line) && !/USING (COVERING )?INDEX/.test(line);

async function expectIndexed(name: string, query: { compile(): CompiledQuery }) {
  const lines = await plan(query);
  expect(lines.filter(fullScan), `${name}:\n${lines.join('\n')}`).toEqual([]);
  expect(lines.join('\n'), name).toMatch(/listings USING (COVERING )?INDEX|INTEGER PRIMARY KEY/);
}

describe.skipIf(testDbKind() !== 'sqlite')('query plans on SQLite', () => {
  it('search: every filter combination and sort is served by an index', async () => {
    const combos: [string, SearchFilters][] = [
      ['default', { vehicleTypeId: 1 }],
      ['state', { vehicleTypeId: 1, stateId: 1 }],
      ['state + city', { vehicleTypeId: 1, stateId: 1, cityIds: [5] }],
      ['city name, several ids', { vehicleTypeId: 1, cityIds: [5, 9, 12] }],
      ['make', { vehicleTypeId: 1, makeId: 3 }],
      ['make + model', { vehicleTypeId: 1, stateId: 1, makeId: 3, modelId: 40 }],
      ['fuel + gear', { vehicleTypeId: 1, fuelId: 2, gearId: 2 }],
      ['price range', { vehicleTypeId: 1, priceMin: 200_000, priceMax: 800_000 }],
      ['km range', { vehicleTypeId: 1, kmMin: 10_000, kmMax: 60_000 }],
      ['year range', { vehicleTypeId: 1, yearMin: 2015, yearMax: 2020 }],
      ['owner only', { owner: 1 }],
      ['keywords: models', { vehicleTypeId: 1, modelIds: [40, 41, 42] }],
      ['keywords: variants, colour', { vehicleTypeId: 1, variantIds: [7, 8], colours: ['white'] }],
      [
        'everything',
        {
          vehicleTypeId: 1,
          stateId: 1,
          cityIds: [5],
          makeId: 3,
          modelId: 40,
          fuelId: 1,
          gearId: 1,
          priceMin: 1,
          priceMax: 9_000_000,
          kmMin: 1,
          kmMax: 90_000,
          yearMin: 2010,
          yearMax: 2024,
          owner: 1,
        },
      ],
    ];
    const sorts = ['newest', 'price_asc', 'price_desc', 'km_asc', 'year_desc'] as const;
    for (const [name, filters] of combos) {
      for (const sort of sorts) {
        await expectIndexed(
          `${name}/${sort}/offset`,
          searchPageQuery(db, filters, sort, { limit: 13, offset: 24 }),
        );
        await expectIndexed(
          `${name}/${sort}/cursor`,
          searchPageQuery(db, filters, sort, {
            limit: 13,
            after: { sort, key: 500_000, id: 1234 },
          }),
        );
      }
    }
  });

  it("a model's cars by price walk (status, model_id, price, id) with no sort step", async () => {
    for (const sort of ['price_asc', 'price_desc'] as const) {
      const lines = await plan(
        searchPageQuery(db, { vehicleTypeId: 1, modelId: 36 }, sort, { limit: 13 }),
      );
      expect(lines.join('\n')).toMatch(/SEARCH listings USING INDEX listings_status_model_price/);
      expect(lines.join('\n')).not.toMatch(/TEMP B-TREE/);
    }
  });

  it('search without filters walks the (status, id) index with no sort step', async () => {
    const lines = await plan(searchPageQuery(db, {}, 'newest', { limit: 13 }));
    expect(lines.join('\n')).toMatch(/SEARCH listings USING (COVERING )?INDEX listings_status_id/);
    expect(lines.join('\n')).not.toMatch(/TEMP B-TREE/);
  });

  it('home: both rotation segments are range searches of the shuffle index', async () => {
    const after = { pivot: 1000, wrapped: false, shuffle: 5000, id: 7 };
    for (const q of [
      segmentQuery(db, 1000, 'A'),
      segmentQuery(db, 1000, 'B'),
      segmentQuery(db, 1000, 'A', after),
      segmentQuery(db, 1000, 'B', { ...after, wrapped: true, shuffle: 10 }),
    ]) {
      const lines = await plan(q.limit(13));
      expect(lines.join('\n')).toMatch(
        /SEARCH listings USING (COVERING )?INDEX listings_status_shuffle/,
      );
      expect(lines.join('\n')).not.toMatch(/TEMP B-TREE/);
    }
  });

  it('details, related cars and leads look listings up by index', async () => {
    await expectIndexed('by rand', db.selectFrom('listings').selectAll().where('rand', '=', 'abc'));
    const car = { id: 9, model_id: 4, make_id: 2, price: 500_000 };
    await expectIndexed('related same model', sameModelQuery(db, car, 10));
    await expectIndexed('related same make', sameMakeQuery(db, car, 10));
    await expectIndexed(
      'lead by car number',
      db
        .selectFrom('listings')
        .select('id')
        .where('car_number', '=', 'GJ01AB1234')
        .where('status', '=', 'UnSold')
        .orderBy('id', 'desc'),
    );
    const leads = await plan(
      db
        .selectFrom('leads')
        .select('id')
        .where('listing_id', '=', 1)
        .where('mobile', '=', '9876543210')
        .where('created_at', '>=', sql<string>`'2025-01-01'`),
    );
    expect(leads.join('\n')).toMatch(/USING (COVERING )?INDEX leads_listing_mobile/);
  });
});
