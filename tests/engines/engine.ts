/**
 * One browser, driven as a visitor drives it, for the cross-engine flows
 * (flows.ts; docs/decisions/039-supported-browsers.md): Firefox ESR over
 * WebDriver BiDi and Chromium with the newest platform features taken away
 * (puppeteer-engine.ts), WebKitGTK over WebDriver (webkit-engine.ts). Every
 * element is found in the page by a CSS selector and, optionally, its text
 * (the first one shown on screen), then clicked or typed into by the
 * browser's own input, so a click is a user's click (it opens dialogs,
 * submits forms). Waits poll the page; `ms` are milliseconds.
 */

export interface EnginePage {
  /** The engine's name as the test report shows it. */
  readonly name: string;
  /** Opens `path` (on the test server) and waits for its load event. */
  goto(path: string): Promise<void>;
  /** Runs `js` (an expression) in the page and answers its value. */
  eval<T>(js: string): Promise<T>;
  /** Clicks the element `mark()` marked (scrolled into view first). */
  clickMarked(): Promise<void>;
  /** Types `text` into the element `mark()` marked ('\n' presses Enter). */
  typeMarked(text: string): Promise<void>;
  /** Chooses the option showing `text` in the <select> `mark()` marked, as a visitor does. */
  selectMarked(text: string): Promise<void>;
  /** Clicks the view at (`x`, `y`) px from its top left corner. */
  clickAt(x: number, y: number): Promise<void>;
  /** A PNG of the view, into `file`. */
  screenshot(file: string): Promise<void>;
  close(): Promise<void>;
}

const MARK = 'data-engine-target';

/**
 * In-page: marks the first element matching `css` that is shown (and holds
 * `text`, when given, in its text or aria-label) and answers whether one was.
 */
function markScript(css: string, text?: string): string {
  return `(() => {
    document.querySelectorAll('[${MARK}]').forEach((e) => e.removeAttribute('${MARK}'));
    const want = ${JSON.stringify(text ?? null)};
    for (const e of document.querySelectorAll(${JSON.stringify(css)})) {
      const box = e.getBoundingClientRect();
      if (box.width === 0 || box.height === 0 || getComputedStyle(e).visibility === 'hidden') continue;
      const words = (e.textContent || '') + ' ' + (e.getAttribute('aria-label') || '');
      if (want !== null && !words.includes(want)) continue;
      e.setAttribute('${MARK}', '');
      e.scrollIntoView({ block: 'center', inline: 'nearest' });
      return true;
    }
    return false;
  })()`;
}

/** The CSS selector of the marked element. */
export const MARKED = `[${MARK}]`;

/** Waits until `js` is truthy in the page (polling), or fails with `what`. */
export async function waitFor(page: EnginePage, js: string, what: string, ms = 10_000) {
  const end = Date.now() + ms;
  let last: unknown;
  while (Date.now() < end) {
    try {
      last = await page.eval(js);
      if (last) return last;
    } catch (err) {
      last = err;
    }
    await new Promise((r) => setTimeout(r, 100));
  }
  throw new Error(`${page.name}: ${what} (waited ${ms} ms; last: ${String(last)})`);
}

/** Marks the first shown element matching `css` (and `text`), waiting for it. */
export async function mark(page: EnginePage, css: string, text?: string, ms = 10_000) {
  await waitFor(page, markScript(css, text), `no ${css}${text ? ` with "${text}"` : ''} shown`, ms);
}

/** Clicks the first shown element matching `css` (and `text`). */
export async function click(page: EnginePage, css: string, text?: string) {
  await mark(page, css, text);
  await page.clickMarked();
}

/** Types into the first shown element matching `css`. */
export async function type(page: EnginePage, css: string, value: string) {
  await mark(page, css);
  await page.typeMarked(value);
}

/** Whether the dialog `id` is open. */
export const dialogOpen = (id: string) => `document.getElementById(${JSON.stringify(id)})?.open`;
