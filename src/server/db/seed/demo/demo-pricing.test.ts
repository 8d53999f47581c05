import { describe, expect, it } from 'vitest';
import { demoKm, demoOwner, demoPrice, retainedValue } from './demo-pricing.ts';
import { createRng } from './prng.ts';

describe('demo pricing', () => {
  it('loses about 15% in the first year, then about 10% a year', () => {
    expect(retainedValue(1)).toBeCloseTo(0.85);
    expect(retainedValue(2)).toBeCloseTo(0.765);
    expect(retainedValue(5)).toBeCloseTo(0.85 * 0.9 ** 4);
    expect(retainedValue(6)).toBeLessThan(retainedValue(5));
  });

  it('rounds to ₹5,000, adjusts for km and owners, and keeps a floor', () => {
    const base = {
      newPrice: 800_000,
      modelYear: 2021,
      currentYear: 2026,
      owner: 1,
      smallCar: false,
      noise: 1,
    };
    const typical = demoPrice({ ...base, km: 57_500 });
    expect(typical % 5_000).toBe(0);
    expect(typical).toBe(Math.round((800_000 * retainedValue(5)) / 5_000) * 5_000);
    expect(demoPrice({ ...base, km: 150_000 })).toBeLessThan(typical);
    expect(demoPrice({ ...base, km: 57_500, owner: 2 })).toBeLessThan(typical);
    const old = { ...base, newPrice: 150_000, modelYear: 2008, km: 200_000, owner: 3 };
    expect(demoPrice(old)).toBe(50_000);
    expect(demoPrice({ ...old, smallCar: true })).toBe(35_000);
  });

  it('draws realistic kilometres and mostly first owners', () => {
    const rng = createRng(7);
    const kms = Array.from({ length: 200 }, () => demoKm(rng, 5, false));
    for (const km of kms) {
      expect(km).toBeGreaterThan(5 * 8_000 * 0.85);
      expect(km).toBeLessThan(6 * 15_000 * 1.15);
    }
    const owners = Array.from({ length: 200 }, () => demoOwner(rng, 2));
    expect(owners.filter((o) => o === 1).length).toBeGreaterThan(150);
  });
});
