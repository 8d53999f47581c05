/**
 * Number and date words (src/shared/format.ts): the short forms where space
 * is tight ("6.15 लाख"), what an empty value reads as, ordinals and dates.
 */
export const lakh = 'लाख';
export const crore = 'करोड़';

/** An empty amount or date. */
export const notAvailable = 'उपलब्ध नहीं';

const ORDINALS = ['पहला', 'दूसरा', 'तीसरा', 'चौथा', 'पाँचवाँ', 'छठा', 'सातवाँ', 'आठवाँ', 'नौवाँ', 'दसवाँ'];

/** 1 -> "पहला", 2 -> "दूसरा" ... 10 -> "दसवाँ", then "11वाँ" (as "मालिक" takes it). */
export const ordinalNumber = (n: number): string => ORDINALS[n - 1] ?? `${n}वाँ`;

/** The months' names, January first: dates here and the reports' periods (reports.ts). */
export const MONTHS = [
  'जनवरी',
  'फ़रवरी',
  'मार्च',
  'अप्रैल',
  'मई',
  'जून',
  'जुलाई',
  'अगस्त',
  'सितंबर',
  'अक्टूबर',
  'नवंबर',
  'दिसंबर',
];

/** A date: "28 जुलाई 2025", "5 जुलाई 2025"; `month` 0 (January) to 11. */
export const dateText = (day: number, month: number, year: number): string =>
  `${day} ${MONTHS[month]} ${year}`;
/** The owner select's option and the car's owner fact: `nth` from ordinalNumber (format.ts): "पहला मालिक". */
export const nthOwner = (nth: string) => `${nth} मालिक`;
