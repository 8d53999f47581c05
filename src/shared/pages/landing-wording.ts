/**
 * The title, h1 and description of a landing page
 * (docs/decisions/012-landing-pages.md), in the build's language or in a given
 * one's (the server writes every language's heads; issue 26). Apart from
 * landing.ts, which the app's shell imports for its paths, so that only the
 * landing page carries these words.
 */
import * as BUILD_WORDS from '#messages/landing.ts';
import { formatRupees } from '../format.ts';
import type { LandingKind, LandingPage } from '../schemas/landing.ts';

/** The words landingWording writes with: a language's src/shared/i18n/{lang}/landing.ts. */
export type LandingWords = typeof BUILD_WORDS;

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
  const prices =
    stats.minPrice === stats.maxPrice
      ? words.landingPrice(formatRupees(stats.minPrice))
      : words.landingPriceRange(formatRupees(stats.minPrice), formatRupees(stats.maxPrice));
  switch (kind) {
    case 'city':
      return {
        title: words.landingCityTitle(name),
        h1: words.landingCityHeading(name),
        description: words.landingCityDescription(stats.count, name, prices),
      };
    case 'make':
    case 'model':
      return {
        title: words.landingMakeTitle(name),
        h1: words.landingMakeHeading(name),
        description: words.landingMakeDescription(stats.count, name, prices),
      };
  }
}
