/** Seller screens' toasts close after 4 s (spec 9; the app's default is 5 s). */
export const SELLER_TOAST = { autoClose: 4000 } as const;
