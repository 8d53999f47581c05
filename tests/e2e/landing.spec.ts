/**
 * Issue 9: landing pages per city, make and make + model. Home links the
 * popular ones; each page has its own title, h1 and description, its cars
 * rendered by the server (all of that city or make), Load More, a way to
 * narrow in /search, and BreadcrumbList JSON-LD; an unknown one is a 404.
 */
import { expect, test } from '@playwright/test';
import { gotoLive, shot } from './fixtures/page-helpers.ts';

test('Home links the popular cities and makes to their landing pages', async ({
  page,
}, testInfo) => {
  await gotoLive(page, '/');
  const cities = page.getByRole('list', { name: 'Used cars by city' });
  const first = cities.getByRole('link').first();
  const label = (await first.textContent()) ?? '';
  const city = /^Used cars in (.+?)\s*\d+$/.exec(label)?.[1] ?? '';
  expect(city).not.toBe('');
  await first.click();
  await expect(page).toHaveURL(/\/used-cars\/[a-z0-9-]+$/);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(`Used cars in ${city}`);
  await expect(page).toHaveTitle(`Used Cars in ${city} | CarSetu`);
  const cards = page.getByRole('article');
  await expect(cards.first()).toBeVisible();
  for (const card of await cards.all()) await expect(card).toContainText(city);
  await shot(page, testInfo, 'landing-city');

  // Load More adds the next page; "Filter these cars" opens /search with the city chosen.
  const before = await cards.count();
  const more = page.getByRole('link', { name: 'Load More' });
  if (await more.isVisible()) {
    await more.click();
    await expect.poll(() => cards.count()).toBeGreaterThan(before);
  }
  await page.getByRole('link', { name: 'Filter these cars' }).click();
  await expect(page).toHaveURL(/\/search\?state=\d+&city=\d+$/);

  await gotoLive(page, '/');
  await page.getByRole('list', { name: 'Used cars by make' }).getByRole('link').first().click();
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(/^Used .+ cars$/);
  await shot(page, testInfo, 'landing-make');
});

test('a landing page carries its head and breadcrumbs; an unknown one answers 404', async ({
  page,
}) => {
  const res = await page.request.get('/used-cars/maruti-suzuki-swift');
  expect(res.status()).toBe(200);
  const html = await res.text();
  expect(html).toContain('<title>Used Maruti Suzuki Swift Cars | CarSetu</title>');
  expect(html).toMatch(/<link rel="canonical" href="[^"]+\/used-cars\/maruti-suzuki-swift"/);
  expect(html).toContain('"@type":"BreadcrumbList"');
  expect(html).toContain('/used-cars/maruti-suzuki"');

  const missing = await page.goto('/used-cars/no-such-place');
  expect(missing?.status()).toBe(404);
  await expect(page.getByText('404')).toBeVisible();
});
