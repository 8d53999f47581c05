/**
 * Issue 22: public pages complete without JavaScript (run by the no-JS
 * projects of playwright.config.ts, with JavaScript disabled). The /search
 * filters and sort are a GET form of native selects that lands on the
 * canonical address; the phone's Filters button opens the sheet (a native
 * popover); 'Load More' is a link to the next page; Home's filter row opens
 * /search with its choices.
 */
import { expect, type Page, test } from '@playwright/test';
import { shot } from './fixtures/page-helpers.ts';

const filters = (page: Page) => page.getByRole('form', { name: 'Filters' });
const cardTitles = (page: Page) => page.getByRole('article').getByRole('heading').allInnerTexts();

test('/search filters, sorts and pages on without JavaScript', async ({ page }, testInfo) => {
  const phone = testInfo.project.name.includes('phone');
  await page.goto('/search');
  await expect(page.getByRole('article')).toHaveCount(12);
  await expect(page.getByText('Loading...')).toHaveCount(0);
  const firstPage = await cardTitles(page);

  if (phone) {
    await page.getByRole('button', { name: /Filters/ }).click();
    await expect(filters(page).getByText('Filter cars')).toBeVisible();
  }
  await filters(page)
    .getByLabel('Company', { exact: true })
    .selectOption({ label: 'Maruti Suzuki' });
  await filters(page).getByLabel('Budget: maximum').selectOption('1000000');
  await shot(page, testInfo, 'no-js-search-filters');
  await filters(page).getByRole('button', { name: 'Apply filters' }).click();
  await expect(page).toHaveURL(/\/search\?state=1&make=\d+&price=50000-1000000$/);
  for (const title of await cardTitles(page)) expect(title).toContain('Maruti Suzuki');

  // The sort select joins the same form; without JavaScript a Sort button sends it.
  await page.getByLabel('Sort by').selectOption('price_asc');
  await page.getByRole('button', { name: 'Sort', exact: true }).click();
  await expect(page).toHaveURL(/&price=50000-1000000&sort=price_asc$/);
  await expect(filters(page).getByLabel('Company', { exact: true })).toHaveValue(/\d+/);

  // Clear all keeps the state only; the next page is a link to a page of its own.
  const clear = filters(page).getByRole('link', { name: 'Clear all' }).first();
  if (phone) await page.getByRole('button', { name: /Filters/ }).click();
  await clear.click();
  await expect(page).toHaveURL(/\/search\?state=1$/);
  expect(await cardTitles(page)).toEqual(firstPage);
  await page.getByRole('link', { name: 'Load More' }).click();
  await expect(page).toHaveURL(/\/search\?state=1&page=2&cursor=/);
  const secondPage = await cardTitles(page);
  expect(secondPage.length).toBeGreaterThan(0);
  expect(secondPage).not.toEqual(firstPage);
  await shot(page, testInfo, 'no-js-search-page-2');
});

test("Home's Load More opens the next page without JavaScript", async ({ page }) => {
  await page.goto('/');
  const homeCars = await cardTitles(page);
  await page.getByRole('link', { name: 'Load More' }).click();
  await expect(page).toHaveURL(/\/\?page=2/);
  expect(await cardTitles(page)).not.toEqual(homeCars);
});

test("Home's filter row opens /search without JavaScript", async ({ page }, testInfo) => {
  test.skip(testInfo.project.name.includes('phone'), 'Phones show the typed search link instead');
  await page.goto('/');
  const row = page.getByRole('form', { name: 'Search used cars' });
  await row.getByLabel('Company', { exact: true }).selectOption({ label: 'Maruti Suzuki' });
  await row.getByRole('button', { name: 'Search' }).click();
  await expect(page).toHaveURL(/\/search\?state=1&make=\d+$/);
  await expect(filters(page).getByLabel('Company', { exact: true })).not.toHaveValue('');
});
