/**
 * Seller screens' toasts close after 4 s (docs/product.md#limits-and-constants;
 * the app's default is 5 s).
 */
export const SELLER_TOAST = { autoClose: 4000 } as const;
