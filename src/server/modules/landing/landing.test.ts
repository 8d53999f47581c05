/**
 * Landing pages per city, make and make + model (docs/decisions/012-landing-pages.md):
 * a slug resolves to its page with live-car stats and search filters, junk
 * is refused, unknown or empty pages answer 404, sold cars never count, and
 * Home's popular links rank by live cars.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { formatRupees } from '#shared/format.ts';
import { modelSlug, slugify } from '#shared/pages/landing.ts';
import { createAppWithInventory } from '../../testing/api-test-helpers.ts';
import type { InventoryFixture } from '../../testing/inventory-fixture.ts';
import type { TestApp } from '../../testing/test-app.ts';
import { citySlug } from './landing.repository.ts';

let t: TestApp & { fixture: InventoryFixture };
beforeAll(async () => {
  t = await createAppWithInventory();
});
afterAll(async () => {
  await t.close();
});

const landing = (slug: string) => t.app.inject(`/api/landing/${slug}`);

/** Live cars per city name, from the database itself. */
async function liveCities() {
  const rows = await t.db
    .selectFrom('listings as l')
    .innerJoin('cities as x', 'x.id', 'l.city_id')
    .select(['x.id', 'x.name', 'l.price'])
    .where('l.status', '=', 'UnSold')
    .execute();
  const by = new Map<string, { id: number; prices: number[] }>();
  for (const r of rows) {
    const entry = by.get(r.name) ?? { id: r.id, prices: [] };
    entry.prices.push(Number(r.price));
    by.set(r.name, entry);
  }
  return by;
}

describe('GET /api/landing/{slug}', () => {
  it('a city page: its live cars, price range, wording and the filters /search uses', async () => {
    const cities = await liveCities();
    const [name, { id, prices }] = [...cities.entries()][0];
    const res = await landing(slugify(name));
    expect(res.statusCode).toBe(200);
    expect(res.headers['cache-control']).toBe('public, max-age=300');
    const page = res.json().Data;
    const state = await t.db
      .selectFrom('cities')
      .select('state_id')
      .where('id', '=', id)
      .executeTakeFirstOrThrow();
    expect(page).toMatchObject({
      kind: 'city',
      slug: slugify(name),
      name,
      title: `Used Cars in ${name}`,
      h1: `Used cars in ${name}`,
      count: prices.length,
      minPrice: Math.min(...prices),
      maxPrice: Math.max(...prices),
      filters: { state: state.state_id, city: id, make: null, model: null },
      searchPath: `/search?state=${state.state_id}&city=${id}`,
      make: null,
    });
    expect(page.description).toContain(formatRupees(Math.min(...prices)));
  });

  it('a make page and a make + model page; sold cars never count', async () => {
    const unsold = t.fixture.cars.filter((c) => c.status === 'UnSold');
    const car = unsold[0];
    const make = (await landing(slugify(car.make))).json().Data;
    expect(make).toMatchObject({ kind: 'make', name: car.make, title: `Used ${car.make} Cars` });
    expect(make.count).toBe(unsold.filter((c) => c.make === car.make).length);
    expect(make.filters.state).toBeNull();

    const model = (await landing(modelSlug(car.make, car.model))).json().Data;
    expect(model).toMatchObject({
      kind: 'model',
      name: `${car.make} ${car.model}`,
      make: { slug: slugify(car.make), name: car.make },
    });
    expect(model.count).toBe(
      unsold.filter((c) => c.make === car.make && c.model === car.model).length,
    );
    expect(model.filters.make).toBe(make.filters.make);
  });

  it('unknown slugs and names without live cars answer 404; junk answers 400', async () => {
    expect((await landing('no-such-city-or-make')).statusCode).toBe(404);
    const idle = await t.db
      .selectFrom('makes')
      .select('name')
      .where(
        'id',
        'not in',
        t.db.selectFrom('listings').select('make_id').where('status', '=', 'UnSold'),
      )
      .executeTakeFirst();
    if (idle) expect((await landing(slugify(idle.name))).statusCode).toBe(404);
    for (const junk of ['Ahmedabad', 'a--b', '-a', 'a'.repeat(121), 'a%20b']) {
      const res = await landing(junk);
      expect(res.statusCode, junk).toBe(400);
      expect(res.json().Success).toBe(false);
    }
  });
});

describe('GET /api/landing', () => {
  it('answers the cities and makes with the most live cars, most first', async () => {
    const res = await t.app.inject('/api/landing');
    expect(res.statusCode).toBe(200);
    const { cities, makes } = res.json().Data as {
      cities: { slug: string; name: string; count: number }[];
      makes: { slug: string; name: string; count: number }[];
    };
    const live = await liveCities();
    expect(cities.length).toBe(Math.min(8, live.size));
    for (const c of cities) {
      expect(c.count).toBe(live.get(c.name)?.prices.length);
      expect(c.slug).toBe(slugify(c.name));
    }
    for (const list of [cities, makes])
      for (let i = 1; i < list.length; i++)
        expect(list[i - 1].count).toBeGreaterThanOrEqual(list[i].count);
    expect(makes.length).toBeGreaterThan(0);
  });
});

describe('city slugs', () => {
  it('a second city of the same name (another state) adds its state to its slug', async () => {
    const cities = await t.db
      .selectFrom('cities as c')
      .innerJoin('states as s', 's.id', 'c.state_id')
      .select(['c.id', 'c.name', 's.name as state'])
      .orderBy('c.id')
      .execute();
    const first = new Map<string, number>();
    const twin = cities.find((c) => {
      if (first.has(slugify(c.name))) return true;
      first.set(slugify(c.name), c.id);
      return false;
    });
    expect(twin, 'the catalogue has two cities of one name').toBeDefined();
    const plain = slugify(twin!.name);
    expect(await citySlug(t.db, first.get(plain)!)).toBe(plain);
    expect(await citySlug(t.db, twin!.id)).toBe(`${plain}-${slugify(twin!.state)}`);
  });
});
