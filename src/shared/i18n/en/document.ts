/** index.html's own words (vite.config.ts writes them in per build): until a page has its head and app. */
export const defaultTitle = 'Used Cars for Sale in India | CarSetu';
export const defaultDescription =
  'Buy and sell used cars in India on CarSetu. Search second-hand cars by city, make, model, fuel, budget and kilometres from trusted dealers and owners.';
export const loadingLabel = 'Loading CarSetu';
export const noScript =
  'CarSetu needs JavaScript to show cars. Please enable it, or open this page in a different browser.';
