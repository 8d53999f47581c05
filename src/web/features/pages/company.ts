/** The company behind CarSetu, as the policy pages name it (docs/product.md#policy-pages). */
export const COMPANY = 'CarSetu Automotive Services Pvt. Ltd.';
