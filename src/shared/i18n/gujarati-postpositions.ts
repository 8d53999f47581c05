/**
 * Gujarati writes its case postpositions joined to the word before them
 * (કારને, CarSetuના, 10માંથી, (GJ01AB1000)માં); પર, માટે, સાથે, સુધી and
 * વિશે stand apart. glossary.test.ts fails on one of these written apart.
 */
export const GUJARATI_JOINED_POSTPOSITIONS: readonly string[] = [
  'ને',
  'નો',
  'ની',
  'નું',
  'નાં',
  'ના',
  'માં',
  'માંથી',
  'થી',
];
