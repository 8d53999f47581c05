/**
 * The dealer workspace (issue 12 item 2; docs/decisions/025-dealer-workspace.md):
 * a dealer's stock with its figures, searched and filtered, and the quick
 * actions on it (its price, marking it sold). Additions to the spec's API under
 * /api/Dealer; a dealer is a signed-in user whose mobile is a dealer's
 * registered mobile.
 */
import { z } from 'zod';
import { envelope } from './api.ts';
import { LISTING_ANSWER_STATUSES, PriceRatingSchema } from './car.ts';
import { DEALER_ACTIONS, DEALER_ROLES, type DealerAction } from './dealer-team.ts';
import { coercedId, optionalText, requiredText } from './fields.ts';
import { salePrice } from './listing-fields.ts';

export const DEALER_CAR_STATUSES = ['UnSold', 'Sold'] as const;

/**
 * GET /api/Dealer/Me: the signed-in user's dealership (its id, firm name and
 * registered mobile) with their role in it and what that role allows
 * (docs/decisions/040-dealer-team.md) and their team row's id, or null for anyone else. The web asks
 * it to land a dealer and their team on the workspace after sign-in and to
 * show only the actions the role allows; the server checks every one again.
 */
export const DealerMeSchema = envelope(
  z.object({
    dealer: z
      .object({
        dealerId: z.number().int(),
        firmName: z.string(),
        mobile: z.string(),
        role: z.enum(DEALER_ROLES),
        /** Their own team row (dealer_staff.id); null for the registered mobile, who has none. */
        staffId: z.number().int().nullable(),
        permissions: z.object(
          Object.fromEntries(DEALER_ACTIONS.map((a) => [a, z.boolean()])) as Record<
            DealerAction,
            z.ZodBoolean
          >,
        ),
      })
      .nullable(),
  }),
);
export type DealerMe = NonNullable<z.infer<typeof DealerMeSchema>['Data']['dealer']>;

/** Cars per page of the inventory. */
export const DEALER_PAGE_SIZE = 30;

/** GET /api/Dealer/Inventory: `q` matches make, model, variant or vehicle number; `before` pages on. */
export const DealerInventoryQuerySchema = z.object({
  q: optionalText(60),
  status: z.enum(DEALER_CAR_STATUSES, { error: 'status must be UnSold or Sold' }).optional(),
  before: coercedId('before must be a car id', 'before must be a car id').optional(),
});
export type DealerInventoryQuery = z.infer<typeof DealerInventoryQuerySchema>;

/** One car of the dealer's stock; Price in rupees, Km in km, DaysListed whole days. */
export const DealerCarSchema = z.object({
  carid: z.number().int(),
  Rand: z.string(),
  Path: z.string(),
  Title: z.string(),
  carnumber: z.string(),
  /** The main photo's 400 px WebP URL, or null. */
  Photo: z.string().nullable(),
  Price: z.number(),
  Km: z.number(),
  Fuel: z.string(),
  CarStatus: z.enum(LISTING_ANSWER_STATUSES),
  Views: z.number().int(),
  Leads: z.number().int(),
  DaysListed: z.number().int(),
  /** The fair-price badge (docs/product.md#fair-price-badge); null while not rated. */
  pricerating: PriceRatingSchema.nullable(),
});
export type DealerCar = z.infer<typeof DealerCarSchema>;

export const DealerInventorySchema = envelope(
  z.object({
    Dealer: z.object({ FirmName: z.string() }),
    /** Cars for sale and sold, over the whole stock (not only this page). */
    /** Hidden (an extension): kept from buyers, expired or by moderation (docs/moderation.md). */
    Counts: z.object({
      UnSold: z.number().int(),
      Sold: z.number().int(),
      Hidden: z.number().int().optional(),
    }),
    Cars: z.array(DealerCarSchema),
    NextBefore: z.number().int().nullable(),
  }),
);
export type DealerInventory = z.infer<typeof DealerInventorySchema>['Data'];

/** The workspace's price form: the Sell form's sale price rule. */
export const DealerPriceFormSchema = z.object({ nSaleprice: salePrice });

/** POST /api/Dealer/SetPrice: the car and its new sale price (the Sell form's rule). */
export const DealerPriceRequestSchema = z.object({
  Rand: requiredText(64),
  nSaleprice: salePrice,
});

/** POST /api/Dealer/MarkSold: the car (only for sale -> sold exists, as on My Vehicles). */
export const DealerSoldRequestSchema = z.object({ Rand: requiredText(64) });
