/** How long a car has been listed and its price drop (src/shared/listing-age.ts): car cards and the car page. */
// How long a car has been listed (listing-age.ts, docs/product.md#days-listed-and-price-drops).
export const listedToday = 'Listed today';
export const listedYesterday = 'Listed yesterday';
/** 2 to 59 days. */
export const listedDaysAgo = (days: number) => `Listed ${days} days ago`;
/** 2 months or more (whole months of 30 days). */
export const listedMonthsAgo = (months: number) => `Listed ${months} months ago`;
/** `amount` formatted: "Price dropped by ₹20,000". */
export const priceDroppedBy = (amount: string) => `Price dropped by ${amount}`;
