/**
 * Issue 23 part 6: kind to a flaky line. The service worker (src/web/sw/sw.ts)
 * keeps the public pages a visitor opens and the pages of the cars they
 * wishlist; offline, a kept car page opens from the device with a note that it
 * is a saved copy, and a page never kept shows the offline page, which links
 * to the cars the device can still open. Service workers are blocked in every
 * other spec (playwright.config.ts) and allowed here.
 */
import type { Page } from '@playwright/test';
import { OFFLINE_TEXTS } from '../../src/web/sw/offline-page.ts';

const OFFLINE_TEXT = OFFLINE_TEXTS.en;

import { CACHE } from '../../src/web/sw/rules.ts';
import { expect, test } from './fixtures/accounts.ts';
import { expectNoSeriousA11yViolations, pinCard, shot } from './fixtures/page-helpers.ts';

test.use({ serviceWorkers: 'allow' });

interface ListedCar {
  Rand: string;
  modelyear: number;
  companyid: string;
  carmodelid: string;
}

const pathOf = (c: ListedCar) => `/CarDetails/${c.Rand}/${c.modelyear}-${c.companyid}`;
const titleOf = (c: ListedCar) => `${c.modelyear} ${c.companyid} ${c.carmodelid}`;

/** Waits until the service worker the boot script registers controls `page`. */
async function controlled(page: Page): Promise<void> {
  await page.evaluate(() => navigator.serviceWorker.ready.then(() => undefined));
  await expect
    .poll(() => page.evaluate(() => Boolean(navigator.serviceWorker.controller)))
    .toBe(true);
}

/** Whether cache `name` holds `path` (relative to the page). */
function kept(page: Page, name: string, path: string): Promise<boolean> {
  return page.evaluate(
    async ({ name, path }) => Boolean(await (await caches.open(name)).match(path)),
    { name, path },
  );
}

/** Every URL kept by the service worker. */
function keptUrls(page: Page): Promise<string[]> {
  return page.evaluate(async () => {
    const lists = await Promise.all(
      (await caches.keys()).map(async (name) =>
        (await (await caches.open(name)).keys()).map((r) => r.url),
      ),
    );
    return lists.flat();
  });
}

const savedNote = (page: Page) => page.locator('body > p[role="status"]');

test('a car page opened once opens offline; a page never kept shows the offline page', async ({
  page,
  context,
}, testInfo) => {
  const res = await page.request.get('/api/Carmaster/GetRandomly2Car_cars?Pageindex=1');
  const [a, b] = ((await res.json()) as { Data: ListedCar[] }).Data.slice(6, 8);

  // The worker itself is always asked for again, never kept by the browser's cache.
  const sw = await page.request.get('/sw.js');
  expect(sw.headers()['cache-control']).toBe('no-cache');
  expect(sw.headers()['content-type']).toMatch(/javascript/);

  await page.goto(pathOf(a));
  await controlled(page);
  // The page that registered the worker loaded before it: the worker keeps it once it takes over.
  await expect.poll(() => kept(page, CACHE.pages, page.url())).toBe(true);
  // Opened again through the worker: the page from the network first, its files kept.
  await page.reload();
  const urls = await keptUrls(page);
  expect(urls.some((u) => /\/assets\/boot-[\w-]+\.js$/.test(u))).toBe(true);
  expect(urls.filter((u) => /\/api\//i.test(u))).toEqual([]);

  // The same car in Hindi: its script's font (this machine has none installed) is kept too.
  await page.goto(`/hi${pathOf(a)}`);
  await expect
    .poll(async () => (await keptUrls(page)).some((u) => u.endsWith('.woff2')))
    .toBe(true);

  await context.setOffline(true);
  await page.goto(pathOf(a));
  await expect(page.getByRole('heading', { level: 1 })).toContainText(titleOf(a));
  await expect(savedNote(page)).toContainText(/^Saved copy from \d+ \w+ \d{4}, /);
  await shot(page, testInfo, 'offline-saved-car');

  // A car never opened: the offline page, with the car this device can still open.
  await page.goto(pathOf(b));
  await expect(page).toHaveTitle(`${OFFLINE_TEXT.title} | CarSetu`);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(OFFLINE_TEXT.title);
  await expect(page.getByText(OFFLINE_TEXT.body)).toBeVisible();
  const cars = page.getByRole('region', { name: OFFLINE_TEXT.carsTitle });
  await expect(cars.getByRole('link')).toHaveCount(1);
  await expect(cars.getByRole('link')).toContainText(titleOf(a));
  await expectNoSeriousA11yViolations(page);
  await shot(page, testInfo, 'offline-page');

  // A Hindi page never opened: the offline page in Hindi, with the same car.
  await page.goto(`/hi${pathOf(b)}`);
  await expect(page).toHaveTitle(`${OFFLINE_TEXTS.hi.title} | CarSetu`);
  await expect(page.locator('html')).toHaveAttribute('lang', 'hi-IN');
  await expect(
    page.getByRole('region', { name: OFFLINE_TEXTS.hi.carsTitle }).getByRole('link'),
  ).toContainText(titleOf(a));
  await shot(page, testInfo, 'offline-page-hindi');

  // A signed-in page is never kept: the offline page stands in for it too.
  await page.goto('/Wishlist');
  await expect(page).toHaveTitle(`${OFFLINE_TEXT.title} | CarSetu`);
  // The car it lists opens from the device.
  await page.getByRole('region', { name: OFFLINE_TEXT.carsTitle }).getByRole('link').click();
  await expect(page.getByRole('heading', { level: 1 })).toContainText(titleOf(a));

  // Back online: pages come from the network again, without the note.
  await context.setOffline(false);
  await page.reload();
  await expect(page.getByRole('heading', { level: 1 })).toContainText(titleOf(a));
  await expect(savedNote(page)).toHaveCount(0);

  // Logout's call (here without a session) takes the kept pages with it.
  await page.evaluate(() =>
    fetch('/api/CarSetuClientLogin/Logout', { method: 'POST' }).catch(() => undefined),
  );
  await expect.poll(() => kept(page, CACHE.pages, pathOf(a))).toBe(false);
});

test('a wishlisted car opens offline, and leaves the device when removed', async ({
  page,
  context,
  buyer,
}) => {
  expect(buyer.token).not.toBe('');
  await page.goto('/');
  await expect(page.locator('html[data-hydrated="true"]')).toHaveCount(1);
  await controlled(page);
  // A car not in this buyer's wishlist yet (other specs heart cars with the same account).
  const card = await pinCard(
    page,
    page
      .getByRole('article')
      .filter({ has: page.getByRole('button', { name: 'Add to wishlist' }) })
      .nth(2),
  );
  const href = (await card.getByRole('link', { name: 'View Details' }).getAttribute('href')) ?? '';
  const title = ((await card.getByRole('heading').first().textContent()) ?? '').trim();
  await card.getByRole('button', { name: 'Add to wishlist' }).click();
  await expect(card.getByRole('button', { name: 'Remove from wishlist' })).toBeVisible();
  // Kept for the wishlist, though its page was never opened.
  await expect.poll(() => kept(page, CACHE.saved, href)).toBe(true);
  expect(await kept(page, CACHE.pages, href)).toBe(false);

  await context.setOffline(true);
  await page.goto(href);
  await expect(page.getByRole('heading', { level: 1 })).toContainText(title);
  await expect(savedNote(page)).toContainText('Saved copy from ');
  // The offline page lists it among the cars this device can open.
  await page.goto('/MyVehicles');
  await expect(
    page.getByRole('region', { name: OFFLINE_TEXT.carsTitle }).getByRole('link', { name: title }),
  ).toBeVisible();

  // Removed from the wishlist (on the Wishlisted Cars page): its kept page goes.
  await context.setOffline(false);
  await page.goto('/Wishlist');
  const saved = page.getByRole('article').filter({ has: page.locator(`a[href="${href}"]`) });
  await saved.getByRole('button', { name: /^Remove \d{4} / }).click();
  await expect(saved).toHaveCount(0);
  await expect.poll(() => kept(page, CACHE.saved, href)).toBe(false);
});
