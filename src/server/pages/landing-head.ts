/**
 * The head of a landing page (/used-cars/{slug}; docs/decisions/012-landing-pages.md):
 * its own title and description, the canonical URL, Open Graph and the
 * BreadcrumbList (Home > city, Home > make, Home > make > model).
 */
import { landingPath } from '#shared/pages/landing.ts';
import type { LandingPage } from '#shared/schemas/landing.ts';
import { breadcrumbJsonLd, type Crumb } from './breadcrumbs.ts';
import type { PageHead } from './page-head.ts';
import { staticPageHead } from './public-heads.ts';

/** The trail of `page`: Home, the make for a model page, then the page itself. */
function landingCrumbs(page: LandingPage): Crumb[] {
  const crumbs: Crumb[] = [{ name: 'Home', path: '/' }];
  if (page.make)
    crumbs.push({ name: `Used ${page.make.name} cars`, path: landingPath(page.make.slug) });
  crumbs.push({ name: page.h1, path: landingPath(page.slug) });
  return crumbs;
}

/** The head of `page`. */
export function landingPageHead(page: LandingPage, publicUrl: string): PageHead {
  const head = staticPageHead(
    { title: page.title, description: page.description },
    landingPath(page.slug),
    publicUrl,
  );
  return { ...head, jsonLd: [breadcrumbJsonLd(landingCrumbs(page), publicUrl)] };
}
