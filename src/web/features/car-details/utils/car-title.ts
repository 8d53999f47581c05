/** Titles on the car page (docs/product.md#car-page). Pure functions. */
import { carPageTitle as titleOfCarPage } from '#shared/public-pages.ts';
import type { CarListItem } from '#shared/schemas/car.ts';

/** "2019 Maruti Suzuki Swift VXI": year, company, model, variant. */
export function carFullTitle(
  car: Pick<CarListItem, 'modelyear' | 'companyid' | 'carmodelid' | 'variantid'>,
): string {
  return [car.modelyear, car.companyid, car.carmodelid, car.variantid]
    .map((part) => String(part ?? '').trim())
    .filter(Boolean)
    .join(' ');
}

/**
 * The car page's title, as the server's head has it (docs/product.md#car-page):
 * "2019 Maruti Suzuki Swift VXI for sale in Surat at ₹5,45,000".
 */
export function carPageTitle(
  car: Pick<
    CarListItem,
    'modelyear' | 'companyid' | 'carmodelid' | 'variantid' | 'cityname' | 'nSaleprice'
  >,
): string {
  return titleOfCarPage({ name: carFullTitle(car), city: car.cityname, price: car.nSaleprice });
}

/**
 * The URL's name parameter as a title: hyphens become spaces, runs of spaces
 * collapse ("2019-Maruti-Swift-VXI- Used Car for Sale inSurat" ->
 * "2019 Maruti Swift VXI Used Car for Sale inSurat").
 */
export function slugToTitle(name: string | undefined): string {
  if (!name) return '';
  let decoded = name;
  try {
    decoded = decodeURIComponent(name);
  } catch {
    // Already decoded (the router decodes params), or a stray '%': keep as is.
  }
  return decoded.replace(/-/g, ' ').replace(/\s+/g, ' ').trim();
}
