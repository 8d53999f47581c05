/**
 * Number and date words (src/shared/format.ts): the short forms where space
 * is tight ("6.15 Lakh"), what an empty value reads as, ordinals and dates.
 */
export const lakh = 'Lakh';
export const crore = 'Crore';

/** An empty amount or date (docs/product.md#who-it-is-for: 'NA'). */
export const notAvailable = 'NA';

/** 1 -> "1st", 2 -> "2nd", 3 -> "3rd", 4 -> "4th", 11 -> "11th". */
export const ordinalNumber = (n: number): string => {
  const rem100 = n % 100;
  if (rem100 >= 11 && rem100 <= 13) return `${n}th`;
  switch (n % 10) {
    case 1:
      return `${n}st`;
    case 2:
      return `${n}nd`;
    case 3:
      return `${n}rd`;
    default:
      return `${n}th`;
  }
};

/** The months' names, January first (short: "Jul"): dates here, the reports' periods (reports.ts) and enquiry times (account.ts). */
export const MONTHS = [
  'Jan',
  'Feb',
  'Mar',
  'Apr',
  'May',
  'Jun',
  'Jul',
  'Aug',
  'Sep',
  'Oct',
  'Nov',
  'Dec',
];

/** A date as the product shows it: "Jul 28, 2025", "Jul 05, 2025"; `month` 0 (January) to 11. */
export const dateText = (day: number, month: number, year: number): string =>
  `${MONTHS[month]} ${String(day).padStart(2, '0')}, ${year}`;
/** The owner select's option and the car's owner fact: `nth` from ordinalNumber (format.ts): "1st Owner". */
export const nthOwner = (nth: string) => `${nth} Owner`;
