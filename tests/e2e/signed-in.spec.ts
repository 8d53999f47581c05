/**
 * Signed-in visitors on the public pages, set up through the API
 * (fixtures/accounts.ts): a buyer's page starts the app at once, without
 * waiting for a touch (docs/decisions/013-hydrate-on-intent.md), so hearts
 * work and show the wishlist; a seller's new listing shows on My Vehicles
 * and on its own server-rendered car page.
 */
import { formatRupees } from '../../src/shared/format.ts';
import { expect, test } from './fixtures/accounts.ts';
import { pinCard } from './fixtures/page-helpers.ts';

test('a signed-in buyer: the page starts at once, and a heart on Home adds the car to the wishlist', async ({
  page,
  buyer,
}) => {
  expect(buyer.token).not.toBe('');
  await page.goto('/');
  // No touch, key or mouse movement: the app starts because this visitor is signed in.
  await expect(page.locator('html[data-hydrated="true"]')).toHaveCount(1);
  const card = await pinCard(page, page.getByRole('article').first());
  const title = (await card.getByRole('heading').first().textContent()) ?? '';
  await card.getByRole('button', { name: 'Add to wishlist' }).click();
  await expect(card.getByRole('button', { name: 'Remove from wishlist' })).toBeVisible();

  await page.goto('/Wishlist');
  await expect(page.getByRole('article').filter({ hasText: title.trim() }).first()).toBeVisible();
});

test("a seller's new listing shows on My Vehicles and on its own server-rendered page", async ({
  page,
  seller,
}) => {
  await page.goto('/MyVehicles');
  await expect(page.getByText(seller.car.carNumber)).toBeVisible();

  const path = `/CarDetails/${seller.car.rand}/x`;
  const html = await (await page.request.get(path)).text();
  const body = html.slice(html.indexOf('<div id="root">'));
  expect(body).toContain(seller.car.title);
  expect(body).toContain(formatRupees(seller.car.price));

  await page.goto(path);
  await expect(page.getByRole('heading', { level: 1 })).toContainText(seller.car.title);
});
