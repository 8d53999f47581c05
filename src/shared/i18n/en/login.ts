/** The login shell and dialog's first step and the profile prompt: the words the app's frame shows (kept apart from account.ts, whose functions would otherwise ride in every page's start). */
export const loginTitle = 'Login / Signup';
export const loginIntro =
  'Enter your mobile number. We will send a one-time password (OTP) on WhatsApp.';
export const mobileNumberLabel = 'Mobile number';
export const getOtp = 'Get OTP';
export const completeProfileTitle = 'Complete your Profile';
export const completeProfileText = 'Complete your profile to access all features.';
export const updateProfile = 'Update Profile';
