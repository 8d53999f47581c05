/**
 * The messages of docs/product.md#messages-and-errors that the public pages
 * (Home, /search, landing, car, Contact, policy pages) and the app's frame
 * show, apart from the rest (messages.ts, whose MSG holds these too) so that
 * a public page's app carries only these (js-budget.json). Spelled exactly as
 * docs/product.md spells them.
 */
export const PAGE_MSG = {
  leadExists: 'Lead Already Exists',
  soldOut: 'Sold Out...',
  /** A car kept from buyers (docs/moderation.md): its page says so, like a sold one's. */
  unavailable: 'This car is no longer available.',
  soldOutText:
    "Thank you for your interest! The car you're looking for has been sold. But don't worry, we have more great options for you.",
  loading: 'Loading...',
  /** The fair-price badge below MIN_COMPARABLES (price-rating.ts). */
  notEnoughData: 'Not enough data',
  seenItAll: 'Yay! You have seen it all',
  sorry: 'Sorry',
  noVehicle: 'No vehicle available!',
  somethingWrong: 'Something went wrong!',
  somethingWrongPost: 'Something went wrong',
  successfully: 'Successfully',
  noShare: "Your system doesn't support the Web Share APIs.",
  noWebViewBridge: 'Error in React Native WebView postMessage..',
  errorTitle: 'Unexpected Application Error!',
} as const;
