/**
 * The words src/shared's functions and lists show people (apart from MSG and
 * the page titles in heads.ts): report reasons, the fair-price badge, how
 * long a car has been listed, the owner label, the EMI calculator's notes,
 * saved searches' new cars, landing pages' wording, enquiry statuses and the
 * form messages of src/shared/schemas that are not in MSG.
 */

// The Report dialog's reasons (report-reasons.ts, docs/moderation.md#reports), by wire code.
export const reportReasonAdvance = 'એડવાન્સ કે ટોકનના પૈસા માંગ્યા';
export const reportReasonUpi = 'UPI કલેક્ટ રિક્વેસ્ટ કે QR કોડ મોકલ્યો';
export const reportReasonStory = 'શંકાસ્પદ વાર્તા (આર્મી પોસ્ટિંગ, કાર એરપોર્ટ પર, કસ્ટમ ફી)';
export const reportReasonCopied = 'ફોટા કૉપી કરેલા કે કિંમત બજાર કરતાં ઘણી ઓછી';
export const reportReasonNotOwner = 'વેચનાર RC પર માલિક નથી, અથવા લોન છુપાવેલી છે';
export const reportReasonSold = 'પહેલેથી વેચાઈ ગઈ છે';
export const reportReasonWrong = 'ખોટી વિગતો';
export const reportReasonAbusive = 'અપમાનજનક વર્તન';
// The fair-price badge (price-rating.ts, docs/product.md#fair-price-badge); 'Not enough data' is PAGE_MSG.notEnoughData.
export const greatPrice = 'ખૂબ સારી કિંમત';
export const goodPrice = 'સારી કિંમત';
export const fairPrice = 'યોગ્ય કિંમત';
export const highPrice = 'વધારે કિંમત';
export const overpriced = 'ઘણી વધારે કિંમત';
// The EMI calculator (emi.ts, docs/product.md#emi).
export const emiDownRange = '₹0થી લઈને કારની કિંમત સુધીનું ડાઉન પેમેન્ટ દાખલ કરો.';
export const emiRateRange = '9%થી 20% વાર્ષિક વચ્ચેનો વ્યાજ દર દાખલ કરો.';
export const emiIndicative =
  'આ ફક્ત અંદાજ છે: સાચો વ્યાજ દર, ફી અને EMI લોન આપનાર તમારા દસ્તાવેજો તપાસીને નક્કી કરે છે.';
/** A saved search's new matches (new-cars.ts): `count` is `n` as shown ("100+"). "1 નવી કાર", "3 નવી કાર". */
export const newCars = (_n: number, count: string) => `${count} નવી કાર`;
