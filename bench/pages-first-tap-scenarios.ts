/**
 * The first-tap bench's scenarios (bench/pages-first-tap.ts): on which page,
 * what is tapped (as a finger would, scrolled into view first when off
 * screen), and the page expression that is true once the answer shows
 * (`window.__visible(selector, text)` is defined by the bench's init script).
 * Driven by Puppeteer (bench/pages-first-tap.ts says why).
 */
import type { Page } from 'puppeteer-core';
import { pause } from './pages-first-tap-in-page.ts';
import { WORDS as W } from './pages-first-tap-words.ts';
import type { PageName } from './pages-targets.ts';

export interface Scenario {
  id: string;
  title: string;
  page: PageName;
  /** Laptop-sized window (Home's filter row shows from 768 px up). */
  wide?: boolean;
  /** Before the tap (after the idle wait): e.g. scroll to the control. */
  prepare?: (page: Page) => Promise<void>;
  /** The tap itself. */
  tap: (page: Page) => Promise<void>;
  /** A page expression true once the answer shows (window.__visible helps). */
  answer: string;
  note?: string;
}

/** A visitor's pause between scrolling a control into view and tapping it, ms. */
const SCROLL_PAUSE_MS = 1000;
/** A visitor reading a native select's picker before choosing, ms. */
const PICKER_PAUSE_MS = 1000;

/**
 * Taps the centre of the first visible element matching `selector` (with
 * `text` as its text or aria-label, or an aria-label matching the RegExp
 * source `label`), as a finger would; scrolled into view
 * first, then a pause, when it is off screen (scrolling is itself a visitor's
 * intent: the app may start meanwhile, as it would for them).
 */
export async function tapOn(
  page: Page,
  selector: string,
  text?: string,
  label?: string,
): Promise<void> {
  const find = () =>
    page.evaluate(
      ([sel, txt, re]) => {
        const el = [...document.querySelectorAll(sel)].find(
          (e) =>
            (txt === '' ||
              (e.textContent ?? '').trim() === txt ||
              e.getAttribute('aria-label') === txt) &&
            (re === '' || new RegExp(re).test(e.getAttribute('aria-label') ?? '')) &&
            e.checkVisibility() &&
            e.getBoundingClientRect().height > 0,
        );
        if (!el) return null;
        let r = el.getBoundingClientRect();
        const onScreen = r.top >= 0 && r.bottom <= innerHeight;
        if (!onScreen) {
          el.scrollIntoView({ block: 'center' });
          r = el.getBoundingClientRect();
        }
        return { x: r.x + r.width / 2, y: r.y + r.height / 2, scrolled: !onScreen };
      },
      [selector, text ?? '', label ?? ''] as const,
    );
  let box = await find();
  if (box?.scrolled) {
    await pause(SCROLL_PAUSE_MS);
    box = await find();
  }
  if (!box) throw new Error(`nothing to tap: ${selector} ${text ?? ''}`);
  await page.touchscreen.tap(box.x, box.y);
}

const dialogTitled = (title: string) =>
  `window.__visible('h2, [role=dialog] h2, dialog h2', ${JSON.stringify(title)})`;

export const SCENARIOS: Scenario[] = [
  {
    id: 'search-filters',
    title: '/search: Filters',
    page: 'search',
    tap: (p) => tapOn(p, 'button', W.filters),
    answer: `window.__visible('p, h2', ${JSON.stringify(W.filterCars)})`,
  },
  {
    id: 'search-sort',
    title: '/search: sort (choice to re-sorted results)',
    page: 'search',
    tap: async (p) => {
      // A finger opens the picker (the tap is the page's first intent), reads it, then chooses.
      await tapOn(p, 'select[name=sort]');
      await pause(PICKER_PAUSE_MS);
      await p.evaluate(() => {
        sessionStorage.setItem('__titles', titles());
        sessionStorage.removeItem('__tapAt');
        // Timed from the choice (a change sent from here is not trusted: the init script's mark skips it).
        addEventListener(
          'change',
          (e) => sessionStorage.setItem('__tapAt', String(performance.timeOrigin + e.timeStamp)),
          { capture: true, once: true },
        );
        function titles() {
          return [...document.querySelectorAll('article h3')].map((h) => h.textContent).join('|');
        }
      });
      // As the browser sends a choice: input and change in one task.
      await p.$eval('select[name=sort]', (select) => {
        select.value = 'price_asc';
        select.dispatchEvent(new Event('input', { bubbles: true }));
        select.dispatchEvent(new Event('change', { bubbles: true }));
      });
    },
    // New cards, not the dimmed old ones nor an empty skeleton.
    answer: `(() => { const t = [...document.querySelectorAll('article h3')].map((h) => h.textContent).join('|'); return location.search.includes('sort=price_asc') && t !== '' && t !== sessionStorage.getItem('__titles') && !document.querySelector('[data-infinite-list][aria-busy=true]'); })()`,
    note: 'timed from the choice, a second after the tap that opened the picker',
  },
  {
    id: 'search-more',
    title: '/search: more cars at the end of the list (wheel)',
    page: 'search',
    tap: async (p) => {
      await p.evaluate(() => {
        // The wait starts when the end of the list comes into view (what the visitor waits at),
        // or counts as none when more cars were there before that.
        const cards = document.querySelectorAll('article').length;
        sessionStorage.setItem('__cards', String(cards));
        const mark = () => {
          if (!sessionStorage.getItem('__tapAt'))
            sessionStorage.setItem('__tapAt', String(performance.timeOrigin + performance.now()));
        };
        const end = document.querySelector('[data-infinite-list] [role=status]');
        if (end)
          new IntersectionObserver((entries, io) => {
            if (entries.some((e) => e.isIntersecting)) {
              io.disconnect();
              mark();
            }
          }).observe(end);
        new MutationObserver((_, mo) => {
          if (document.querySelectorAll('article').length > cards) {
            mo.disconnect();
            mark();
          }
        }).observe(document.body, { childList: true, subtree: true });
      });
      // A visitor skimming the cards: a wheel turn of 400 px every quarter second, until the end
      // is in view (or more cars came).
      for (let i = 0; i < 40; i++) {
        await p.mouse.wheel({ deltaY: 400 });
        await pause(250);
        if (await p.evaluate(() => sessionStorage.getItem('__tapAt'))) break;
      }
    },
    answer: `document.querySelectorAll('article').length > Number(sessionStorage.getItem('__cards') || 12)`,
    note: 'the wait at the end: from the list end in view (0 when more cars came before)',
  },
  {
    id: 'car-best-price',
    title: 'car: Get Best Price',
    page: 'car',
    tap: (p) => tapOn(p, 'button', W.getBestPrice),
    answer: dialogTitled(W.getBestPrice),
  },
  {
    id: 'car-seller',
    title: 'car: Get Seller Details',
    page: 'car',
    tap: (p) => tapOn(p, 'button', W.getSellerDetails),
    answer: dialogTitled(W.getSellerDetails),
  },
  {
    id: 'car-photo',
    title: 'car: photo viewer',
    page: 'car',
    tap: (p) => tapOn(p, 'main [aria-label]', undefined, W.openFirstPhoto),
    answer: `window.__visible(${JSON.stringify(`[aria-label="${W.closeViewer}"]`)})`,
  },
  {
    id: 'car-share',
    title: 'car: Share (to the share sheet call)',
    page: 'car',
    tap: (p) => tapOn(p, `[aria-label="${W.shareCar}"]`),
    answer: 'window.__shared === true',
  },
  {
    id: 'car-heart',
    title: 'car: heart (signed out: the login dialog)',
    page: 'car',
    tap: (p) => tapOn(p, `main [aria-label="${W.addToWishlist}"]`),
    answer: dialogTitled(W.loginTitle),
  },
  {
    id: 'bottom-login',
    title: 'bottom bar: Login',
    page: 'home',
    tap: (p) => tapOn(p, `nav[aria-label="${W.quickLinks}"] button`, W.loginButton),
    answer: dialogTitled(W.loginTitle),
  },
  {
    id: 'home-state',
    title: 'Home: state dropdown (1366x768)',
    page: 'home',
    wide: true,
    tap: (p) =>
      tapOn(
        p,
        `form[aria-label="${W.searchUsedCars}"] select[name=state], form[aria-label="${W.searchUsedCars}"] input[id$="-input"]`,
      ),
    answer: `document.activeElement?.tagName === 'SELECT' || window.__visible('[role=listbox], [id$="-listbox"]')`,
    note: 'native select: answered when it takes focus (the browser draws the picker)',
  },
  {
    id: 'home-search',
    title: 'Home: Search (1366x768)',
    page: 'home',
    wide: true,
    tap: (p) => tapOn(p, `form[aria-label="${W.searchUsedCars}"] button[type=submit]`),
    answer: `location.pathname.endsWith('/search') && window.__visible('h1', ${JSON.stringify(W.searchHeading)}) && document.querySelectorAll('article').length > 0`,
  },
];

/** A dealer's showroom page has /search's filters and sort (issue 45 part 5): the same taps there. */
SCENARIOS.push(
  ...SCENARIOS.filter((s) => s.id === 'search-filters' || s.id === 'search-sort').map((s) => ({
    ...s,
    id: s.id.replace('search-', 'showroom-'),
    title: s.title.replace('/search:', 'showroom:'),
    page: 'showroom' as const,
  })),
);
