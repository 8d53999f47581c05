/**
 * Contact Us and the policy pages (docs/product.md#contact-us,
 * docs/product.md#policy-pages): the contact card's labels and notes, the
 * Contact page's heading and notes, and the dated line under a policy's title.
 * The policies' own text is a component per language
 * (src/web/features/pages/content/{lang}/).
 */

/** The Contact page's heading. */
export const contactHeading = 'हमसे संपर्क करें';
/** Under the Contact page's heading. */
export const contactIntro =
  'किसी कार, अपनी लिस्टिंग या अपने अकाउंट के बारे में कोई सवाल है? CarSetu टीम से बात करें।';
/** Before the social links on the Contact page. */
export const followUs = 'हमें फ़ॉलो करें';
/** The Contact page when the site settings could not be fetched. */
export const contactLoadFailed = 'संपर्क जानकारी लोड नहीं हो सकी। कृपया फिर से कोशिश करें।';

/** Contact card: the phone number's heading. */
export const phoneHeading = 'हमें कॉल करें';
/** Contact card: when the phone is answered. */
export const callHours = 'सोमवार से शनिवार, सुबह 10 से शाम 7 बजे तक';
/** Contact card: the e-mail address's heading. */
export const emailHeading = 'ई-मेल';
/** Contact card: how soon an e-mail is answered. */
export const emailReplyTime = 'हम एक कामकाजी दिन के अंदर जवाब देते हैं';
/** Contact card: the postal address's heading. */
export const addressHeading = 'पता';
/** Contact card: the website's heading. */
export const websiteHeading = 'वेबसाइट';

/** Under the Privacy Policy's title. */
export const privacyPolicyUpdated = 'अंतिम अपडेट: 03/12/2026';
/** Under the Terms & Conditions' title. */
export const termsEffective = '28/07/2025 से लागू';
