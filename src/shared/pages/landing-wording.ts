/**
 * The title, h1 and description of a landing page
 * (docs/decisions/012-landing-pages.md), in the build's language or in a given
 * one's (the server writes every language's heads; issue 26). Apart from
 * landing.ts, which the app's shell imports for its paths, so that only the
 * landing page carries these words.
 */
import {
  landingCityDescription,
  landingCityHeading,
  landingCityTitle,
  landingMakeDescription,
  landingMakeHeading,
  landingMakeTitle,
  landingPrice,
  landingPriceRange,
} from '#messages/landing.ts';
import { formatRupees } from '../format.ts';
import type { LandingKind, LandingPage } from '../schemas/landing.ts';

/** The words landingWording writes with (src/shared/i18n/{lang}/landing.ts). */
export interface LandingWords {
  landingCityTitle: (city: string) => string;
  landingCityHeading: (city: string) => string;
  landingCityDescription: (count: number, city: string, prices: string) => string;
  landingMakeTitle: (name: string) => string;
  landingMakeHeading: (name: string) => string;
  landingMakeDescription: (count: number, name: string, prices: string) => string;
  landingPrice: (price: string) => string;
  landingPriceRange: (min: string, max: string) => string;
}

const BUILD_WORDS: LandingWords = {
  landingCityTitle,
  landingCityHeading,
  landingCityDescription,
  landingMakeTitle,
  landingMakeHeading,
  landingMakeDescription,
  landingPrice,
  landingPriceRange,
};

/**
 * The title, h1 and description of a landing page for `name` with `count`
 * cars priced min to max, in the build's language
 * (src/shared/i18n/{lang}/landing.ts), or in `words`' (the server writes
 * every language's pages; issue 26).
 */
export function landingWording(
  kind: LandingKind,
  name: string,
  stats: { count: number; minPrice: number; maxPrice: number },
  words: LandingWords = BUILD_WORDS,
): Pick<LandingPage, 'title' | 'h1' | 'description'> {
  const {
    landingCityDescription,
    landingCityHeading,
    landingCityTitle,
    landingMakeDescription,
    landingMakeHeading,
    landingMakeTitle,
    landingPrice,
    landingPriceRange,
  } = words;
  const prices =
    stats.minPrice === stats.maxPrice
      ? landingPrice(formatRupees(stats.minPrice))
      : landingPriceRange(formatRupees(stats.minPrice), formatRupees(stats.maxPrice));
  switch (kind) {
    case 'city':
      return {
        title: landingCityTitle(name),
        h1: landingCityHeading(name),
        description: landingCityDescription(stats.count, name, prices),
      };
    case 'make':
    case 'model':
      return {
        title: landingMakeTitle(name),
        h1: landingMakeHeading(name),
        description: landingMakeDescription(stats.count, name, prices),
      };
  }
}
