/**
 * Price guidance per car in the dealer workspace (issue 45 part 2;
 * docs/decisions/045-price-guidance.md): GET /api/Dealer/PriceGuidance?Rand=
 * answers a car's fair-price rating, its views and leads over the last
 * GUIDANCE_DAYS Indian days against similar cars' over the same days, and
 * the highest whole-thousand price (rupees) that would rate it 'Good price'.
 * Anyone of the dealership may read it (`readStock`); no cost, margin or
 * buyer's detail is in it.
 */
import { z } from 'zod';
import { envelope } from './api.ts';
import { PriceRatingSchema } from './car.ts';
import { listingRand } from './listing-fields.ts';

/** Indian calendar days counted: today and the 13 before. */
export const GUIDANCE_DAYS = 14;

/** Similar cars needed to compare views and leads. */
export const MIN_SIMILAR_CARS = 5;

/** GET /api/Dealer/PriceGuidance?Rand=: the car (the listing's Rand rule). */
export const PriceGuidanceQuerySchema = z.object({ Rand: listingRand });

/**
 * Which cars were compared, the first with at least MIN_SIMILAR_CARS cars
 * for sale: the fair price's comparables ('model-year': same model within a
 * model year), the same model of any year ('model'), the same vehicle type
 * and body priced within SIMILAR_PRICE_BAND of the car ('body-price').
 */
export const SIMILAR_BASES = ['model-year', 'model', 'body-price'] as const;
export type SimilarBasis = (typeof SIMILAR_BASES)[number];

/** 'body-price': similar cars cost from 80% to 120% of the car's price. */
export const SIMILAR_PRICE_BAND = 0.2;

/**
 * Where the car stands among similar cars on one figure: 'more' (more than
 * InTen in 10 of them), 'fewer' (fewer than InTen in 10 of them), or
 * 'level' (as many have more as have fewer, to the nearest tenth). InTen is
 * 10 only when every similar car has more (or fewer).
 */
export const StandingSchema = z.object({
  Side: z.enum(['more', 'fewer', 'level']),
  InTen: z.number().int().min(0).max(10),
});
export type Standing = z.infer<typeof StandingSchema>;

export const PriceGuidanceSchema = z.object({
  Rand: z.string(),
  /** The asking price, rupees. */
  Price: z.number().int(),
  /** The fair-price badge as the workspace shows it (null: not rated yet). */
  Rating: PriceRatingSchema.nullable(),
  Days: z.literal(GUIDANCE_DAYS),
  /** The car's views and leads over the last GUIDANCE_DAYS Indian days. */
  Views: z.number().int(),
  Leads: z.number().int(),
  Similar: z.object({
    /** The basis compared with (the widest tried when there were too few). */
    Basis: z.enum(SIMILAR_BASES),
    /** Similar cars compared with. */
    Cars: z.number().int(),
    /** null: fewer than MIN_SIMILAR_CARS similar cars, too few to compare. */
    Views: StandingSchema.nullable(),
    Leads: StandingSchema.nullable(),
  }),
  /** The highest whole-thousand price (rupees) that would rate 'Good price'; null when already Good or Great, or not rated. */
  GoodPrice: z.number().int().nullable(),
});
export type PriceGuidance = z.infer<typeof PriceGuidanceSchema>;
export const PriceGuidanceAnswerSchema = envelope(PriceGuidanceSchema);
