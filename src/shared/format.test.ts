/** Rupees and kilometres as Indian readers write them (docs/product.md#who-it-is-for, #search-ranges). */
import { describe, expect, it } from 'vitest';
import { formatIndian, formatRupees, formatShortIndian, ordinal } from './format.ts';

describe('format', () => {
  it('groups digits the Indian way', () => {
    expect(formatRupees(615000)).toBe('₹6,15,000');
    expect(formatRupees('')).toBe('NA');
    expect(formatIndian(12345678)).toBe('1,23,45,678');
  });

  it('writes lakh and crore short where space is tight', () => {
    expect(formatShortIndian(50000)).toBe('50,000');
    expect(formatShortIndian(100000)).toBe('1 Lakh');
    expect(formatShortIndian(150000)).toBe('1.5 Lakh');
    expect(formatShortIndian(615000)).toBe('6.15 Lakh');
    expect(formatShortIndian(5000000)).toBe('50 Lakh');
    expect(formatShortIndian(12500000)).toBe('1.25 Crore');
  });

  it('writes owners as ordinals', () => {
    expect([1, 2, 3, 4, 11, 22].map(ordinal)).toEqual(['1st', '2nd', '3rd', '4th', '11th', '22nd']);
  });
});
