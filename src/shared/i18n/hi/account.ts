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
import { pluralIndic } from '../plural.ts';
import { dateText } from './format.ts';
export const agreeToTerms = <T>(terms: T, privacy: T) => [
  'आगे बढ़कर आप हमारी ',
  terms,
  ' और ',
  privacy,
  ' से सहमत होते हैं।',
];
export const otpVerification = 'OTP वेरिफ़िकेशन';
/** Back to the mobile number step. */
export const editMobile = 'बदलें';
/** After EDIT, for screen readers. */
export const editMobileHidden = ' (मोबाइल नंबर)';
export const enterOtp = 'OTP डालें';
/** The resend wait: the seconds left (an element showing otpSeconds) in the words. */
export const resendOtpIn = <T>(seconds: T) => ['OTP दोबारा भेजने के लिए ', seconds, ' रुकें'];
export const otpSeconds = (n: number) => `${n} सेकंड`;
/** Before Resend OTP. */
export const didntGetOtp = 'नहीं मिला?';
export const resendOtp = 'OTP दोबारा भेजें';
export const verifyOtp = 'वेरिफ़ाई करें';
/**
 * A 429 on Get OTP, Resend OTP or Verify, in the dialog (docs/product.md#sign-in):
 * when to try again, `n` seconds from now (under a minute).
 */
export const tooManyTriesIn = (n: number) => `बहुत सारे प्रयास हुए। ${n} सेकंड बाद फिर से कोशिश करें।`;
/** The same a minute or more away: the time in Indian time ("4:35 PM"), `minute` two digits. */
export const tooManyTriesAt = (hour: number, minute: string, pm: boolean) =>
  `बहुत सारे प्रयास हुए। ${hour}:${minute} ${pm ? 'PM' : 'AM'} के बाद फिर से कोशिश करें।`;

// Profile form (docs/product.md#profile).
export const nameLabel = 'नाम';
export const namePlaceholder = 'आपका पूरा नाम';
export const countryLabel = 'देश';
export const stateLabel = 'राज्य';
export const cityLabel = 'शहर';
/** City's button, and its tooltip. */
export const addCityButton = 'शहर जोड़ें';
export const addCityHint = 'जो शहर सूची में नहीं है, उसे जोड़ें';
export const addressLabel = 'पता';
export const addressPlaceholder = 'मकान / गली / इलाका';
export const mobileNoLabel = 'मोबाइल नंबर';
/** Profile's and Add a City's button. */
export const submitButton = 'सबमिट करें';

// Add a City.
export const addCityTitle = 'शहर जोड़ें';
/** Under the title: `state` is the state's name. */
export const newCityIn = (state: string) => `${state} में नया शहर`;
export const cityNamePlaceholder = 'शहर का नाम';
export const cityAlreadyListed = 'ये पहले से सूची में हैं, चुनने के लिए टैप करें:';

// Complete your Profile (docs/product.md#profile-prompt).

// My alerts: the WhatsApp alerts switch (docs/product.md#saved-searches).
export const alertsOnTitle = 'WhatsApp अलर्ट चालू हैं';
export const alertsOffTitle = 'अपनी सर्च से मेल खाती नई कारें WhatsApp पर पाएँ';
export const alertsOnText =
  'आपकी सेव की हुई सर्च से मेल खाती नई कारें और आपकी विशलिस्ट की कारों पर घटी कीमतें आपको WhatsApp पर मिलती हैं, दिन में ज़्यादा से ज़्यादा एक मैसेज।';
export const turnOffAlerts = 'अलर्ट बंद करें';
export const turnOnAlerts = 'WhatsApp अलर्ट चालू करें';

// My alerts: the page and its empty state.
export const myAlertsIntro = 'सर्च सेव करें, उससे मेल खाती नई कार आते ही हम आपको बताएँगे।';
/** After the intro, once the list is loaded. */
export const savedOfLimit = (count: number, limit: number) => ` ${limit} में से ${count} सेव हैं।`;
export const loadingSavedSearches = 'आपकी सेव की हुई सर्च लोड हो रही हैं';
export const savedSearchesLoadFailed = 'आपकी सेव की हुई सर्च अभी लोड नहीं हो सकीं।';
export const savedSearchesLabel = 'सेव की हुई सर्च';
export const noSavedSearches = 'आपने अभी तक कोई सर्च सेव नहीं की';
export const noSavedSearchesHint =
  'अपनी पसंद की कार खोजें, फिर “सर्च सेव करें” पर टैप करें, ताकि नई कारें लिस्ट होते ही आपको पता चले।';

// Saving a search, and one saved search (its Save button is frame.ts' saveSearch).
export const saveThisSearch = 'यह सर्च सेव करें';
export const readingSearch = 'आपकी सर्च पढ़ी जा रही है...';
export const cancelButton = 'रद्द करें';
export const searchNameLabel = 'इस सर्च का नाम';
/** A saved search without new matches (else labels.ts' newCars). */
export const noNewCars = 'अभी कोई नई कार नहीं';
export const saveName = 'नाम सेव करें';
/** `date` formatted. */
export const savedOn = (date: string) => `${date} को सेव की गई`;
export const alertsPausedNote = ' · अलर्ट रुके हुए हैं';
export const seeCars = 'कारें देखें';
/** After See cars, Pause alerts and Resume alerts, for screen readers: `name` is the search's. */
export const forSearch = (name: string) => `: ${name}`;
export const renameButton = 'नाम बदलें';
export const pauseAlerts = 'अलर्ट रोकें';
export const resumeAlerts = 'अलर्ट फिर चालू करें';
export const deleteButton = 'डिलीट करें';

// The seller's Enquiries (issue 12 item 1); the stages and the rest of working a lead are lead-work.ts'.
export const loadingEnquiries = 'आपकी पूछताछ लोड हो रही है';
export const enquiriesLoadFailed = 'आपकी पूछताछ अभी लोड नहीं हो सकी।';
/** Also the header menu badge's words. */
export const newEnquiries = (n: number) => `${n} नई पूछताछ`;
/** The status filter's name, for screen readers. */
export const showFilter = 'दिखाएँ';
export const allFilter = 'सभी';
/** `status` in lower case ("new"). */
export const noEnquiriesWithStatus = (status: string) =>
  `लोड हुई पूछताछ में “${status}” स्टेटस वाली कोई पूछताछ नहीं है।`;
export const showOlderEnquiries = 'पुरानी पूछताछ दिखाएँ';
export const noEnquiriesTitle = 'अभी कोई पूछताछ नहीं';

// One enquiry.
export const askedBestPrice = 'सबसे अच्छी कीमत';
export const askedSellerDetails = 'विक्रेता की जानकारी';
export const callButton = 'कॉल करें';
/** The Call link's name: `mobile` spaced as shown. */
export const callBuyerOn = (name: string, mobile: string) => `${name} को ${mobile} पर कॉल करें`;
export const whatsAppButton = 'WhatsApp';
export const whatsAppBuyer = (name: string) => `${name} को WhatsApp करें`;
/** Typed into the seller's WhatsApp chat with the buyer: `car` is the car's title. */
export const enquiryWhatsAppText = (name: string, car: string) =>
  `नमस्ते ${name}, आपने CarSetu पर ${car} के बारे में पूछा था, उसी के बारे में बात करनी है।`;
/** A time in Indian time ("25 नवंबर 2026, 3:41 PM"): `month` 0 (January) to 11, `minute` two digits. */
export const enquiryTime = ({ day, month, year, hour, minute, pm }: TimeArgs) =>
  `${dateText(day, month, year)}, ${hour}:${minute} ${pm ? 'PM' : 'AM'}`;

// A listing's views, leads and days listed (My Vehicles, the dealer workspace): `shown` is `n` formatted.
export const viewsCount = (_n: number, shown: string) => `${shown} व्यू`;
export const leadsCount = (_n: number, shown: string) => `${shown} पूछताछ`;
export const noLeads = '0 पूछताछ';
export const daysListed = (_n: number, shown: string) => `${shown} दिन से लिस्टेड`;
export const listedToday = 'आज लिस्ट हुई';
export const carsSaved = (n: number) => pluralIndic(n, `${n} कार सेव की गई`, `${n} कारें सेव की गईं`);
/** The Remove button's name: `car` is its title. */
export const removeCar = (car: string) => `${car} हटाएँ`;
