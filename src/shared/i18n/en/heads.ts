/**
 * Titles of the public pages (src/shared/public-pages.ts), without the
 * " | CarSetu" suffix: the server writes them into the page head and the web
 * app sets the same ones (docs/product.md#screens-and-routes, #car-page).
 */

/** Home. */
export const homeTitle = 'Used Cars for Sale in India';
/** /search. */
export const searchTitle = 'ALL CARS';
/** /compare. */
export const compareTitle = 'Compare cars';
/** /contactus. */
export const contactTitle = 'Contact Us';

// The /page/{slug} pages.
export const aboutUsTitle = 'About Us';
export const privacyPolicyTitle = 'Privacy Policy';
export const termsTitle = 'Terms & Conditions';
export const accountDeletionPolicyTitle = 'Account Deletion Policy';
export const refundPolicyTitle = 'Cancellation and Refund Policy';

/**
 * A car page's title: "2023 Maruti Suzuki Ertiga VXi (O) for sale in
 * Junagadh at ₹6,15,000"; `price` formatted (formatRupees).
 */
export const carForSaleTitle = (name: string, city: string, price: string) =>
  `${name} for sale in ${city} at ${price}`;
