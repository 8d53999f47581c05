/** The plain listing rules: vehicle number, cubic capacity, dates, base64 (docs/product.md#sell-form-rules). */
import { describe, expect, it } from 'vitest';
import {
  base64Payload,
  isBase64,
  isValidCubicCapacity,
  isValidVehicleNumber,
  normaliseCarNumber,
  parseDate,
} from './listing.ts';

describe('vehicle number, cubic capacity, dates, base64', () => {
  it.each([
    'GJ01HQ9999',
    'gj01hq9999',
    'GJ 01 HQ 9999',
    'GJ-01-HQ-9999',
    'MH12A1234',
    'DL3CAB12345',
    'KA5M12345',
  ])('%s is a vehicle number', (n) => {
    expect(isValidVehicleNumber(n)).toBe(true);
  });

  it.each([
    'GJ01HQ999',
    'G01HQ9999',
    'GJ01HQ999999',
    'GJ123HQ9999',
    'GJ01ABCD9999',
    'GJ01HQ',
    'GJ--01HQ9999',
    'DL12ABC12345', // 12 characters once the separators are gone
    '',
  ])('%s is not', (n) => {
    expect(isValidVehicleNumber(n)).toBe(false);
  });

  it('normalises to upper case without spaces or hyphens', () => {
    expect(normaliseCarNumber(' gj 01-hq 9999 ')).toBe('GJ01HQ9999');
  });

  it('cubic capacity: numeric, two decimals at most, 4 characters at most, above 0', () => {
    for (const ok of ['1.2', '1.25', '12.5', '2', '1197'])
      expect(isValidCubicCapacity(ok)).toBe(true);
    for (const bad of ['1.234', '12345', '0', '0.00', 'abc', '1,2', '-1', '1.'])
      expect(isValidCubicCapacity(bad)).toBe(false);
  });

  it('dates: YYYY-MM-DD, DD-MM-YYYY, DD/MM/YYYY; real days only', () => {
    expect(parseDate('2027-03-31')).toBe('2027-03-31');
    expect(parseDate('31-03-2027')).toBe('2027-03-31');
    expect(parseDate('1/4/2027')).toBe('2027-04-01');
    expect(parseDate('2027-02-30')).toBeUndefined();
    expect(parseDate('31/02/2027')).toBeUndefined();
    expect(parseDate('2027-03-31T00:00:00Z')).toBeUndefined();
    expect(parseDate('tomorrow')).toBeUndefined();
  });

  it('base64: data URL prefix cut, spaces back to +, padding optional', () => {
    expect(base64Payload('data:image/jpeg;base64,/9j/4A==')).toBe('/9j/4A==');
    expect(base64Payload('ab c\nd')).toBe('ab+cd');
    expect(isBase64('/9j/4A==')).toBe(true);
    expect(isBase64('/9j/4A')).toBe(true);
    expect(isBase64('/9j/4')).toBe(false);
    expect(isBase64('not base64!')).toBe(false);
    expect(isBase64('abc=d')).toBe(false);
    expect(isBase64('')).toBe(false);
  });
});
