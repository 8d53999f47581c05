/**
 * The head of a landing page (/used-cars/{slug}; docs/decisions/012-landing-pages.md):
 * its own title and description, the canonical URL, Open Graph and the
 * BreadcrumbList (Home > city, Home > make, Home > make > model).
 */
import type { Lang } from '#shared/i18n/lang.ts';
import { landingPath } from '#shared/pages/landing.ts';
import { landingWording } from '#shared/pages/landing-wording.ts';
import type { LandingPage } from '#shared/schemas/landing.ts';
import { breadcrumbJsonLd, type Crumb } from './breadcrumbs.ts';
import { HEAD_WORDS } from './head-words.ts';
import type { PageHead } from './page-head.ts';
import { staticPageHead } from './public-heads.ts';

/** The trail of `page` (its h1 in `lang`): Home, the make for a model page, then the page itself. */
function landingCrumbs(page: LandingPage, h1: string, lang: Lang): Crumb[] {
  const { seo } = HEAD_WORDS[lang];
  const crumbs: Crumb[] = [{ name: seo.crumbHome, path: '/' }];
  if (page.make)
    crumbs.push({ name: seo.crumbMake(page.make.name), path: landingPath(page.make.slug) });
  crumbs.push({ name: h1, path: landingPath(page.slug) });
  return crumbs;
}

/** The head of `page` in `lang` (its title and description in that language; issue 26). */
export function landingPageHead(page: LandingPage, publicUrl: string, lang: Lang = 'en'): PageHead {
  const words = landingWording(page.kind, page.name, page, HEAD_WORDS[lang].landing);
  const head = staticPageHead(
    { title: words.title, description: words.description },
    landingPath(page.slug),
    publicUrl,
  );
  return { ...head, jsonLd: [breadcrumbJsonLd(landingCrumbs(page, words.h1, lang), publicUrl)] };
}
