/**
 * The first-tap bench's scenarios (bench/pages-first-tap.ts): on which page,
 * what is tapped (as a finger would, scrolled into view first when off
 * screen), and the page expression that is true once the answer shows
 * (`window.__visible(selector, text)` is defined by the bench's init script).
 */
import type { Page } from 'playwright-core';
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

/**
 * Taps the centre of the first visible element matching `selector` (with
 * `text` as its text or aria-label), as a finger would; scrolled into view
 * first, then a pause, when it is off screen (scrolling is itself a visitor's
 * intent: the app may start meanwhile, as it would for them).
 */
async function tapOn(page: Page, selector: string, text?: string): Promise<void> {
  const find = () =>
    page.evaluate(
      ([sel, txt]) => {
        const el = [...document.querySelectorAll(sel)].find(
          (e) =>
            (txt === '' ||
              (e.textContent ?? '').trim() === txt ||
              e.getAttribute('aria-label') === txt) &&
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
      [selector, text ?? ''] as const,
    );
  let box = await find();
  if (box?.scrolled) {
    await page.waitForTimeout(SCROLL_PAUSE_MS);
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
    tap: (p) => tapOn(p, 'button', 'Filters'),
    answer: `window.__visible('p, h2', 'Filter cars')`,
  },
  {
    id: 'search-sort',
    title: '/search: sort (choice to re-sorted results)',
    page: 'search',
    tap: async (p) => {
      await p.evaluate(() => {
        sessionStorage.setItem('__titles', titles());
        sessionStorage.setItem('__tapAt', String(performance.timeOrigin + performance.now()));
        function titles() {
          return [...document.querySelectorAll('article h3')].map((h) => h.textContent).join('|');
        }
      });
      await p.getByLabel('Sort by').selectOption('price_asc');
    },
    answer: `location.search.includes('sort=price_asc') && [...document.querySelectorAll('article h3')].map((h) => h.textContent).join('|') !== sessionStorage.getItem('__titles')`,
    note: 'the native picker opens at the tap; timed from the choice',
  },
  {
    id: 'search-more',
    title: '/search: more cars, scrolled to the end by wheel',
    page: 'search',
    tap: async (p) => {
      await p.evaluate(() => {
        sessionStorage.setItem('__cards', String(document.querySelectorAll('article').length));
        sessionStorage.setItem('__tapAt', String(performance.timeOrigin + performance.now()));
      });
      for (let i = 0; i < 12; i++) await p.mouse.wheel(0, 800);
    },
    answer: `document.querySelectorAll('article').length > Number(sessionStorage.getItem('__cards') || 12)`,
    note: 'timed from the first wheel turn, no tap',
  },
  {
    id: 'car-best-price',
    title: 'car: Get Best Price',
    page: 'car',
    tap: (p) => tapOn(p, 'button', 'Get Best Price'),
    answer: dialogTitled('Get Best Price'),
  },
  {
    id: 'car-seller',
    title: 'car: Get Seller Details',
    page: 'car',
    tap: (p) => tapOn(p, 'button', 'Get Seller Details'),
    answer: dialogTitled('Get Seller Details'),
  },
  {
    id: 'car-photo',
    title: 'car: photo viewer',
    page: 'car',
    tap: (p) => tapOn(p, '[aria-label^="Open photo 1 of"]'),
    answer: `window.__visible('[aria-label="Close photo viewer"]')`,
  },
  {
    id: 'car-share',
    title: 'car: Share (to the share sheet call)',
    page: 'car',
    tap: (p) => tapOn(p, '[aria-label="Share this car"]'),
    answer: 'window.__shared === true',
  },
  {
    id: 'car-heart',
    title: 'car: heart (signed out: the login dialog)',
    page: 'car',
    tap: (p) => tapOn(p, 'main [aria-label="Add to wishlist"]'),
    answer: dialogTitled('Login / Signup'),
  },
  {
    id: 'bottom-login',
    title: 'bottom bar: Login',
    page: 'home',
    tap: (p) => tapOn(p, 'nav[aria-label="Quick links"] button', 'Login'),
    answer: dialogTitled('Login / Signup'),
  },
  {
    id: 'home-state',
    title: 'Home: state dropdown (1366x768)',
    page: 'home',
    wide: true,
    tap: (p) =>
      tapOn(
        p,
        'form[aria-label="Search used cars"] select[name=state], form[aria-label="Search used cars"] input[id$="-input"]',
      ),
    answer: `document.activeElement?.tagName === 'SELECT' || window.__visible('[role=listbox], [id$="-listbox"]')`,
    note: 'native select: answered when it takes focus (the browser draws the picker)',
  },
  {
    id: 'home-search',
    title: 'Home: Search (1366x768)',
    page: 'home',
    wide: true,
    tap: (p) => tapOn(p, 'form[aria-label="Search used cars"] button[type=submit]'),
    answer: `location.pathname === '/search' && window.__visible('h1', 'ALL CARS') && document.querySelectorAll('article').length > 0`,
  },
];
