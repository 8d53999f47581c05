/**
 * Issue 23 part 2: the fair-price badge. The demo's popular models are rated
 * (the server's sweep runs after start); a car page's badge opens what it
 * means at a tap, and a card shows the badge too.
 */
import { expect, type Page, test } from '@playwright/test';
import { formatRupees } from '../../src/shared/format.ts';
import { shot } from './fixtures/page-helpers.ts';

interface RatedCar {
  Rand: string;
  modelyear: number;
  companyid: string;
  pricerating: { rating: string | null; low: number; high: number; comparables: number } | null;
}

/** A car for sale with a rating (Home's pages, in order). */
async function ratedCar(page: Page): Promise<RatedCar> {
  for (let index = 1; index <= 40; index++) {
    const res = await page.request.get(`/api/Carmaster/GetRandomly2Car_cars?Pageindex=${index}`);
    const cars = ((await res.json()) as { Data: RatedCar[] }).Data;
    const rated = cars.find((c) => c.pricerating?.rating);
    if (rated) return rated;
    if (cars.length === 0) break;
  }
  throw new Error('no rated car: did the ratings sweep run?');
}

test('a car page explains its fair-price badge at a tap', async ({ page, isMobile }, testInfo) => {
  await expect.poll(async () => (await ratedCar(page).catch(() => null)) !== null).toBe(true);
  const car = await ratedCar(page);
  const rating = car.pricerating as NonNullable<RatedCar['pricerating']>;
  await page.goto(`/CarDetails/${car.Rand}/${car.modelyear}-${car.companyid}`);
  const badge = page.locator('summary').filter({ hasText: rating.rating as string });
  await expect(badge).toBeVisible();
  await (isMobile ? badge.tap() : badge.click());
  const explained = page.getByText(
    `Fair price range: ${formatRupees(rating.low)} to ${formatRupees(rating.high)}, from ${rating.comparables} similar cars on CarSetu.`,
  );
  await expect(explained).toBeVisible();
  await expect(page.getByText(/cannot see the car's condition, service history/)).toBeVisible();
  await shot(page, testInfo, 'price-badge-explained');
});
