import { describe, expect, it } from 'vitest';
import { seedLexicon } from '../../testing/seed-lexicon.ts';
import { understandKeywords } from './understand.ts';

const lexicon = seedLexicon();
const read = (text: string) => understandKeywords(text, lexicon, 2026);
const termId = (kind: string, label: string) => {
  for (const list of lexicon.bySpelling.values()) {
    const t = list.find((x) => x.kind === kind && x.label === label);
    if (t) return t.id;
  }
  throw new Error(`no ${kind} ${label}`);
};

describe('understandKeywords', () => {
  it('reads model, fuel, city and year: "creta diesel ahmedabad 2019"', () => {
    const u = read('creta diesel ahmedabad 2019');
    expect(u.filters).toEqual({
      modelIds: [termId('model', 'Hyundai Creta')],
      fuelId: termId('fuel', 'Diesel'),
      cityIds: [termId('city', 'Ahmedabad')],
      yearMin: 2019,
      yearMax: 2019,
    });
    expect(u.understood).toEqual(['Hyundai Creta', 'Diesel', 'Ahmedabad', '2019']);
    expect(u.ignored).toEqual([]);
  });

  it('reads a variant word and a budget: "swift vxi under 5 lakh"', () => {
    const u = read('Swift VXi under 5 lakh');
    expect(u.filters).toEqual({
      modelIds: [termId('model', 'Maruti Suzuki Swift')],
      variantWords: ['vxi'],
      priceMax: 500_000,
    });
    expect(u.understood).toEqual(['Maruti Suzuki Swift', 'VXi', 'Under ₹5,00,000']);
    expect(read('swift vxi').filters).toEqual(read('SWIFT VXi').filters);
  });

  it('forgives misspellings and short forms', () => {
    expect(read('maruthi').filters.makeId).toBe(termId('make', 'Maruti Suzuki'));
    expect(read('hundai i20').filters).toEqual({ modelIds: [termId('model', 'Hyundai i20')] });
    expect(read('hundai').filters).toEqual({ makeId: termId('make', 'Hyundai') });
    expect(read('hundai i20').understood).toEqual(['Hyundai i20']);
    expect(read('fortuner desiel').filters.fuelId).toBe(termId('fuel', 'Diesel'));
    expect(read('seltoss').filters.modelIds).toEqual([termId('model', 'Kia Seltos')]);
    expect(read('ahmedabd').filters.cityIds).toEqual([termId('city', 'Ahmedabad')]);
    expect(read('xuv 500').filters.modelIds).toEqual([termId('model', 'Mahindra XUV500')]);
    expect(read('wagonr').filters.modelIds).toEqual([termId('model', 'Maruti Suzuki Wagon R')]);
    expect(read('bangalore').filters.cityIds).toEqual([termId('city', 'Bengaluru')]);
  });

  it('reads prices in lakh, thousands and crore, as ranges or bounds', () => {
    expect(read('under 5 lakh').filters).toEqual({ priceMax: 500_000 });
    expect(read('below 3.5 lakhs').filters).toEqual({ priceMax: 350_000 });
    expect(read('5lakh').filters).toEqual({ priceMax: 500_000 });
    expect(read('above 10 lakh').filters).toEqual({ priceMin: 1_000_000 });
    expect(read('3-6 lakh').filters).toEqual({ priceMin: 300_000, priceMax: 600_000 });
    expect(read('3 to 6 lakh').filters).toEqual({ priceMin: 300_000, priceMax: 600_000 });
    expect(read('under 80k').filters).toEqual({ priceMax: 80_000 });
    expect(read('₹1 crore').filters).toEqual({ priceMax: 10_000_000 });
    expect(read('under 5 lakh').understood).toEqual(['Under ₹5,00,000']);
  });

  it('reads years and kilometres', () => {
    expect(read('2016 to 2019').filters).toEqual({ yearMin: 2016, yearMax: 2019 });
    expect(read('after 2018').filters).toEqual({ yearMin: 2018 });
    expect(read('2018+').filters).toEqual({ yearMin: 2018 });
    expect(read('2018 onwards').understood).toEqual(['2018 or newer']);
    expect(read('under 50000 km').filters).toEqual({ kmMax: 50_000 });
    expect(read('under 50,000 km').understood).toEqual(['Under 50,000 km']);
  });

  it('reads gear, body, colour and state', () => {
    const u = read('automatic white suv gujarat');
    expect(u.filters.gearId).toBe(termId('gear', 'Automatic'));
    expect(u.filters.colours).toEqual(['white']);
    expect(u.filters.bodyModelIds?.length).toBeGreaterThan(20);
    expect(u.filters.stateId).toBe(1);
    expect(read('amt').filters.gearId).toBe(termId('gear', 'Automatic'));
  });

  it('lets the more precise word win: a model over its body, a city over another state', () => {
    expect(read('suv creta').filters.bodyModelIds).toBeUndefined();
    const u = read('maharashtra ahmedabad');
    expect(u.filters.stateId).toBeUndefined();
    expect(u.filters.cityIds).toEqual([termId('city', 'Ahmedabad')]);
    expect(read('maruti creta').filters).toEqual({ modelIds: [termId('model', 'Hyundai Creta')] });
  });

  it('skips words that say nothing and reports words that name nothing', () => {
    const u = read('used cars for sale in pune qwzx');
    expect(u.filters).toEqual({ cityIds: [termId('city', 'Pune')] });
    expect(u.ignored).toEqual(['qwzx']);
    expect(read('').understood).toEqual([]);
    expect(read('!!! ,,, ').ignored).toEqual([]);
    // Words that are also names of every object's properties.
    expect(read('constructor toString 5 __proto__').ignored).toEqual([
      'constructor',
      'tostring',
      '5',
      'proto',
    ]);
  });
});
