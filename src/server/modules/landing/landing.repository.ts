/**
 * Landing-page queries (docs/decisions/012-landing-pages.md): which city,
 * make or make + model a slug names, and the live (UnSold) cars behind each.
 * Slugs are made from names (src/shared/pages/landing.ts), so the catalogue's
 * names become a slug map once per process and again every few minutes (a
 * city added by a seller shows up within that time). The grouped counts
 * walk the (status, city_id | make_id | model_id, id) indexes.
 */
import { modelSlug, slugify } from '#shared/pages/landing.ts';
import type { LandingKind } from '#shared/schemas/landing.ts';
import type { Db } from '../../db/database.ts';

/** What a slug names: one city, one make, or one model of a make. */
export interface LandingTarget {
  kind: LandingKind;
  slug: string;
  name: string;
  /** A model's make name; null for cities and makes. */
  makeName: string | null;
  stateId: number | null;
  cityId: number | null;
  makeId: number | null;
  modelId: number | null;
}

/** Live cars behind a target: how many, lowest and highest price (rupees), newest update (ISO). */
export interface LandingStats {
  count: number;
  minPrice: number;
  maxPrice: number;
  updatedAt: string | null;
}

const MAP_TTL_MS = 5 * 60 * 1000;

interface SlugMap {
  at: number;
  bySlug: Map<string, LandingTarget>;
  /** Each city's slug by id. */
  citySlugs: Map<number, string>;
}

const maps = new WeakMap<Db, SlugMap>();

/**
 * Every city, make and model target by slug. When two share a slug the first
 * wins in this order: make + model, make, city (a make's page is the one
 * buyers search for). Of two cities with one name in different states, the
 * lower id keeps the plain slug and the other adds its state's.
 */
async function slugMap(db: Db): Promise<Map<string, LandingTarget>> {
  const cached = maps.get(db);
  if (cached && Date.now() - cached.at < MAP_TTL_MS) return cached.bySlug;
  const [makes, models, cities] = await Promise.all([
    db.selectFrom('makes').select(['id', 'name']).orderBy('id').execute(),
    db
      .selectFrom('models as md')
      .innerJoin('makes as mk', 'mk.id', 'md.make_id')
      .select(['md.id', 'md.name', 'md.make_id', 'mk.name as make_name'])
      .orderBy('md.id')
      .execute(),
    db
      .selectFrom('cities as c')
      .innerJoin('states as s', 's.id', 'c.state_id')
      .select(['c.id', 'c.name', 'c.state_id', 's.name as state_name'])
      .orderBy('c.id')
      .execute(),
  ]);
  const bySlug = new Map<string, LandingTarget>();
  const add = (t: LandingTarget) => {
    if (t.slug && !bySlug.has(t.slug)) bySlug.set(t.slug, t);
  };
  for (const m of models) {
    const name = `${m.make_name} ${m.name}`;
    add({
      kind: 'model',
      slug: modelSlug(m.make_name, m.name),
      name,
      makeName: m.make_name,
      stateId: null,
      cityId: null,
      makeId: m.make_id,
      modelId: m.id,
    });
  }
  for (const m of makes) {
    add({
      kind: 'make',
      slug: slugify(m.name),
      name: m.name,
      makeName: null,
      stateId: null,
      cityId: null,
      makeId: m.id,
      modelId: null,
    });
  }
  const citySlugs = new Map<number, string>();
  for (const c of cities) {
    // A second city of the same name (another state) is "{city}-{state}".
    const plain = slugify(c.name);
    const slug = bySlug.has(plain) ? `${plain}-${slugify(c.state_name)}` : plain;
    citySlugs.set(c.id, slug);
    add({
      kind: 'city',
      slug,
      name: c.name,
      makeName: null,
      stateId: c.state_id,
      cityId: c.id,
      makeId: null,
      modelId: null,
    });
  }
  maps.set(db, { at: Date.now(), bySlug, citySlugs });
  return bySlug;
}

/** The landing slug of city `cityId` (names are not unique across states), or undefined. */
export async function citySlug(db: Db, cityId: number): Promise<string | undefined> {
  await slugMap(db);
  return maps.get(db)?.citySlugs.get(cityId);
}

/** The city, make or model `slug` names, or undefined. */
export async function findLandingTarget(db: Db, slug: string): Promise<LandingTarget | undefined> {
  return (await slugMap(db)).get(slug);
}

/** The live cars behind `target`. */
export async function landingStats(db: Db, target: LandingTarget): Promise<LandingStats> {
  let q = db
    .selectFrom('listings')
    .select((eb) => [
      eb.fn.countAll<number | string>().as('count'),
      eb.fn.min('price').as('min_price'),
      eb.fn.max('price').as('max_price'),
      eb.fn.max('updated_at').as('updated_at'),
    ])
    .where('status', '=', 'UnSold');
  if (target.modelId !== null) q = q.where('model_id', '=', target.modelId);
  else if (target.makeId !== null) q = q.where('make_id', '=', target.makeId);
  else if (target.cityId !== null) q = q.where('city_id', '=', target.cityId);
  const row = await q.executeTakeFirstOrThrow();
  return {
    count: Number(row.count),
    minPrice: Number(row.min_price ?? 0),
    maxPrice: Number(row.max_price ?? 0),
    updatedAt: row.updated_at === null ? null : String(row.updated_at),
  };
}

/** One landing target with live cars: its slug, display name, car count and newest update. */
export interface LandingEntry {
  slug: string;
  name: string;
  count: number;
  updatedAt: string;
}

type GroupColumn = 'city_id' | 'make_id' | 'model_id';

/** Live cars per city, make or model id: count and newest update. */
async function liveGroups(db: Db, column: GroupColumn) {
  const rows = await db
    .selectFrom('listings')
    .select((eb) => [
      `${column} as id` as const,
      eb.fn.countAll<number | string>().as('count'),
      eb.fn.max('updated_at').as('updated_at'),
    ])
    .where('status', '=', 'UnSold')
    .groupBy(column)
    .execute();
  return new Map(
    rows.map((r) => [Number(r.id), { count: Number(r.count), updatedAt: String(r.updated_at) }]),
  );
}

/**
 * Every landing page with at least one live car, of `kind`, most cars first
 * (ties by name). Used by Home's popular links and the sitemap.
 */
export async function landingEntries(db: Db, kind: LandingKind): Promise<LandingEntry[]> {
  const column: GroupColumn =
    kind === 'city' ? 'city_id' : kind === 'make' ? 'make_id' : 'model_id';
  const [groups, bySlug] = await Promise.all([liveGroups(db, column), slugMap(db)]);
  const entries: LandingEntry[] = [];
  for (const t of bySlug.values()) {
    if (t.kind !== kind) continue;
    const id = kind === 'city' ? t.cityId : kind === 'make' ? t.makeId : t.modelId;
    const group = id === null ? undefined : groups.get(id);
    if (group) entries.push({ slug: t.slug, name: t.name, ...group });
  }
  return entries.sort((a, b) => b.count - a.count || a.name.localeCompare(b.name));
}
