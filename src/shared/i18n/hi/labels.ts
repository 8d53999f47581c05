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
// The fair-price badge (price-rating.ts, docs/product.md#fair-price-badge); 'Not enough data' is PAGE_MSG.notEnoughData.
export const greatPrice = 'बढ़िया कीमत';
export const goodPrice = 'अच्छी कीमत';
export const fairPrice = 'सही कीमत';
export const highPrice = 'ज़्यादा कीमत';
export const overpriced = 'बहुत ज़्यादा कीमत';
// The EMI calculator (emi.ts, docs/product.md#emi).
export const emiDownRange = '₹0 से लेकर कार की कीमत तक का डाउन पेमेंट डालें।';
export const emiRateRange = '9% से 20% सालाना के बीच की ब्याज दर डालें।';
export const emiIndicative =
  'यह सिर्फ़ अनुमान है: असली ब्याज दर, फ़ीस और EMI लोन देने वाला आपके दस्तावेज़ देखकर तय करता है।';
/** A saved search's new matches (new-cars.ts): `count` is `n` as shown ("100+"). "1 नई कार", "3 नई कारें". */
export const newCars = (n: number, count: string) =>
  pluralIndic(n, `${count} नई कार`, `${count} नई कारें`);
