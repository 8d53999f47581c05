import { describe, expect, it } from 'vitest';
import { COMPARE_MAX, compareCars, comparePath, withCar } from './compare.ts';

describe('the compare list', () => {
  it('reads up to 3 well-formed Rands from the address, each once, in order', () => {
    expect(compareCars('aUWuLYP2x-,32RviLLGM0')).toEqual(['aUWuLYP2x-', '32RviLLGM0']);
    expect(compareCars(' a1b2c3 , a1b2c3,x y,<script>,d4e5f6,g7h8i9,j0k1l2')).toEqual([
      'a1b2c3',
      'd4e5f6',
      'g7h8i9',
    ]);
    expect(compareCars(null)).toEqual([]);
    expect(compareCars('')).toEqual([]);
  });

  it('writes the address, and adds a car at the end, the oldest leaving past 3', () => {
    expect(comparePath([])).toBe('/compare');
    expect(comparePath(['a1b2c3', 'd4e5f6'])).toBe('/compare?cars=a1b2c3,d4e5f6');
    expect(withCar(['a1b2c3'], 'd4e5f6')).toEqual(['a1b2c3', 'd4e5f6']);
    expect(withCar(['a1b2c3', 'd4e5f6'], 'a1b2c3')).toEqual(['d4e5f6', 'a1b2c3']);
    const full = withCar(['a1b2c3', 'd4e5f6', 'g7h8i9'], 'j0k1l2');
    expect(full).toHaveLength(COMPARE_MAX);
    expect(full).toEqual(['d4e5f6', 'g7h8i9', 'j0k1l2']);
  });
});
