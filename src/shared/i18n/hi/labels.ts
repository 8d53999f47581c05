/**
 * The words src/shared's functions and lists show people (apart from MSG and
 * the page titles in heads.ts): report reasons, the fair-price badge, how
 * long a car has been listed, the owner label, the EMI calculator's notes,
 * saved searches' new cars, landing pages' wording, enquiry statuses and the
 * form messages of src/shared/schemas that are not in MSG.
 */
import { pluralIndic } from '../plural.ts';

// The Report dialog's reasons (report-reasons.ts, docs/moderation.md#reports), by wire code.
export const reportReasonAdvance = 'एडवांस या टोकन मनी माँगी';
export const reportReasonUpi = 'UPI कलेक्ट रिक्वेस्ट या QR कोड भेजा';
export const reportReasonStory = 'संदिग्ध कहानी (आर्मी पोस्टिंग, कार एयरपोर्ट पर, कस्टम फ़ीस)';
export const reportReasonCopied = 'फ़ोटो कॉपी की हुई या कीमत बाज़ार से बहुत कम';
export const reportReasonNotOwner = 'विक्रेता RC पर मालिक नहीं है, या लोन छिपाया गया है';
export const reportReasonSold = 'पहले ही बिक चुकी है';
export const reportReasonWrong = 'गलत जानकारी';
export const reportReasonAbusive = 'अपमानजनक व्यवहार';
/** The Report dialog when no reason is chosen. */
export const chooseReason = 'कृपया कोई कारण चुनें।';

// The fair-price badge (price-rating.ts, docs/product.md#fair-price-badge); 'Not enough data' is PAGE_MSG.notEnoughData.
export const greatPrice = 'बढ़िया कीमत';
export const goodPrice = 'अच्छी कीमत';
export const fairPrice = 'सही कीमत';
export const highPrice = 'ज़्यादा कीमत';
export const overpriced = 'बहुत ज़्यादा कीमत';

// How long a car has been listed (listing-age.ts, docs/product.md#days-listed-and-price-drops).
export const listedToday = 'आज लिस्ट हुई';
export const listedYesterday = 'कल लिस्ट हुई';
/** 2 to 59 days. */
export const listedDaysAgo = (days: number) => `${days} दिन पहले लिस्ट हुई`;
/** 2 months or more (whole months of 30 days). */
export const listedMonthsAgo = (months: number) => `${months} महीने पहले लिस्ट हुई`;
/** `amount` formatted: "कीमत ₹20,000 कम हुई". */
export const priceDroppedBy = (amount: string) => `कीमत ${amount} कम हुई`;

/** The owner select's option and the car's owner fact: `nth` from ordinalNumber (format.ts): "पहला मालिक". */
export const nthOwner = (nth: string) => `${nth} मालिक`;

// The EMI calculator (emi.ts, docs/product.md#emi).
export const emiDownRange = '₹0 से लेकर कार की कीमत तक का डाउन पेमेंट डालें।';
export const emiRateRange = '9% से 20% सालाना के बीच की ब्याज दर डालें।';
export const emiIndicative =
  'यह सिर्फ़ अनुमान है: असली ब्याज दर, फ़ीस और EMI लोन देने वाला आपके दस्तावेज़ देखकर तय करता है।';

/** A saved search's new matches (new-cars.ts): `count` is `n` as shown ("100+"). "1 नई कार", "3 नई कारें". */
export const newCars = (n: number, count: string) =>
  pluralIndic(n, `${count} नई कार`, `${count} नई कारें`);

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
    `CarSetu पर ${city} में भरोसेमंद डीलर या मालिक की ${count} बिकाऊ पुरानी कार खरीदें, ${prices}।`,
    `CarSetu पर ${city} में भरोसेमंद डीलरों और मालिकों की ${count} बिकाऊ पुरानी कारों में से खरीदें, ${prices}।`,
  );
export const landingMakeDescription = (count: number, name: string, prices: string) =>
  pluralIndic(
    count,
    `CarSetu पर पूरे भारत में भरोसेमंद डीलर या मालिक की ${count} बिकाऊ पुरानी ${name} कार खरीदें, ${prices}।`,
    `CarSetu पर पूरे भारत में भरोसेमंद डीलरों और मालिकों की ${count} बिकाऊ पुरानी ${name} कारों में से खरीदें, ${prices}।`,
  );

// Enquiry statuses as the seller's inbox shows them (schemas/enquiry.ts).
export const leadStatusNew = 'नई';
export const leadStatusContacted = 'संपर्क किया';
export const leadStatusClosed = 'बंद';

// Form messages of src/shared/schemas that MSG does not hold.
/** A saved search's name (docs/product.md#saved-searches). */
export const searchNameRequired = 'कृपया इस सर्च का नाम डालें';
export const searchNameTooLong = 'नाम ज़्यादा से ज़्यादा 40 अक्षरों का हो सकता है';
export const searchNameControlChars = 'नाम में कुछ अक्षर मान्य नहीं हैं';
/** The Profile screen's name and address. */
export const profileNameTooLong = 'नाम ज़्यादा से ज़्यादा 60 अक्षरों का हो सकता है।';
export const addressTooLong = 'पता ज़्यादा से ज़्यादा 250 अक्षरों का हो सकता है।';
export const addressControlChars = 'पते में कुछ अक्षर मान्य नहीं हैं।';
/** Free text over its length (after the field's name when the server answers). */
export const textTooLong = (max: number) => `ज़्यादा से ज़्यादा ${max} अक्षर हो सकते हैं`;
/** Free text holding a control character (after the field's name when the server answers). */
export const noControlChars = 'इसमें कुछ अक्षर मान्य नहीं हैं';
/** A dealer's map link. */
export const linkNeedsHttps = 'https:// से शुरू होने वाला लिंक डालें';
