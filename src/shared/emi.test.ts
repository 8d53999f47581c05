import { describe, expect, it } from 'vitest';
import {
  defaultDownPayment,
  defaultEmiChoice,
  EMI_MONTHS,
  emiChoiceFromQuery,
  emiRupees,
} from './emi.ts';

describe('emiRupees', () => {
  it('is the reducing-balance instalment: ₹5,00,000 at 12% for 60 months is ₹11,122', () => {
    expect(emiRupees(500_000, 12, 60)).toBe(11_122);
  });

  it('matches other known figures', () => {
    // ₹10,00,000 at 9% for 84 months; ₹1,00,000 at 20% for 12 months (bank calculators' figures).
    expect(emiRupees(1_000_000, 9, 84)).toBe(16_089);
    expect(emiRupees(100_000, 20, 12)).toBe(9_263);
  });

  it('is 0 when nothing is borrowed, and principal over months at 0%', () => {
    expect(emiRupees(0, 12, 60)).toBe(0);
    expect(emiRupees(-5, 12, 60)).toBe(0);
    expect(emiRupees(120_000, 0, 12)).toBe(10_000);
  });

  it('falls as the tenure grows and rises with the rate', () => {
    const byMonths = EMI_MONTHS.map((m) => emiRupees(400_000, 12, m));
    expect([...byMonths].sort((a, b) => b - a)).toEqual(byMonths);
    expect(emiRupees(400_000, 13, 60)).toBeGreaterThan(emiRupees(400_000, 12, 60));
  });
});

describe('the calculator values', () => {
  it('start at 20% down (to the nearest ₹1,000), 60 months and 12%', () => {
    expect(defaultDownPayment(615_000)).toBe(123_000);
    expect(defaultEmiChoice(615_000)).toEqual({ down: 123_000, months: 60, rate: 12 });
  });

  it('are read from the query when within the rules', () => {
    const q = new URLSearchParams('down=200000&months=36&rate=10.25');
    expect(emiChoiceFromQuery(q, 615_000)).toEqual({
      choice: { down: 200_000, months: 36, rate: 10.3 },
      given: true,
    });
  });

  it('take their defaults when missing or refused, and say whether any was given', () => {
    expect(emiChoiceFromQuery(new URLSearchParams(''), 615_000)).toEqual({
      choice: defaultEmiChoice(615_000),
      given: false,
    });
    for (const query of [
      'down=700000', // more than the price
      'down=-1',
      'down=1e5',
      'months=30', // not a tenure offered
      'months=96',
      'rate=8.9',
      'rate=20.1',
      'rate=abc',
    ]) {
      expect(emiChoiceFromQuery(new URLSearchParams(query), 615_000)).toEqual({
        choice: defaultEmiChoice(615_000),
        given: true,
      });
    }
  });
});
