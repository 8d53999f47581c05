/**
 * Titles of the public pages (src/shared/public-pages.ts), without the
 * " | CarSetu" suffix: the server writes them into the page head and the web
 * app sets the same ones (docs/product.md#screens-and-routes, #car-page).
 */

/** Home. */
export const homeTitle = 'ભારતમાં વેચાણ માટે જૂની કાર';
/** /search. */
export const searchTitle = 'બધી કાર';
/** /compare. */
export const compareTitle = 'કારની સરખામણી કરો';
/** /contactus. */
export const contactTitle = 'અમારો સંપર્ક કરો';

// The /page/{slug} pages.
export const aboutUsTitle = 'અમારા વિશે';
export const privacyPolicyTitle = 'ગોપનીયતા નીતિ';
export const termsTitle = 'નિયમો અને શરતો';
export const accountDeletionPolicyTitle = 'એકાઉન્ટ કાઢી નાખવાની નીતિ';
export const refundPolicyTitle = 'રદ કરવા અને રિફંડની નીતિ';

/**
 * A car page's title: "Junagadhમાં વેચાણ માટે 2023 Maruti Suzuki Ertiga VXi (O),
 * કિંમત ₹6,15,000"; `price` formatted (formatRupees).
 */
export const carForSaleTitle = (name: string, city: string, price: string) =>
  `${city}માં વેચાણ માટે ${name}, કિંમત ${price}`;
