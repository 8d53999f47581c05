/** Landing pages' wording (src/shared/pages/landing.ts). */
import { pluralIndic } from '../plural.ts';

// Landing pages (pages/landing.ts, docs/decisions/012-landing-pages.md): title, h1 and description.
export const landingCityTitle = (city: string) => `${city}માં જૂની કાર`;
export const landingCityHeading = (city: string) => `${city}માં જૂની કાર`;
/** A make's or a make + model's page: `name` "Maruti Suzuki" or "Maruti Suzuki Swift". */
export const landingMakeTitle = (name: string) => `જૂની ${name} કાર`;
export const landingMakeHeading = (name: string) => `જૂની ${name} કાર`;
/** The price part of a description when every car costs the same; `price` formatted. */
export const landingPrice = (price: string) => `કિંમત ${price}`;
/** The price part of a description; prices formatted. */
export const landingPriceRange = (min: string, max: string) => `કિંમત ${min}થી ${max} સુધી`;
/** `prices` from landingPrice or landingPriceRange. */
export const landingCityDescription = (count: number, city: string, prices: string) =>
  pluralIndic(
    count,
    `CarSetu પર ${city}માં ભરોસાપાત્ર ડીલર કે માલિકની વેચાણ માટેની ${count} જૂની કાર ખરીદો, ${prices}.`,
    `CarSetu પર ${city}માં ભરોસાપાત્ર ડીલરો અને માલિકોની વેચાણ માટેની ${count} જૂની કારમાંથી ખરીદો, ${prices}.`,
  );
export const landingMakeDescription = (count: number, name: string, prices: string) =>
  pluralIndic(
    count,
    `CarSetu પર આખા ભારતમાં ભરોસાપાત્ર ડીલર કે માલિકની વેચાણ માટેની ${count} જૂની ${name} કાર ખરીદો, ${prices}.`,
    `CarSetu પર આખા ભારતમાં ભરોસાપાત્ર ડીલરો અને માલિકોની વેચાણ માટેની ${count} જૂની ${name} કારમાંથી ખરીદો, ${prices}.`,
  );
export const usedMakeCars = (make: string) => `જૂની ${make} કાર`;
