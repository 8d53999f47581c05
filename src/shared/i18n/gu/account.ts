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

// Login dialog and the login shell (docs/product.md#login-dialog).
/** Under Get OTP: the two policy links (elements named by heads.ts' termsTitle and privacyPolicyTitle). */
import type { TimeArgs } from '../message-args.ts';
import { dateText } from './format.ts';
export const agreeToTerms = <T>(terms: T, privacy: T) => [
  'આગળ વધીને તમે અમારી ',
  terms,
  ' અને ',
  privacy,
  ' સાથે સંમત થાઓ છો.',
];
export const otpVerification = 'OTP વેરિફિકેશન';
/** Back to the mobile number step. */
export const editMobile = 'બદલો';
/** After EDIT, for screen readers. */
export const editMobileHidden = ' (મોબાઇલ નંબર)';
export const enterOtp = 'OTP દાખલ કરો';
/** The resend wait: the seconds left (an element showing otpSeconds) in the words. */
export const resendOtpIn = <T>(seconds: T) => ['OTP ફરી મોકલવા ', seconds, ' રાહ જુઓ'];
export const otpSeconds = (n: number) => `${n} સેકન્ડ`;
/** Before Resend OTP. */
export const didntGetOtp = 'ન મળ્યો?';
export const resendOtp = 'OTP ફરી મોકલો';
export const verifyOtp = 'વેરિફાય કરો';
/**
 * A 429 on Get OTP, Resend OTP or Verify, in the dialog (docs/product.md#sign-in):
 * when to try again, `n` seconds from now (under a minute).
 */
export const tooManyTriesIn = (n: number) => `ઘણા બધા પ્રયાસ થયા. ${n} સેકન્ડ પછી ફરી પ્રયાસ કરો.`;
/** The same a minute or more away: the time in Indian time ("4:35 PM"), `minute` two digits. */
export const tooManyTriesAt = (hour: number, minute: string, pm: boolean) =>
  `ઘણા બધા પ્રયાસ થયા. ${hour}:${minute} ${pm ? 'PM' : 'AM'} પછી ફરી પ્રયાસ કરો.`;

// Profile form (docs/product.md#profile).
export const nameLabel = 'નામ';
export const namePlaceholder = 'તમારું પૂરું નામ';
export const countryLabel = 'દેશ';
export const stateLabel = 'રાજ્ય';
export const cityLabel = 'શહેર';
/** City's button, and its tooltip. */
export const addCityButton = 'શહેર ઉમેરો';
export const addCityHint = 'યાદીમાં ન હોય તેવું શહેર ઉમેરો';
export const addressLabel = 'સરનામું';
export const addressPlaceholder = 'મકાન / શેરી / વિસ્તાર';
export const mobileNoLabel = 'મોબાઇલ નંબર';
/** Profile's and Add a City's button. */
export const submitButton = 'સબમિટ કરો';

// Add a City.
export const addCityTitle = 'શહેર ઉમેરો';
/** Under the title: `state` is the state's name. */
export const newCityIn = (state: string) => `${state}માં નવું શહેર`;
export const cityNamePlaceholder = 'શહેરનું નામ';
export const cityAlreadyListed = 'આ પહેલેથી યાદીમાં છે, પસંદ કરવા ટૅપ કરો:';

// Complete your Profile (docs/product.md#profile-prompt).

// My alerts: the WhatsApp alerts switch (docs/product.md#saved-searches).
export const alertsOnTitle = 'WhatsApp એલર્ટ ચાલુ છે';
export const alertsOffTitle = 'નવી મેળ ખાતી કારની જાણ WhatsApp પર મેળવો';
export const alertsOnText =
  'તમારી સેવ કરેલી સર્ચ સાથે મેળ ખાતી નવી કાર અને તમારી વિશલિસ્ટની કારની ઘટેલી કિંમતો તમને WhatsApp પર મળે છે, દિવસમાં વધુમાં વધુ એક મેસેજ.';
export const turnOffAlerts = 'એલર્ટ બંધ કરો';
export const turnOnAlerts = 'WhatsApp એલર્ટ ચાલુ કરો';

// My alerts: the page and its empty state.
export const myAlertsIntro = 'સર્ચ સેવ કરો, નવી કાર મેળ ખાય કે તરત અમે તમને જણાવીશું.';
/** After the intro, once the list is loaded. */
export const savedOfLimit = (count: number, limit: number) => ` ${limit}માંથી ${count} સેવ કરેલી છે.`;
export const loadingSavedSearches = 'તમારી સેવ કરેલી સર્ચ લોડ થઈ રહી છે';
export const savedSearchesLoadFailed = 'તમારી સેવ કરેલી સર્ચ હમણાં લોડ થઈ શકી નહીં.';
export const savedSearchesLabel = 'સેવ કરેલી સર્ચ';
export const noSavedSearches = 'હજી કોઈ સર્ચ સેવ કરી નથી';
export const noSavedSearchesHint =
  'તમને જોઈતી કાર શોધો, પછી “સર્ચ સેવ કરો” પર ટૅપ કરો, જેથી નવી કાર લિસ્ટ થાય કે તરત તમને ખબર પડે.';

// Saving a search, and one saved search (its Save button is frame.ts' saveSearch).
export const saveThisSearch = 'આ સર્ચ સેવ કરો';
export const readingSearch = 'તમારી સર્ચ વાંચી રહ્યા છીએ...';
export const cancelButton = 'રદ કરો';
export const searchNameLabel = 'આ સર્ચનું નામ';
/** A saved search without new matches (else labels.ts' newCars). */
export const noNewCars = 'હજી કોઈ નવી કાર નથી';
export const saveName = 'નામ સેવ કરો';
/** `date` formatted. */
export const savedOn = (date: string) => `${date}ના રોજ સેવ કરી`;
export const alertsPausedNote = ' · એલર્ટ થોભાવેલા છે';
export const seeCars = 'કાર જુઓ';
/** After See cars, Pause alerts and Resume alerts, for screen readers: `name` is the search's. */
export const forSearch = (name: string) => `: ${name}`;
export const renameButton = 'નામ બદલો';
export const pauseAlerts = 'એલર્ટ થોભાવો';
export const resumeAlerts = 'એલર્ટ ફરી ચાલુ કરો';
export const deleteButton = 'કાઢી નાખો';

// The seller's Enquiries (issue 12 item 1); the stages and the rest of working a lead are lead-work.ts'.
export const loadingEnquiries = 'તમારી પૂછપરછ લોડ થઈ રહી છે';
export const enquiriesLoadFailed = 'તમારી પૂછપરછ હમણાં લોડ થઈ શકી નહીં.';
/** Also the header menu badge's words. */
export const newEnquiries = (n: number) => `${n} નવી પૂછપરછ`;
/** The status filter's name, for screen readers. */
export const showFilter = 'બતાવો';
export const allFilter = 'બધી';
/** `status` in lower case ("new"). */
export const noEnquiriesWithStatus = (status: string) =>
  `લોડ થયેલી પૂછપરછમાં “${status}” સ્ટેટસવાળી કોઈ પૂછપરછ નથી.`;
export const showOlderEnquiries = 'જૂની પૂછપરછ બતાવો';
export const noEnquiriesTitle = 'હજી કોઈ પૂછપરછ નથી';

// One enquiry.
export const askedBestPrice = 'શ્રેષ્ઠ કિંમત';
export const askedSellerDetails = 'વેચનારની વિગતો';
export const callButton = 'કૉલ કરો';
/** The Call link's name: `mobile` spaced as shown. */
export const callBuyerOn = (name: string, mobile: string) => `${name}ને ${mobile} પર કૉલ કરો`;
export const whatsAppButton = 'WhatsApp';
export const whatsAppBuyer = (name: string) => `${name}ને WhatsApp કરો`;
/** Typed into the seller's WhatsApp chat with the buyer: `car` is the car's title. */
export const enquiryWhatsAppText = (name: string, car: string) =>
  `નમસ્તે ${name}, તમે CarSetu પર ${car} વિશે પૂછ્યું હતું, તેના વિશે વાત કરવી છે.`;
/** A time in Indian time ("25 નવેમ્બર 2026, 3:41 PM"): `month` 0 (January) to 11, `minute` two digits. */
export const enquiryTime = ({ day, month, year, hour, minute, pm }: TimeArgs) =>
  `${dateText(day, month, year)}, ${hour}:${minute} ${pm ? 'PM' : 'AM'}`;

// A listing's views, leads and days listed (My Vehicles, the dealer workspace): `shown` is `n` formatted.
export const viewsCount = (_n: number, shown: string) => `${shown} વ્યૂ`;
export const leadsCount = (_n: number, shown: string) => `${shown} પૂછપરછ`;
export const noLeads = '0 પૂછપરછ';
export const daysListed = (_n: number, shown: string) => `${shown} દિવસથી લિસ્ટેડ`;
export const listedToday = 'આજે લિસ્ટ થઈ';
export const carsSaved = (n: number) => `${n} કાર સેવ કરેલી છે`;
/** The Remove button's name: `car` is its title. */
export const removeCar = (car: string) => `${car} હટાવો`;
