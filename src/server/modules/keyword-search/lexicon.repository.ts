/**
 * The catalogue lexicon of a database (lexicon.ts), read once and kept: the
 * catalogue changes only with an import, and the counts that rank
 * suggestions (of the newest cars for sale) may lag. Re-read in the background after LEXICON_TTL_MS; the
 * kept one answers meanwhile.
 */
import { sql } from 'kysely';
import type { Db } from '../../db/database.ts';
import { buildLexicon, type CatalogueRows, type Lexicon } from './lexicon.ts';

/** How long a lexicon is used before it is read again, ms. */
export const LEXICON_TTL_MS = 10 * 60_000;

const kept = new WeakMap<Db, { lexicon: Promise<Lexicon>; readAt: number }>();

/**
 * Ids counted per query (a model has about 40 times a city's cars): SQLite
 * answers in the server's own thread, so the count is cut into slices.
 */
export const COUNT_SLICE = { model_id: 5, city_id: 200 } as const;

/**
 * Cars for sale per value of `column` among `ids` (every model or city), a
 * slice of ids per query with a turn of the event loop between: on a million
 * listings one query for all took 86 ms on SQLite (the server answering
 * nothing meanwhile), a slice a few ms.
 */
async function countsBy(
  db: Db,
  column: 'model_id' | 'city_id',
  ids: number[],
): Promise<Map<number, number>> {
  const counts = new Map<number, number>();
  const sorted = [...ids].sort((a, b) => a - b);
  for (let i = 0; i < sorted.length; i += COUNT_SLICE[column]) {
    const slice = sorted.slice(i, i + COUNT_SLICE[column]);
    const rows = await db
      .selectFrom('listings')
      .select([`${column} as id`, sql<number>`count(*)`.as('n')])
      .where('status', '=', 'UnSold')
      .where(column, '>=', slice[0] as number)
      .where(column, '<=', slice.at(-1) as number)
      .groupBy(column)
      .execute();
    for (const r of rows) counts.set(Number(r.id), Number(r.n));
    await new Promise((resolve) => setImmediate(resolve));
  }
  return counts;
}

/** Reads the catalogue rows and the counts of cars for sale. */
export async function readCatalogueRows(db: Db): Promise<CatalogueRows> {
  const [makes, models, variants, fuels, gears, states, cities] = await Promise.all([
    db.selectFrom('makes').select(['id', 'name']).execute(),
    db.selectFrom('models').select(['id', 'make_id', 'name', 'body']).execute(),
    db.selectFrom('variants').select('name').distinct().execute(),
    db.selectFrom('fuels').select(['id', 'name']).execute(),
    db.selectFrom('gears').select(['id', 'name']).execute(),
    db.selectFrom('states').select(['id', 'name']).execute(),
    db.selectFrom('cities').select(['id', 'state_id', 'name']).execute(),
  ]);
  const modelCounts = await countsBy(
    db,
    'model_id',
    models.map((m) => m.id),
  );
  const cityCounts = await countsBy(
    db,
    'city_id',
    cities.map((c) => c.id),
  );
  const variantNames = variants.map((v) => v.name);
  return { makes, models, variantNames, fuels, gears, states, cities, modelCounts, cityCounts };
}

/** The lexicon of `db` (see the module comment); `now` in ms. */
export function keywordLexicon(db: Db, now = Date.now()): Promise<Lexicon> {
  const entry = kept.get(db);
  if (entry && now - entry.readAt < LEXICON_TTL_MS) return entry.lexicon;
  const fresh = readCatalogueRows(db).then(buildLexicon);
  if (!entry) {
    kept.set(db, { lexicon: fresh, readAt: now });
    fresh.catch(() => kept.delete(db));
    return fresh;
  }
  // Stale: answer with the kept one while the new one is read.
  entry.readAt = now;
  fresh.then(
    (lexicon) => kept.set(db, { lexicon: Promise.resolve(lexicon), readAt: Date.now() }),
    () => {},
  );
  return entry.lexicon;
}
