/** Number words (src/shared/format.ts): the short forms where space is tight, "6.15 Lakh". */
export const lakh = 'Lakh';
export const crore = 'Crore';
