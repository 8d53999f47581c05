/**
 * Issue 9: public pages arrive rendered by the server and hydrate when the
 * visitor shows intent (docs/decisions/013-hydrate-on-intent.md). Without
 * JavaScript a visitor still sees the cars; with it, the page runs only a
 * small boot script until touched, then hydrates without console errors and without fetching again what the HTML
 * already holds; link-preview and search crawlers get the meta tags,
 * JSON-LD and the car in the HTML; the mobile app's share bridge still works.
 */
import { expect, type Page, test } from '@playwright/test';
import { formatRupees } from '../../src/shared/format.ts';
import { gotoLive } from './fixtures/page-helpers.ts';

interface ListedCar {
  Rand: string;
  nSaleprice: number;
  modelyear: number;
  companyid: string;
  carmodelid: string;
}

/** A live car from the API (the page under test), and its page path. */
async function liveCar(page: Page): Promise<{ car: ListedCar; path: string }> {
  const res = await page.request.get('/api/Carmaster/GetRandomly2Car_cars?Pageindex=1');
  const car = ((await res.json()) as { Data: ListedCar[] }).Data[0];
  return { car, path: `/CarDetails/${car.Rand}/${car.modelyear}-${car.companyid}` };
}

/** Holds the app's entry script until the answered function is called (a slow connection, made certain). */
async function holdAppEntry(page: Page): Promise<() => void> {
  let release = () => {};
  const gate = new Promise<void>((resolve) => {
    release = resolve;
  });
  await page.route('**/assets/index-*.js', async (route) => {
    await gate;
    await route.continue();
  });
  return release;
}

test('without JavaScript the car page, Home and /search show their cars', async ({
  browser,
  page,
}, testInfo) => {
  const { car, path } = await liveCar(page);
  const noJs = await browser.newContext({
    javaScriptEnabled: false,
    viewport: page.viewportSize(),
  });
  const plain = await noJs.newPage();

  await plain.goto(path);
  await expect(plain.getByRole('heading', { level: 1 })).toContainText(
    `${car.modelyear} ${car.companyid} ${car.carmodelid}`,
  );
  await expect(plain.getByText(formatRupees(car.nSaleprice)).first()).toBeVisible();
  await expect(plain.getByRole('heading', { name: 'Specifications' })).toBeVisible();
  const photo = plain.getByRole('img', { name: new RegExp(`${car.companyid} ${car.carmodelid}`) });
  await expect(photo.first()).toBeVisible();
  await expect
    .poll(() => photo.first().evaluate((img: HTMLImageElement) => img.naturalWidth))
    .toBeGreaterThan(0);
  await plain.screenshot({ path: testInfo.outputPath('car-no-js.png') });

  for (const url of ['/', '/search']) {
    await plain.goto(url);
    const cards = plain.getByRole('article');
    expect(await cards.count()).toBeGreaterThan(3);
    await expect(cards.first().getByRole('link', { name: 'View Details' })).toBeVisible();
    await expect(cards.first().getByText('₹').first()).toBeVisible();
  }
  await noJs.close();
});

test('public pages hydrate without console errors and without fetching their data again', async ({
  page,
}) => {
  const { path } = await liveCar(page);
  const errors: string[] = [];
  const api: string[] = [];
  page.on('console', (m) => {
    if (m.type() === 'error') errors.push(m.text());
  });
  page.on('pageerror', (e) => errors.push(e.message));
  page.on('request', (r) => {
    if (r.url().includes('/api/')) api.push(new URL(r.url()).pathname);
  });
  const pageData: Record<string, string[]> = {
    '/': [
      'GetRandomly2Car_cars',
      'AllClientBanner',
      'companydata',
      'statenamedata',
      '/api/landing',
    ],
    '/search?state=1': ['GetDetailsofcarsbySCCM_data'],
    [path]: ['GetdetailsofCarsbyRandomid'],
    '/used-cars/ahmedabad': ['/api/landing', 'GetDetailsofcarsbySCCM_data'],
    '/contactus': ['/api/Site/settings'],
    '/page/AboutUs': ['/api/Site/settings'],
  };
  for (const [url, data] of Object.entries(pageData)) {
    api.length = 0;
    await gotoLive(page, url);
    await page.waitForLoadState('networkidle');
    for (const name of data)
      expect(
        api.filter((p) => p.includes(name)),
        `${url}: ${name}`,
      ).toEqual([]);
  }
  expect(errors).toEqual([]);

  // Hydrated means working: the lead dialog opens on the car page.
  await gotoLive(page, path);
  await page.getByRole('button', { name: 'Get Best Price' }).first().click();
  await expect(page.getByRole('dialog')).toBeVisible();
});

test('a public page runs only the boot script until the visitor shows intent; a tap before that still works', async ({
  page,
  isMobile,
}) => {
  const { path } = await liveCar(page);
  const scripts: string[] = [];
  page.on('request', (r) => {
    if (r.resourceType() === 'script') scripts.push(new URL(r.url()).pathname);
  });
  await page.goto(path);
  await page.waitForLoadState('networkidle');
  expect(scripts).toEqual([expect.stringMatching(/^\/assets\/boot-[\w-]+\.js$/)]);
  await expect(page.locator('html[data-hydrated]')).toHaveCount(0);

  // The first tap opens the lead dialog at once: the browser opens it (commandfor), not the app.
  const bestPrice = page.getByRole('button', { name: 'Get Best Price' }).first();
  await (isMobile ? bestPrice.tap() : bestPrice.click());
  const dialog = page.getByRole('dialog', { name: 'Get Best Price' });
  await expect(dialog).toBeVisible();
  await expect(dialog.getByLabel('Name')).toBeFocused();
  // Typed before the app runs, sent once it does, through the API: the seller's details.
  await dialog.getByLabel('Name').fill('Early Tapper');
  await dialog.getByLabel('Mobile').fill('9812345670');
  await expect(page.locator('html[data-hydrated="true"]')).toHaveCount(1);
  await dialog.getByRole('button', { name: 'Request Best Price' }).click();
  await expect(dialog).toBeHidden();
  await expect(page.getByText('Contact Dealer').first()).toBeVisible();
  await expect(page.locator('html[data-waking]')).toHaveCount(0);
});

test('a link tapped before the app runs opens the next page without starting the app on the one left', async ({
  page,
  isMobile,
}) => {
  test.skip(!isMobile, 'a mouse starts the app as it moves, before any click');
  const scripts: string[] = [];
  page.on('request', (r) => {
    if (r.resourceType() === 'script') scripts.push(new URL(r.url()).pathname);
  });
  await page.goto('/search');
  await page.waitForLoadState('networkidle');
  await page.locator('main article a[href^="/CarDetails/"]').first().tap();
  await expect(page).toHaveURL(/\/CarDetails\//);
  await page.waitForLoadState('networkidle');
  // The app would have held up the car page's request and parsing on the same main thread.
  expect(scripts.filter((s) => !/\/assets\/boot-[\w-]+\.js$/.test(s))).toEqual([]);
  await expect(page.locator('html[data-hydrated]')).toHaveCount(0);
});

test('signed out, a menu item that needs sign-in, tapped before the app runs, opens the login dialog on the page', async ({
  page,
  isMobile,
}) => {
  // The app's entry waits until the number is typed: a slow connection, made certain.
  const release = await holdAppEntry(page);
  await page.goto('/contactus');
  await expect(page.locator('html[data-hydrated]')).toHaveCount(0);
  const sell = isMobile
    ? page.getByRole('navigation', { name: 'Quick links' }).getByRole('link', { name: 'Sell Car' })
    : page.getByRole('banner').getByRole('link', { name: 'Sell Your Car' });
  await expect(sell).toHaveAttribute('href', /^\/Login\?next=/);
  await (isMobile ? sell.tap() : sell.click());
  // The login shell answers at once; the number typed in it carries over to the real dialog.
  const login = page.getByRole('dialog', { name: 'Login / Signup' });
  await expect(login).toBeVisible();
  await login.getByLabel('Mobile number').fill('9812345671');
  release();
  await expect(page.locator('html[data-hydrated="true"]')).toHaveCount(1);
  await expect(page.locator('#login-shell')).not.toHaveAttribute('open');
  await expect(login.getByLabel('Mobile number')).toHaveValue('9812345671');
  await expect(page).toHaveURL(/\/contactus$/);
});

test('the photo viewer opens at the photo tapped before the app runs, and zooms once it does', async ({
  page,
  isMobile,
}) => {
  const release = await holdAppEntry(page);
  const { path } = await liveCar(page);
  await page.goto(path);
  const slide = page.getByRole('button', { name: /^Open photo 2 of \d+ full screen$/ });
  test.skip((await slide.count()) === 0, 'the first car has a single photo');
  await expect(page.locator('html[data-hydrated]')).toHaveCount(0);
  await (isMobile ? slide.tap() : slide.click());
  const viewer = page.getByRole('dialog', { name: /: photos$/ });
  await expect(viewer).toBeVisible();
  const photoInView = () =>
    viewer
      .getByRole('list')
      .evaluate((strip) => Math.round(strip.scrollLeft / strip.clientWidth) + 1);
  expect(await photoInView()).toBe(2);
  await expect(page.locator('html[data-hydrated]')).toHaveCount(0);
  release();
  await expect(page.locator('html[data-hydrated="true"]')).toHaveCount(1);
  await expect(viewer).toBeVisible();
  await viewer.getByRole('button', { name: 'Zoom in' }).click();
  await expect(viewer.getByRole('button', { name: 'Zoom out' })).toBeEnabled();
  await viewer.getByRole('button', { name: 'Close photo viewer' }).click();
  await expect(viewer).toBeHidden();
});

test("WhatsApp's, Facebook's and Google's crawlers get the car, its meta tags and JSON-LD", async ({
  page,
}) => {
  const { car, path } = await liveCar(page);
  for (const userAgent of [
    'WhatsApp/2.23.20.0 A',
    'facebookexternalhit/1.1 (+http://www.facebook.com/externalhit_uatext.php)',
    'Mozilla/5.0 (compatible; Googlebot/2.1; +http://www.google.com/bot.html)',
  ]) {
    const res = await page.request.get(path, { headers: { 'user-agent': userAgent } });
    expect(res.status()).toBe(200);
    const html = await res.text();
    expect(html).toMatch(/<meta property="og:title" content="[^"]+"/);
    expect(html).toMatch(/<meta property="og:image" content="https?:\/\/[^"]+"/);
    expect(html).toContain('"@type":"Car"');
    // The car itself is in the body, not only in the head.
    const body = html.slice(html.indexOf('<div id="root">'));
    expect(body).toContain(formatRupees(car.nSaleprice));
    expect(body).toContain(`${car.modelyear} ${car.companyid} ${car.carmodelid}`);
  }
});

test("inside the mobile app's web view, Share goes through the app's bridge", async ({ page }) => {
  const { path } = await liveCar(page);
  await page.addInitScript(() => {
    const sent: string[] = [];
    (window as unknown as { sent: string[] }).sent = sent;
    window.ReactNativeWebView = { postMessage: (m: string) => sent.push(m) };
  });
  await gotoLive(page, path);
  await page.getByRole('button', { name: 'Share this car' }).first().click();
  const sent = await page.evaluate(() => (window as unknown as { sent: string[] }).sent);
  expect(sent).toHaveLength(1);
  const message = JSON.parse(sent[0]) as { type: string; url: string };
  expect(message.type).toBe('share');
  expect(message.url).toBe(new URL(path, page.url()).href);
});
