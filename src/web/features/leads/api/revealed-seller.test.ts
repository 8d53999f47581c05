import { afterEach, describe, expect, it } from 'vitest';
import { SELLER } from '../test/seller.ts';
import { readRevealedSeller, saveRevealedSeller } from './revealed-seller.ts';

afterEach(() => sessionStorage.clear());

describe('revealed seller (kept per car for the tab)', () => {
  it('round-trips through sessionStorage per car', () => {
    saveRevealedSeller('R1', SELLER);
    expect(readRevealedSeller('R1')).toEqual(SELLER);
    expect(readRevealedSeller('R2')).toBeNull();
  });

  it('ignores junk', () => {
    sessionStorage.setItem('carsetu.seller.R1', '{"Rand":1}');
    expect(readRevealedSeller('R1')).toBeNull();
    sessionStorage.setItem('carsetu.seller.R1', 'not json');
    expect(readRevealedSeller('R1')).toBeNull();
  });
});
