/**
 * The buyers' own searches the alerts bench (bench/alerts-digest.ts) replays
 * against the search API at `searchPath`: 5,000 of the saved criteria in the
 * database at `url` (every nth of the `buyers` x 3), page 1 or 2, and one in
 * twenty the typed queries of bench/keyword-queries.ts: mostly computed
 * answers, not kept ones.
 */
import pg from 'pg';
import type { LoadRequest } from './alerts-load.ts';
import { KEYWORD_QUERIES } from './keyword-queries.ts';

/** Buyers' searches as the search page sends them: 5,000 saved criteria, page 1 or 2. */
export async function buyersSearches(
  url: string,
  buyers: number,
  searchPath: string,
): Promise<LoadRequest[]> {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  const { rows } = await client.query<{ id: number; criteria: string }>(
    `select id, criteria from saved_searches where id % $1 = 0 order by id limit 5000`,
    [Math.max(1, Math.floor((3 * buyers) / 5000))],
  );
  await client.end();
  const list: LoadRequest[] = rows.map((r) => ({
    path: searchPath,
    form: {
      ...Object.fromEntries(Object.entries(JSON.parse(r.criteria)).map(([k, v]) => [k, String(v)])),
      pageindex: r.id % 5 === 0 ? '2' : '1',
    },
  }));
  const typed = Object.values(KEYWORD_QUERIES).filter(
    (r): r is LoadRequest => r.form !== undefined,
  );
  for (let i = 0; i < list.length / 20; i++) list.push(typed[i % typed.length] as LoadRequest);
  return list;
}
