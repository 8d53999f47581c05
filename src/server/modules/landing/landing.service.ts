/**
 * Landing pages (docs/decisions/012-landing-pages.md): a slug becomes the
 * page's wording, stats and filters; Home's popular links are the cities
 * and makes with the most live cars, worked out at most every ten minutes
 * (they group every live listing).
 */
import { landingSearchPath, slugify } from '#shared/pages/landing.ts';
import { landingWording } from '#shared/pages/landing-wording.ts';
import type { LandingLinks, LandingPage } from '#shared/schemas/landing.ts';
import type { Db } from '../../db/database.ts';
import { findLandingTarget, landingEntries, landingStats } from './landing.repository.ts';

/** The page `slug` names, or undefined when it names nothing or nothing with live cars. */
export async function landingPage(db: Db, slug: string): Promise<LandingPage | undefined> {
  const target = await findLandingTarget(db, slug);
  if (!target) return undefined;
  const stats = await landingStats(db, target);
  if (stats.count === 0) return undefined;
  const filters = {
    state: target.stateId,
    city: target.cityId,
    make: target.makeId,
    model: target.modelId,
  };
  return {
    kind: target.kind,
    slug: target.slug,
    name: target.name,
    ...landingWording(target.kind, target.name, stats),
    count: stats.count,
    minPrice: stats.minPrice,
    maxPrice: stats.maxPrice,
    filters,
    searchPath: landingSearchPath(filters),
    make: target.makeName ? { slug: slugify(target.makeName), name: target.makeName } : null,
  };
}

/** Popular links shown per list. */
export const POPULAR_LINKS = 8;
const LINKS_TTL_MS = 10 * 60 * 1000;
const linksCache = new WeakMap<Db, { at: number; links: Promise<LandingLinks> }>();

/** The top cities and makes by live cars (at most POPULAR_LINKS each). */
export function popularLinks(db: Db): Promise<LandingLinks> {
  const cached = linksCache.get(db);
  if (cached && Date.now() - cached.at < LINKS_TTL_MS) return cached.links;
  const top = async (kind: 'city' | 'make') =>
    (await landingEntries(db, kind))
      .slice(0, POPULAR_LINKS)
      .map(({ slug, name, count }) => ({ slug, name, count }));
  const links = Promise.all([top('city'), top('make')]).then(([cities, makes]) => ({
    cities,
    makes,
  }));
  linksCache.set(db, { at: Date.now(), links });
  links.catch(() => linksCache.delete(db));
  return links;
}
