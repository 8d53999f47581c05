/**
 * The words src/shared's functions and lists show people (apart from MSG and
 * the page titles in heads.ts): report reasons, the fair-price badge, how
 * long a car has been listed, the owner label, the EMI calculator's notes,
 * saved searches' new cars, landing pages' wording, enquiry statuses and the
 * form messages of src/shared/schemas that are not in MSG. English spelled as
 * docs/product.md quotes it.
 */
import { pluralEn } from '../plural.ts';

// The Report dialog's reasons (report-reasons.ts, docs/moderation.md#reports), by wire code.
export const reportReasonAdvance = 'Asked for advance or token money';
export const reportReasonUpi = 'Sent a UPI collect request or QR code';
export const reportReasonStory = 'Suspicious story (army posting, car at the airport, customs fee)';
export const reportReasonCopied = 'Photos copied or price far below market';
export const reportReasonNotOwner = 'Seller is not the owner on the RC, or a loan is hidden';
export const reportReasonSold = 'Already sold';
export const reportReasonWrong = 'Wrong details';
export const reportReasonAbusive = 'Abusive';
/** The Report dialog when no reason is chosen. */
export const chooseReason = 'Please choose a reason.';

// The fair-price badge (price-rating.ts, docs/product.md#fair-price-badge); 'Not enough data' is PAGE_MSG.notEnoughData.
export const greatPrice = 'Great price';
export const goodPrice = 'Good price';
export const fairPrice = 'Fair price';
export const highPrice = 'High price';
export const overpriced = 'Overpriced';

// How long a car has been listed (listing-age.ts, docs/product.md#days-listed-and-price-drops).
export const listedToday = 'Listed today';
export const listedYesterday = 'Listed yesterday';
/** 2 to 59 days. */
export const listedDaysAgo = (days: number) => `Listed ${days} days ago`;
/** 2 months or more (whole months of 30 days). */
export const listedMonthsAgo = (months: number) => `Listed ${months} months ago`;
/** `amount` formatted: "Price dropped by ₹20,000". */
export const priceDroppedBy = (amount: string) => `Price dropped by ${amount}`;

/** The owner select's option and the car's owner fact: `nth` from ordinalNumber (format.ts): "1st Owner". */
export const nthOwner = (nth: string) => `${nth} Owner`;

// The EMI calculator (emi.ts, docs/product.md#emi).
export const emiDownRange = "Enter a down payment from ₹0 up to the car's price.";
export const emiRateRange = 'Enter a rate from 9% to 20% a year.';
export const emiIndicative =
  'Indicative only: the lender decides the actual rate, fees and EMI after checking your documents.';

/** A saved search's new matches (new-cars.ts): `count` is `n` as shown ("100+"). "1 new car", "3 new cars". */
export const newCars = (n: number, count: string) =>
  pluralEn(n, `${count} new car`, `${count} new cars`);

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

// Enquiry statuses as the seller's inbox shows them (schemas/enquiry.ts).
export const leadStatusNew = 'New';
export const leadStatusContacted = 'Contacted';
export const leadStatusClosed = 'Closed';

// Form messages of src/shared/schemas that MSG does not hold.
/** A saved search's name (docs/product.md#saved-searches). */
export const searchNameRequired = 'Please enter a name for this search';
export const searchNameTooLong = 'Name must be at most 40 characters';
export const searchNameControlChars = 'Name must not contain control characters';
/** The Profile screen's name and address. */
export const profileNameTooLong = 'name must be at most 60 characters.';
export const addressTooLong = 'Address must be at most 250 characters.';
export const addressControlChars = 'Address must not contain control characters.';
/** Free text over its length (after the field's name when the server answers). */
export const textTooLong = (max: number) => `must be at most ${max} characters`;
/** Free text holding a control character (after the field's name when the server answers). */
export const noControlChars = 'must not contain control characters';
/** A dealer's map link. */
export const linkNeedsHttps = 'Enter a link starting with https://';
