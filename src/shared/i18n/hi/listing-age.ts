/** How long a car has been listed and its price drop (src/shared/listing-age.ts): car cards and the car page. */
// How long a car has been listed (listing-age.ts, docs/product.md#days-listed-and-price-drops).
export const listedToday = 'आज लिस्ट हुई';
export const listedYesterday = 'कल लिस्ट हुई';
/** 2 to 59 days. */
export const listedDaysAgo = (days: number) => `${days} दिन पहले लिस्ट हुई`;
/** 2 months or more (whole months of 30 days). */
export const listedMonthsAgo = (months: number) => `${months} महीने पहले लिस्ट हुई`;
/** `amount` formatted: "कीमत ₹20,000 कम हुई". */
export const priceDroppedBy = (amount: string) => `कीमत ${amount} कम हुई`;
