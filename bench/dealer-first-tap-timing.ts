/**
 * The in-page timing of bench/dealer-first-tap.ts: one tap of a step and its times (to the frame
 * showing the answer, that frame rendered, its first sign), waiting for the page, and with
 * BENCH_TAP_VERBOSE=2 what the page did between the tap and its answer (requests, long frames).
 */
import type { Page } from 'puppeteer-core';
import { pause, waitAnswer } from './pages-first-tap-in-page.ts';

export const VERBOSE = process.env.BENCH_TAP_VERBOSE;

/** One tap: the control, the page expression true once its answer shows, maybe its first sign. */
export interface Step {
  id: string;
  title: string;
  tap: (page: Page) => Promise<void>;
  answer: string;
  /** An earlier sign of the answer (e.g. a loading line), timed too, as a row of its own. */
  firstSign?: { title: string; expression: string };
  note?: string;
}

/** The first animation frame in which an expression was true: its time, and when its rendering was done. */
interface Frame {
  /** The frame's time (its requestAnimationFrame timestamp), as waitAnswer takes it. */
  frame: number;
  /**
   * When the main thread had done that frame (style, layout, paint): a message posted from the
   * frame's requestAnimationFrame callback, which runs after it. The frame's time can be well
   * before this when a long task (e.g. the render that put the answer in) held the frame up.
   */
  painted: number;
}

/** Watches, from before the tap, for the first frame in which `expression` is true (absolute times). */
function firstFrame(page: Page, expression: string): Promise<Frame | null> {
  return page
    .evaluate(`new Promise((resolve) => {
      const stop = performance.now() + 20000;
      const check = (t) => {
        if (${expression}) {
          const channel = new MessageChannel();
          channel.port1.onmessage = () =>
            resolve({ frame: performance.timeOrigin + t, painted: performance.timeOrigin + performance.now() });
          channel.port2.postMessage(0);
        } else if (performance.now() > stop) resolve(null);
        else requestAnimationFrame(check);
      };
      requestAnimationFrame(check);
    })`)
    .then((at) => (at && typeof at === 'object' ? (at as Frame) : null))
    .catch(() => null);
}

/** Waits until `expression` is true in the page (polled from here: the page's CSP forbids eval). */
export async function waitFor(page: Page, expression: string, timeoutMs: number): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    if (await page.evaluate(expression).catch(() => false)) return;
    await pause(100);
  }
  throw new Error(`not shown within ${timeoutMs} ms: ${expression}`);
}

export interface StepTimes {
  /** From the tap to the frame showing the answer (waitAnswer's measure, as on the public pages). */
  answer: number | null;
  /** From the tap to that frame's rendering done (watched from before the tap). */
  painted: number | null;
  /** From the tap to that frame's time, watched from before the tap (waitAnswer starts after it). */
  watchedFrame: number | null;
  /** From the tap to the frame showing the answer's first sign. */
  firstSign: number | null;
}

/** One tap of `step` and its times (the tap's own: its pointerdown starts them). */
export async function timeStep(page: Page, step: Step): Promise<StepTimes> {
  const shown = firstFrame(page, step.answer);
  const sign = step.firstSign ? firstFrame(page, step.firstSign.expression) : undefined;
  await step.tap(page);
  const answer = await waitAnswer(page, step.answer);
  const [shownAt, signAt] = await Promise.all([shown, sign]);
  const tapAt = Number(await page.evaluate(() => sessionStorage.getItem('__tapAt')));
  const since = (at: number | null | undefined) =>
    answer !== null && at != null && tapAt > 0 ? at - tapAt : null;
  const times = {
    answer,
    painted: since(shownAt?.painted),
    watchedFrame: since(shownAt?.frame),
    firstSign: since(signAt?.frame),
  };
  if (VERBOSE === '2' && answer !== null) await explain(page, step, tapAt, times);
  return times;
}

/** BENCH_TAP_VERBOSE=2: each page keeps its long animation frames (over 50 ms) and their scripts. */
export const KEEP_LONG_FRAMES = `(() => {
  window.__frames = [];
  try {
    new PerformanceObserver((list) => {
      for (const e of list.getEntries())
        window.__frames.push({
          start: performance.timeOrigin + e.startTime,
          duration: e.duration,
          render: e.renderStart ? e.renderStart - e.startTime : 0,
          scripts: e.scripts.map((s) => ({
            what: s.invoker,
            where: (s.sourceURL || '').split('/').pop() + (s.sourceFunctionName ? ' ' + s.sourceFunctionName : ''),
            start: s.startTime - e.startTime,
            duration: s.duration,
          })),
        });
    }).observe({ type: 'long-animation-frame', buffered: true });
  } catch {}
})();`;

/** Prints what the page did between the tap and its answer: requests started, long frames. */
async function explain(page: Page, step: Step, tapAt: number, times: StepTimes): Promise<void> {
  const until = tapAt + Math.max(times.answer ?? 0, times.painted ?? 0);
  await pause(300); // the observer hears of a long frame a little after it ends
  const seen = (await page.evaluate(`(() => {
    const at = (t) => performance.timeOrigin + t;
    return {
      requests: performance.getEntriesByType('resource')
        .filter((r) => at(r.startTime) >= ${tapAt} - 1)
        .map((r) => ({ name: new URL(r.name).pathname, start: at(r.startTime), end: at(r.responseEnd) })),
      frames: (window.__frames || []).filter((f) => f.start + f.duration >= ${tapAt} && f.start <= ${until}),
    };
  })()`)) as {
    requests: { name: string; start: number; end: number }[];
    frames: {
      start: number;
      duration: number;
      render: number;
      scripts: { what: string; where: string; start: number; duration: number }[];
    }[];
  };
  const rel = (t: number) => Math.round(t - tapAt);
  console.log(
    `      ${step.id}: answer's frame at ${ms(times.answer)} ms (watched from before the tap: ${ms(times.watchedFrame)} ms), rendered at ${ms(times.painted)} ms`,
  );
  for (const r of seen.requests)
    console.log(`        request ${r.name}: ${rel(r.start)} to ${rel(r.end)} ms`);
  for (const f of seen.frames) {
    const scripts = f.scripts
      .map((s) => `${s.what} (${s.where}) at +${Math.round(s.start)} for ${Math.round(s.duration)}`)
      .join('; ');
    console.log(
      `        long frame ${rel(f.start)} ms, ${Math.round(f.duration)} ms (render at +${Math.round(f.render)}): ${scripts || 'no script'}`,
    );
  }
}

export const ms = (x: number | null) => (x === null ? '-' : String(Math.round(x)));
