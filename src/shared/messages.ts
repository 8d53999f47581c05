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
} as const;
