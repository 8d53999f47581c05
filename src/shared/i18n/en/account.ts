/**
 * The signed-in visitor's own screens (docs/product.md#login-dialog,
 * #profile, #profile-prompt, #saved-searches; issue 12 item 1): the login
 * dialog's two steps and the login shell (src/web/features/auth), Profile,
 * Add a City and the Complete your Profile prompt (profile), My alerts and
 * the saved searches (saved-searches), and the seller's Enquiries with each
 * listing's views and leads (enquiries). The Sell and Edit forms, My Vehicles
 * and Add Photos are sell.ts; the dealer workspace and Import cars are
 * dealer.ts; the login prompt, page titles and Profile's intro are frame.ts'.
 */
import type { TimeArgs } from '../message-args.ts';
import { pluralEn } from '../plural.ts';
import { MONTHS } from './format.ts';

// Login dialog and the login shell (docs/product.md#login-dialog).
/** Under Get OTP: the two policy links (elements named by heads.ts' termsTitle and privacyPolicyTitle). */
export const agreeToTerms = <T>(terms: T, privacy: T) => [
  'By continuing you agree to our ',
  terms,
  ' and ',
  privacy,
  '.',
];
export const otpVerification = 'OTP Verification';
/** Back to the mobile number step. */
export const editMobile = 'EDIT';
/** After EDIT, for screen readers. */
export const editMobileHidden = ' mobile number';
export const enterOtp = 'Enter OTP';
/** The resend wait: the seconds left (an element showing otpSeconds) in the words. */
export const resendOtpIn = <T>(seconds: T) => ['Resend OTP in ', seconds];
export const otpSeconds = (n: number) => `${n}s`;
/** Before Resend OTP. */
export const didntGetOtp = "Didn't get it?";
export const resendOtp = 'Resend OTP';
export const verifyOtp = 'Verify';
/**
 * A 429 on Get OTP, Resend OTP or Verify, in the dialog (docs/product.md#sign-in):
 * when to try again, `n` seconds from now (under a minute).
 */
export const tooManyTriesIn = (n: number) =>
  `Too many attempts. Try again in ${pluralEn(n, `${n} second`, `${n} seconds`)}.`;
/** The same a minute or more away: the time in Indian time ("4:35 pm"), `minute` two digits. */
export const tooManyTriesAt = (hour: number, minute: string, pm: boolean) =>
  `Too many attempts. Try again at ${hour}:${minute} ${pm ? 'pm' : 'am'}.`;

// Profile form (docs/product.md#profile).
export const nameLabel = 'Name';
export const namePlaceholder = 'Your full name';
export const countryLabel = 'Country';
export const stateLabel = 'State';
export const cityLabel = 'City';
/** City's button, and its tooltip. */
export const addCityButton = 'Add city';
export const addCityHint = 'Add a city that is not in the list';
export const addressLabel = 'Address';
export const addressPlaceholder = 'House / street / area';
export const mobileNoLabel = 'Mobile No.';
/** Profile's and Add a City's button. */
export const submitButton = 'Submit';

// Add a City.
export const addCityTitle = 'Add a City';
/** Under the title: `state` is the state's name. */
export const newCityIn = (state: string) => `New city in ${state}`;
export const cityNamePlaceholder = 'City name';
export const cityAlreadyListed = 'Already in the list, tap to choose:';

// Complete your Profile (docs/product.md#profile-prompt).

// My alerts: the WhatsApp alerts switch (docs/product.md#saved-searches).
export const alertsOnTitle = 'WhatsApp alerts are on';
export const alertsOffTitle = 'Get new matches on WhatsApp';
export const alertsOnText =
  'New cars for your saved searches and price drops on your wishlist reach you on WhatsApp, at most one message a day.';
export const turnOffAlerts = 'Turn off alerts';
export const turnOnAlerts = 'Turn on WhatsApp alerts';

// My alerts: the page and its empty state.
export const myAlertsIntro = 'Save a search and we tell you when new cars match it.';
/** After the intro, once the list is loaded. */
export const savedOfLimit = (count: number, limit: number) => ` ${count} of ${limit} saved.`;
export const loadingSavedSearches = 'Loading your saved searches';
export const savedSearchesLoadFailed = "We couldn't load your saved searches right now.";
export const savedSearchesLabel = 'Saved searches';
export const noSavedSearches = 'No saved searches yet';
export const noSavedSearchesHint =
  'Search for the car you want, then tap Save search to hear when new ones are listed.';

// Saving a search, and one saved search (its Save button is frame.ts' saveSearch).
export const saveThisSearch = 'Save this search';
export const readingSearch = 'Reading your search...';
export const cancelButton = 'Cancel';
export const searchNameLabel = 'Name of this search';
/** A saved search without new matches (else labels.ts' newCars). */
export const noNewCars = 'No new cars yet';
export const saveName = 'Save name';
/** `date` formatted. */
export const savedOn = (date: string) => `Saved ${date}`;
export const alertsPausedNote = ' · Alerts paused';
export const seeCars = 'See cars';
/** After See cars, Pause alerts and Resume alerts, for screen readers: `name` is the search's. */
export const forSearch = (name: string) => ` for ${name}`;
export const renameButton = 'Rename';
export const pauseAlerts = 'Pause alerts';
export const resumeAlerts = 'Resume alerts';
export const deleteButton = 'Delete';

// The seller's Enquiries (issue 12 item 1); the stages and the rest of working a lead are lead-work.ts'.
export const loadingEnquiries = 'Loading your enquiries';
export const enquiriesLoadFailed = "We couldn't load your enquiries right now.";
/** Also the header menu badge's words. */
export const newEnquiries = (n: number) => pluralEn(n, '1 new enquiry', `${n} new enquiries`);
/** The status filter's name, for screen readers. */
export const showFilter = 'Show';
export const allFilter = 'All';
/** `status` in lower case ("new"). */
export const noEnquiriesWithStatus = (status: string) =>
  `No ${status} enquiries among those loaded.`;
export const showOlderEnquiries = 'Show older enquiries';
export const noEnquiriesTitle = 'No enquiries yet';

// One enquiry.
export const askedBestPrice = 'Best price';
export const askedSellerDetails = 'Seller details';
export const callButton = 'Call';
/** The Call link's name: `mobile` spaced as shown. */
export const callBuyerOn = (name: string, mobile: string) => `Call ${name} on ${mobile}`;
export const whatsAppButton = 'WhatsApp';
export const whatsAppBuyer = (name: string) => `WhatsApp ${name}`;
/** Typed into the seller's WhatsApp chat with the buyer: `car` is the car's title. */
export const enquiryWhatsAppText = (name: string, car: string) =>
  `Hi ${name}, this is about the ${car} you asked about on CarSetu.`;
/** The months of an enquiry's time: format.ts' MONTHS, September spelled 'Sept' as en-IN writes it. */
const SHORT_MONTHS = MONTHS.map((month) => (month === 'Sep' ? 'Sept' : month));
/** A time in Indian time ("25 Nov 2026, 3:41 pm"): `month` 0 (January) to 11, `minute` two digits. */
export const enquiryTime = ({ day, month, year, hour, minute, pm }: TimeArgs) =>
  `${day} ${SHORT_MONTHS[month]} ${year}, ${hour}:${minute} ${pm ? 'pm' : 'am'}`;

// A listing's views, leads and days listed (My Vehicles, the dealer workspace): `shown` is `n` formatted.
export const viewsCount = (n: number, shown: string) =>
  pluralEn(n, `${shown} view`, `${shown} views`);
export const leadsCount = (n: number, shown: string) =>
  pluralEn(n, `${shown} lead`, `${shown} leads`);
export const noLeads = '0 leads';
export const daysListed = (n: number, shown: string) =>
  pluralEn(n, `${shown} day listed`, `${shown} days listed`);
export const listedToday = 'listed today';
export const carsSaved = (n: number) => pluralEn(n, '1 car saved', `${n} cars saved`);
/** The Remove button's name: `car` is its title. */
export const removeCar = (car: string) => `Remove ${car}`;
