import { describe, expect, it } from 'vitest';
import { landingSearchPath, modelSlug, slugify } from './landing.ts';
import { landingWording } from './landing-wording.ts';

describe('landing slugs and wording', () => {
  it('makes slugs of names: lowercase ASCII words joined by one hyphen', () => {
    expect(slugify('Maruti Suzuki')).toBe('maruti-suzuki');
    expect(slugify('  Bengaluru (Bangalore) ')).toBe('bengaluru-bangalore');
    expect(slugify('Citroën C3')).toBe('citroen-c3');
    expect(slugify('GO+')).toBe('go-plus');
    expect(modelSlug('Maruti Suzuki', 'Swift Dzire')).toBe('maruti-suzuki-swift-dzire');
  });

  it('words a page with its count and price range in Indian grouping', () => {
    const stats = { count: 42, minPrice: 120000, maxPrice: 950000 };
    expect(landingWording('city', 'Ahmedabad', stats)).toEqual({
      title: 'Used Cars in Ahmedabad',
      h1: 'Used cars in Ahmedabad',
      description:
        'Buy from 42 used cars for sale in Ahmedabad, priced ₹1,20,000 to ₹9,50,000, from trusted dealers and owners on CarSetu.',
    });
    expect(
      landingWording('make', 'Tata', { count: 1, minPrice: 5e5, maxPrice: 5e5 }).description,
    ).toBe(
      'Buy from 1 used Tata car across India, priced ₹5,00,000, from trusted dealers and owners on CarSetu.',
    );
  });

  it('writes the /search address of the filters it names, in /search order', () => {
    expect(landingSearchPath({ state: 1, city: 12, make: null, model: null })).toBe(
      '/search?state=1&city=12',
    );
    expect(landingSearchPath({ state: null, city: null, make: 3, model: 40 })).toBe(
      '/search?make=3&model=40',
    );
  });
});
