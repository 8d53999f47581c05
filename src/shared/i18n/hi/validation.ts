/** The form messages of src/shared/schemas that are not in MSG. */
/** The Report dialog when no reason is chosen. */
export const chooseReason = 'कृपया कोई कारण चुनें।';
// Form messages of src/shared/schemas that MSG does not hold.
/** A saved search's name (docs/product.md#saved-searches). */
export const searchNameRequired = 'कृपया इस सर्च का नाम डालें';
export const searchNameTooLong = 'नाम ज़्यादा से ज़्यादा 40 अक्षरों का हो सकता है';
export const searchNameControlChars = 'नाम में कुछ अक्षर मान्य नहीं हैं';
/** The Profile screen's name and address. */
export const profileNameTooLong = 'नाम ज़्यादा से ज़्यादा 60 अक्षरों का हो सकता है।';
export const addressTooLong = 'पता ज़्यादा से ज़्यादा 250 अक्षरों का हो सकता है।';
export const addressControlChars = 'पते में कुछ अक्षर मान्य नहीं हैं।';
/** Free text over its length (after the field's name when the server answers). */
export const textTooLong = (max: number) => `ज़्यादा से ज़्यादा ${max} अक्षर हो सकते हैं`;
/** Free text holding a control character (after the field's name when the server answers). */
export const noControlChars = 'इसमें कुछ अक्षर मान्य नहीं हैं';
/** A dealer's map link. */
export const linkNeedsHttps = 'https:// से शुरू होने वाला लिंक डालें';
