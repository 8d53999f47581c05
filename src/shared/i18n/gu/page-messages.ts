/**
 * The messages of docs/product.md#messages-and-errors that the public pages
 * (Home, /search, landing, car, Contact, policy pages) and the app's frame
 * show, apart from the rest (messages.ts, whose MSG holds these too) so that
 * a public page's app carries only these (js-budget.json).
 */
export const leadExists = 'તમે આ કાર માટે પહેલેથી જ વિનંતી મોકલી છે';
export const soldOut = 'વેચાઈ ગઈ...';
/** A car kept from buyers (docs/moderation.md): its page says so, like a sold one's. */
export const unavailable = 'આ કાર હવે ઉપલબ્ધ નથી.';
export const soldOutText =
  'તમારા રસ બદલ આભાર! તમે જે કાર શોધી રહ્યા છો તે વેચાઈ ગઈ છે. પણ ચિંતા કરશો નહીં, અમારી પાસે તમારા માટે બીજા ઘણા સારા વિકલ્પો છે.';
export const loading = 'લોડ થઈ રહ્યું છે...';
/** The fair-price badge below MIN_COMPARABLES (price-rating.ts). */
export const notEnoughData = 'પૂરતો ડેટા નથી';
export const seenItAll = 'વાહ! તમે બધું જોઈ લીધું';
export const sorry = 'માફ કરશો';
export const noVehicle = 'કોઈ વાહન ઉપલબ્ધ નથી!';
export const somethingWrong = 'કંઈક ખોટું થયું!';
export const somethingWrongPost = 'કંઈક ખોટું થયું';
export const successfully = 'સફળ રહ્યું';
export const noShare = 'તમારી સિસ્ટમ Web Share APIને સપોર્ટ કરતી નથી.';
export const noWebViewBridge = 'React Native WebView postMessageમાં ભૂલ.';
export const errorTitle = 'ઍપમાં અણધારી ભૂલ!';
