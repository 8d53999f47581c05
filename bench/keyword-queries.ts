/**
 * Keyword search in `npm run bench` (issue 23 part 1,
 * docs/decisions/034-keyword-search.md): typed queries beside the plain
 * search, each one request at a time (the time a buyer waits, without the
 * queue 100 connections make) and at BENCH_CONNECTIONS (the rate). Run by
 * bench/api.ts on every database and mode; the target (p99 at most 50 ms,
 * nothing kept) is read from the one-at-a-time runs of the "no kept
 * answers" mode.
 */
import { type CannonRequest, type CannonResult, cannon } from './cannon.ts';

const SEARCH = '/api/Carmaster/GetDetailsofcarsbySCCM_data';

/** The queries measured: the plain search first, then typed ones (no state: every state). */
export const KEYWORD_QUERIES: Record<string, CannonRequest> = {
  'plain search page 1 (Gujarat)': { path: SEARCH, form: { nState: '1', pageindex: '1' } },
  'q: creta diesel ahmedabad 2019': { path: SEARCH, form: { q: 'creta diesel ahmedabad 2019' } },
  'q: swift vxi under 5 lakh': { path: SEARCH, form: { q: 'swift vxi under 5 lakh' } },
  'q: hundai i20 petrol, cheapest': {
    path: SEARCH,
    form: { q: 'hundai i20 petrol', sort: 'price_asc' },
  },
  'q: white suv automatic': { path: SEARCH, form: { q: 'white suv automatic' } },
  'q: maruthi under 3 lakh, Gujarat': {
    path: SEARCH,
    form: { q: 'maruthi under 3 lakh', nState: '1' },
  },
  'q: zxi plus (text index only)': { path: SEARCH, form: { q: 'zxi plus' } },
  'suggestions: hyun': { path: '/api/Search/Suggest?q=hyun' },
};

export interface KeywordRow {
  name: string;
  single: CannonResult;
  loaded: CannonResult;
}

/** Each query one at a time for `seconds`, then with `connections`. */
export async function measureKeywords(
  url: string,
  connections: number,
  seconds: number,
): Promise<KeywordRow[]> {
  const rows: KeywordRow[] = [];
  for (const [name, request] of Object.entries(KEYWORD_QUERIES)) {
    const single = await cannon(url, request, 1, seconds, 1);
    const loaded = await cannon(url, request, connections, seconds, 2);
    rows.push({ name, single, loaded });
  }
  return rows;
}

const fmt = (n: number, digits = 0) =>
  n.toLocaleString('en-IN', { maximumFractionDigits: digits, minimumFractionDigits: digits });

/** Prints the table of `rows` under `title`. */
export function printKeywordRows(title: string, rows: KeywordRow[], connections: number): void {
  console.log(`\n${title}`);
  console.log(
    `${'query'.padEnd(36)} ${'1 conn p50'.padStart(10)} ${'p99 ms'.padStart(7)} ${`${connections} conn/s`.padStart(12)} ${'p99 ms'.padStart(7)} ${'non-2xx'.padStart(8)}`,
  );
  for (const { name, single, loaded } of rows) {
    console.log(
      `${name.padEnd(36)} ${fmt(single.p50Ms, 1).padStart(10)} ${fmt(single.p99Ms, 1).padStart(7)} ${fmt(loaded.reqPerSec).padStart(12)} ${fmt(loaded.p99Ms, 1).padStart(7)} ${String(single.non2xx + loaded.non2xx + single.errors + loaded.errors).padStart(8)}`,
    );
  }
}

/** The issue's target on `rows` (a "no kept answers" run): every query's p99, one at a time, at most 50 ms. */
export function checkKeywordTarget(run: string, rows: KeywordRow[]): void {
  const worst = Math.max(...rows.map((r) => r.single.p99Ms));
  const slowest = rows.find((r) => r.single.p99Ms === worst)?.name ?? '';
  console.log(
    `  ${run}: ${worst <= 50 ? 'pass' : 'FAIL'}  keyword queries p99 at most 50 ms, nothing kept (worst ${fmt(worst, 1)} ms: ${slowest})`,
  );
}
