/**
 * Shapes of the landing-page API (docs/decisions/012-landing-pages.md):
 * GET /api/landing/{slug} and GET /api/landing. Prices are rupees.
 */
import { z } from 'zod';
import { envelope } from './api.ts';

/** The three kinds of landing page: a city, a make, a make and model. */
export const LANDING_KINDS = ['city', 'make', 'model'] as const;
export type LandingKind = (typeof LANDING_KINDS)[number];

/** What a slug may look like (anything else is refused before a lookup). */
export const LandingSlugSchema = z
  .string()
  .max(120, 'slug is too long')
  .regex(/^[a-z0-9]+(?:-[a-z0-9]+)*$/, 'slug must be lowercase letters and digits joined by "-"');

const id = z.number().int().positive().nullable();

export const LandingPageSchema = z.object({
  kind: z.enum(LANDING_KINDS),
  slug: z.string(),
  /** "Ahmedabad", "Maruti Suzuki", "Maruti Suzuki Swift". */
  name: z.string(),
  /** Without the " | CarSetu" suffix. */
  title: z.string(),
  h1: z.string(),
  description: z.string(),
  /** Live cars, and their lowest and highest price (rupees). */
  count: z.number().int().nonnegative(),
  minPrice: z.number().nonnegative(),
  maxPrice: z.number().nonnegative(),
  /** Search filters (ids) the page shows; null where the page does not narrow by it. */
  filters: z.object({ state: id, city: id, make: id, model: id }),
  /** The /search address with the same filters, for narrowing further. */
  searchPath: z.string(),
  /** A model page's make (its parent page); null on city and make pages. */
  make: z.object({ slug: z.string(), name: z.string() }).nullable(),
});
export type LandingPage = z.infer<typeof LandingPageSchema>;

const LinkSchema = z.object({ slug: z.string(), name: z.string(), count: z.number().int() });

export const LandingLinksSchema = z.object({
  cities: z.array(LinkSchema),
  makes: z.array(LinkSchema),
});
export type LandingLinks = z.infer<typeof LandingLinksSchema>;

/** GET /api/landing/{slug}; an unknown slug answers 404. */
export const LandingPageAnswerSchema = envelope(LandingPageSchema);

/** GET /api/landing: Home's popular cities and makes. */
export const LandingLinksAnswerSchema = envelope(LandingLinksSchema);
