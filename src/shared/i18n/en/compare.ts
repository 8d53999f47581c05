/**
 * The compare page's words with values (src/web/app/routes/compare-route.tsx): apart from frame.ts and cars.ts, whose functions ride in every page's start.
 */
export const compareIntro = (max: number) =>
  `Up to ${max} cars side by side; rows that differ are highlighted.`;
/** An instalment, `amount` formatted ("₹12,345/month"). */
export const perMonth = (amount: string) => `${amount}/month`;
/** After Remove, for screen readers: `car` is the model, or thisCar. */
export const fromComparison = (car: string) => ` ${car} from the comparison`;
