/**
 * The first tap on the public pages (issue 22), measured in Chromium as a
 * phone visitor meets it: a 390x844 touch screen with the CPU slowed 4x
 * (DevTools Protocol Emulation.setCPUThrottlingRate, Lighthouse's mobile
 * setting), the page loaded and left idle, then one tap. The times are taken
 * in the page: from the tap's event timestamp (the first pointerdown or
 * change, kept in sessionStorage so a tap that opens another page still
 * counts) to the animation frame in which the answer first shows (a
 * requestAnimationFrame loop checks for it; in a page the tap opened, from
 * that page's start), in milliseconds; a tap that opens another page also
 * gets that page's first contentful paint as presented (its pixels come
 * after the answer frame's style, layout and paint). Each scenario
 * runs BENCH_TAP_RUNS times (default 5) per build, interleaved; the median is
 * printed. BENCH_WITHOUT_INVOKERS=1 takes invoker commands away first, as in
 * Chromium before 135. BENCH_LANG (en, hi or gu) opens the pages in that language
 * (bench/pages-first-tap-words.ts). A benchmark, not a test: it asserts nothing.
 *
 * What is not observable here is said so: a native select's picker is drawn
 * by the browser outside the page, so the state dropdown's answer is the
 * select taking focus at the tap (the picker opens with it).
 *
 * Driven by Puppeteer, not Playwright: Chromium refuses to prerender for a
 * page that a DevTools client attached to directly (Playwright's way;
 * `PrerenderingDisabledByDevTools`), while Puppeteer attaches through the
 * tab, as the browser's own DevTools do, so Home's Search meets the
 * prerendered /search a visitor's Chrome would (src/web/boot-speculate.ts).
 * A page the tap activated from a prerender is timed from its activation:
 * its first animation frame and first paint come after it.
 */
import { execFileSync } from 'node:child_process';
import puppeteer, { type Browser } from 'puppeteer-core';
import { WITHOUT_INVOKER_COMMANDS } from '../tests/engines/older-chromium.ts';
import type { RunningBuild } from './pages-builds.ts';
import {
  INIT,
  initEveryPage,
  type NewPagePaints,
  paintsAfterTap,
  pause,
  waitAnswer,
  watchNewPage,
} from './pages-first-tap-in-page.ts';
import { SCENARIOS, type Scenario } from './pages-first-tap-scenarios.ts';
import { BENCH_LANG, inBenchLanguage } from './pages-first-tap-words.ts';
import type { PageName, Target } from './pages-targets.ts';

const RUNS = Math.max(1, Number(process.env.BENCH_TAP_RUNS ?? 5));
const CHROME = process.env.CHROME_PATH ?? '/usr/bin/chromium';
const SLOWDOWN = 4;
/** Time after the load event before the tap: a visitor looking at the page. */
const IDLE_MS = 1500;

/** The scenario being run (runs are one at a time): its init scripts go to every page. */
let current: Scenario | undefined;

export interface TapResult {
  id: string;
  title: string;
  note?: string;
  /** Per build: each run's milliseconds (null: no answer in time, or the tap failed). */
  runs: Record<string, (number | null)[]>;
  /**
   * Per build, for a tap that opens another page: each run's milliseconds from the tap to that
   * page's first contentful paint as presented (its paint timing), null when it stayed on the page.
   * The answer's time is the start of the frame that shows it; its pixels come after that frame's
   * style, layout and paint, which for a whole new page is the larger part.
   */
  painted: Record<string, (number | null)[]>;
  /**
   * The same for the new page's largest contentful paint (for /search, a car's photo): a first
   * paint can be a page still without its photos, a prerendered page's first paint has them all.
   */
  completed: Record<string, (number | null)[]>;
}

interface TapTimes extends NewPagePaints {
  answer: number | null;
}

async function once(browser: Browser, scenario: Scenario, url: string): Promise<TapTimes> {
  current = scenario;
  const context = await browser.createBrowserContext();
  try {
    const page = await context.newPage();
    await page.setViewport(
      scenario.wide
        ? { width: 1366, height: 768, hasTouch: true }
        : { width: 390, height: 844, deviceScaleFactor: 2, isMobile: true, hasTouch: true },
    );
    await page.emulateCPUThrottling(SLOWDOWN);
    const log = (m: string) => process.env.BENCH_TAP_VERBOSE === '2' && console.log(`      ${m}`);
    await page.goto(inBenchLanguage(url), { waitUntil: 'load' });
    log('loaded');
    await pause(IDLE_MS);
    await scenario.prepare?.(page);
    log('prepared');
    await scenario.tap(page);
    log('tapped');
    const answer = await waitAnswer(page, scenario.answer);
    const paints =
      answer !== null ? await paintsAfterTap(page) : { painted: null, completed: null };
    return { answer, ...paints };
  } catch (err) {
    console.log(`    ${scenario.id}: ${(err as Error).message.split('\n')[0]}`);
    return { answer: null, painted: null, completed: null };
  } finally {
    await context.close();
  }
}

/**
 * Whether this machine has the script's font installed (an Android phone has Noto Sans
 * Devanagari and Gujarati): without it every Hindi or Gujarati page draws its words with the
 * downloaded woff2, and its layout takes several times longer (docs/benchmarks.md, session 25).
 */
function scriptFontNote(lang: 'hi' | 'gu'): string {
  const family = lang === 'hi' ? 'Noto Sans Devanagari' : 'Noto Sans Gujarati';
  let found = '';
  try {
    found = execFileSync('fc-list', [`:family=${family}`], { encoding: 'utf8' }).trim();
  } catch {}
  return found
    ? `${family} installed on this machine (as on Android)`
    : `${family} NOT installed here: the pages' woff2 draws every word (slower than a phone with it)`;
}

/** Runs every scenario (or BENCH_TAPS, a comma list of ids) on each build; prints and answers the results. */
export async function firstTaps(
  builds: RunningBuild[],
  targetsOf: Record<PageName, Record<string, Target>>,
): Promise<TapResult[]> {
  const only = process.env.BENCH_TAPS?.split(',').map((s) => s.trim());
  const chosen = SCENARIOS.filter((s) => !only || only.includes(s.id));
  const browser = await puppeteer.launch({ executablePath: CHROME, args: ['--no-sandbox'] });
  // BENCH_WITHOUT_INVOKERS=1: Chromium as before invoker commands (tests/engines/older-chromium.ts).
  const older = process.env.BENCH_WITHOUT_INVOKERS === '1' ? [WITHOUT_INVOKER_COMMANDS] : [];
  if (older.length)
    console.log('  without invoker commands (the boot script answers the dialog buttons)');
  await initEveryPage(browser, () =>
    current ? [...older, INIT, watchNewPage(current.answer)] : [],
  );
  if (BENCH_LANG !== 'en')
    console.log(`  pages in ${BENCH_LANG} (under /${BENCH_LANG}); ${scriptFontNote(BENCH_LANG)}`);
  const results: TapResult[] = [];
  try {
    for (const s of chosen) {
      const runs: Record<string, (number | null)[]> = Object.fromEntries(
        builds.map((b) => [b.name, []]),
      );
      const painted: Record<string, (number | null)[]> = Object.fromEntries(
        builds.map((b) => [b.name, []]),
      );
      const completed: Record<string, (number | null)[]> = Object.fromEntries(
        builds.map((b) => [b.name, []]),
      );
      for (let i = 0; i < RUNS; i++) {
        for (const b of builds) {
          await b.ensure();
          const times = await once(browser, s, targetsOf[s.page][b.name].url);
          const ms = times.answer;
          runs[b.name].push(ms);
          painted[b.name].push(times.painted);
          completed[b.name].push(times.completed);
          if (process.env.BENCH_TAP_VERBOSE === '1')
            console.log(
              `    ${s.id} ${b.name} run ${i + 1}: ${ms === null ? 'no answer' : `${Math.round(ms)} ms`}`,
            );
        }
      }
      results.push({ id: s.id, title: s.title, note: s.note, runs, painted, completed });
      printTap(results.at(-1) as TapResult, builds);
    }
  } finally {
    await browser.close();
  }
  return results;
}

/** The median of the runs that answered (null when fewer than half did). */
export function medianMs(runs: (number | null)[]): number | null {
  const ok = runs.filter((r): r is number => r !== null).sort((a, b) => a - b);
  if (ok.length * 2 < runs.length || ok.length === 0) return null;
  return ok[Math.floor((ok.length - 1) / 2)];
}

function printTap(r: TapResult, builds: RunningBuild[]): void {
  const cell = (name: string) => {
    const m = medianMs(r.runs[name] ?? []);
    const all = (r.runs[name] ?? []).map((x) => (x === null ? '-' : Math.round(x))).join(' ');
    return `${name} ${m === null ? 'none' : `${Math.round(m)} ms`} (${all})`;
  };
  const verdict = (() => {
    const m = medianMs(r.runs.current ?? []);
    return m !== null && m <= 200 ? 'within 200 ms' : 'OVER 200 ms';
  })();
  console.log(
    `  ${r.title.padEnd(46)} ${builds.map((b) => cell(b.name)).join('   ')}  ${verdict}${r.note ? `  [${r.note}]` : ''}`,
  );
  const paints = builds.filter((b) => (r.painted[b.name] ?? []).some((x) => x !== null));
  const line = (title: string, of: Record<string, (number | null)[]>) => {
    const paintCell = (name: string) => {
      const m = medianMs(of[name] ?? []);
      const all = (of[name] ?? []).map((x) => (x === null ? '-' : Math.round(x))).join(' ');
      return `${name} ${m === null ? 'none' : `${Math.round(m)} ms`} (${all})`;
    };
    console.log(`  ${title.padEnd(46)} ${paints.map((b) => paintCell(b.name)).join('   ')}`);
  };
  if (paints.length > 0) {
    line('  the new page first painted (FCP)', r.painted);
    line('  its largest paint (LCP)', r.completed);
  }
}
