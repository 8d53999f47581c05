import { describe, expect, it } from 'vitest';
import { pageTitle } from '#web/lib/use-document-title.ts';
import { carFullTitle, carPageTitle, slugToTitle } from './car-title.ts';

describe('slug -> title (docs/product.md#car-page)', () => {
  it('replaces hyphens with spaces', () => {
    expect(slugToTitle('2019-MarutiSuzuki-Swift-VXI')).toBe('2019 MarutiSuzuki Swift VXI');
  });

  it('tidies the card link slug and its suffix', () => {
    expect(slugToTitle('2019-MarutiSuzuki-Swift-VXI- Used Car for Sale inAhmedabad')).toBe(
      '2019 MarutiSuzuki Swift VXI Used Car for Sale inAhmedabad',
    );
    expect(slugToTitle('2021-Hyundai-Creta-SX-Specs & Features')).toBe(
      '2021 Hyundai Creta SX Specs & Features',
    );
  });

  it('decodes a still-encoded name and survives a stray %', () => {
    expect(slugToTitle('2019-Tata-Nexon-XZ%2B')).toBe('2019 Tata Nexon XZ+');
    expect(slugToTitle('100%-Genuine')).toBe('100% Genuine');
    expect(slugToTitle(undefined)).toBe('');
  });

  it("titles a loaded car's page as the server's head does", () => {
    const car = {
      modelyear: 2023,
      companyid: 'Maruti Suzuki',
      carmodelid: 'Ertiga',
      variantid: 'VXi (O)',
      cityname: 'Junagadh',
      nSaleprice: 615000,
    };
    expect(pageTitle(carPageTitle(car))).toBe(
      '2023 Maruti Suzuki Ertiga VXi (O) for sale in Junagadh at ₹6,15,000 | CarSetu',
    );
  });

  it('makes the document title', () => {
    expect(pageTitle(slugToTitle('2019-Tata-Nexon-XZ'))).toBe('2019 Tata Nexon XZ | CarSetu');
  });

  it('titles a car by year, company, model and variant', () => {
    expect(
      carFullTitle({
        modelyear: 2019,
        companyid: 'Maruti Suzuki',
        carmodelid: 'Swift',
        variantid: 'VXI',
      }),
    ).toBe('2019 Maruti Suzuki Swift VXI');
  });
});
