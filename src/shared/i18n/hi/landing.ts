/** Landing pages' wording (src/shared/pages/landing.ts). */
import { pluralIndic } from '../plural.ts';

// Landing pages (pages/landing.ts, docs/decisions/012-landing-pages.md): title, h1 and description.
export const landingCityTitle = (city: string) => `${city} में पुरानी कारें`;
export const landingCityHeading = (city: string) => `${city} में पुरानी कारें`;
/** A make's or a make + model's page: `name` "Maruti Suzuki" or "Maruti Suzuki Swift". */
export const landingMakeTitle = (name: string) => `पुरानी ${name} कारें`;
export const landingMakeHeading = (name: string) => `पुरानी ${name} कारें`;
/** The price part of a description when every car costs the same; `price` formatted. */
export const landingPrice = (price: string) => `कीमत ${price}`;
/** The price part of a description; prices formatted. */
export const landingPriceRange = (min: string, max: string) => `कीमत ${min} से ${max} तक`;
/** `prices` from landingPrice or landingPriceRange. */
export const landingCityDescription = (count: number, city: string, prices: string) =>
  pluralIndic(
    count,
    `${city} में बिक्री के लिए ${count} पुरानी कार: CarSetu पर भरोसेमंद डीलर या मालिक से खरीदें, ${prices}।`,
    `${city} में बिक्री के लिए ${count} पुरानी कारें: CarSetu पर भरोसेमंद डीलरों और मालिकों से खरीदें, ${prices}।`,
  );
export const landingMakeDescription = (count: number, name: string, prices: string) =>
  pluralIndic(
    count,
    `पूरे भारत में बिक्री के लिए ${count} पुरानी ${name} कार: CarSetu पर भरोसेमंद डीलर या मालिक से खरीदें, ${prices}।`,
    `पूरे भारत में बिक्री के लिए ${count} पुरानी ${name} कारें: CarSetu पर भरोसेमंद डीलरों और मालिकों से खरीदें, ${prices}।`,
  );
export const usedMakeCars = (make: string) => `पुरानी ${make} कारें`;
