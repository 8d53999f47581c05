/**
 * The BreadcrumbList JSON-LD: a car's trail Home > city > make > model, with
 * absolute URLs of the landing pages under PUBLIC_URL.
 */
import { describe, expect, it } from 'vitest';
import { breadcrumbJsonLd, carCrumbs } from './breadcrumbs.ts';

const PUBLIC_URL = 'https://www.carsetu.example';

describe('breadcrumbJsonLd(carCrumbs(car))', () => {
  it('is a schema.org BreadcrumbList Home > city > make > model with absolute URLs', () => {
    const car = { city: 'Ahmedabad', make: 'Maruti Suzuki', model: 'Swift Dzire' };
    expect(breadcrumbJsonLd(carCrumbs(car), PUBLIC_URL)).toEqual({
      '@context': 'https://schema.org',
      '@type': 'BreadcrumbList',
      itemListElement: [
        { '@type': 'ListItem', position: 1, name: 'Home', item: `${PUBLIC_URL}/` },
        {
          '@type': 'ListItem',
          position: 2,
          name: 'Used cars in Ahmedabad',
          item: `${PUBLIC_URL}/used-cars/ahmedabad`,
        },
        {
          '@type': 'ListItem',
          position: 3,
          name: 'Used Maruti Suzuki cars',
          item: `${PUBLIC_URL}/used-cars/maruti-suzuki`,
        },
        {
          '@type': 'ListItem',
          position: 4,
          name: 'Used Maruti Suzuki Swift Dzire cars',
          item: `${PUBLIC_URL}/used-cars/maruti-suzuki-swift-dzire`,
        },
      ],
    });
  });

  it('slugs names with punctuation the way the landing pages do', () => {
    const list = breadcrumbJsonLd(
      carCrumbs({ city: 'Pimpri-Chinchwad', make: 'Mercedes-Benz', model: 'C-Class' }),
      PUBLIC_URL,
    ) as { itemListElement: { item: string }[] };
    expect(list.itemListElement.map((e) => e.item.slice(PUBLIC_URL.length))).toEqual([
      '/',
      '/used-cars/pimpri-chinchwad',
      '/used-cars/mercedes-benz',
      '/used-cars/mercedes-benz-c-class',
    ]);
  });
});
