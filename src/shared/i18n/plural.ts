/**
 * Plural choice per language (CLDR cardinal rules, as Intl.PluralRules gives):
 * English says "1 car" and "0 cars"; Hindi and Gujarati take the singular for
 * 0 and 1. Message modules call the one for their language.
 */

/** English: `one` for 1, else `other`. */
export const pluralEn = (n: number, one: string, other: string): string => (n === 1 ? one : other);

/** Hindi and Gujarati: `one` for 0 and 1, else `other`. */
export const pluralIndic = (n: number, one: string, other: string): string =>
  n === 0 || n === 1 ? one : other;
