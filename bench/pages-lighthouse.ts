/**
 * Lighthouse for `npm run bench:pages` (bench/pages.ts): one run is a fresh
 * headless Chromium (CHROME_PATH, default /usr/bin/chromium; --headless
 * --no-sandbox --disable-gpu) driven by Lighthouse's Node API with its
 * default config: mobile emulation (Moto G Power screen, 4x CPU slowdown)
 * and simulated throttling (slow 4G), categories performance, accessibility
 * and SEO. A run answers the figures the bench prints: scores, FCP, LCP,
 * TBT, CLS, transfer bytes by kind (the resource-summary audit) and the
 * accessibility and SEO audits that failed. `median` picks the run with the
 * median performance score.
 *
 * BENCH_CPU_SLOWDOWN (default 4, Lighthouse's mobile default) sets the CPU
 * multiplier: Lighthouse calibrates 4x for a host whose benchmarkIndex is
 * about 1,000 or more and warns below it. On a slower host, a multiplier of
 * (host index / reference index) x 4 keeps the simulated phone the same
 * (docs/benchmarks.md says which was used).
 */
import * as chromeLauncher from 'chrome-launcher';
import lighthouse from 'lighthouse';
import { throttling } from 'lighthouse/core/config/constants.js';
import { inBenchLanguage } from './pages-first-tap-words.ts';
import { endGroup, track } from './pages-procs.ts';

export const KINDS = ['document', 'script', 'stylesheet', 'image', 'font', 'other'] as const;
export type Kind = (typeof KINDS)[number];

export interface PageRun {
  url: string;
  /** 0-100 */
  performance: number;
  accessibility: number;
  seo: number;
  fcpMs: number;
  lcpMs: number;
  tbtMs: number;
  cls: number;
  /** Transfer bytes by kind, and their total. */
  bytes: Record<Kind | 'total', number>;
  requests: number;
  /** Ids of the accessibility and SEO audits that did not pass (some weigh nothing in the score). */
  failed: string[];
  /** Lighthouse's estimate of this machine's speed (lower is slower). */
  benchmarkIndex?: number;
  /** Set when Lighthouse could not measure the page; the figures are then 0. */
  error?: string;
  /** The final URL when the page redirected. */
  finalUrl?: string;
}

const chromePath = process.env.CHROME_PATH ?? '/usr/bin/chromium';
/** Lighthouse's CPU multiplier (its mobile default 4). */
export const CPU_SLOWDOWN = Number(process.env.BENCH_CPU_SLOWDOWN ?? 4);

type Lhr = NonNullable<Awaited<ReturnType<typeof lighthouse>>>['lhr'];

function failedAudits(lhr: Lhr, category: string): string[] {
  const prefix = category === 'seo' ? 'seo' : 'a11y';
  return (lhr.categories[category]?.auditRefs ?? []).flatMap((ref) => {
    const a = lhr.audits[ref.id];
    const graded = a && (a.scoreDisplayMode === 'binary' || a.scoreDisplayMode === 'numeric');
    if (!graded || a.score === null || a.score >= 1) return [];
    return [`${prefix}:${a.id}${ref.weight === 0 ? ' (not scored)' : ''}`];
  });
}

function figures(url: string, lhr: Lhr): PageRun {
  const score = (id: string) => Math.round((lhr.categories[id]?.score ?? 0) * 100);
  const value = (id: string) => lhr.audits[id]?.numericValue ?? Number.NaN;
  const bytes = Object.fromEntries([...KINDS, 'total'].map((k) => [k, 0])) as PageRun['bytes'];
  let requests = 0;
  const items = (lhr.audits['resource-summary']?.details as { items?: unknown[] } | undefined)
    ?.items as { resourceType: string; transferSize: number; requestCount: number }[] | undefined;
  for (const item of items ?? []) {
    if (item.resourceType === 'total') {
      bytes.total = item.transferSize;
      requests = item.requestCount;
    } else if ((KINDS as readonly string[]).includes(item.resourceType)) {
      bytes[item.resourceType as Kind] += item.transferSize;
    } else if (item.resourceType !== 'third-party') {
      bytes.other += item.transferSize; // media
    }
  }
  return {
    url,
    performance: score('performance'),
    accessibility: score('accessibility'),
    seo: score('seo'),
    fcpMs: value('first-contentful-paint'),
    lcpMs: value('largest-contentful-paint'),
    tbtMs: value('total-blocking-time'),
    cls: value('cumulative-layout-shift'),
    bytes,
    requests,
    failed: [...failedAudits(lhr, 'accessibility'), ...failedAudits(lhr, 'seo')],
    benchmarkIndex: lhr.environment?.benchmarkIndex,
    error: lhr.runtimeError?.message,
    finalUrl: lhr.finalDisplayedUrl !== url ? lhr.finalDisplayedUrl : undefined,
  };
}

/** One Lighthouse run of `url` in a fresh Chromium; answers the figures and the full report. */
export async function lighthouseRun(englishUrl: string): Promise<{ run: PageRun; lhr?: Lhr }> {
  // The page in BENCH_LANG (under /hi or /gu), as the first taps open it.
  const url = inBenchLanguage(englishUrl);
  const chrome = await chromeLauncher.launch({
    chromePath,
    chromeFlags: ['--headless', '--no-sandbox', '--disable-gpu'],
    handleSIGINT: false,
    logLevel: 'silent',
  });
  track(chrome.pid);
  try {
    const result = await lighthouse(
      url,
      {
        port: chrome.port,
        output: 'json',
        logLevel: 'error',
        onlyCategories: ['performance', 'accessibility', 'seo'],
      },
      {
        extends: 'lighthouse:default',
        settings: {
          throttling: { ...throttling.mobileSlow4G, cpuSlowdownMultiplier: CPU_SLOWDOWN },
        },
      },
    );
    if (!result) throw new Error('Lighthouse answered nothing');
    return { run: figures(url, result.lhr), lhr: result.lhr };
  } catch (err) {
    const run = figures(url, { categories: {}, audits: {} } as unknown as Lhr);
    return { run: { ...run, error: err instanceof Error ? err.message : String(err) } };
  } finally {
    try {
      chrome.kill();
    } catch {}
    await endGroup(chrome.pid, 2000);
  }
}

/** The run with the median performance score (the lower middle one for an even count). */
export function median<T extends { run: PageRun }>(runs: T[]): T {
  const measured = runs.filter((r) => !r.run.error);
  const pool = measured.length ? measured : runs;
  const sorted = [...pool].sort((a, b) => a.run.performance - b.run.performance);
  return sorted[Math.floor((sorted.length - 1) / 2)];
}
