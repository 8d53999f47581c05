/**
 * Landing pages per city, make and make + model at /used-cars/{slug}
 * (docs/decisions/012-landing-pages.md): the slug rule and the wording of
 * each page (the API's shapes are in ../schemas/landing.ts). Prices are rupees.
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
import { searchPathOf } from './search-path.ts';

/** "Maruti Suzuki" -> "maruti-suzuki", "Bengaluru (Bangalore)" -> "bengaluru-bangalore", "GO+" -> "go-plus". */
export function slugify(name: string): string {
  return name
    .replace(/\+/g, ' plus ')
    .normalize('NFKD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-+|-+$/g, '');
}

/** A make + model page's slug: the make's slug, then the model's. */
export const modelSlug = (make: string, model: string): string =>
  `${slugify(make)}-${slugify(model)}`;

export const landingPath = (slug: string): string => `/used-cars/${slug}`;

/**
 * The title, h1 and description of a landing page for `name` with `count`
 * cars priced min to max, in the build's language (src/shared/i18n/{lang}/labels.ts).
 */
export function landingWording(
  kind: LandingKind,
  name: string,
  stats: { count: number; minPrice: number; maxPrice: number },
): Pick<LandingPage, 'title' | 'h1' | 'description'> {
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

/** The /search address of a landing page's filters (the order /search writes them in). */
export function landingSearchPath(filters: LandingPage['filters']): string {
  const given = (v: number | null) => v ?? undefined;
  return searchPathOf({
    nState: given(filters.state),
    nCity: filters.city === null ? undefined : String(filters.city),
    companyid: given(filters.make),
    carmodelid: given(filters.model),
  });
}
