/** The product name, used wherever the product is named (docs/product.md#identity). */
export const PRODUCT = 'CarSetu';
/** Key under which the web app keeps the access token in localStorage (docs/product.md#sessions). */
export const TOKEN_STORAGE_KEY = 'ca1rt6_tc2';
