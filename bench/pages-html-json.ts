/**
 * The car page's HTML against its JSON for `npm run bench:pages`
 * (bench/pages.ts): a load generator in a process of its own drives the
 * same server first with the car page URL, then with the car's API call,
 * each with the same connections and duration after a short warm-up on the
 * same connections, and with a browser's Accept-Encoding (so both answers
 * are compressed as a visitor's would be). Answers requests/s, p50 and p99
 * latency, errors and non-2xx answers of each; the target is the HTML at
 * most twice the JSON's latency. The load generator is the lean one
 * (bench/lean-load.ts) unless `client` says autocannon: autocannon's own
 * cost grows with the body (the page's is ten times the JSON's), so its
 * ratio measures the load generator more than the server; bench/pages.ts
 * prints it once beside the lean one to show the difference. bench/pages.ts
 * runs it in three modes: as served (pages kept in memory for
 * PAGE_CACHE_SECONDS), from the stored car pages alone
 * (PAGE_CACHE_SECONDS=0: a car page nobody opened in the last few seconds,
 * rendered before) and with nothing kept (every request rendered).
 */
import fs from 'node:fs';
import path from 'node:path';
import { request } from 'undici';
import { startBareServer } from './bare-server.ts';
import { type CannonResult, cannon } from './cannon.ts';
import { leanLoad } from './lean-load.ts';
import { cacheDir } from './pages-builds.ts';

export interface HtmlVsJson {
  /** 'kept pages', 'stored pages' or 'every request rendered'. */
  mode: string;
  /** The load generator. */
  client: LoadClient;
  connections: number;
  seconds: number;
  warmupSeconds: number;
  acceptEncoding: string;
  html: CannonResult;
  json: CannonResult;
  /** HTML latency over JSON latency. */
  ratioP50: number;
  ratioP99: number;
  /**
   * The same two answers' bytes sent by a bare Fastify route
   * (bench/bytes-server.ts) with the same client: what moving the bytes
   * alone costs. Measured when asked (`withFloor`).
   */
  floor?: { html: CannonResult; json: CannonResult };
}

export type LoadClient = 'lean' | 'autocannon';

const ACCEPT_ENCODING = 'gzip, deflate, br';
const BROWSER = { 'accept-encoding': ACCEPT_ENCODING };

const CONNECTIONS = Number(process.env.BENCH_CONNECTIONS ?? 20);
const SECONDS = Number(process.env.BENCH_SECONDS ?? 10);
const WARMUP_SECONDS = 3;

export interface HtmlVsJsonOptions {
  /** The load generator (default lean). */
  client?: LoadClient;
  /** Also measure the same bytes from a bare route (`HtmlVsJson.floor`). */
  floor?: boolean;
}

export async function htmlVsJson(
  mode: string,
  base: string,
  carPath: string,
  rand: string,
  { client = 'lean', floor: withFloor = false }: HtmlVsJsonOptions = {},
): Promise<HtmlVsJson> {
  const jsonPath = `/api/Carmaster/GetdetailsofCarsbyRandomid?Randomno=${encodeURIComponent(rand)}`;
  const load = client === 'lean' ? leanLoad : cannon;
  const drive = (url: string, urlPath: string) =>
    load(url, { path: urlPath, headers: BROWSER }, CONNECTIONS, SECONDS, WARMUP_SECONDS);
  const html = await drive(base, carPath);
  const json = await drive(base, jsonPath);
  const floor = withFloor
    ? await bareFloor(base, { html: carPath, json: jsonPath }, drive)
    : undefined;
  return {
    floor,
    mode,
    client,
    connections: CONNECTIONS,
    seconds: SECONDS,
    warmupSeconds: WARMUP_SECONDS,
    acceptEncoding: ACCEPT_ENCODING,
    html,
    json,
    ratioP50: html.p50Ms / Math.max(json.p50Ms, 0.001),
    ratioP99: html.p99Ms / Math.max(json.p99Ms, 0.001),
  };
}

/** Copies the answers at `paths` as sent, serves them from a bare route and drives each. */
async function bareFloor(
  base: string,
  paths: { html: string; json: string },
  drive: (url: string, path: string) => Promise<CannonResult>,
): Promise<{ html: CannonResult; json: CannonResult }> {
  const dir = path.join(cacheDir, 'bytes-floor');
  fs.mkdirSync(dir, { recursive: true });
  const meta: Record<string, { contentType: string; contentEncoding?: string }> = {};
  for (const [name, p] of Object.entries(paths)) {
    const res = await request(`${base}${p}`, { headers: BROWSER });
    fs.writeFileSync(path.join(dir, `${name}.bin`), Buffer.from(await res.body.arrayBuffer()));
    const header = (h: string) => {
      const v = res.headers[h];
      return Array.isArray(v) ? v[0] : v;
    };
    meta[name] = {
      contentType: header('content-type') ?? 'application/octet-stream',
      contentEncoding: header('content-encoding'),
    };
  }
  fs.writeFileSync(path.join(dir, 'meta.json'), JSON.stringify(meta));
  const server = await startBareServer('bytes-server.ts', '/json', { BYTES_DIR: dir });
  try {
    return { html: await drive(server.url, '/html'), json: await drive(server.url, '/json') };
  } finally {
    await server.stop();
  }
}

export function printHtmlVsJson(r: HtmlVsJson): void {
  console.log(
    `\nCar page HTML vs its JSON, ${r.mode} (current build; ${r.client === 'lean' ? 'lean client (bench/lean-load.ts)' : 'autocannon'}, ${r.connections} connections, ${r.warmupSeconds} s warm-up then ${r.seconds} s each, Accept-Encoding: ${r.acceptEncoding})`,
  );
  console.log('         req/s   p50 ms   p99 ms  kB/answer  errors  non-2xx  path');
  for (const [name, c] of [
    ['HTML', r.html],
    ['JSON', r.json],
  ] as const) {
    console.log(
      [
        name.padEnd(5),
        c.reqPerSec.toFixed(0).padStart(8),
        c.p50Ms.toFixed(1).padStart(8),
        c.p99Ms.toFixed(1).padStart(8),
        (c.bytesPerAnswer / 1000).toFixed(1).padStart(10),
        String(c.errors).padStart(7),
        String(c.non2xx).padStart(8),
        ` ${c.path.length > 70 ? `${c.path.slice(0, 67)}...` : c.path}`,
      ].join(' '),
    );
  }
  const verdict = r.ratioP50 <= 2 && r.ratioP99 <= 2 ? 'pass' : 'FAIL';
  console.log(
    `HTML/JSON latency: p50 ${r.ratioP50.toFixed(2)}x, p99 ${r.ratioP99.toFixed(2)}x; rate ${(r.json.reqPerSec / Math.max(r.html.reqPerSec, 0.001)).toFixed(2)}x more JSON answers (target: HTML at most 2x JSON: ${verdict})`,
  );
  if (!r.floor) return;
  const { html, json } = r.floor;
  const over = (a: CannonResult, b: CannonResult) =>
    `p50 ${(a.p50Ms / Math.max(b.p50Ms, 0.001)).toFixed(2)}x, p99 ${(a.p99Ms / Math.max(b.p99Ms, 0.001)).toFixed(2)}x`;
  console.log(
    `bare Fastify route sending the same bytes (bench/bytes-server.ts): HTML ${html.reqPerSec.toFixed(0)}/s, p50 ${html.p50Ms.toFixed(1)} ms, p99 ${html.p99Ms.toFixed(1)} ms; JSON ${json.reqPerSec.toFixed(0)}/s, p50 ${json.p50Ms.toFixed(1)} ms, p99 ${json.p99Ms.toFixed(1)} ms`,
  );
  console.log(
    `  CarSetu over that floor: HTML ${over(r.html, html)}; JSON ${over(r.json, json)}; the floor's own HTML/JSON: ${over(html, json)}`,
  );
}
