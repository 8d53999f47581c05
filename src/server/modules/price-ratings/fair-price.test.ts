import { describe, expect, it } from 'vitest';
import { ratingOf } from '#shared/price-rating.ts';
import { adjustedPrice, fairPrice, type RatedCar } from './fair-price.ts';

const car = (over: Partial<RatedCar> = {}): RatedCar => ({
  id: 1,
  price: 500_000,
  km: 40_000,
  modelYear: 2019,
  fuel: 'Petrol',
  gear: 'Manual',
  stateId: 1,
  ...over,
});

/** `n` comparables of `car`'s exact spec at `price`, ids from 100. */
const same = (n: number, price: number, over: Partial<RatedCar> = {}) =>
  Array.from({ length: n }, (_, i) => car({ id: 100 + i, price, ...over }));

describe('adjustedPrice', () => {
  it('leaves a comparable of the same spec as it is', () => {
    expect(adjustedPrice(car({ id: 2 }), car())).toBe(500_000);
  });
  it('moves 8% a model year, 1% per 10,000 km (at most 15%), and by fuel and gear', () => {
    expect(adjustedPrice(car({ modelYear: 2020 }), car())).toBeCloseTo(460_000);
    expect(adjustedPrice(car({ km: 60_000 }), car())).toBeCloseTo(510_000);
    expect(adjustedPrice(car({ km: 400_000 }), car())).toBeCloseTo(575_000);
    expect(adjustedPrice(car({ km: 0 }), car({ km: 400_000 }))).toBeCloseTo(425_000);
    expect(adjustedPrice(car({ fuel: 'Diesel', price: 540_000 }), car())).toBeCloseTo(500_000);
    expect(adjustedPrice(car({ gear: 'Automatic', price: 535_000 }), car())).toBeCloseTo(500_000);
  });
});

describe('fairPrice', () => {
  it('says "Not enough data" (no rating) below 8 comparables', () => {
    expect(fairPrice(car(), same(7, 500_000))).toEqual({
      rating: null,
      fair: 0,
      low: 0,
      high: 0,
      comparables: 7,
    });
    // The car itself, and cars two model years away, are no comparables.
    const candidates = [car(), ...same(7, 500_000), car({ id: 50, modelYear: 2017 })];
    expect(fairPrice(car(), candidates).rating).toBeNull();
  });

  it('rates against the median of 8 or more, with a range 5% either side (to ₹5,000)', () => {
    const comps = [
      ...same(4, 480_000),
      ...same(4, 520_000),
      car({ id: 9, price: 2_000_000 }), // an outlier moves a median little
    ];
    const result = fairPrice(car(), comps);
    // ₹5,00,000 is 96% of ₹5,20,000: a good price.
    expect(result).toEqual({
      rating: 'Good price',
      fair: 520_000,
      low: 495_000,
      high: 545_000,
      comparables: 9,
    });
  });

  it('gives each rating at its thresholds', () => {
    const comps = same(10, 500_000);
    const rate = (price: number) => fairPrice(car({ price }), comps).rating;
    expect(rate(450_000)).toBe('Great price');
    expect(rate(460_000)).toBe('Good price');
    expect(rate(485_000)).toBe('Good price');
    expect(rate(490_000)).toBe('Fair price');
    expect(rate(525_000)).toBe('Fair price');
    expect(rate(530_000)).toBe('High price');
    expect(rate(575_000)).toBe('High price');
    expect(rate(580_000)).toBe('Overpriced');
    expect(ratingOf(100, 100)).toBe('Fair price');
  });

  it('uses the same state when it has 8 comparables, else every state', () => {
    const here = same(8, 400_000);
    const elsewhere = same(8, 600_000, { stateId: 2 }).map((c, i) => ({ ...c, id: 200 + i }));
    expect(fairPrice(car(), [...here, ...elsewhere])).toMatchObject({
      fair: 400_000,
      comparables: 8,
      rating: 'Overpriced',
    });
    expect(fairPrice(car(), [...here.slice(1), ...elsewhere])).toMatchObject({
      fair: 600_000,
      comparables: 15,
      rating: 'Great price',
    });
  });
});
