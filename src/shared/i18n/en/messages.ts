/**
 * Every user-facing string docs/product.md quotes (#messages-and-errors),
 * spelled exactly as docs/product.md spells them ("feild", "Zero depth",
 * "sold this record" ...): the product's messages, the server's answers and
 * the validation messages (src/shared/messages.ts re-exports them). Those the
 * public pages and the app's frame show are in page-messages.ts (MSG holds
 * them too). hi/ and gu/ have the same keys in the same order.
 */
import { pluralEn } from '../plural.ts';
import {
  errorTitle,
  leadExists,
  loading,
  noShare,
  notEnoughData,
  noVehicle,
  noWebViewBridge,
  seenItAll,
  soldOut,
  soldOutText,
  somethingWrong,
  somethingWrongPost,
  sorry,
  successfully,
  unavailable,
} from './page-messages.ts';

// Named one by one: spreading `import * as` would keep page-messages.ts whole, as an object,
// in the app's shell (js-budget.json); named, each page gets only the constants it reads.
const PAGE_MSG = {
  leadExists,
  soldOut,
  unavailable,
  soldOutText,
  loading,
  notEnoughData,
  seenItAll,
  sorry,
  noVehicle,
  somethingWrong,
  somethingWrongPost,
  successfully,
  noShare,
  noWebViewBridge,
  errorTitle,
};

export const MSG = {
  ...PAGE_MSG,
  required: 'This feild is required',
  requiredField: 'This field is required',
  onlyCharacters: 'Please enter only characters.',
  validMobile: 'Enter valid mobile number.',
  mobileRequired: 'Mobile is required.',
  noOptions: 'No options',
  select: 'Select...',
  loginSuccess: 'Login successfully',
  /** Ours (not in the original client): the login dialog's notice after a 401 on a favourites call. */
  sessionExpired: 'Your session has expired. Please log in again.',
  confirmDelete: 'Are you sure, you want to delete this record?',
  confirmSold: 'Are you sure, you want to sold this record?',
  notFound: 'Not Found',
  // Server answers in our own wording (docs/product.md#messages-and-errors).
  noMoreCars: 'No more cars',
  carNotFound: 'Car not found',
  carSold: 'This car has already been sold.',
  carUnavailable: PAGE_MSG.unavailable,
  // Reports and blocks (docs/moderation.md).
  reportSent: 'Thank you. Our team will check this car.',
  reportExists: 'You have already reported this car.',
  tooManyReports: 'You have sent many reports today. Please try again tomorrow.',
  grievanceFiled: 'Your grievance is filed. We will answer within 30 days.',
  tooManyGrievances: 'You have filed many grievances today. Please try again tomorrow.',
  grievanceTooShort: 'Please describe your grievance in at least 20 characters.',
  grievanceTooLong: 'Please keep your grievance under 2,000 characters.',
  grievanceCategoryNeeded: 'Please choose what your grievance is about.',
  nomineeSaved: 'Nominee saved',
  nomineeRemoved: 'Nominee removed',
  nomineeIsYou: 'Your nominee must be someone else. Please enter their mobile number.',
  eraseConfirmNeeded: 'Please confirm that you want to delete your account.',
  eraseDealerOwner:
    'This mobile number runs a dealership on CarSetu. Please file a grievance so that we close the dealership first.',
  accountDeleted: 'Your account is deleted.',
  mobileBlocked: 'This mobile number is blocked on CarSetu.',
  forbidden: 'Forbidden',
  cannotBlockSelf: 'You cannot block your own mobile number.',
  alreadyBlocked: 'This mobile number is already blocked.',
  notBlocked: 'This mobile number is not blocked.',
  flagNotFound: 'This flag is closed already.',
  carUnderReview: 'This car is hidden while our team reviews it.',
  // Banners and dealers in the console (docs/moderation.md#banners-and-dealers).
  bannerNotFound: 'This banner does not exist.',
  bannerFirst: 'This banner is first already.',
  bannerLast: 'This banner is last already.',
  bannerHiddenAlready: 'This banner is hidden already.',
  bannerShownAlready: 'This banner is shown already.',
  dealerNotFound: 'This dealer does not exist.',
  dealerMobileTaken: 'Another dealer is registered with this mobile number.',
  dealerInactiveAlready: 'This dealer is deactivated already.',
  dealerActiveAlready: 'This dealer is active already.',
  carRenewed: 'Thank you. Your car stays on CarSetu.',
  leadSubmitted: 'Lead submitted successfully',
  invalidCursor: 'cursor: Invalid cursor',
  tooManyRequests: 'Too many requests. Please try again in a minute.',
  /** Answered 503 when the shared limits (Redis) cannot be checked: sign-in and leads fail closed. */
  serviceBusy: 'This service is busy. Please try again in a minute.',
  // Sign-in, profile and wishlist (docs/product.md#profile-rules quotes the profile
  // rules' messages; the rest is ours).
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
  otpBudgetSpent: 'We are sending too many OTPs right now. Please try again in a few minutes.',
  leadDailyCap: 'You have contacted the most sellers allowed in a day. Please try again tomorrow.',
  listingsPerDay: 'You have added the most cars allowed in a day. Please try again tomorrow.',
  photosPerHour: 'You have uploaded the most photos allowed in an hour. Please try again later.',
  badCredentials: 'The user name or password is incorrect.',
  unauthorized: 'Unauthorized',
  loggedOut: 'Logged out successfully',
  profileUpdated: 'Profile updated successfully',
  cityAdded: 'City added successfully',
  cityExists: 'City already exists',
  wishlistAdded: 'Added to wishlist',
  searchSaved: 'Search saved',
  searchRenamed: 'Search renamed',
  alertsPaused: 'Alerts paused',
  alertsResumed: 'Alerts resumed',
  searchDeleted: 'Search deleted',
  savedSearchNotFound: 'Saved search not found',
  savedSearchLimit: 'You can save up to 10 searches. Delete one to save another.',
  alertsOn: 'WhatsApp alerts are on',
  alertsOff: 'WhatsApp alerts are off',
  alertsConsentNeeded: 'Please agree to receive WhatsApp alerts',
  noticeChanged: 'Our privacy notice has changed since this page opened. Please read it again.',
  adultNeeded: 'Please confirm that you are 18 or older.',
  /** The age confirmation a new account ticks (kept with the consent: docs/privacy.md#consents). */
  adultConfirm: 'I confirm that I am 18 years of age or older.',
  /** What a buyer agrees to when turning alerts on (kept with their consent). */
  alertsConsent:
    'Send me WhatsApp messages from CarSetu about new cars that match my saved searches and price drops on cars in my wishlist, at most one message a day. I can reply STOP or tap the link in any message to stop them.',
  wishlistRemoved: 'Removed from wishlist',
  // Sell Your Car, Edit Your Car, My Vehicles, Add Photos (docs/product.md#screens-and-routes,
  // #validation-rules, #messages-and-errors).
  vehiclePhotoRequired: 'Vehicle photo is required.',
  validVehicleNumber: 'Enter valid vehicle number.',
  validYear: 'Enter valid Year.',
  validKm: 'Enter valid kilometer.',
  validCapacity: 'Enter valid capacity.',
  photoTooLarge: 'Sorry, you can upload photo up to 10 MB',
  photoWrongType: 'only .jpg, .png and .jpeg extensions are allowed',
  photoLimitReached: 'Limit of 10 photos. Cannot upload more',
  vehicleUpdated: 'Vehicle Updated Successfully',
  noListings: "You haven't listed any cars for sale yet. Start by adding your first car!",
  // Seller answers in our own wording.
  vehicleAdded: 'Vehicle Added Successfully',
  vehicleDeleted: 'Vehicle Deleted Successfully',
  vehicleSold: 'Vehicle marked as Sold',
  vehicleAlreadySold: 'This vehicle is already marked as Sold.',
  vehicleAlreadyListed: 'This vehicle is already listed.',
  // Enquiries (issue 12), our own wording.
  enquiryNotFound: 'Enquiry not found',
  onlyDealers: 'This page is for dealers registered with CarSetu.',
  priceSaved: 'Price updated',
  noEnquiries: 'No enquiries yet. When a buyer asks about one of your cars, it shows here.',
  // The dealer's team (issue 43 part 1; docs/decisions/040-dealer-team.md), our own wording.
  roleNotAllowed: 'Your role in this dealership does not allow this.',
  dealershipNotFound: 'Dealership not found',
  staffNotFound: 'Team member not found',
  staffMobileInTeam: 'This mobile number is already in your team.',
  staffMobileElsewhere:
    'This mobile number belongs to another dealership on CarSetu. A mobile number can be in one dealership only.',
  teamFull: 'A team can have at most 20 people. Remove someone to add another.',
  notYourself: 'You cannot change your own role or remove yourself.',
  validRole: 'Choose a role: owner, manager or sales executive.',
  staffAdded: 'Added to your team',
  staffUpdated: 'Role saved',
  staffRemoved: 'Removed from your team',
  // Working leads (issue 43 parts 2 to 4; docs/decisions/041-lead-work.md), our own wording.
  followUpSaved: 'Saved',
  followUpInPast: 'Choose a follow-up time from now on.',
  validFollowUpTime: 'Enter a valid follow-up time.',
  validStage: 'Choose a stage: new, contacted, visit booked, negotiating, won or lost.',
  lostReasonRequired: 'Choose why the lead was lost.',
  validLostReason: 'Choose a reason from the list.',
  noteTooLong: 'A note can be at most 500 characters.',
  assigneeNotFound: 'Team member not found',
  assigneeRemoved: 'This person is no longer in your team.',
  assigneeCannotTakeLeads: 'This person cannot be given enquiries.',
  leadAssigned: 'Enquiry assigned',
  validHours: 'Enter the hours as HH:MM, closing after opening.',
  validOpenDays: 'Choose at least one working day.',
  hoursSaved: 'Working hours saved',
  followUpsOn: 'Morning WhatsApp message is on',
  followUpsOff: 'Morning WhatsApp message is off',
  followUpsConsentNeeded: 'Please agree to receive the morning WhatsApp message',
  /** What a team member agrees to when turning the 9:30 message on (kept with their consent). */
  followUpsConsent:
    "Send me one WhatsApp message from CarSetu at 9:30 every morning with my day's follow-ups. I can reply STOP to stop them.",
  completeProfileFirst: 'Please complete your profile first.',
  validSalePrice: 'Enter valid sale price.',
  validCubicCapacity: 'Enter valid cubic capacity.',
  validOwner: 'Select a valid owner.',
  validDate: 'Enter valid date.',
  validFeatures: 'Select valid features.',
  validInsuranceType: 'Select a valid insurance type.',
  validPhoto: 'The photo is not a valid base64 image.',
  validVehicleType: 'Select a valid vehicle type.',
  validCompany: 'Select a valid company.',
  modelNotOfCompany: 'The model is not a model of the selected company.',
  modelNotActive: 'This model can no longer be listed.',
  variantNotOfModel: 'The variant is not a variant of the selected model.',
  validFuel: 'Select a valid fuel.',
  validGear: 'Select a valid gear.',
  validColour: 'Select a valid colour.',
  photosRequired: 'Select at least one photo.',
  photosUploaded: 'Photos uploaded successfully',
  photoDeleted: 'Photo deleted successfully',
  photoNotFound: 'Photo not found',
} as const;

/** Add Photos when the batch would pass 10 in the category (docs/product.md#photo-rules, spelled as quoted); `n` = photos still allowed. */
export const photoLimitMessage = (n: number): string =>
  `You can upload up to ${n} photos.The max limit is 10.`;

/** ReSendOTP within the resend wait (docs/product.md#limits-and-constants: 30 s). */
export const otpWaitMessage = (seconds: number): string =>
  `Please wait ${seconds} seconds before requesting a new OTP.`;

/** ReSendOTP over the per-number hourly limit; `minutes` until the oldest send leaves the window. */
export const otpHourlyLimitMessage = (minutes: number): string =>
  `Too many OTP requests for this number. Please try again in ${pluralEn(minutes, `${minutes} minute`, `${minutes} minutes`)}.`;
