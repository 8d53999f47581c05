/**
 * schema.org BreadcrumbList JSON-LD (https://schema.org/BreadcrumbList):
 * where a page sits among the landing pages (docs/decisions/012-landing-pages.md),
 * with absolute URLs built from PUBLIC_URL.
 */
import { landingPath, modelSlug, slugify } from '#shared/pages/landing.ts';
import { HEAD_WORDS, type HeadWords } from './head-words.ts';

export interface Crumb {
  name: string;
  /** Path under PUBLIC_URL, e.g. "/used-cars/ahmedabad". */
  path: string;
}

/** The BreadcrumbList of `crumbs` (Home first), URLs absolute under `publicUrl`. */
export function breadcrumbJsonLd(crumbs: Crumb[], publicUrl: string): object {
  return {
    '@context': 'https://schema.org',
    '@type': 'BreadcrumbList',
    itemListElement: crumbs.map((crumb, i) => ({
      '@type': 'ListItem',
      position: i + 1,
      name: crumb.name,
      item: `${publicUrl}${crumb.path}`,
    })),
  };
}

/**
 * A car's trail: Home > its city > its make > its model (each a landing
 * page), named in `words`' language (default English). `citySlug` is the
 * city's landing slug when known (two cities may share a name); else it is
 * made from the name.
 */
export function carCrumbs(
  car: { city: string; citySlug?: string; make: string; model: string },
  { seo }: HeadWords = HEAD_WORDS.en,
): Crumb[] {
  return [
    { name: seo.crumbHome, path: '/' },
    { name: seo.crumbCity(car.city), path: landingPath(car.citySlug ?? slugify(car.city)) },
    { name: seo.crumbMake(car.make), path: landingPath(slugify(car.make)) },
    {
      name: seo.crumbModel(car.make, car.model),
      path: landingPath(modelSlug(car.make, car.model)),
    },
  ];
}
