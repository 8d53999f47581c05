/**
 * Titles of the public pages (src/shared/public-pages.ts), without the
 * " | CarSetu" suffix: the server writes them into the page head and the web
 * app sets the same ones (docs/product.md#screens-and-routes, #car-page).
 */

/** Home. */
export const homeTitle = 'भारत में बिक्री के लिए पुरानी कारें';
/** /search. */
export const searchTitle = 'सभी कारें';
/** /compare. */
export const compareTitle = 'कारों की तुलना करें';
/** /contactus. */
export const contactTitle = 'हमसे संपर्क करें';

// The /page/{slug} pages.
export const aboutUsTitle = 'हमारे बारे में';
export const privacyPolicyTitle = 'गोपनीयता नीति';
export const termsTitle = 'नियम और शर्तें';
export const accountDeletionPolicyTitle = 'अकाउंट डिलीट करने की नीति';
export const refundPolicyTitle = 'कैंसलेशन और रिफ़ंड नीति';

/**
 * A car page's title: "Junagadh में बिक्री के लिए 2023 Maruti Suzuki Ertiga VXi (O),
 * कीमत ₹6,15,000"; `price` formatted (formatRupees).
 */
export const carForSaleTitle = (name: string, city: string, price: string) =>
  `${city} में बिक्री के लिए ${name}, कीमत ${price}`;
