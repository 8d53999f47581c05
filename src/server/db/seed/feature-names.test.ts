/**
 * Every vehicle feature of the catalogue has its name in Hindi and Gujarati
 * (src/shared/i18n/{lang}/features.ts, issue 26: everything in the buyer's
 * language), and those lists name no feature the catalogue lacks.
 */
import { describe, expect, it } from 'vitest';
import * as gu from '#shared/i18n/gu/features.ts';
import * as hi from '#shared/i18n/hi/features.ts';
import { FEATURES } from './data/vehicles.ts';

describe('vehicle feature names', () => {
  it.each([
    ['hi', hi.featureNames],
    ['gu', gu.featureNames],
  ])('%s names every catalogue feature, and only those', (_lang, names) => {
    expect(Object.keys(names).sort()).toEqual([...FEATURES].sort());
    const kept = ['ADAS', 'Android Auto', 'Apple CarPlay'];
    for (const [english, shown] of Object.entries(names))
      if (!kept.includes(english)) expect(shown, english).not.toBe(english);
  });
});
