/**
 * Issue 23 part 1: keyword search. The header's box suggests makes, models
 * and cities as the buyer types (keyboard and pointer), and a search lands
 * on /search?q=..., whose box says what the words were read as; the words
 * combine with the sort, and the address is shareable.
 */
import { expect, type Page, test } from '@playwright/test';
import { expectNoSeriousA11yViolations, gotoLive, shot } from './fixtures/page-helpers.ts';

const results = (page: Page) => page.locator('section[aria-labelledby="search-results"]');

/** The titles of the cards shown once the results have settled. */
async function cardTitles(page: Page): Promise<string[]> {
  await expect(results(page)).toHaveAttribute('aria-busy', 'false');
  await expect(page.getByRole('article').first()).toBeVisible();
  return page.getByRole('article').getByRole('heading').allTextContents();
}

test('the header box suggests as the buyer types, and a suggestion picked by keyboard searches for it', async ({
  page,
}, testInfo) => {
  await gotoLive(page, '/');
  const box = page.getByRole('banner').getByRole('combobox', { name: 'Search cars' });
  await box.click();
  await box.pressSequentially('hundai', { delay: 40 });
  const list = page.getByRole('listbox', { name: 'Suggestions' });
  await expect(list.getByRole('option').first()).toHaveText(/Hyundai\s*Make/);
  await expect(box).toHaveAttribute('aria-expanded', 'true');
  await expectNoSeriousA11yViolations(page);
  await shot(page, testInfo, 'keyword-suggestions');
  await box.press('ArrowDown');
  await expect(box).toHaveAttribute('aria-activedescendant', /.+/);
  await box.press('Enter');
  await expect(page).toHaveURL(/\/search\?q=hyundai$/);
  const titles = await cardTitles(page);
  expect(titles.length).toBeGreaterThan(0);
  for (const title of titles) expect(title).toContain('Hyundai');
  await expect(page.getByText('Searching for:')).toContainText('Hyundai');
  // Back returns to Home, as any search would.
  await page.goBack();
  await expect(page).toHaveURL(/\/$/);
});

test('a typed query on /search is read, shown, combined with the sort and kept in the address', async ({
  page,
}, testInfo) => {
  await gotoLive(page, '/search?q=creta');
  const box = page.getByRole('main').getByRole('combobox', { name: 'Search cars' });
  await expect(box).toHaveValue('creta');
  await box.fill('swift under 5 lakh');
  await box.press('Enter');
  await expect(page).toHaveURL(/\/search\?q=swift\+under\+5\+lakh/);
  await expect(page.getByText('Searching for:')).toContainText(
    'Maruti Suzuki Swift · Under ₹5,00,000',
  );
  const titles = await cardTitles(page);
  expect(titles.length).toBeGreaterThan(0);
  for (const title of titles) expect(title).toContain('Swift');
  await page.getByLabel('Sort by').selectOption('price_asc');
  await expect(page).toHaveURL(/q=swift\+under\+5\+lakh.*sort=price_asc/);
  await cardTitles(page);
  // A card's first amount is its price.
  const prices = (await page.getByRole('article').allTextContents()).map((text) =>
    Number(/₹\s?([\d,]+)/.exec(text)?.[1]?.replace(/,/g, '')),
  );
  expect(prices.length).toBeGreaterThan(0);
  expect(prices).toEqual([...prices].sort((a, b) => a - b));
  for (const price of prices) expect(price).toBeLessThanOrEqual(500_000);
  await shot(page, testInfo, 'keyword-results');
  // The shared address opens the same search in a new page.
  const shared = await page.context().newPage();
  await shared.goto(page.url());
  await expect(shared.getByRole('main').getByRole('combobox', { name: 'Search cars' })).toHaveValue(
    'swift under 5 lakh',
  );
  await expect(shared.getByText('Searching for:')).toContainText('Maruti Suzuki Swift');
  await shared.close();
});

test('a word that names nothing is reported, and Clear search widens the search', async ({
  page,
}) => {
  await gotoLive(page, '/search?q=zzqx');
  await expect(page.getByText('Not recognised: zzqx')).toBeVisible();
  await gotoLive(page, `/search?q=${encodeURIComponent('creta 2005')}`);
  await expect(page.getByText('No vehicle available!')).toBeVisible();
  await page.getByRole('link', { name: 'Clear search' }).click();
  await expect(page).not.toHaveURL(/q=/);
  await expect(page.getByRole('article').first()).toBeVisible();
});
