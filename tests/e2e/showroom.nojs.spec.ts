/**
 * A dealer's showroom page without JavaScript (issue 45 part 5;
 * docs/decisions/046-showroom-pages.md), on a phone and a desktop: a visitor
 * goes from a dealer's car to its showroom through the seller block's link,
 * reads the firm, its place and hours, filters its cars by make and sorts
 * them with the native form, and the page is the same in Hindi and Gujarati.
 * Its head carries JSON-LD AutoDealer; Call and WhatsApp redirect to the
 * whole number (in no page); an old slug is redirected, an unknown dealer is
 * a 404. Screenshots go to test-results/screenshots.
 */
import { expect, type Page, test } from '@playwright/test';
import { shot } from './fixtures/page-helpers.ts';

const filters = (page: Page) => page.getByRole('form', { name: 'Filters' });
const cardTitles = (page: Page) => page.getByRole('article').getByRole('heading').allInnerTexts();

/** The path of a demo dealer's showroom (the sitemap's first; the e2e dealerships left out). */
async function demoShowroom(page: Page): Promise<string> {
  const xml = await (await page.request.get('/sitemaps/pages.xml')).text();
  const paths = [...xml.matchAll(/<loc>[^<]*?(\/dealer\/[^<]+)<\/loc>/g)].map((m) => m[1] ?? '');
  const path = paths.find((p) => !p.startsWith('/dealer/e2e-'));
  expect(path, 'a showroom in the sitemap').toBeTruthy();
  return path ?? '';
}

test('a visitor opens a dealer’s showroom from its car and filters its cars, without JavaScript', async ({
  page,
}, info) => {
  const phone = info.project.name.includes('phone');
  const showroom = await demoShowroom(page);
  // From one of its cars, as a buyer comes: the seller block links to the showroom.
  await page.goto(showroom);
  const firm = (await page.getByRole('heading', { level: 1 }).textContent()) ?? '';
  expect(firm).not.toBe('');
  await page.getByRole('article').first().locator('a[href*="/CarDetails/"]').first().click();
  await expect(page).toHaveURL(/\/CarDetails\//);
  await expect(page.getByText(`Sold by ${firm}`, { exact: false })).toBeVisible();
  await page.getByRole('link', { name: 'See all cars from this dealer' }).click();
  await expect(page).toHaveURL(new RegExp(`${showroom}$`));
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(firm);
  await expect(page.getByText(/^Used car dealer · /)).toBeVisible();
  await expect(page.getByText('Opening hours')).toBeVisible();
  await expect(
    page.getByRole('main').getByRole('link', { name: 'Call', exact: true }),
  ).toBeVisible();
  await expect(
    page.getByRole('main').getByRole('link', { name: 'WhatsApp', exact: true }),
  ).toBeVisible();
  const heading = page.getByRole('heading', { level: 2, name: /cars? for sale$/ });
  await expect(heading).toBeVisible();
  const cars = await cardTitles(page);
  expect(cars.length).toBeGreaterThan(0);
  await shot(page, info, 'showroom');
  await shot(page, info, 'showroom-full', true);

  // The make of its first car, chosen in the native form, narrows the list to it.
  const make = cars[0]?.split(' ').slice(1, 3).join(' ') ?? '';
  if (phone) await page.getByRole('button', { name: /Filters/ }).click();
  const company = filters(page).getByLabel('Company', { exact: true });
  const options = await company.locator('option').allInnerTexts();
  const label = options.find((o) => make.startsWith(o) || o.startsWith(make.split(' ')[0] ?? '-'));
  expect(label, `a Company option for "${make}"`).toBeTruthy();
  await company.selectOption({ label: label ?? '' });
  await expect(filters(page).getByLabel('State')).toHaveCount(0);
  await filters(page).getByRole('button', { name: 'Apply filters' }).click();
  await expect(page).toHaveURL(new RegExp(`${showroom}\\?make=\\d+$`));
  for (const title of await cardTitles(page)) expect(title).toContain(label ?? '');
  await page.getByLabel('Sort by').selectOption('price_asc');
  await page.getByRole('button', { name: 'Sort', exact: true }).click();
  await expect(page).toHaveURL(new RegExp(`${showroom}\\?make=\\d+&sort=price_asc$`));
  await shot(page, info, 'showroom-filtered');

  for (const lang of ['hi', 'gu'] as const) {
    await page.goto(`/${lang}${showroom}`);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(firm);
    await expect(page.locator('html')).toHaveAttribute('lang', `${lang}-IN`);
    await expect(page.getByRole('article').first()).toBeVisible();
    await shot(page, info, `showroom-${lang}`);
  }
});

test('a showroom’s head, its Call and WhatsApp links, an old slug and an unknown dealer', async ({
  page,
}) => {
  const path = await demoShowroom(page);
  const res = await page.request.get(path);
  expect(res.status()).toBe(200);
  const html = await res.text();
  expect(html).toContain('"@type":"AutoDealer"');
  expect(html).toContain('"@type":"OpeningHoursSpecification"');
  expect(html).toMatch(new RegExp(`<link rel="canonical" href="[^"]+${path}"`));
  expect(html).toContain('<meta property="og:image"');
  // The whole mobile is in no page: only the Call link's redirect gives it.
  const rand = path.slice(-10);
  const call = await page.request.get(`/api/showroom/${rand}/call`, { maxRedirects: 0 });
  expect(call.status()).toBe(302);
  const tel = call.headers().location ?? '';
  expect(tel).toMatch(/^tel:\+91[6-9]\d{9}$/);
  expect(html).not.toContain(tel.slice(-10));
  const chat = await page.request.get(`/api/showroom/${rand}/whatsapp`, { maxRedirects: 0 });
  expect(chat.headers().location).toMatch(/^https:\/\/wa\.me\/91[6-9]\d{9}\?text=/);

  const old = await page.request.get(`/dealer/old-name-${rand}?sort=price_asc`, {
    maxRedirects: 0,
  });
  expect(old.status()).toBe(301);
  expect(old.headers().location).toBe(`${path}?sort=price_asc`);
  const missing = await page.goto('/dealer/no-such-dealer-AAAAAAAAAA');
  expect(missing?.status()).toBe(404);
  await expect(page.getByText('404')).toBeVisible();
});
