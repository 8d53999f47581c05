/**
 * The words src/shared's functions and lists show people (apart from MSG and
 * the page titles in heads.ts): report reasons, the fair-price badge, how
 * long a car has been listed, the owner label, the EMI calculator's notes,
 * saved searches' new cars, landing pages' wording, enquiry statuses and the
 * form messages of src/shared/schemas that are not in MSG.
 */
import { pluralIndic } from '../plural.ts';

// The Report dialog's reasons (report-reasons.ts, docs/moderation.md#reports), by wire code.
export const reportReasonAdvance = 'એડવાન્સ કે ટોકન મની માંગી';
export const reportReasonUpi = 'UPI કલેક્ટ રિક્વેસ્ટ કે QR કોડ મોકલ્યો';
export const reportReasonStory = 'શંકાસ્પદ વાર્તા (આર્મી પોસ્ટિંગ, કાર એરપોર્ટ પર, કસ્ટમ ફી)';
export const reportReasonCopied = 'ફોટા કૉપી કરેલા કે કિંમત બજાર કરતાં ઘણી ઓછી';
export const reportReasonNotOwner = 'વેચનાર RC પર માલિક નથી, અથવા લોન છુપાવેલી છે';
export const reportReasonSold = 'પહેલેથી વેચાઈ ગઈ છે';
export const reportReasonWrong = 'ખોટી વિગતો';
export const reportReasonAbusive = 'અપમાનજનક વર્તન';
/** The Report dialog when no reason is chosen. */
export const chooseReason = 'કૃપા કરીને કોઈ કારણ પસંદ કરો.';

// The fair-price badge (price-rating.ts, docs/product.md#fair-price-badge); 'Not enough data' is PAGE_MSG.notEnoughData.
export const greatPrice = 'શ્રેષ્ઠ કિંમત';
export const goodPrice = 'સારી કિંમત';
export const fairPrice = 'યોગ્ય કિંમત';
export const highPrice = 'વધારે કિંમત';
export const overpriced = 'ઘણી વધારે કિંમત';

// How long a car has been listed (listing-age.ts, docs/product.md#days-listed-and-price-drops).
export const listedToday = 'આજે લિસ્ટ થઈ';
export const listedYesterday = 'ગઈકાલે લિસ્ટ થઈ';
/** 2 to 59 days. */
export const listedDaysAgo = (days: number) => `${days} દિવસ પહેલાં લિસ્ટ થઈ`;
/** 2 months or more (whole months of 30 days). */
export const listedMonthsAgo = (months: number) => `${months} મહિના પહેલાં લિસ્ટ થઈ`;
/** `amount` formatted: "કિંમત ₹20,000 ઘટી". */
export const priceDroppedBy = (amount: string) => `કિંમત ${amount} ઘટી`;

/** The owner select's option and the car's owner fact: `nth` from ordinalNumber (format.ts): "પહેલો માલિક". */
export const nthOwner = (nth: string) => `${nth} માલિક`;

// The EMI calculator (emi.ts, docs/product.md#emi).
export const emiDownRange = '₹0 થી લઈને કારની કિંમત સુધીનું ડાઉન પેમેન્ટ દાખલ કરો.';
export const emiRateRange = '9% થી 20% વાર્ષિક વચ્ચેનો વ્યાજ દર દાખલ કરો.';
export const emiIndicative =
  'આ ફક્ત અંદાજ છે: સાચો વ્યાજ દર, ફી અને EMI લોન આપનાર તમારા દસ્તાવેજો તપાસીને નક્કી કરે છે.';

/** A saved search's new matches (new-cars.ts): `count` is `n` as shown ("100+"). "1 નવી કાર", "3 નવી કાર". */
export const newCars = (_n: number, count: string) => `${count} નવી કાર`;

// Landing pages (pages/landing.ts, docs/decisions/012-landing-pages.md): title, h1 and description.
export const landingCityTitle = (city: string) => `${city}માં જૂની કાર`;
export const landingCityHeading = (city: string) => `${city}માં જૂની કાર`;
/** A make's or a make + model's page: `name` "Maruti Suzuki" or "Maruti Suzuki Swift". */
export const landingMakeTitle = (name: string) => `જૂની ${name} કાર`;
export const landingMakeHeading = (name: string) => `જૂની ${name} કાર`;
/** The price part of a description when every car costs the same; `price` formatted. */
export const landingPrice = (price: string) => `કિંમત ${price}`;
/** The price part of a description; prices formatted. */
export const landingPriceRange = (min: string, max: string) => `કિંમત ${min} થી ${max} સુધી`;
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

// Enquiry statuses as the seller's inbox shows them (schemas/enquiry.ts).
export const leadStatusNew = 'નવી';
export const leadStatusContacted = 'સંપર્ક કર્યો';
export const leadStatusClosed = 'બંધ';

// Form messages of src/shared/schemas that MSG does not hold.
/** A saved search's name (docs/product.md#saved-searches). */
export const searchNameRequired = 'કૃપા કરીને આ સર્ચનું નામ લખો';
export const searchNameTooLong = 'નામ વધુમાં વધુ 40 અક્ષરનું હોઈ શકે';
export const searchNameControlChars = 'નામમાં કેટલાક અક્ષરો માન્ય નથી';
/** The Profile screen's name and address. */
export const profileNameTooLong = 'નામ વધુમાં વધુ 60 અક્ષરનું હોઈ શકે.';
export const addressTooLong = 'સરનામું વધુમાં વધુ 250 અક્ષરનું હોઈ શકે.';
export const addressControlChars = 'સરનામામાં કેટલાક અક્ષરો માન્ય નથી.';
/** Free text over its length (after the field's name when the server answers). */
export const textTooLong = (max: number) => `વધુમાં વધુ ${max} અક્ષર હોઈ શકે`;
/** Free text holding a control character (after the field's name when the server answers). */
export const noControlChars = 'આમાં કેટલાક અક્ષરો માન્ય નથી';
/** A dealer's map link. */
export const linkNeedsHttps = 'https:// થી શરૂ થતી લિંક દાખલ કરો';
