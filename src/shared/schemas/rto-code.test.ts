import { describe, expect, it } from 'vitest';
import { rtoCode } from './rto-code.ts';

describe('rtoCode (issue 44 part 1)', () => {
  it('keeps only the state and the RTO office of a vehicle number, in any case and spacing', () => {
    expect(rtoCode('GJ11LK2057')).toBe('GJ11');
    expect(rtoCode('gj 01-hq 9999')).toBe('GJ01');
    expect(rtoCode('DL3CAB1234')).toBe('DL3');
    expect(rtoCode('MH12A12345')).toBe('MH12');
  });

  it('answers nothing for what is not a vehicle number', () => {
    expect(rtoCode('')).toBe('');
    expect(rtoCode('12345')).toBe('');
  });
});
