/**
 * The head of a dealer's showroom page, /dealer/{slug} (issue 45 part 5;
 * docs/decisions/046-showroom-pages.md): its title and description in the
 * page's language, the canonical URL, Open Graph with a photo of one of its
 * cars (the WhatsApp preview), and JSON-LD: schema.org AutoDealer
 * (address, map, opening hours, logo) and the BreadcrumbList Home > city > dealer.
 * No telephone: the whole number is only behind the Call button.
 */
import type { Lang } from '#shared/i18n/lang.ts';
import { landingPath, slugify } from '#shared/pages/landing.ts';
import type { Showroom } from '#shared/schemas/showroom.ts';
import { breadcrumbJsonLd } from './breadcrumbs.ts';
import { HEAD_WORDS } from './head-words.ts';
import type { PageHead } from './page-head.ts';
import { staticPageHead } from './public-heads.ts';

const SCHEMA_DAYS = ['Sunday', 'Monday', 'Tuesday', 'Wednesday', 'Thursday', 'Friday', 'Saturday'];

/**
 * schema.org AutoDealer of `page` (https://schema.org/AutoDealer), its URL
 * `url`; `image` and `logo` are `page.Photo` and `page.Logo` as given (the
 * page route makes them absolute).
 */
export function autoDealerJsonLd(page: Showroom, url: string): object {
  return {
    '@context': 'https://schema.org',
    '@type': 'AutoDealer',
    name: page.Firmname,
    url,
    ...(page.Photo ? { image: page.Photo } : {}),
    ...(page.Logo ? { logo: page.Logo } : {}),
    ...(page.About ? { description: page.About } : {}),
    address: {
      '@type': 'PostalAddress',
      streetAddress: page.Address,
      addressLocality: page.nCity,
      addressRegion: page.nState,
      addressCountry: 'IN',
    },
    ...(page.nGpslink ? { hasMap: page.nGpslink } : {}),
    openingHoursSpecification: {
      '@type': 'OpeningHoursSpecification',
      dayOfWeek: [...page.Days].map((d) => SCHEMA_DAYS[Number(d)]),
      opens: page.Open,
      closes: page.Close,
    },
  };
}

/** The head of `page` in `lang`. */
export function showroomPageHead(page: Showroom, publicUrl: string, lang: Lang = 'en'): PageHead {
  const words = HEAD_WORDS[lang];
  const title = words.showroom.showroomTitle(page.Firmname, page.nCity);
  const head = staticPageHead(
    {
      title,
      description: words.showroom.showroomDescription(page.Firmname, page.nCity, page.Cars),
    },
    page.Path,
    publicUrl,
    page.Photo ?? undefined,
  );
  const crumbs = [
    { name: words.seo.crumbHome, path: '/' },
    { name: words.seo.crumbCity(page.nCity), path: landingPath(slugify(page.nCity)) },
    { name: page.Firmname, path: page.Path },
  ];
  return {
    ...head,
    jsonLd: [
      autoDealerJsonLd(page, `${publicUrl}${page.Path}`),
      breadcrumbJsonLd(crumbs, publicUrl),
    ],
  };
}
