/**
 * The product's messages, the server's answers and the validation messages
 * (src/shared/messages.ts re-exports them): the same keys, in the same order,
 * as en/messages.ts. Those the public pages and the app's frame show are in
 * page-messages.ts (MSG holds them too).
 */
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
  required: 'यह फ़ील्ड भरना ज़रूरी है',
  requiredField: 'यह फ़ील्ड भरना ज़रूरी है',
  onlyCharacters: 'कृपया केवल अक्षर लिखें।',
  validMobile: 'सही मोबाइल नंबर डालें।',
  mobileRequired: 'मोबाइल नंबर ज़रूरी है।',
  noOptions: 'कोई विकल्प नहीं',
  select: 'चुनें...',
  loginSuccess: 'आप लॉग इन हो गए',
  /** Ours (not in the original client): the login dialog's notice after a 401 on a favourites call. */
  sessionExpired: 'आपका सेशन खत्म हो गया है। कृपया फिर से लॉग इन करें।',
  confirmDelete: 'क्या आप सच में इसे डिलीट करना चाहते हैं?',
  confirmSold: 'क्या आप सच में इसे बिकी हुई मार्क करना चाहते हैं?',
  notFound: 'नहीं मिला',
  // Server answers in our own wording (docs/product.md#messages-and-errors).
  noMoreCars: 'और कारें नहीं हैं',
  carNotFound: 'कार नहीं मिली',
  carSold: 'यह कार पहले ही बिक चुकी है।',
  carUnavailable: PAGE_MSG.unavailable,
  // Reports and blocks (docs/moderation.md).
  reportSent: 'धन्यवाद। हमारी टीम इस कार की जाँच करेगी।',
  reportExists: 'आप इस कार की शिकायत पहले ही कर चुके हैं।',
  tooManyReports: 'आज आपने बहुत सारी शिकायतें भेजी हैं। कृपया कल फिर कोशिश करें।',
  mobileBlocked: 'यह मोबाइल नंबर CarSetu पर ब्लॉक है।',
  forbidden: 'इसकी अनुमति नहीं है',
  cannotBlockSelf: 'आप अपना ही मोबाइल नंबर ब्लॉक नहीं कर सकते।',
  alreadyBlocked: 'यह मोबाइल नंबर पहले से ब्लॉक है।',
  notBlocked: 'यह मोबाइल नंबर ब्लॉक नहीं है।',
  flagNotFound: 'यह मामला पहले ही बंद हो चुका है।',
  carUnderReview: 'हमारी टीम की जाँच पूरी होने तक यह कार छिपी हुई है।',
  // Banners and dealers in the console (docs/moderation.md#banners-and-dealers).
  bannerNotFound: 'यह बैनर मौजूद नहीं है।',
  bannerFirst: 'यह बैनर पहले से सबसे ऊपर है।',
  bannerLast: 'यह बैनर पहले से सबसे नीचे है।',
  bannerHiddenAlready: 'यह बैनर पहले से छिपा हुआ है।',
  bannerShownAlready: 'यह बैनर पहले से दिख रहा है।',
  dealerNotFound: 'यह डीलर मौजूद नहीं है।',
  dealerMobileTaken: 'इस मोबाइल नंबर से कोई दूसरा डीलर पहले से रजिस्टर है।',
  dealerInactiveAlready: 'यह डीलर पहले से निष्क्रिय है।',
  dealerActiveAlready: 'यह डीलर पहले से सक्रिय है।',
  carRenewed: 'धन्यवाद। आपकी कार CarSetu पर बनी रहेगी।',
  leadSubmitted: 'आपका अनुरोध भेज दिया गया',
  invalidCursor: 'cursor: cursor सही नहीं है',
  tooManyRequests: 'बहुत ज़्यादा अनुरोध। कृपया एक मिनट बाद फिर कोशिश करें।',
  /** Answered 503 when the shared limits (Redis) cannot be checked: sign-in and leads fail closed. */
  serviceBusy: 'यह सेवा अभी व्यस्त है। कृपया एक मिनट बाद फिर कोशिश करें।',
  // Sign-in, profile and wishlist (docs/product.md#profile-rules quotes the profile
  // rules' messages; the rest is ours).
  nameRequired: 'नाम ज़रूरी है।',
  addressRequired: 'पता ज़रूरी है',
  validCity: 'कृपया सही शहर डालें।',
  otpRequired: 'OTP ज़रूरी है।',
  otpSent: 'OTP WhatsApp पर भेज दिया गया',
  otpTestMobile: 'टेस्ट मोबाइल नंबर: बिना OTP के लॉग इन हो रहा है।',
  otpVerified: 'OTP की पुष्टि हो गई',
  otpInvalid: 'OTP गलत है',
  otpExpired: 'OTP की समय-सीमा खत्म हो गई। कृपया नया OTP मँगाएँ।',
  otpLocked: 'कई बार गलत OTP डाला गया। कृपया नया OTP मँगाएँ।',
  otpUsed: 'यह OTP पहले ही इस्तेमाल हो चुका है। कृपया नया OTP मँगाएँ।',
  otpSendFailed: 'WhatsApp पर OTP नहीं भेजा जा सका। कृपया फिर से कोशिश करें।',
  otpBudgetSpent: 'अभी हम बहुत सारे OTP भेज रहे हैं। कृपया कुछ मिनट बाद फिर कोशिश करें।',
  leadDailyCap: 'आप आज जितने विक्रेताओं से संपर्क कर सकते थे, उतने कर चुके हैं। कृपया कल फिर कोशिश करें।',
  listingsPerDay: 'आप आज जितनी कारें जोड़ सकते थे, उतनी जोड़ चुके हैं। कृपया कल फिर कोशिश करें।',
  photosPerHour:
    'आप एक घंटे में जितनी फ़ोटो अपलोड कर सकते हैं, उतनी कर चुके हैं। कृपया थोड़ी देर बाद फिर कोशिश करें।',
  badCredentials: 'यूज़र नेम या पासवर्ड गलत है।',
  unauthorized: 'अनधिकृत अनुरोध',
  loggedOut: 'आप लॉग आउट हो गए',
  profileUpdated: 'प्रोफ़ाइल अपडेट हो गई',
  cityAdded: 'शहर जोड़ दिया गया',
  cityExists: 'यह शहर पहले से मौजूद है',
  wishlistAdded: 'विशलिस्ट में जोड़ दिया गया',
  searchSaved: 'सर्च सेव हो गई',
  searchRenamed: 'सर्च का नाम बदल दिया गया',
  alertsPaused: 'अलर्ट रोक दिए गए',
  alertsResumed: 'अलर्ट फिर से चालू हो गए',
  searchDeleted: 'सर्च डिलीट हो गई',
  savedSearchNotFound: 'सेव की हुई सर्च नहीं मिली',
  savedSearchLimit: 'आप 10 सर्च तक सेव कर सकते हैं। नई सर्च सेव करने के लिए कोई एक डिलीट करें।',
  alertsOn: 'WhatsApp अलर्ट चालू हैं',
  alertsOff: 'WhatsApp अलर्ट बंद हैं',
  alertsConsentNeeded: 'कृपया WhatsApp अलर्ट पाने के लिए सहमति दें',
  noticeChanged: 'यह पेज खुलने के बाद हमारी गोपनीयता सूचना बदल गई है। कृपया उसे फिर से पढ़ें।',
  adultNeeded: 'कृपया पुष्टि करें कि आपकी उम्र 18 साल या उससे ज़्यादा है।',
  /** The age confirmation a new account ticks (kept with the consent: docs/privacy.md#consents). */
  adultConfirm: 'मैं पुष्टि करता/करती हूँ कि मेरी उम्र 18 साल या उससे ज़्यादा है।',
  /** What a buyer agrees to when turning alerts on (kept with their consent). */
  alertsConsent:
    'मुझे CarSetu से WhatsApp पर मेरी सेव की हुई सर्च से मेल खाती नई कारों और मेरी विशलिस्ट की कारों की कीमत घटने के बारे में मैसेज भेजें, दिन में ज़्यादा से ज़्यादा एक मैसेज। इन्हें बंद करने के लिए मुझे बस किसी भी मैसेज के जवाब में STOP लिखना है या उसमें दिए लिंक पर टैप करना है।',
  wishlistRemoved: 'विशलिस्ट से हटा दिया गया',
  // Sell Your Car, Edit Your Car, My Vehicles, Add Photos (docs/product.md#screens-and-routes,
  // #validation-rules, #messages-and-errors).
  vehiclePhotoRequired: 'गाड़ी की फ़ोटो ज़रूरी है।',
  validVehicleNumber: 'सही गाड़ी नंबर डालें।',
  validYear: 'सही साल डालें।',
  validKm: 'सही किलोमीटर डालें।',
  validCapacity: 'सही क्षमता डालें।',
  photoTooLarge: 'माफ़ कीजिए, आप 10 MB तक की फ़ोटो ही अपलोड कर सकते हैं',
  photoWrongType: 'केवल .jpg, .png और .jpeg फ़ाइलें ही मान्य हैं',
  photoLimitReached: '10 फ़ोटो की सीमा पूरी हो गई। और फ़ोटो अपलोड नहीं हो सकतीं',
  vehicleUpdated: 'गाड़ी की जानकारी अपडेट हो गई',
  noListings: 'आपने अभी तक बिक्री के लिए कोई कार लिस्ट नहीं की है। अपनी पहली कार जोड़कर शुरुआत करें!',
  // Seller answers in our own wording.
  vehicleAdded: 'गाड़ी जोड़ दी गई',
  vehicleDeleted: 'गाड़ी डिलीट हो गई',
  vehicleSold: 'गाड़ी बिकी हुई मार्क कर दी गई',
  vehicleAlreadySold: 'यह गाड़ी पहले से बिकी हुई मार्क है।',
  vehicleAlreadyListed: 'यह गाड़ी पहले से लिस्ट है।',
  // Enquiries (issue 12), our own wording.
  enquiryNotFound: 'पूछताछ नहीं मिली',
  onlyDealers: 'यह पेज CarSetu पर रजिस्टर डीलरों के लिए है।',
  priceSaved: 'कीमत अपडेट हो गई',
  noEnquiries: 'अभी तक कोई पूछताछ नहीं। जब कोई खरीदार आपकी किसी कार के बारे में पूछेगा, तो वह यहाँ दिखेगी।',
  // The dealer's team (issue 43 part 1; docs/decisions/040-dealer-team.md), our own wording.
  roleNotAllowed: 'इस डीलरशिप में आपकी भूमिका इसकी अनुमति नहीं देती।',
  dealershipNotFound: 'डीलरशिप नहीं मिली',
  staffNotFound: 'टीम का सदस्य नहीं मिला',
  staffMobileInTeam: 'यह मोबाइल नंबर पहले से आपकी टीम में है।',
  staffMobileElsewhere:
    'यह मोबाइल नंबर CarSetu पर किसी दूसरी डीलरशिप का है। एक मोबाइल नंबर एक ही डीलरशिप में हो सकता है।',
  teamFull: 'एक टीम में ज़्यादा से ज़्यादा 20 लोग हो सकते हैं। किसी और को जोड़ने के लिए किसी एक को हटाएँ।',
  notYourself: 'आप अपनी भूमिका नहीं बदल सकते और ख़ुद को नहीं हटा सकते।',
  validRole: 'भूमिका चुनें: मालिक, मैनेजर या सेल्स एग्ज़ीक्यूटिव।',
  staffAdded: 'आपकी टीम में जोड़ दिया गया',
  staffUpdated: 'भूमिका सेव हो गई',
  staffRemoved: 'आपकी टीम से हटा दिया गया',
  // Working leads (issue 43 parts 2 to 4; docs/decisions/041-lead-work.md), our own wording.
  followUpSaved: 'सेव हो गया',
  followUpInPast: 'फ़ॉलो-अप का समय अभी या उसके बाद का चुनें।',
  validFollowUpTime: 'फ़ॉलो-अप का सही समय डालें।',
  validStage: 'स्टेज चुनें: नई, संपर्क हुआ, विज़िट तय, मोलभाव जारी, सौदा पक्का या सौदा नहीं हुआ।',
  lostReasonRequired: 'सौदा न होने की वजह चुनें।',
  validLostReason: 'सूची में से कोई वजह चुनें।',
  noteTooLong: 'नोट में ज़्यादा से ज़्यादा 500 अक्षर हो सकते हैं।',
  assigneeNotFound: 'टीम का सदस्य नहीं मिला',
  assigneeRemoved: 'यह व्यक्ति अब आपकी टीम में नहीं है।',
  assigneeCannotTakeLeads: 'इस व्यक्ति को पूछताछ नहीं सौंपी जा सकती।',
  leadAssigned: 'पूछताछ सौंप दी गई',
  validHours: 'समय HH:MM में डालें, और बंद होने का समय खुलने के समय के बाद का हो।',
  validOpenDays: 'कम से कम एक कामकाजी दिन चुनें।',
  hoursSaved: 'कामकाज का समय सेव हो गया',
  followUpsOn: 'सुबह का WhatsApp मैसेज चालू है',
  followUpsOff: 'सुबह का WhatsApp मैसेज बंद है',
  followUpsConsentNeeded: 'कृपया सुबह का WhatsApp मैसेज पाने के लिए सहमति दें',
  /** What a team member agrees to when turning the 9:30 message on (kept with their consent). */
  followUpsConsent:
    'मुझे CarSetu से हर सुबह 9:30 बजे WhatsApp पर एक मैसेज भेजें, जिसमें उस दिन के मेरे फ़ॉलो-अप हों। इन्हें बंद करने के लिए मुझे बस जवाब में STOP लिखना है।',
  completeProfileFirst: 'कृपया पहले अपनी प्रोफ़ाइल पूरी करें।',
  validSalePrice: 'सही बिक्री कीमत डालें।',
  validCubicCapacity: 'सही क्यूबिक कैपेसिटी डालें।',
  validOwner: 'सही मालिक संख्या चुनें।',
  validDate: 'सही तारीख डालें।',
  validFeatures: 'सही फ़ीचर चुनें।',
  validInsuranceType: 'इंश्योरेंस का सही प्रकार चुनें।',
  validPhoto: 'यह फ़ोटो सही base64 इमेज नहीं है।',
  validVehicleType: 'गाड़ी का सही प्रकार चुनें।',
  validCompany: 'सही कंपनी चुनें।',
  modelNotOfCompany: 'यह मॉडल चुनी गई कंपनी का नहीं है।',
  modelNotActive: 'यह मॉडल अब लिस्ट नहीं किया जा सकता।',
  variantNotOfModel: 'यह वेरिएंट चुने गए मॉडल का नहीं है।',
  validFuel: 'सही फ़्यूल चुनें।',
  validGear: 'सही गियर चुनें।',
  validColour: 'सही रंग चुनें।',
  photosRequired: 'कम से कम एक फ़ोटो चुनें।',
  photosUploaded: 'फ़ोटो अपलोड हो गईं',
  photoDeleted: 'फ़ोटो डिलीट हो गई',
  photoNotFound: 'फ़ोटो नहीं मिली',
} as const;

/** Add Photos when the batch would pass 10 in the category (docs/product.md#photo-rules); `n` = photos still allowed. */
export const photoLimitMessage = (n: number): string =>
  `आप ${n} फ़ोटो तक ही अपलोड कर सकते हैं। अधिकतम सीमा 10 फ़ोटो है।`;

/** ReSendOTP within the resend wait (docs/product.md#limits-and-constants: 30 s). */
export const otpWaitMessage = (seconds: number): string =>
  `नया OTP मँगाने से पहले कृपया ${seconds} सेकंड रुकें।`;

/** ReSendOTP over the per-number hourly limit; `minutes` until the oldest send leaves the window. */
export const otpHourlyLimitMessage = (minutes: number): string =>
  `इस नंबर के लिए बहुत ज़्यादा बार OTP मँगाया गया है। कृपया ${minutes} मिनट बाद फिर कोशिश करें।`;
