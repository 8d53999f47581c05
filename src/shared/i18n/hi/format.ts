/** Number words (src/shared/format.ts): the short forms where space is tight, "6.15 लाख". */
export const lakh = 'लाख';
export const crore = 'करोड़';
