/**
 * `npm run bench:pages`: what a phone visitor gets from the public pages,
 * the current tree against a baseline build (default 6a21803, the build
 * before issue 22's native-first pages). First, the first tap on each page's
 * controls on a phone with the CPU slowed 4x (bench/pages-first-tap.ts;
 * target: at most 200 ms from the tap to the frame that shows the answer).
 * Builds and starts both as `npm start` does, each in its own process with
 * its own data (bench/pages-builds.ts), runs Lighthouse 13 with its mobile
 * defaults BENCH_RUNS times (default 5) per page and build after one
 * discarded warm-up run each (the server's caches and the OS's file cache
 * warm, as for any visitor after the first), interleaved
 * (bench/pages-lighthouse.ts), and prints per page the median run (by
 * performance score): scores, FCP, LCP, TBT, CLS, transfer bytes by kind and
 * the targets (performance >= 95, LCP <= 2.5 s, TBT <= 200 ms, CLS <= 0.02,
 * accessibility and SEO 100). Then, on the current build, the car page's
 * HTML against its JSON under load (bench/pages-html-json.ts; target:
 * HTML latency at most 2x): as served, from the stored car pages with the
 * in-memory page cache off, and with no page kept (every request rendered). Results go to bench/.cache/pages-<time>.json,
 * the median Lighthouse reports to bench/.cache/lhr/.
 *
 * Pages (bench/pages-targets.ts): home (/), search (/search), landing
 * (/used-cars/<city>; a build that does not serve it gets
 * /search?state=<id>&city=<id> for that city, and the output says so) and
 * car (the same listing on both builds), and showroom (that car's dealer's
 * /dealer/<slug>; /search on a build without it). Everything is found over HTTP;
 * nothing here depends on how a build renders.
 *
 * Settings: BENCH_RUNS (5), BENCH_PAGES (comma list of home, search, landing,
 * car), BENCH_SKIP_BASELINE=1, BENCH_BASELINE_REF (6a21803; 0966eec is the
 * client-rendered app), BENCH_TAP_RUNS (5), BENCH_TAPS (comma list of
 * scenario ids), BENCH_SKIP_TAPS=1, BENCH_SKIP_LIGHTHOUSE=1, CHROME_PATH
 * (/usr/bin/chromium), BENCH_LANG (en; hi or gu: Lighthouse and the first
 * taps open the pages under /hi or /gu; an Android phone has Noto Sans
 * Devanagari and Gujarati installed, so measure as it would with Debian's
 * fonts-noto-core installed: `apt-get install -y fonts-noto-core`; the first
 * taps say whether it is), BENCH_CONNECTIONS (20) and BENCH_SECONDS (10) for the
 * HTML/JSON run, BENCH_SKIP_LOAD=1 to leave that run out,
 * BENCH_SERVER_LOG_LEVEL (warn) for the servers' logs in bench/.cache,
 * BENCH_CPU_SLOWDOWN (4) for Lighthouse's CPU multiplier on a slower host
 * (bench/pages-lighthouse.ts). Delete
 * bench/.cache/data-* to seed again. Every child process ends with the bench.
 */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { pinningNote } from './cpu-pinning.ts';
import {
  cacheDir,
  prepareBaseline,
  prepareCurrent,
  type RunningBuild,
  startBuild,
} from './pages-builds.ts';
import { firstTaps, type TapResult } from './pages-first-tap.ts';
import { htmlVsJson, printHtmlVsJson } from './pages-html-json.ts';
import { CPU_SLOWDOWN, KINDS, lighthouseRun, median, type PageRun } from './pages-lighthouse.ts';
import { killChildrenOnExit } from './pages-procs.ts';
import { ALL_PAGES, type PageName, type Target, targets } from './pages-targets.ts';

killChildrenOnExit();
const RUNS = Math.max(1, Number(process.env.BENCH_RUNS ?? 5));
const PAGES = (process.env.BENCH_PAGES ?? ALL_PAGES.join(','))
  .split(',')
  .map((p) => p.trim())
  .filter((p): p is PageName => (ALL_PAGES as readonly string[]).includes(p));
const SKIP_BASELINE = process.env.BENCH_SKIP_BASELINE === '1';
const BASELINE_REF = process.env.BENCH_BASELINE_REF ?? '6a21803';
const SKIP_TAPS = process.env.BENCH_SKIP_TAPS === '1';
const SKIP_LIGHTHOUSE = process.env.BENCH_SKIP_LIGHTHOUSE === '1';
const TITLES: Record<PageName, string> = {
  home: 'Home',
  search: '/search',
  landing: 'City landing page',
  car: 'Car page',
  showroom: "A dealer's showroom page",
};

const kB = (n: number) => (n / 1000).toFixed(1);
const secs = (ms: number) => `${(ms / 1000).toFixed(2)} s`;

function checks(r: PageRun): string[] {
  const fails: string[] = [];
  if (r.performance < 95) fails.push(`perf ${r.performance}<95`);
  if (r.lcpMs > 2500) fails.push(`LCP ${secs(r.lcpMs)}>2.5 s`);
  if (r.tbtMs > 200) fails.push(`TBT ${Math.round(r.tbtMs)}>200 ms`);
  if (r.cls > 0.02) fails.push(`CLS ${r.cls.toFixed(3)}>0.02`);
  if (r.accessibility < 100) fails.push(`a11y ${r.accessibility}`);
  if (r.seo < 100) fails.push(`SEO ${r.seo}`);
  return fails;
}

function printPage(
  name: PageName,
  rows: { build: string; target: Target; run: PageRun; scores: number[] }[],
) {
  console.log(`\n${TITLES[name]}`);
  const head = ['build   ', ' perf', '    FCP', '    LCP', '    TBT', '   CLS', ' a11y', '  SEO'];
  const kinds = KINDS.map((k) => `${k === 'stylesheet' ? 'css' : k === 'document' ? 'doc' : k}`);
  console.log(
    `${head.join(' ')}  ${kinds.map((k) => k.padStart(7)).join('')}   total  (kB transferred)  targets`,
  );
  for (const { build, run } of rows) {
    if (run.error) {
      console.log(`${build.padEnd(8)}  not measured: ${run.error}`);
      continue;
    }
    const fails = checks(run);
    const cells = [
      build.padEnd(8),
      String(run.performance).padStart(5),
      secs(run.fcpMs).padStart(7),
      secs(run.lcpMs).padStart(7),
      `${Math.round(run.tbtMs)} ms`.padStart(7),
      run.cls.toFixed(3).padStart(6),
      String(run.accessibility).padStart(5),
      String(run.seo).padStart(5),
    ];
    const bytes = KINDS.map((k) => kB(run.bytes[k]).padStart(7)).join('');
    const verdict = fails.length ? `FAIL (${fails.join(', ')})` : 'pass';
    console.log(`${cells.join(' ')}  ${bytes}${kB(run.bytes.total).padStart(8)}  ${verdict}`);
  }
  for (const { build, target, run, scores } of rows) {
    const url = new URL(target.url);
    const each = scores.length > 1 ? ` (performance per run: ${scores.join(', ')})` : '';
    console.log(`  ${build}: ${decodeURIComponent(url.pathname)}${url.search}${each}`);
    if (target.note) console.log(`    note: ${target.note}`);
    if (run.finalUrl) console.log(`    URL once loaded: ${run.finalUrl}`);
    if (run.failed.length) console.log(`    failed audits: ${run.failed.join(', ')}`);
  }
}

const started = Date.now();
const stamp = new Date().toISOString().replace(/[:.]/g, '-');
fs.mkdirSync(path.join(cacheDir, 'lhr'), { recursive: true });
console.log(
  `bench:pages: ${RUNS} Lighthouse run(s) per page and build; pages ${PAGES.join(', ')}; baseline ${SKIP_BASELINE ? 'skipped' : BASELINE_REF}`,
);
const load1 = () => os.loadavg()[0].toFixed(2);
console.log(
  `load average now ${load1()} on ${os.cpus().length} cores (other work on the machine skews TBT); ${pinningNote()}`,
);
console.log('preparing the builds...');
const current = await prepareCurrent();
const baseline = SKIP_BASELINE ? undefined : await prepareBaseline(BASELINE_REF);
const running: RunningBuild[] = [];
try {
  running.push(await startBuild(current));
  if (baseline) running.push(await startBuild(baseline));
  for (const b of running) await b.ensure();
  const { out, car, city, notes } = await targets(running, PAGES);
  for (const n of notes) console.log(n);
  console.log(
    `car: ${car.Rand} (${car.modelyear} ${car.companyid} ${car.carmodelid}); city: ${city}`,
  );

  let taps: TapResult[] = [];
  if (!SKIP_TAPS) {
    console.log(
      '\nFirst tap, 390x844 touch, CPU slowed 4x: the median from the tap to the frame showing the answer (each run in brackets)',
    );
    taps = await firstTaps(running, out);
  }

  const results: Record<
    string,
    Record<string, { target: Target; median: PageRun; runs: PageRun[] }>
  > = {};
  for (const page of SKIP_LIGHTHOUSE ? [] : PAGES) {
    const runs: Record<string, { run: PageRun; lhr?: unknown }[]> = Object.fromEntries(
      running.map((b) => [b.name, []]),
    );
    for (const b of running) {
      await b.ensure();
      const warm = await lighthouseRun(out[page][b.name].url);
      console.log(`  ${page} ${b.name} warm-up (discarded): performance ${warm.run.performance}`);
    }
    for (let i = 1; i <= RUNS; i++) {
      for (const b of running) {
        const t0 = Date.now();
        await b.ensure();
        let r = await lighthouseRun(out[page][b.name].url);
        if (r.run.error || r.run.performance === 0) {
          await b.ensure(); // the server may have been stopped under the run: measure again
          console.log(
            `  ${page} ${b.name} run ${i}: ${r.run.error ?? 'no score'}; running it again`,
          );
          r = await lighthouseRun(out[page][b.name].url);
        }
        runs[b.name].push(r);
        console.log(
          `  ${page} ${b.name} run ${i}/${RUNS}: performance ${r.run.performance}${r.run.error ? ` (error: ${r.run.error})` : ''} (${((Date.now() - t0) / 1000).toFixed(0)} s)`,
        );
      }
    }
    results[page] = {};
    const rows = [];
    for (const b of running) {
      const mid = median(runs[b.name]);
      if (mid.lhr) {
        const file = path.join(cacheDir, 'lhr', `${stamp}-${page}-${b.name}.json`);
        fs.writeFileSync(file, JSON.stringify(mid.lhr));
      }
      const target = out[page][b.name];
      results[page][b.name] = { target, median: mid.run, runs: runs[b.name].map((r) => r.run) };
      rows.push({
        build: b.name,
        target,
        run: mid.run,
        scores: runs[b.name].map((r) => r.run.performance),
      });
    }
    printPage(page, rows);
  }
  for (const b of running.slice(1)) await b.stop(); // the load run gets the CPU to itself

  const load: Awaited<ReturnType<typeof htmlVsJson>>[] = [];
  if (process.env.BENCH_SKIP_LOAD !== '1') {
    const cur = running[0];
    await cur.ensure();
    const carPath = new URL(out.car[cur.name].url).pathname;
    const rand = out.car[cur.name].rand ?? '';
    const measure = async (...args: Parameters<typeof htmlVsJson>) => {
      const r = await htmlVsJson(...args);
      load.push(r);
      printHtmlVsJson(r);
    };
    // With the floor: the same bytes from a bare route, what moving them alone costs.
    await measure('kept pages', cur.url, carPath, rand, { floor: true });
    // The same with autocannon, whose own cost grows with the body: not the server's time.
    await measure('kept pages', cur.url, carPath, rand, { client: 'autocannon' });
    // The same server without its in-memory page cache: car pages come from the database's
    // stored pages (a car page nobody opened in the last few seconds, rendered before).
    await cur.stop();
    const stored = await startBuild(current, { PAGE_CACHE_SECONDS: '0' });
    running[0] = stored;
    await measure('stored pages', stored.url, carPath, rand);
    // And with no page kept at all: what rendering a car page costs.
    await stored.stop();
    const uncached = await startBuild(current, {
      PAGE_CACHE_SECONDS: '0',
      STORED_PAGE_SECONDS: '0',
    });
    running[0] = uncached;
    await measure('every request rendered', uncached.url, carPath, rand);
  }

  const indexes = Object.values(results)
    .flatMap((page) => Object.values(page).flatMap((b) => b.runs.map((r) => r.benchmarkIndex ?? 0)))
    .filter((n) => n > 0)
    .sort((a, b) => a - b);
  if (indexes.length) {
    console.log(
      `\nLighthouse benchmarkIndex (this machine's CPU speed, higher is faster; TBT is only comparable between runs with similar indexes): median ${Math.round(indexes[Math.floor(indexes.length / 2)])}, range ${Math.round(indexes[0])} to ${Math.round(indexes.at(-1) ?? 0)}; CPU slowdown ${CPU_SLOWDOWN}x (BENCH_CPU_SLOWDOWN)`,
    );
  }
  const file = path.join(cacheDir, `pages-${stamp}.json`);
  const report = {
    date: new Date().toISOString(),
    builds: Object.fromEntries(
      running.map((b) => [b.name, { commit: b.label, serverRestarts: b.restarts }]),
    ),
    runsPerPage: RUNS,
    machine: {
      cpus: os.cpus().length,
      model: os.cpus()[0]?.model,
      node: process.version,
      loadAverageAtEnd: os.loadavg()[0],
    },
    notes,
    firstTaps: taps,
    pages: results,
    htmlVsJson: load,
  };
  fs.writeFileSync(file, `${JSON.stringify(report, null, 2)}\n`);
  console.log(
    `\nbuilds: ${running.map((b) => `${b.name} ${b.label}${b.restarts ? ` (server started again ${b.restarts}x)` : ''}`).join(', ')}; load average ${load1()}; results in ${path.relative(process.cwd(), file)}; ${((Date.now() - started) / 60_000).toFixed(1)} min`,
  );
} finally {
  for (const b of running) await b.stop();
}
process.exit(process.exitCode ?? 0);
