/**
 * How the app gives every car card its wishlist heart without the card (or
 * the grids that draw it) knowing the favourites feature: the app provides a
 * renderer here once; CarCard asks it when no `favourite` is passed.
 */
import { createContext, type ReactNode } from 'react';
import type { CarListItem } from '#shared/schemas/car.ts';

export type RenderFavourite = (car: CarListItem) => ReactNode;

export const FavouriteSlot = createContext<RenderFavourite | null>(null);
