/**
 * Issue 23 part 5: recently viewed cars, kept on the device. Two car pages
 * opened from the server (the boot script remembers them before the app
 * runs) show on Home, newest first, and on a car page without itself.
 */
import { expect, test } from '@playwright/test';
import { gotoLive, shot } from './fixtures/page-helpers.ts';

interface ListedCar {
  Rand: string;
  modelyear: number;
  companyid: string;
  carmodelid: string;
}

test('the cars a visitor opened show on Home and on a car page', async ({ page }, testInfo) => {
  const res = await page.request.get('/api/Carmaster/GetRandomly2Car_cars?Pageindex=1');
  const [a, b] = ((await res.json()) as { Data: ListedCar[] }).Data.slice(3, 5);
  const pathOf = (c: ListedCar) => `/CarDetails/${c.Rand}/${c.modelyear}-${c.companyid}`;
  const titled = (c: ListedCar) => new RegExp(`^${c.modelyear} ${c.companyid} ${c.carmodelid}`);

  // Read and left without a tap: still remembered.
  for (const car of [a, b]) {
    await page.goto(pathOf(car));
    await page.waitForLoadState('networkidle');
  }
  await gotoLive(page, '/');
  const strip = page.getByRole('region', { name: 'Recently viewed' });
  await strip.scrollIntoViewIfNeeded();
  await expect(strip.getByRole('link')).toHaveCount(2);
  await expect(strip.getByRole('link').nth(0)).toHaveText(titled(b));
  await expect(strip.getByRole('link').nth(1)).toHaveText(titled(a));
  await shot(page, testInfo, 'recently-viewed-home');

  await strip.getByRole('link').nth(1).click();
  await expect(page).toHaveURL(new RegExp(`/CarDetails/${a.Rand}/`));
  // The app opened it: the strip there leaves the car itself out.
  const onCar = page.getByRole('region', { name: 'Recently viewed' });
  await expect(onCar.getByRole('link')).toHaveCount(1);
  await expect(onCar.getByRole('link')).toHaveText(titled(b));
  await onCar.scrollIntoViewIfNeeded();
  await shot(page, testInfo, 'recently-viewed-car');
});
