/**
 * The car loan EMI shown on every car page (docs/product.md#emi): the
 * standard reducing-balance formula, and the calculator's defaults and
 * ranges. Amounts are rupees, the rate is percent a year, the tenure months.
 */
import { emiDownRange, emiIndicative, emiRateRange } from '#messages/labels.ts';

/**
 * The calculator's messages (docs/product.md#emi; the words in
 * src/shared/i18n/{lang}/labels.ts), with the car page's code rather than every page's.
 */
export const EMI_MSG = {
  downRange: emiDownRange,
  rateRange: emiRateRange,
  indicative: emiIndicative,
} as const;

/** The calculator's starting values: 20% down, 60 months, 12% a year. */
export const EMI_DEFAULTS = { downPercent: 20, months: 60, ratePercent: 12 } as const;

/** Tenures offered, months (12 to 84, a year apart). */
export const EMI_MONTHS = [12, 24, 36, 48, 60, 72, 84] as const;

/** Interest rates accepted, percent a year, in steps of 0.1. */
export const EMI_RATE = { min: 9, max: 20, step: 0.1 } as const;

/**
 * The monthly instalment, whole rupees (rounded), for `principal` rupees
 * borrowed at `ratePercent` a year over `months` months:
 * P·r·(1+r)^n / ((1+r)^n − 1) with r the monthly rate. 0 when nothing is
 * borrowed. Example: ₹5,00,000 at 12% for 60 months is ₹11,122.
 */
export function emiRupees(principal: number, ratePercent: number, months: number): number {
  if (principal <= 0 || months <= 0) return 0;
  const r = ratePercent / 12 / 100;
  if (r === 0) return Math.round(principal / months);
  const growth = (1 + r) ** months;
  return Math.round((principal * r * growth) / (growth - 1));
}

/** The default down payment on a car of `price` rupees: 20%, rounded to the nearest ₹1,000. */
export function defaultDownPayment(price: number): number {
  return Math.round((price * EMI_DEFAULTS.downPercent) / 100 / 1000) * 1000;
}

/** The monthly instalment with the calculator's defaults on a car of `price` rupees (its price's "EMI X/month"). */
export function defaultEmi(price: number): number {
  return emiRupees(
    price - defaultDownPayment(price),
    EMI_DEFAULTS.ratePercent,
    EMI_DEFAULTS.months,
  );
}

/** A visitor's calculator values: down payment (rupees), tenure (months), rate (% a year). */
export interface EmiChoice {
  down: number;
  months: number;
  rate: number;
}

/** The calculator's values before the visitor changes any, for a car of `price` rupees. */
export function defaultEmiChoice(price: number): EmiChoice {
  return {
    down: defaultDownPayment(price),
    months: EMI_DEFAULTS.months,
    rate: EMI_DEFAULTS.ratePercent,
  };
}

const decimal = (value: string | null): number | null =>
  value !== null && /^\s*\d+(\.\d+)?\s*$/.test(value) ? Number(value) : null;

const EMI_FIELDS = ['down', 'months', 'rate'] as const;

/** Whether a car page's query carries any of the calculator's values. */
export function emiAsked(query: URLSearchParams): boolean {
  return EMI_FIELDS.some((k) => query.has(k));
}

/**
 * The calculator's values in a car page's query (`down`, `months`, `rate`:
 * the calculator's GET form, sent without JavaScript), each checked against
 * the rules: a down payment from ₹0 to the price (whole rupees), a tenure of
 * EMI_MONTHS, a rate within EMI_RATE (to 0.1%). A missing or refused value
 * takes its default. `given` is false when the query holds none of them.
 */
export function emiChoiceFromQuery(
  query: URLSearchParams,
  price: number,
): { choice: EmiChoice; given: boolean } {
  const choice = defaultEmiChoice(price);
  const down = decimal(query.get('down'));
  if (down !== null && down <= price) choice.down = Math.round(down);
  const months = decimal(query.get('months'));
  if (months !== null && (EMI_MONTHS as readonly number[]).includes(months)) choice.months = months;
  const rate = decimal(query.get('rate'));
  if (rate !== null && rate >= EMI_RATE.min && rate <= EMI_RATE.max) {
    choice.rate = Math.round(rate * 10) / 10;
  }
  return { choice, given: emiAsked(query) };
}
