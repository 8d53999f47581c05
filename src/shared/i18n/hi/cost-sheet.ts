/** The owner's cost sheets in the dealer workspace (issue 45 part 1; docs/decisions/044-cost-sheets.md). */
import { pluralIndic } from '../plural.ts';

export const costSheetButton = 'खर्च का हिसाब';
export const loadingCosts = 'खर्च का हिसाब लोड हो रहा है…';
export const costsLoadFailed = 'खर्च का हिसाब लोड नहीं हुआ।';
export const noCostsYet = 'अभी कोई खर्च नहीं डाला गया। कार के लिए जो दाम दिया, उससे शुरू करें।';
export const costKindPurchase = 'खरीद';
export const costKindRefurbishment = 'रिपेयर और सजावट';
export const costKindTransport = 'ट्रांसपोर्ट';
export const costKindRto = 'RTO';
export const costKindInsurance = 'इंश्योरेंस';
export const costKindOther = 'अन्य';
export const costKindLabel = 'खर्च किसका';
export const costAmountLabel = 'रकम (₹)';
export const costDateLabel = 'भुगतान की तारीख';
export const costNoteLabel = 'नोट (ज़रूरी नहीं)';
export const addCost = 'खर्च जोड़ें';
export const removeCost = 'हटाएँ';
export const netCost = 'कुल लागत';
export const marginLabel = 'आप कितना मार्जिन चाहते हैं (₹)';
export const saveMargin = 'मार्जिन सेव करें';
export const minimumPrice = 'न्यूनतम कीमत';
export const askingPrice = 'माँगी गई कीमत';
export const belowMinimum = 'माँगी गई कीमत न्यूनतम कीमत से कम है।';
export const soldFor = 'इतने में बिकी';
export const profit = 'मुनाफ़ा';
export const loss = 'घाटा';
/** Days a car has been in stock. */
export const daysInStock = (days: number) => `${days} दिन से स्टॉक में`;
/** The badge of a car in stock `days` or more days. */
export const inStockFor = (days: number) => `${days}+ दिन`;
export const stockValueHeading = 'आपका स्टॉक';
export const stockCars = (n: number) =>
  pluralIndic(n, `बिक्री के लिए ${n} कार`, `बिक्री के लिए ${n} कारें`);
export const stockCost = 'कुल लागत';
export const stockAsking = 'कुल माँगी गई कीमत';
export const stockAgeing = 'स्टॉक में दिन';
export const ageingBand = ['15 दिन से कम', '15 से 29 दिन', '30 से 44 दिन', '45 दिन या ज़्यादा'];
