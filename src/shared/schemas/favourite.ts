/**
 * Wishlist (docs/product.md#favourite, #favourite-toggle, #favourite-calls:
 * AllFavouritecars answers car list items).
 */
import { z } from 'zod';
import { envelope } from './api.ts';
import { CarListItemSchema } from './car.ts';
import { coercedId, optionalText } from './fields.ts';

export const FAVOURITE_ACTIONS = ['Add', 'Delete'] as const;
export type FavouriteAction = (typeof FAVOURITE_ACTIONS)[number];

/**
 * POST /api/UserFavouriteVehicle/addfavouritecars: actiondata 'Add' or
 * 'Delete' (any letter case), carid (the car's id), carnumber (optional,
 * informational: the car is found by carid).
 */
export const FavouriteRequestSchema = z.object({
  actiondata: z.preprocess(
    (v) =>
      typeof v === 'string'
        ? FAVOURITE_ACTIONS.find((a) => a.toLowerCase() === v.trim().toLowerCase())
        : v,
    z.enum(FAVOURITE_ACTIONS, { error: "actiondata must be 'Add' or 'Delete'" }),
  ),
  carid: coercedId('carid is required', 'carid must be a car id'),
  carnumber: optionalText(20),
});
export type FavouriteRequest = z.infer<typeof FavouriteRequestSchema>;

/** GET /api/UserFavouriteVehicle/AllFavouritecars: newest favourite first, Sold cars included. */
export const FavouriteListSchema = envelope(z.array(CarListItemSchema));
export type FavouriteList = z.infer<typeof FavouriteListSchema>;
