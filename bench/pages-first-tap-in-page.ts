/**
 * The first-tap bench's side inside the browser (bench/pages-first-tap.ts):
 * the scripts every page runs before its own (the tap's time, the answer's
 * frame and a new page's paints, kept in sessionStorage so that a tap which
 * opens another page still counts), their installation in every page the
 * browser attaches (a prerendered one included), and reading the times back.
 * Times are milliseconds from the tap.
 */
import { type Browser, type CDPSession, CDPSessionEvent, type Page } from 'puppeteer-core';

/** Give up on an answer after this long (a build that never answers gets "none"). */
const ANSWER_TIMEOUT_MS = 20_000;

/** Waits `ms` milliseconds (Node's side: the bench's pauses between steps). */
export const pause = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/** Runs in every page before its scripts: records the first tap's time and stubs Web Share. */
export const INIT = `(() => {
  const mark = (e) => {
    if (!e.isTrusted || sessionStorage.getItem('__tapAt')) return;
    sessionStorage.setItem('__tapAt', String(performance.timeOrigin + e.timeStamp));
  };
  addEventListener('pointerdown', mark, true);
  addEventListener('change', mark, true);
  const share = () => { window.__shared = true; return new Promise(() => {}); };
  try { Object.defineProperty(navigator, 'share', { value: share, configurable: true }); } catch {}
  window.__visible = (selector, text) => [...document.querySelectorAll(selector)].some(
    (el) => (text === undefined || el.textContent.trim() === text) && el.checkVisibility() &&
      el.getBoundingClientRect().height > 0);
})();`;

/**
 * Runs in every page after INIT: a page opened by the tap (a form or link to
 * another document) checks for the answer in each of its animation frames
 * from its very start, so the frame that first paints it is seen even while
 * the document is still parsing or running its scripts (Playwright could only
 * look after DOMContentLoaded, which waits for the page's module scripts).
 * A prerendered page starts watching when it is shown (activated by the tap).
 */
export const watchNewPage = (answer: string) => `(() => {
  const watch = () => {
    if (!sessionStorage.getItem('__tapAt')) return;
    sessionStorage.setItem('__newPage', '1');
    new PerformanceObserver((list) => {
      const fcp = list.getEntriesByName('first-contentful-paint')[0];
      if (fcp) sessionStorage.setItem('__paintAt', String(performance.timeOrigin + fcp.startTime));
    }).observe({ type: 'paint', buffered: true });
    new PerformanceObserver((list) => {
      const lcp = list.getEntries().at(-1);
      if (lcp) sessionStorage.setItem('__largestAt', String(performance.timeOrigin + lcp.startTime));
    }).observe({ type: 'largest-contentful-paint', buffered: true });
    const check = (t) => {
      if (sessionStorage.getItem('__answerAt')) return;
      let shown = false;
      try { shown = Boolean(${answer}); } catch {}
      if (shown) sessionStorage.setItem('__answerAt', String(performance.timeOrigin + t));
      else requestAnimationFrame(check);
    };
    requestAnimationFrame(check);
  };
  if (document.prerendering) document.addEventListener('prerenderingchange', watch, { once: true });
  else watch();
})();`;

export interface NewPagePaints {
  painted: number | null;
  completed: number | null;
}

/** How long the largest paint is given to settle after the first, ms (photos load meanwhile). */
const LARGEST_SETTLE_MS = 1500;

/** The new page's first and largest contentful paints after the tap, ms (null when it opened none). */
export async function paintsAfterTap(page: Page): Promise<NewPagePaints> {
  const read = () =>
    page.evaluate(
      () =>
        [
          Number(sessionStorage.getItem('__tapAt')),
          Number(sessionStorage.getItem('__paintAt')),
          Number(sessionStorage.getItem('__largestAt')),
          sessionStorage.getItem('__newPage') === '1',
        ] as const,
    );
  for (let i = 0; i < 20; i++) {
    const [tapAt, paintAt, , newPage] = await read();
    if (!newPage || !(tapAt > 0)) return { painted: null, completed: null };
    if (paintAt > 0) {
      await pause(LARGEST_SETTLE_MS);
      const [, , largestAt] = await read();
      return { painted: paintAt - tapAt, completed: largestAt > 0 ? largestAt - tapAt : null };
    }
    await pause(100);
  }
  return { painted: null, completed: null };
}

export async function waitAnswer(page: Page, answer: string): Promise<number | null> {
  const deadline = Date.now() + ANSWER_TIMEOUT_MS;
  while (Date.now() < deadline) {
    try {
      // One expression, evaluated through the DevTools Protocol (the page's CSP forbids eval).
      const wait = Math.max(0, deadline - Date.now());
      const at = (await page.evaluate(`new Promise((resolve) => {
        const stop = performance.now() + ${wait};
        const check = (t) => {
          if (${answer}) resolve(Number(sessionStorage.getItem('__answerAt')) || performance.timeOrigin + t);
          else if (performance.now() > stop) resolve(null);
          else requestAnimationFrame(check);
        };
        requestAnimationFrame(check);
      })`)) as number | null;
      if (at === null) return null;
      const tapAt = Number(await page.evaluate(() => sessionStorage.getItem('__tapAt')));
      return tapAt > 0 ? at - tapAt : null;
    } catch {
      // The tap opened another page (the old one's context went with it): look there.
      await pause(50);
    }
  }
  return null;
}

/**
 * Adds the bench's init scripts (INIT and watchNewPage) to every page the browser attaches,
 * a prerendered one included (Puppeteer's evaluateOnNewDocument reaches only the page it was
 * called on). Sent as the session attaches, before Puppeteer lets the paused page run.
 */
export async function initEveryPage(browser: Browser, scripts: () => string[]): Promise<void> {
  const connection = (await browser.target().createCDPSession()).connection();
  connection?.on(CDPSessionEvent.SessionAttached, (session: CDPSession) => {
    // A worker has no Page domain: nothing to add there. A prerendered page runs the scripts only
    // with its Page domain enabled (Puppeteer enables it for the page it made, not for a prerender).
    const ignore = () => undefined;
    session.send('Page.enable').catch(ignore);
    for (const source of scripts())
      session.send('Page.addScriptToEvaluateOnNewDocument', { source }).catch(ignore);
  });
}
