/**
 * Every user-facing string the spec quotes, spelled exactly as the spec
 * spells them ("feild", "Zero depth", "sold this record" ...).
 */
export const MSG = {
  required: 'This feild is required',
  requiredField: 'This field is required',
  onlyCharacters: 'Please enter only characters.',
  validMobile: 'Enter valid mobile number.',
  mobileRequired: 'Mobile is required.',
  leadExists: 'Lead Already Exists',
  soldOut: 'Sold Out...',
  soldOutText:
    "Thank you for your interest! The car you're looking for has been sold. But don't worry, we have more great options for you.",
  loading: 'Loading...',
  seenItAll: 'Yay! You have seen it all',
  sorry: 'Sorry',
  noVehicle: 'No vehicle available!',
  somethingWrong: 'Something went wrong!',
  somethingWrongPost: 'Something went wrong',
  successfully: 'Successfully',
  noShare: "Your system doesn't support the Web Share APIs.",
  noWebViewBridge: 'Error in React Native WebView postMessage..',
  errorTitle: 'Unexpected Application Error!',
  noOptions: 'No options',
  select: 'Select...',
  loginSuccess: 'Login successfully',
  confirmDelete: 'Are you sure, you want to delete this record?',
  confirmSold: 'Are you sure, you want to sold this record?',
  notFound: 'Not Found',
  // Server answers the spec does not quote (decisions.md lets us word them).
  noMoreCars: 'No more cars',
  carNotFound: 'Car not found',
  carSold: 'This car has already been sold.',
  leadSubmitted: 'Lead submitted successfully',
  invalidCursor: 'cursor: Invalid cursor',
  tooManyRequests: 'Too many requests. Please try again in a minute.',
  // Sign-in, profile and wishlist (spec 5 quotes the profile rules; the rest is ours).
  nameRequired: 'name is required.',
  addressRequired: 'Address is required',
  validCity: 'Please enter valid city.',
  otpRequired: 'OTP is required.',
  otpSent: 'OTP sent to WhatsApp',
  otpTestMobile: 'Test mobile number: signing in without an OTP.',
  otpVerified: 'OTP verified',
  otpInvalid: 'Invalid OTP',
  otpExpired: 'OTP expired. Please request a new OTP.',
  otpLocked: 'Too many wrong attempts. Please request a new OTP.',
  otpUsed: 'OTP already used. Please request a new OTP.',
  otpSendFailed: 'Could not send the OTP on WhatsApp. Please try again.',
  badCredentials: 'The user name or password is incorrect.',
  unauthorized: 'Unauthorized',
  loggedOut: 'Logged out successfully',
  profileUpdated: 'Profile updated successfully',
  cityAdded: 'City added successfully',
  cityExists: 'City already exists',
  wishlistAdded: 'Added to wishlist',
  wishlistRemoved: 'Removed from wishlist',
} as const;

/** ReSendOTP within the resend wait (spec 9: 30 s). */
export function otpWaitMessage(seconds: number): string {
  return `Please wait ${seconds} seconds before requesting a new OTP.`;
}

/** ReSendOTP over the per-number hourly limit; `minutes` until the oldest send leaves the window. */
export function otpHourlyLimitMessage(minutes: number): string {
  return `Too many OTP requests for this number. Please try again in ${minutes} minute${minutes === 1 ? '' : 's'}.`;
}
