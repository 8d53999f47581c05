/**
 * The compare page's words with values (src/web/app/routes/compare-route.tsx): apart from frame.ts and cars.ts, whose functions ride in every page's start.
 */
export const compareIntro = (max: number) =>
  `${max} कारों तक आमने-सामने; जिन पंक्तियों में फ़र्क है, वे हाइलाइट की गई हैं।`;
/** An instalment, `amount` formatted ("₹12,345/महीना"). */
export const perMonth = (amount: string) => `${amount}/महीना`;
/** After Remove, for screen readers: `car` is the model, or thisCar. */
export const fromComparison = (car: string) => ` (${car} को तुलना से)`;
