/**
 * Landing pages per city, make and make + model at /used-cars/{slug}
 * (docs/decisions/012-landing-pages.md): the slug rule and the wording of
 * each page (the API's shapes are in ../schemas/landing.ts). Prices are rupees.
 */
import type { LandingPage } from '../schemas/landing.ts';
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
