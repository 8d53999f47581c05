import { describe, expect, it } from 'vitest';
import { istDaysSince, listedAgo, priceDropText } from './listing-age.ts';

describe('istDaysSince', () => {
  const now = new Date('2026-11-28T10:00:00+05:30');
  it('counts Indian calendar days, not 24-hour spans', () => {
    expect(istDaysSince('2026-11-28T00:01:00+05:30', now)).toBe(0);
    // 23:59 IST the day before is yesterday, though under an hour of UTC apart from midnight.
    expect(istDaysSince('2026-11-27T23:59:00+05:30', now)).toBe(1);
    expect(istDaysSince('2026-11-27T18:29:00Z', now)).toBe(1); // 23:59 IST
    expect(istDaysSince('2026-11-27T18:31:00Z', now)).toBe(0); // 00:01 IST on the 28th
    expect(istDaysSince('2026-11-25T12:00:00+05:30', now)).toBe(3);
  });
  it('is never negative, and 0 for a time it cannot read', () => {
    expect(istDaysSince('2026-12-01T00:00:00Z', now)).toBe(0);
    expect(istDaysSince('not a date', now)).toBe(0);
  });
});

describe('the words', () => {
  it('say how long a car has been listed', () => {
    expect(listedAgo(0)).toBe('Listed today');
    expect(listedAgo(1)).toBe('Listed yesterday');
    expect(listedAgo(3)).toBe('Listed 3 days ago');
    expect(listedAgo(59)).toBe('Listed 59 days ago');
    expect(listedAgo(75)).toBe('Listed 2 months ago');
  });
  it('say a price drop in rupees with Indian grouping, and nothing for a rise or none', () => {
    expect(priceDropText(20_000)).toBe('Price dropped by ₹20,000');
    expect(priceDropText(125_000)).toBe('Price dropped by ₹1,25,000');
    expect(priceDropText(0)).toBeNull();
    expect(priceDropText(-5_000)).toBeNull();
  });
});
