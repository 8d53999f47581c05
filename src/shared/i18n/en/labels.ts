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
// The fair-price badge (price-rating.ts, docs/product.md#fair-price-badge); 'Not enough data' is PAGE_MSG.notEnoughData.
export const greatPrice = 'Great price';
export const goodPrice = 'Good price';
export const fairPrice = 'Fair price';
export const highPrice = 'High price';
export const overpriced = 'Overpriced';
// The EMI calculator (emi.ts, docs/product.md#emi).
export const emiDownRange = "Enter a down payment from ₹0 up to the car's price.";
export const emiRateRange = 'Enter a rate from 9% to 20% a year.';
export const emiIndicative =
  'Indicative only: the lender decides the actual rate, fees and EMI after checking your documents.';
/** A saved search's new matches (new-cars.ts): `count` is `n` as shown ("100+"). "1 new car", "3 new cars". */
export const newCars = (n: number, count: string) =>
  pluralEn(n, `${count} new car`, `${count} new cars`);
