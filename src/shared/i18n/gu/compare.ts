/**
 * The compare page's words with values (src/web/app/routes/compare-route.tsx): apart from frame.ts and cars.ts, whose functions ride in every page's start.
 */
export const compareIntro = (max: number) =>
  `${max} સુધી કાર સામસામે; જે હરોળમાં ફરક છે તે હાઇલાઇટ કરેલી છે.`;
/** An instalment, `amount` formatted ("₹12,345/મહિને"). */
export const perMonth = (amount: string) => `${amount}/મહિને`;
/** After Remove, for screen readers: `car` is the model, or thisCar. */
export const fromComparison = (car: string) => ` (${car}ને સરખામણીમાંથી)`;
