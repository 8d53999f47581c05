/**
 * The head of a landing page: title with the site suffix, description,
 * canonical /used-cars/{slug} under PUBLIC_URL, og:type website, the Twitter
 * card, and a BreadcrumbList Home > page (Home > make > model for a model).
 */
import { describe, expect, it } from 'vitest';
import { landingWording } from '#shared/pages/landing-wording.ts';
import type { LandingPage } from '#shared/schemas/landing.ts';
import { landingPageHead } from './landing-head.ts';
import { renderHead } from './page-head.ts';

const PUBLIC_URL = 'https://www.carsetu.example';
const stats = { count: 6, minPrice: 190000, maxPrice: 775000 };

const city: LandingPage = {
  kind: 'city',
  slug: 'ahmedabad',
  name: 'Ahmedabad',
  ...landingWording('city', 'Ahmedabad', stats),
  ...stats,
  filters: { state: 1, city: 1, make: null, model: null },
  searchPath: '/search?state=1&city=1',
  make: null,
};
const model: LandingPage = {
  kind: 'model',
  slug: 'maruti-suzuki-swift',
  name: 'Maruti Suzuki Swift',
  ...landingWording('model', 'Maruti Suzuki Swift', stats),
  ...stats,
  filters: { state: null, city: null, make: 1, model: 5 },
  searchPath: '/search?make=1&model=5',
  make: { slug: 'maruti-suzuki', name: 'Maruti Suzuki' },
};

const trail = (jsonLd: object[] = []) =>
  (jsonLd[0] as { itemListElement: { position: number; name: string; item: string }[] })
    .itemListElement;

describe('landingPageHead', () => {
  it('a city page: title, description, canonical, og:type website, Home > city', () => {
    const head = landingPageHead(city, PUBLIC_URL);
    expect(head).toMatchObject({
      title: 'Used Cars in Ahmedabad | CarSetu',
      description: city.description,
      canonical: `${PUBLIC_URL}/used-cars/ahmedabad`,
      ogType: 'website',
    });
    expect(head.robots).toBeUndefined();
    expect(head.jsonLd).toHaveLength(1);
    expect(head.jsonLd?.[0]).toMatchObject({
      '@context': 'https://schema.org',
      '@type': 'BreadcrumbList',
    });
    expect(trail(head.jsonLd)).toEqual([
      { '@type': 'ListItem', position: 1, name: 'Home', item: `${PUBLIC_URL}/` },
      {
        '@type': 'ListItem',
        position: 2,
        name: 'Used cars in Ahmedabad',
        item: `${PUBLIC_URL}/used-cars/ahmedabad`,
      },
    ]);
    const html = renderHead(head);
    expect(html).toContain('<meta property="og:type" content="website" />');
    expect(html).toContain('<meta name="twitter:card" content="summary_large_image" />');
    expect(html).toContain(`<link rel="canonical" href="${PUBLIC_URL}/used-cars/ahmedabad" />`);
  });

  it('a make + model page: Home > make > model', () => {
    const head = landingPageHead(model, PUBLIC_URL);
    expect(head.title).toBe('Used Maruti Suzuki Swift Cars | CarSetu');
    expect(trail(head.jsonLd).map((e) => [e.position, e.name, e.item])).toEqual([
      [1, 'Home', `${PUBLIC_URL}/`],
      [2, 'Used Maruti Suzuki cars', `${PUBLIC_URL}/used-cars/maruti-suzuki`],
      [3, 'Used Maruti Suzuki Swift cars', `${PUBLIC_URL}/used-cars/maruti-suzuki-swift`],
    ]);
  });
});
