/**
 * Issue 22: Home's Search answers at once because the browser has already
 * prerendered the page it opens (src/web/boot-speculate.ts, decision 013).
 * Chromium refuses to prerender for a page Playwright drives (it attaches to
 * the page itself: `PrerenderingDisabledByDevTools`), so this test drives
 * the browser with Puppeteer, which attaches through the tab as Chrome's own
 * DevTools do, and taps Search as a visitor with a touch screen would before
 * the app runs. Desktop size only: phones hide Home's filter row.
 */
import { expect, test } from '@playwright/test';
import puppeteer, { type Browser } from 'puppeteer-core';

let browser: Browser;

test.beforeAll(async () => {
  browser = await puppeteer.launch({ executablePath: '/usr/bin/chromium', args: ['--no-sandbox'] });
});

test.afterAll(async () => {
  await browser?.close();
});

test("Home's Search shows the /search page the browser prerendered while Home was read", async ({
  baseURL,
}, testInfo) => {
  test.skip(testInfo.project.name !== 'desktop', "Phones show no filter row; one browser's run");
  const page = await browser.newPage();
  await page.setViewport({ width: 1366, height: 768, hasTouch: true });
  await page.goto(`${baseURL}/`, { waitUntil: 'load' });
  await page.waitForSelector('script[type="speculationrules"]');
  // A visitor reading Home for a moment: the prerender has begun (activation waits for it if not done).
  await new Promise((resolve) => setTimeout(resolve, 1000));
  const button = await page.waitForSelector(
    'form[aria-label="Search used cars"] button[type=submit]',
  );
  const box = await button?.boundingBox();
  if (!box) throw new Error('no Search button on Home');
  await page.touchscreen.tap(box.x + box.width / 2, box.y + box.height / 2);
  // Polled: a wait begun on Home would end with its target when the prerendered page takes its place.
  const shownPage = () =>
    page
      .evaluate(() => ({
        path: location.pathname + location.search,
        heading: document.querySelector('h1')?.textContent,
        cars: document.querySelectorAll('article').length,
        // Above 0 only for a page that was prerendered and then shown.
        activationStart:
          (performance.getEntriesByType('navigation')[0] as { activationStart?: number })
            .activationStart ?? 0,
      }))
      .catch(() => null);
  await expect.poll(shownPage, { timeout: 15_000 }).toMatchObject({
    path: '/search?state=1',
    heading: 'ALL CARS',
  });
  const shown = await shownPage();
  expect(shown?.cars).toBeGreaterThan(0);
  expect(shown?.activationStart).toBeGreaterThan(0);
  // Back returns to Home as after any new page.
  // (history.back(): Puppeteer's goBack waits for a load that a page from the back/forward cache skips.
  // The navigation it starts may destroy the page's context before evaluate returns: then it has
  // begun, and the poll below sees where it ends.)
  await page.evaluate(() => history.back()).catch(() => {});
  await expect
    .poll(() => page.evaluate(() => location.pathname).catch(() => null), { timeout: 15_000 })
    .toBe('/');
  await page.close();
});
