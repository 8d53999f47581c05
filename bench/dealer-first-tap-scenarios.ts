/**
 * The scenarios of bench/dealer-first-tap.ts (the taps on the dealer's Today and the answers they
 * wait for), one run of a scenario on a freshly loaded Today, and the results and their printing
 * (with a baseline build, its runs beside the current build's).
 */
import type { Browser } from 'puppeteer-core';
import * as W from '../src/shared/i18n/en/lead-work.ts';
import { MSG } from '../src/shared/i18n/en/messages.ts';
import { CHIP_HOUR } from '../src/web/features/enquiries/follow-up.ts';
import { chipClock } from '../src/web/features/enquiries/ist-time.ts';
import { ms, type Step, type StepTimes, timeStep, waitFor } from './dealer-first-tap-timing.ts';
import { medianMs } from './pages-first-tap.ts';
import { pause } from './pages-first-tap-in-page.ts';
import { tapOn } from './pages-first-tap-scenarios.ts';

export const SLOWDOWN = 4;
/** Time after the queue shows before the tap: a person looking at it. */
export const IDLE_MS = 1500;
/** Before a second or third tap on the same page, after the answer before it: reading it. */
export const READ_PAUSE_MS = 1000;
/** The queue must show within this long after the load event. */
const QUEUE_TIMEOUT_MS = 30_000;
const TARGET_MS = 200;
export const VIEWPORT = {
  width: 390,
  height: 844,
  deviceScaleFactor: 2,
  isMobile: true,
  hasTouch: true,
};

/** A first tap on a freshly loaded Today, and the taps after it on the same page. */
export interface Scenario extends Step {
  later?: Step[];
}

const visible = (selector: string, text?: string) =>
  `window.__visible(${JSON.stringify(selector)}${text === undefined ? '' : `, ${JSON.stringify(text)}`})`;
const TOMORROW = W.tomorrowChip(chipClock(CHIP_HOUR));
const HISTORY_LISTED = `(${visible('article details[open] ol li')} || ${visible('article details[open] p', W.historyEmpty)})`;
const SAVED = visible('.Toastify div', MSG.followUpSaved);

export const SCENARIOS: Scenario[] = [
  {
    id: 'today-all',
    title: 'Today: the All enquiries switch',
    tap: (p) => tapOn(p, `nav[aria-label="${W.viewsLabel}"] a`, W.viewAll),
    // All's cards have h2 headings (Today's have h3 under their section's h2).
    answer: `(new URLSearchParams(location.search).get('view') === 'all' && ${visible('article h2')})`,
    note: 'includes GET /api/Enquiries/MyEnquiries',
  },
  {
    id: 'today-history',
    title: 'Today: History (first card)',
    tap: (p) => tapOn(p, 'article > details > summary', W.historyButton),
    answer: HISTORY_LISTED,
    firstSign: {
      title: `  its first sign ('${W.loadingHistory}')`,
      expression: `(${visible('article details[open] p', W.loadingHistory)} || ${HISTORY_LISTED})`,
    },
    note: 'the events: includes GET /api/Enquiries/History',
  },
  {
    id: 'today-log-call',
    title: `Today: ${W.logUpdateButton} (first card)`,
    tap: (p) => tapOn(p, 'article > button'),
    answer: visible('article form button', W.outcomeNoAnswer),
    later: [
      {
        id: 'today-no-answer',
        title: `  then '${W.outcomeNoAnswer}' (2nd tap, not a first)`,
        tap: (p) => tapOn(p, 'article form button', W.outcomeNoAnswer),
        answer: visible('article form button', TOMORROW),
      },
      {
        id: 'today-tomorrow',
        title: `  then '${TOMORROW}' (3rd tap, not a first)`,
        tap: (p) => tapOn(p, 'article form button', TOMORROW),
        answer: SAVED,
        firstSign: {
          title: `    its first sign ('${W.savingFollowUp}')`,
          expression: `(${visible('article form button', W.savingFollowUp)} || ${SAVED})`,
        },
        note: `'${MSG.followUpSaved}': includes POST /api/Enquiries/FollowUp`,
      },
    ],
  },
];

/** One run of `scenario` on a fresh Today: its first tap's times, then each later tap's. */
export async function once(
  browser: Browser,
  scenario: Scenario,
  url: string,
): Promise<StepTimes[]> {
  const steps = [scenario, ...(scenario.later ?? [])];
  const times: StepTimes[] = [];
  const context = await browser.createBrowserContext();
  try {
    const page = await context.newPage();
    await page.setViewport(VIEWPORT);
    await page.emulateCPUThrottling(SLOWDOWN);
    await page.goto(`${url}/Enquiries`, { waitUntil: 'load' });
    // Loaded means the queue shows (the app signs in from localStorage, then asks for Today).
    await waitFor(page, visible('article > button'), QUEUE_TIMEOUT_MS);
    await pause(IDLE_MS);
    for (const [i, step] of steps.entries()) {
      if (i > 0) {
        await pause(READ_PAUSE_MS);
        // Timed from this tap: the init script marks the next trusted pointerdown.
        await page.evaluate(() => sessionStorage.removeItem('__tapAt'));
      }
      const t = await timeStep(page, step);
      times.push(t);
      if (t.answer === null) break;
    }
  } catch (err) {
    console.log(
      `    ${steps[times.length]?.id ?? scenario.id}: ${(err as Error).message.split('\n')[0]}`,
    );
  } finally {
    await context.close();
  }
  while (times.length < steps.length)
    times.push({ answer: null, painted: null, watchedFrame: null, firstSign: null });
  return times;
}

export interface DealerTapResult {
  id: string;
  title: string;
  /** Whether the tap is the page's first (the later ones follow Log call / update on the same page). */
  firstTap: boolean;
  note?: string;
  /** Each run's milliseconds from the tap to the frame showing the answer (null: none in time). */
  runs: (number | null)[];
  /**
   * Each run's milliseconds to the main thread having done that frame (style, layout, paint):
   * later than the frame's time when a long task held the frame up.
   */
  painted: (number | null)[];
  /**
   * Each run's milliseconds to the answer's frame as a watcher started before the tap saw it:
   * waitAnswer starts once the tap's touch events are sent, so its frame can be a frame later.
   */
  watchedFrame: (number | null)[];
  /** Each run's milliseconds to the answer's first sign, when the step has one. */
  firstSign?: { title: string; runs: (number | null)[] };
  /** With BENCH_BASELINE_REF: the baseline build's runs, the same measures (interleaved with these). */
  baseline?: BaselineRuns;
}

/** The baseline build's runs of a step, as DealerTapResult's of the current build. */
export interface BaselineRuns {
  runs: (number | null)[];
  painted: (number | null)[];
  watchedFrame: (number | null)[];
  firstSign?: (number | null)[];
}

const median = (runs: (number | null)[]) => {
  const m = medianMs(runs);
  return m === null ? null : Math.round(m);
};

/** A build's median and its runs in brackets: `current 162 ms (150 162 170)`. */
function cell(name: string, runs: (number | null)[]): string {
  const m = median(runs);
  return `${name} ${m === null ? 'none' : `${m} ms`} (${runs.map(ms).join(' ')})`;
}

/** The current build's cell; with a baseline, the baseline's beside it and current - baseline. */
function cells(current: (number | null)[], baseline?: (number | null)[]): string {
  if (!baseline) return cell('current', current);
  const [c, b] = [median(current), median(baseline)];
  const d = c === null || b === null ? '-' : `${c - b > 0 ? '+' : ''}${c - b} ms`;
  const width = 18 + 5 * Math.max(current.length, baseline.length);
  return `${cell('current', current).padEnd(width)} ${cell('baseline', baseline).padEnd(width + 1)} current - baseline ${d.padStart(7)}`;
}

/** A step's rows: the frame (with the verdict on the current build), that frame rendered, its first sign. */
export function printResult(r: DealerTapResult): void {
  const b = r.baseline;
  const m = medianMs(r.runs);
  const verdict = m !== null && m <= TARGET_MS ? 'within 200 ms' : 'OVER 200 ms';
  console.log(
    `  ${r.title.padEnd(46)} ${cells(r.runs, b?.runs)}  ${verdict}${r.note ? `  [${r.note}]` : ''}`,
  );
  const indent = r.title.slice(0, r.title.length - r.title.trimStart().length);
  console.log(`  ${`${indent}  that frame rendered`.padEnd(46)} ${cells(r.painted, b?.painted)}`);
  if (r.firstSign)
    console.log(`  ${r.firstSign.title.padEnd(46)} ${cells(r.firstSign.runs, b?.firstSign)}`);
}
