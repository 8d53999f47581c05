/** How long a car has been listed and its price drop (src/shared/listing-age.ts): car cards and the car page. */
// How long a car has been listed (listing-age.ts, docs/product.md#days-listed-and-price-drops).
export const listedToday = 'આજે લિસ્ટ થઈ';
export const listedYesterday = 'ગઈકાલે લિસ્ટ થઈ';
/** 2 to 59 days. */
export const listedDaysAgo = (days: number) => `${days} દિવસ પહેલાં લિસ્ટ થઈ`;
/** 2 months or more (whole months of 30 days). */
export const listedMonthsAgo = (months: number) => `${months} મહિના પહેલાં લિસ્ટ થઈ`;
/** `amount` formatted: "કિંમત ₹20,000 ઘટી". */
export const priceDroppedBy = (amount: string) => `કિંમત ${amount} ઘટી`;
