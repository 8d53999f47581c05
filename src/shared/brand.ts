/** The product name, used wherever the spec writes `{product}` (decisions.md, Identity). */
export const PRODUCT = 'CarSetu';
/** Key under which the web app keeps the access token in localStorage (spec 4). */
export const TOKEN_STORAGE_KEY = 'ca1rt6_tc2';
