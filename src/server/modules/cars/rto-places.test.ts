/** The place beside a car's RTO code (issue 44 part 1; docs/privacy.md#registration-numbers). */
import { describe, expect, it } from 'vitest';
import { rtoPlace } from './rto-places.ts';

describe('rtoPlace', () => {
  it("names Gujarat's offices, other codes' state, and nothing for what it does not know", () => {
    expect(rtoPlace('GJ11')).toBe('Junagadh');
    expect(rtoPlace('GJ1')).toBe('Ahmedabad');
    expect(rtoPlace('GJ99')).toBe('Gujarat');
    expect(rtoPlace('MH12')).toBe('Maharashtra');
    expect(rtoPlace('XX01')).toBe('');
    expect(rtoPlace('')).toBe('');
  });
});
