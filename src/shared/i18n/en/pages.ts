/**
 * Contact Us and the policy pages (docs/product.md#contact-us,
 * docs/product.md#policy-pages): the contact card's labels and notes, the
 * Contact page's heading and notes, and the dated line under a policy's title.
 * The policies' own text is a component per language
 * (src/web/features/pages/content/{lang}/).
 */

/** The Contact page's heading. */
export const contactHeading = 'Contact Us';
/** Under the Contact page's heading. */
export const contactIntro =
  'Questions about a car, your listing or your account? Talk to the CarSetu team.';
/** Before the social links on the Contact page. */
export const followUs = 'Follow us';
/** The Contact page when the site settings could not be fetched. */
export const contactLoadFailed = 'Contact details could not be loaded. Please try again.';

/** Contact card: the phone number's heading. */
export const phoneHeading = 'Call us';
/** Contact card: when the phone is answered. */
export const callHours = 'Monday to Saturday, 10 am to 7 pm';
/** Contact card: the e-mail address's heading. */
export const emailHeading = 'E-mail';
/** Contact card: how soon an e-mail is answered. */
export const emailReplyTime = 'We reply within one working day';
/** Contact card: the postal address's heading. */
export const addressHeading = 'Address';
/** Contact card: the website's heading. */
export const websiteHeading = 'Website';

/** Under the Privacy Policy's title. */
export const privacyPolicyUpdated = 'Last updated 03/12/2026';
/** Under the Terms & Conditions' title. */
export const termsEffective = 'Effective from 28/07/2025';
