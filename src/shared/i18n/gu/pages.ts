/**
 * Contact Us and the policy pages (docs/product.md#contact-us,
 * docs/product.md#policy-pages): the contact card's labels and notes, the
 * Contact page's heading and notes, and the dated line under a policy's title.
 * The policies' own text is a component per language
 * (src/web/features/pages/content/{lang}/).
 */

/** The Contact page's heading. */
export const contactHeading = 'અમારો સંપર્ક કરો';
/** Under the Contact page's heading. */
export const contactIntro =
  'કોઈ કાર, તમારા લિસ્ટિંગ કે તમારા એકાઉન્ટ વિશે પ્રશ્ન છે? CarSetu ટીમ સાથે વાત કરો.';
/** Before the social links on the Contact page. */
export const followUs = 'અમને ફોલો કરો';
/** The Contact page when the site settings could not be fetched. */
export const contactLoadFailed = 'સંપર્ક વિગતો લોડ થઈ શકી નથી. કૃપા કરીને ફરી પ્રયાસ કરો.';

/** Contact card: the phone number's heading. */
export const phoneHeading = 'અમને કૉલ કરો';
/** Contact card: when the phone is answered. */
export const callHours = 'સોમવારથી શનિવાર, સવારે 10થી સાંજે 7 વાગ્યા સુધી';
/** Contact card: the e-mail address's heading. */
export const emailHeading = 'ઈ-મેલ';
/** Contact card: how soon an e-mail is answered. */
export const emailReplyTime = 'અમે એક કામકાજના દિવસમાં જવાબ આપીએ છીએ';
/** Contact card: the postal address's heading. */
export const addressHeading = 'સરનામું';
/** Contact card: the website's heading. */
export const websiteHeading = 'વેબસાઇટ';

/** Under the Privacy Policy's title. */
export const privacyPolicyUpdated = 'છેલ્લે અપડેટ: 03/12/2026';
/** Under the Terms & Conditions' title. */
export const termsEffective = '28/07/2025થી અમલમાં';
