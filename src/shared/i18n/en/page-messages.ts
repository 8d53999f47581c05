/**
 * The messages of docs/product.md#messages-and-errors that the public pages
 * (Home, /search, landing, car, Contact, policy pages) and the app's frame
 * show, apart from the rest (messages.ts, whose MSG holds these too) so that
 * a public page's app carries only these (js-budget.json). Spelled exactly as
 * docs/product.md spells them.
 */
export const leadExists = 'Lead Already Exists';
export const soldOut = 'Sold Out...';
/** A car kept from buyers (docs/moderation.md): its page says so, like a sold one's. */
export const unavailable = 'This car is no longer available.';
export const soldOutText =
  "Thank you for your interest! The car you're looking for has been sold. But don't worry, we have more great options for you.";
export const loading = 'Loading...';
/** The fair-price badge below MIN_COMPARABLES (price-rating.ts). */
export const notEnoughData = 'Not enough data';
export const seenItAll = 'Yay! You have seen it all';
export const sorry = 'Sorry';
export const noVehicle = 'No vehicle available!';
export const somethingWrong = 'Something went wrong!';
export const somethingWrongPost = 'Something went wrong';
export const successfully = 'Successfully';
export const noShare = "Your system doesn't support the Web Share APIs.";
export const noWebViewBridge = 'Error in React Native WebView postMessage..';
export const errorTitle = 'Unexpected Application Error!';
