/**
 * Issue 23 part 4: cars side by side. "Add to compare" on two car pages (or
 * two cards) builds the list; the compare page shows both with their facts, marks the
 * rows that differ, and Remove takes a car out. The page is its address.
 */
import { expect, type Page, test } from '@playwright/test';
import { gotoLive, shot } from './fixtures/page-helpers.ts';

interface ListedCar {
  Rand: string;
  modelyear: number;
  companyid: string;
  carmodelid: string;
}

async function twoCars(page: Page): Promise<[ListedCar, ListedCar]> {
  const res = await page.request.get('/api/Carmaster/GetRandomly2Car_cars?Pageindex=1');
  const cars = ((await res.json()) as { Data: ListedCar[] }).Data;
  return [cars[6], cars[7]];
}
const pathOf = (c: ListedCar) => `/CarDetails/${c.Rand}/${c.modelyear}-${c.companyid}`;
const columns = (page: Page) => page.getByRole('table').getByRole('columnheader');

test('two cars added from their pages are compared side by side', async ({ page }, testInfo) => {
  const [a, b] = await twoCars(page);
  const aside = page.getByRole('complementary', { name: 'Price and seller' });
  await gotoLive(page, pathOf(a));
  await aside.getByRole('link', { name: 'Add to compare' }).click();
  await expect(page).toHaveURL(new RegExp(`/compare\\?cars=${a.Rand}$`));
  await expect(columns(page)).toHaveCount(1);

  await gotoLive(page, pathOf(b));
  await aside.getByRole('link', { name: 'Add to compare (2 cars)' }).click();
  await expect(page).toHaveURL(new RegExp(`/compare\\?cars=${a.Rand},${b.Rand}$`));
  await expect(columns(page)).toHaveCount(2);
  await expect(columns(page).nth(0)).toContainText(`${a.modelyear} ${a.companyid} ${a.carmodelid}`);
  await expect(columns(page).nth(1)).toContainText(`${b.modelyear} ${b.companyid} ${b.carmodelid}`);
  for (const fact of [
    'Price',
    'Fair-price badge',
    'Year',
    'Kilometres',
    'Fuel',
    'Gear',
    'Owner',
    'City',
  ]) {
    await expect(page.getByRole('rowheader', { name: new RegExp(`^${fact}`) })).toBeVisible();
  }
  // Two different cars differ at least in price or kilometres: those rows are marked.
  await expect(page.getByRole('rowheader', { name: /\(differs\)$/ }).first()).toBeVisible();
  await shot(page, testInfo, 'compare-two-cars');

  await page.getByRole('link', { name: `Remove ${b.carmodelid} from the comparison` }).click();
  await expect(page).toHaveURL(new RegExp(`/compare\\?cars=${a.Rand}$`));
  await expect(columns(page)).toHaveCount(1);
});

test('cars added from their cards on /search are compared', async ({ page, isMobile }) => {
  await gotoLive(page, '/search');
  const cards = page.getByRole('article');
  const first = ((await cards.nth(0).getByRole('heading').textContent()) ?? '').trim();
  const tap = (link: ReturnType<Page['getByRole']>) => (isMobile ? link.tap() : link.click());
  await tap(cards.nth(0).getByRole('link', { name: /^Add to compare/ }));
  await expect(page).toHaveURL(/\/compare\?cars=[\w-]+$/);
  const firstRand = new URL(page.url()).searchParams.get('cars') as string;
  await expect(columns(page)).toHaveCount(1);
  await page.goBack();
  // Back on the list, every other card's link adds to the kept list.
  const other = cards
    .filter({ hasNot: page.locator(`a[href="/compare?cars=${firstRand}"]`) })
    .first();
  const second = ((await other.getByRole('heading').textContent()) ?? '').trim();
  const add = other.getByRole('link', { name: /^Add to compare \(2 cars\)/ });
  await expect(add).toHaveAttribute('href', new RegExp(`^/compare\\?cars=${firstRand},[\\w-]+$`));
  await tap(add);
  await expect(columns(page)).toHaveCount(2);
  await expect(columns(page).nth(0)).toContainText(first);
  await expect(columns(page).nth(1)).toContainText(second);
});
