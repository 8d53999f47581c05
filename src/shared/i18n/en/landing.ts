/** Landing pages' wording (src/shared/pages/landing.ts). */
import { pluralEn } from '../plural.ts';

// Landing pages (pages/landing.ts, docs/decisions/012-landing-pages.md): title, h1 and description.
export const landingCityTitle = (city: string) => `Used Cars in ${city}`;
export const landingCityHeading = (city: string) => `Used cars in ${city}`;
/** A make's or a make + model's page: `name` "Maruti Suzuki" or "Maruti Suzuki Swift". */
export const landingMakeTitle = (name: string) => `Used ${name} Cars`;
export const landingMakeHeading = (name: string) => `Used ${name} cars`;
/** The price part of a description when every car costs the same; `price` formatted. */
export const landingPrice = (price: string) => `priced ${price}`;
/** The price part of a description; prices formatted. */
export const landingPriceRange = (min: string, max: string) => `priced ${min} to ${max}`;
/** `prices` from landingPrice or landingPriceRange. */
export const landingCityDescription = (count: number, city: string, prices: string) =>
  `Buy from ${count} used ${pluralEn(count, 'car', 'cars')} for sale in ${city}, ${prices}, from trusted dealers and owners on CarSetu.`;
export const landingMakeDescription = (count: number, name: string, prices: string) =>
  `Buy from ${count} used ${name} ${pluralEn(count, 'car', 'cars')} across India, ${prices}, from trusted dealers and owners on CarSetu.`;
export const usedMakeCars = (make: string) => `Used ${make} cars`;
