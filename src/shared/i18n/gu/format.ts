/**
 * Number and date words (src/shared/format.ts): the short forms where space
 * is tight ("6.15 લાખ"), what an empty value reads as, ordinals and dates.
 */
export const lakh = 'લાખ';
export const crore = 'કરોડ';

/** An empty amount or date. */
export const notAvailable = 'ઉપલબ્ધ નથી';

const ORDINALS = [
  'પહેલો',
  'બીજો',
  'ત્રીજો',
  'ચોથો',
  'પાંચમો',
  'છઠ્ઠો',
  'સાતમો',
  'આઠમો',
  'નવમો',
  'દસમો',
];

/** 1 -> "પહેલો", 2 -> "બીજો" ... 10 -> "દસમો", then "11મો" (as "માલિક" takes it). */
export const ordinalNumber = (n: number): string => ORDINALS[n - 1] ?? `${n}મો`;

/** The months' names, January first: dates here and the reports' periods (reports.ts). */
export const MONTHS = [
  'જાન્યુઆરી',
  'ફેબ્રુઆરી',
  'માર્ચ',
  'એપ્રિલ',
  'મે',
  'જૂન',
  'જુલાઈ',
  'ઑગસ્ટ',
  'સપ્ટેમ્બર',
  'ઑક્ટોબર',
  'નવેમ્બર',
  'ડિસેમ્બર',
];

/** A date: "28 જુલાઈ 2025", "5 જુલાઈ 2025"; `month` 0 (January) to 11. */
export const dateText = (day: number, month: number, year: number): string =>
  `${day} ${MONTHS[month]} ${year}`;
/** The owner select's option and the car's owner fact: `nth` from ordinalNumber (format.ts): "પહેલો માલિક". */
export const nthOwner = (nth: string) => `${nth} માલિક`;
