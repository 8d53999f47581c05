/** The login shell and dialog's first step and the profile prompt: the words the app's frame shows (kept apart from account.ts, whose functions would otherwise ride in every page's start). */
export const loginTitle = 'Login / Signup';
export const loginIntro =
  'Enter your mobile number. We will send a one-time password (OTP) on WhatsApp.';
export const mobileNumberLabel = 'Mobile number';
export const getOtp = 'Get OTP';
export const completeProfileTitle = 'Complete your Profile';
export const completeProfileText = 'Complete your profile to access all features.';
export const updateProfile = 'Update Profile';
/**
 * The privacy notice of the login shell and dialog (issue 44 part 2;
 * docs/privacy.md#notices): what is collected, why and who receives it,
 * before the code is sent; then the links of every such notice.
 */
export const signInNotice =
  'We use your mobile number only to sign you in and to send the code, which WhatsApp (Meta) delivers. It is never shown on CarSetu.';
export const noticePrivacyLink = 'Privacy notice';
export const noticeRightsLink = 'My data';
export const noticeGrievanceLink = 'Grievances';
