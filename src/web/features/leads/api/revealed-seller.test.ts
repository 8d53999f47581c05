import { afterEach, describe, expect, it } from 'vitest';
import { readRevealedSeller, saveRevealedSeller } from './revealed-seller.ts';

const seller = {
  Rand: 'd1',
  Firmname: 'Shree Motors',
  Mobileno: '9876543210',
  Mobileno1: null,
  Address: 'SG Highway',
  nCity: 'Ahmedabad',
  nGpslink: 'https://maps.google.com/?q=23,72',
};

afterEach(() => sessionStorage.clear());

describe('revealed seller (kept per car for the tab)', () => {
  it('round-trips through sessionStorage per car', () => {
    saveRevealedSeller('R1', seller);
    expect(readRevealedSeller('R1')).toEqual(seller);
    expect(readRevealedSeller('R2')).toBeNull();
  });

  it('ignores junk', () => {
    sessionStorage.setItem('carsetu.seller.R1', '{"Rand":1}');
    expect(readRevealedSeller('R1')).toBeNull();
    sessionStorage.setItem('carsetu.seller.R1', 'not json');
    expect(readRevealedSeller('R1')).toBeNull();
  });
});
