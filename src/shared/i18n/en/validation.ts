/** The form messages of src/shared/schemas that are not in MSG. */
/** The Report dialog when no reason is chosen. */
export const chooseReason = 'Please choose a reason.';
// Form messages of src/shared/schemas that MSG does not hold.
/** A saved search's name (docs/product.md#saved-searches). */
export const searchNameRequired = 'Please enter a name for this search';
export const searchNameTooLong = 'Name must be at most 40 characters';
export const searchNameControlChars = 'Name must not contain control characters';
/** The Profile screen's name and address. */
export const profileNameTooLong = 'name must be at most 60 characters.';
export const addressTooLong = 'Address must be at most 250 characters.';
export const addressControlChars = 'Address must not contain control characters.';
/** Free text over its length (after the field's name when the server answers). */
export const textTooLong = (max: number) => `must be at most ${max} characters`;
/** Free text holding a control character (after the field's name when the server answers). */
export const noControlChars = 'must not contain control characters';
/** A dealer's map link. */
export const linkNeedsHttps = 'Enter a link starting with https://';
