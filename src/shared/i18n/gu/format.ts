/** Number words (src/shared/format.ts): the short forms where space is tight, "6.15 લાખ". */
export const lakh = 'લાખ';
export const crore = 'કરોડ';
