/** The form messages of src/shared/schemas that are not in MSG. */
/** The Report dialog when no reason is chosen. */
export const chooseReason = 'કૃપા કરીને કોઈ કારણ પસંદ કરો.';
// Form messages of src/shared/schemas that MSG does not hold.
/** A saved search's name (docs/product.md#saved-searches). */
export const searchNameRequired = 'કૃપા કરીને આ સર્ચનું નામ લખો';
export const searchNameTooLong = 'નામ વધુમાં વધુ 40 અક્ષરનું હોઈ શકે';
export const searchNameControlChars = 'નામમાં કેટલાક અક્ષરો માન્ય નથી';
/** The Profile screen's name and address. */
export const profileNameTooLong = 'નામ વધુમાં વધુ 60 અક્ષરનું હોઈ શકે.';
export const addressTooLong = 'સરનામું વધુમાં વધુ 250 અક્ષરનું હોઈ શકે.';
export const addressControlChars = 'સરનામામાં કેટલાક અક્ષરો માન્ય નથી.';
/** Free text over its length (after the field's name when the server answers). */
export const textTooLong = (max: number) => `વધુમાં વધુ ${max} અક્ષર હોઈ શકે`;
/** Free text holding a control character (after the field's name when the server answers). */
export const noControlChars = 'આમાં કેટલાક અક્ષરો માન્ય નથી';
/** A dealer's map link. */
export const linkNeedsHttps = 'https:// થી શરૂ થતી લિંક દાખલ કરો';
