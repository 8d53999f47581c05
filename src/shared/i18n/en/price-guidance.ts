/** Price guidance per car in the dealer workspace (issue 45 part 2; docs/decisions/045-price-guidance.md). */
import { pluralEn } from '../plural.ts';

export const priceGuidanceButton = 'Price guidance';
export const loadingGuidance = 'Loading price guidance…';
export const guidanceLoadFailed = 'Price guidance did not load.';
/** The car's rating (`label`: the badge's words) and its fair range (`low`, `high`: rupees formatted). */
export const ratedWithRange = (label: string, low: string, high: string) =>
  `${label}: the fair price range is ${low} to ${high}.`;
export const notRatedYet = 'Not rated yet: a car is rated within 5 minutes of a change.';
/** Too few comparable cars (`count`) for a rating. */
export const notEnoughToRate = (count: number) =>
  count === 0
    ? 'Not enough data: no comparable cars, and a rating needs 8.'
    : pluralEn(
        count,
        'Not enough data: 1 comparable car, and a rating needs 8.',
        `Not enough data: ${count} comparable cars, and a rating needs 8.`,
      );
/** The heading of the car's figures over the last `days` Indian days. */
export const lastDays = (days: number) => `Last ${days} days`;
/** `shown` is `n` formatted. */
export const viewsInDays = (n: number, shown: string) =>
  pluralEn(n, `${shown} view`, `${shown} views`);
export const leadsInDays = (n: number, shown: string) =>
  pluralEn(n, `${shown} lead`, `${shown} leads`);
/** Against similar cars: `inTen` of every 10 have fewer views (10: all of them). */
export const moreViews = (inTen: number) =>
  inTen === 10
    ? 'More views than every similar car'
    : `More views than ${inTen} in 10 similar cars`;
/** Against similar cars: `inTen` of every 10 have more views (10: all of them). */
export const fewerViews = (inTen: number) =>
  inTen === 10
    ? 'Fewer views than every similar car'
    : `Fewer views than ${inTen} in 10 similar cars`;
export const levelViews = 'About as many views as similar cars';
export const moreLeads = (inTen: number) =>
  inTen === 10
    ? 'More leads than every similar car'
    : `More leads than ${inTen} in 10 similar cars`;
export const fewerLeads = (inTen: number) =>
  inTen === 10
    ? 'Fewer leads than every similar car'
    : `Fewer leads than ${inTen} in 10 similar cars`;
export const levelLeads = 'About as many leads as similar cars';
/** Which `n` cars were compared with. */
export const comparedSameModelYear = (n: number) =>
  `Compared with ${n} similar cars for sale: the same model, within a year.`;
export const comparedSameModel = (n: number) =>
  `Compared with ${n} similar cars for sale: the same model, any year.`;
export const comparedSameBody = (n: number) =>
  `Compared with ${n} similar cars for sale: the same body type, priced within 20% of this car.`;
/** Fewer than 5 similar cars (`n`) for sale. */
export const tooFewToCompare = (n: number) =>
  n === 0
    ? 'No similar cars for sale: too few to compare views and leads.'
    : pluralEn(
        n,
        'Only 1 similar car for sale: too few to compare views and leads.',
        `Only ${n} similar cars for sale: too few to compare views and leads.`,
      );
/** The highest price (`price` formatted) that rates `label` ('Good price' in the build's language). */
export const goodPriceAt = (price: string, label: string) =>
  `At ${price} or less, this car would be rated ${label}.`;
/** The one-tap button: `price` formatted. */
export const setPriceTo = (price: string) => `Set price to ${price}`;
/** Its Yes/No confirmation: `car` is the car's title. */
export const confirmSetPrice = (price: string, car: string) =>
  `Are you sure you want to change the price of ${car} to ${price}?`;
export const settingPrice = 'Changing the price…';
export const afterChangeNote = 'The new price shows at once; its rating follows within 5 minutes.';
