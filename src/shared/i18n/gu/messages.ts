/**
 * The product's messages, the server's answers and the validation messages
 * (src/shared/messages.ts re-exports them): the same keys, in the same order,
 * as en/messages.ts. Those the public pages and the app's frame show are in
 * page-messages.ts (MSG holds them too).
 */
import { pluralIndic } from '../plural.ts';
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
  required: 'આ ફીલ્ડ ભરવું જરૂરી છે',
  requiredField: 'આ ફીલ્ડ ભરવું જરૂરી છે',
  onlyCharacters: 'કૃપા કરીને ફક્ત અક્ષરો લખો.',
  validMobile: 'સાચો મોબાઇલ નંબર દાખલ કરો.',
  mobileRequired: 'મોબાઇલ નંબર જરૂરી છે.',
  noOptions: 'કોઈ વિકલ્પ નથી',
  select: 'પસંદ કરો...',
  loginSuccess: 'તમે લૉગ ઇન થઈ ગયા',
  /** Ours (not in the original client): the login dialog's notice after a 401 on a favourites call. */
  sessionExpired: 'તમારું સેશન પૂરું થઈ ગયું છે. કૃપા કરીને ફરી લૉગ ઇન કરો.',
  confirmDelete: 'શું તમારે ખરેખર આ કાઢી નાખવું છે?',
  confirmSold: 'શું તમારે ખરેખર આ કાર વેચાયેલી માર્ક કરવી છે?',
  notFound: 'મળ્યું નથી',
  // Server answers in our own wording (docs/product.md#messages-and-errors).
  noMoreCars: 'વધુ કાર નથી',
  carNotFound: 'કાર મળી નથી',
  carSold: 'આ કાર પહેલેથી જ વેચાઈ ગઈ છે.',
  carUnavailable: PAGE_MSG.unavailable,
  // Reports and blocks (docs/moderation.md).
  reportSent: 'આભાર. અમારી ટીમ આ કારની તપાસ કરશે.',
  reportExists: 'તમે આ કારની ફરિયાદ પહેલેથી જ કરી છે.',
  tooManyReports: 'આજે તમે ઘણી ફરિયાદો મોકલી છે. કૃપા કરીને કાલે ફરી પ્રયાસ કરો.',
  grievanceFiled: 'તમારી ફરિયાદ નોંધાઈ ગઈ છે. અમે 30 દિવસમાં જવાબ આપીશું.',
  tooManyGrievances: 'આજે તમે ઘણી ફરિયાદો નોંધાવી છે. કૃપા કરીને કાલે ફરી પ્રયાસ કરો.',
  grievanceTooShort: 'કૃપા કરીને તમારી ફરિયાદ ઓછામાં ઓછા 20 અક્ષરોમાં લખો.',
  grievanceTooLong: 'કૃપા કરીને તમારી ફરિયાદ 2,000 અક્ષરોથી ઓછામાં લખો.',
  grievanceCategoryNeeded: 'કૃપા કરીને પસંદ કરો કે તમારી ફરિયાદ શેના વિશે છે.',
  nomineeSaved: 'નોમિની સેવ થયા',
  nomineeRemoved: 'નોમિની હટાવ્યા',
  nomineeIsYou: 'તમારા નોમિની કોઈ બીજી વ્યક્તિ હોવા જોઈએ. કૃપા કરીને તેમનો મોબાઇલ નંબર લખો.',
  eraseConfirmNeeded: 'કૃપા કરીને ખાતરી આપો કે તમે તમારું એકાઉન્ટ કાઢી નાખવા માંગો છો.',
  eraseDealerOwner:
    'આ મોબાઇલ નંબરથી CarSetu પર એક ડીલરશિપ ચાલે છે. કૃપા કરીને ફરિયાદ નોંધાવો, જેથી અમે પહેલાં ડીલરશિપ બંધ કરીએ.',
  accountDeleted: 'તમારું એકાઉન્ટ કાઢી નાખ્યું છે.',
  mobileBlocked: 'આ મોબાઇલ નંબર CarSetu પર બ્લૉક છે.',
  forbidden: 'આની પરવાનગી નથી',
  cannotBlockSelf: 'તમે તમારો પોતાનો મોબાઇલ નંબર બ્લૉક કરી શકતા નથી.',
  alreadyBlocked: 'આ મોબાઇલ નંબર પહેલેથી બ્લૉક છે.',
  notBlocked: 'આ મોબાઇલ નંબર બ્લૉક નથી.',
  flagNotFound: 'આ મામલો પહેલેથી બંધ થઈ ગયો છે.',
  carUnderReview: 'અમારી ટીમ તપાસ કરે ત્યાં સુધી આ કાર છુપાવેલી છે.',
  // Banners and dealers in the console (docs/moderation.md#banners-and-dealers).
  bannerNotFound: 'આ બૅનર અસ્તિત્વમાં નથી.',
  bannerFirst: 'આ બૅનર પહેલેથી જ સૌથી ઉપર છે.',
  bannerLast: 'આ બૅનર પહેલેથી જ સૌથી નીચે છે.',
  bannerHiddenAlready: 'આ બૅનર પહેલેથી જ છુપાવેલું છે.',
  bannerShownAlready: 'આ બૅનર પહેલેથી જ દેખાય છે.',
  dealerNotFound: 'આ ડીલર અસ્તિત્વમાં નથી.',
  dealerMobileTaken: 'આ મોબાઇલ નંબર સાથે બીજો ડીલર પહેલેથી નોંધાયેલો છે.',
  dealerInactiveAlready: 'આ ડીલર પહેલેથી જ નિષ્ક્રિય છે.',
  dealerActiveAlready: 'આ ડીલર પહેલેથી જ સક્રિય છે.',
  carRenewed: 'આભાર. તમારી કાર CarSetu પર ચાલુ રહેશે.',
  leadSubmitted: 'તમારી વિનંતી મોકલાઈ ગઈ',
  invalidCursor: 'cursor: cursor માન્ય નથી',
  tooManyRequests: 'ઘણી બધી વિનંતીઓ. કૃપા કરીને એક મિનિટ પછી ફરી પ્રયાસ કરો.',
  /** Answered 503 when the shared limits (Redis) cannot be checked: sign-in and leads fail closed. */
  serviceBusy: 'આ સેવા હમણાં વ્યસ્ત છે. કૃપા કરીને એક મિનિટ પછી ફરી પ્રયાસ કરો.',
  // Sign-in, profile and wishlist (docs/product.md#profile-rules quotes the profile
  // rules' messages; the rest is ours).
  nameRequired: 'નામ જરૂરી છે.',
  addressRequired: 'સરનામું જરૂરી છે',
  validCity: 'કૃપા કરીને સાચું શહેર દાખલ કરો.',
  otpRequired: 'OTP જરૂરી છે.',
  otpSent: 'OTP WhatsApp પર મોકલી દીધો છે',
  otpTestMobile: 'ટેસ્ટ મોબાઇલ નંબર: OTP વગર લૉગ ઇન થઈ રહ્યું છે.',
  otpVerified: 'OTPની ખાતરી થઈ ગઈ',
  otpInvalid: 'OTP ખોટો છે',
  otpExpired: 'OTPની મુદત પૂરી થઈ ગઈ. કૃપા કરીને નવો OTP મંગાવો.',
  otpLocked: 'ઘણી વાર ખોટો OTP નાખ્યો. કૃપા કરીને નવો OTP મંગાવો.',
  otpUsed: 'આ OTP પહેલેથી વપરાઈ ગયો છે. કૃપા કરીને નવો OTP મંગાવો.',
  otpSendFailed: 'WhatsApp પર OTP મોકલી શકાયો નથી. કૃપા કરીને ફરી પ્રયાસ કરો.',
  otpBudgetSpent: 'હમણાં અમે ઘણા બધા OTP મોકલી રહ્યા છીએ. કૃપા કરીને થોડી મિનિટ પછી ફરી પ્રયાસ કરો.',
  leadDailyCap: 'આજે તમે જેટલા વેચનારનો સંપર્ક કરી શકો તેટલા કરી લીધા છે. કૃપા કરીને કાલે ફરી પ્રયાસ કરો.',
  listingsPerDay: 'આજે તમે જેટલી કાર ઉમેરી શકો તેટલી ઉમેરી દીધી છે. કૃપા કરીને કાલે ફરી પ્રયાસ કરો.',
  photosPerHour:
    'તમે એક કલાકમાં જેટલા ફોટા અપલોડ કરી શકો તેટલા કરી દીધા છે. કૃપા કરીને થોડી વાર પછી ફરી પ્રયાસ કરો.',
  badCredentials: 'યુઝર નેમ અથવા પાસવર્ડ ખોટો છે.',
  unauthorized: 'અનધિકૃત વિનંતી',
  loggedOut: 'તમે લૉગ આઉટ થઈ ગયા',
  profileUpdated: 'પ્રોફાઇલ અપડેટ થઈ ગઈ',
  cityAdded: 'શહેર ઉમેરાઈ ગયું',
  cityExists: 'આ શહેર પહેલેથી છે',
  wishlistAdded: 'વિશલિસ્ટમાં ઉમેરાયું',
  searchSaved: 'સર્ચ સેવ થઈ ગઈ',
  searchRenamed: 'સર્ચનું નામ બદલાઈ ગયું',
  alertsPaused: 'એલર્ટ થોભાવ્યા',
  alertsResumed: 'એલર્ટ ફરી ચાલુ થયા',
  searchDeleted: 'સર્ચ કાઢી નાખી',
  savedSearchNotFound: 'સેવ કરેલી સર્ચ મળી નથી',
  savedSearchLimit: 'તમે 10 સર્ચ સુધી સેવ કરી શકો છો. બીજી સેવ કરવા માટે એક કાઢી નાખો.',
  alertsOn: 'WhatsApp એલર્ટ ચાલુ છે',
  alertsOff: 'WhatsApp એલર્ટ બંધ છે',
  alertsConsentNeeded: 'કૃપા કરીને WhatsApp એલર્ટ મેળવવા માટે સંમતિ આપો',
  noticeChanged: 'આ પેજ ખૂલ્યા પછી અમારી ગોપનીયતા સૂચના બદલાઈ છે. કૃપા કરીને તે ફરી વાંચો.',
  adultNeeded: 'કૃપા કરીને ખાતરી આપો કે તમારી ઉંમર 18 વર્ષ કે તેથી વધુ છે.',
  /** The age confirmation a new account ticks (kept with the consent: docs/privacy.md#consents). */
  adultConfirm: 'હું ખાતરી આપું છું કે મારી ઉંમર 18 વર્ષ કે તેથી વધુ છે.',
  /** What a buyer agrees to when turning alerts on (kept with their consent). */
  alertsConsent:
    'મને CarSetu તરફથી WhatsApp પર મારી સેવ કરેલી સર્ચ સાથે મેળ ખાતી નવી કાર અને મારી વિશલિસ્ટની કારની કિંમત ઘટવા વિશે મેસેજ મોકલો, દિવસમાં વધુમાં વધુ એક મેસેજ. તેમને બંધ કરવા હું કોઈ પણ મેસેજનો જવાબ STOP લખીને આપી શકું છું અથવા તેમાંની લિંક પર ટૅપ કરી શકું છું.',
  wishlistRemoved: 'વિશલિસ્ટમાંથી હટાવ્યું',
  // Sell Your Car, Edit Your Car, My Vehicles, Add Photos (docs/product.md#screens-and-routes,
  // #validation-rules, #messages-and-errors).
  vehiclePhotoRequired: 'વાહનનો ફોટો જરૂરી છે.',
  validVehicleNumber: 'સાચો વાહન નંબર દાખલ કરો.',
  validYear: 'સાચું વર્ષ દાખલ કરો.',
  validKm: 'સાચા કિલોમીટર દાખલ કરો.',
  validCapacity: 'સાચી ક્ષમતા દાખલ કરો.',
  photoTooLarge: 'માફ કરશો, તમે 10 MB સુધીનો ફોટો જ અપલોડ કરી શકો છો',
  photoWrongType: 'ફક્ત .jpg, .png અને .jpeg ફાઇલો જ માન્ય છે',
  photoLimitReached: '10 ફોટાની મર્યાદા પૂરી થઈ ગઈ. વધુ ફોટા અપલોડ કરી શકાશે નહીં',
  vehicleUpdated: 'વાહનની વિગતો અપડેટ થઈ ગઈ',
  noListings: 'તમે હજી વેચાણ માટે કોઈ કાર લિસ્ટ કરી નથી. તમારી પહેલી કાર ઉમેરીને શરૂઆત કરો!',
  // Seller answers in our own wording.
  vehicleAdded: 'વાહન ઉમેરાઈ ગયું',
  vehicleDeleted: 'વાહન કાઢી નાખ્યું',
  vehicleSold: 'વાહન વેચાયેલું માર્ક થયું',
  vehicleAlreadySold: 'આ વાહન પહેલેથી વેચાયેલું માર્ક છે.',
  vehicleAlreadyListed: 'આ વાહન પહેલેથી લિસ્ટ થયેલું છે.',
  // Enquiries (issue 12), our own wording.
  enquiryNotFound: 'પૂછપરછ મળી નથી',
  onlyDealers: 'આ પેજ CarSetu પર નોંધાયેલા ડીલરો માટે છે.',
  priceSaved: 'કિંમત અપડેટ થઈ ગઈ',
  noEnquiries: 'હજી કોઈ પૂછપરછ નથી. કોઈ ખરીદદાર તમારી કોઈ કાર વિશે પૂછશે ત્યારે તે અહીં દેખાશે.',
  // The dealer's team (issue 43 part 1; docs/decisions/040-dealer-team.md), our own wording.
  roleNotAllowed: 'આ ડીલરશિપમાં તમારી ભૂમિકા આની મંજૂરી આપતી નથી.',
  dealershipNotFound: 'ડીલરશિપ મળી નથી',
  staffNotFound: 'ટીમનો સભ્ય મળ્યો નથી',
  staffMobileInTeam: 'આ મોબાઇલ નંબર પહેલેથી તમારી ટીમમાં છે.',
  staffMobileElsewhere:
    'આ મોબાઇલ નંબર CarSetu પર બીજી ડીલરશિપનો છે. એક મોબાઇલ નંબર એક જ ડીલરશિપમાં હોઈ શકે.',
  teamFull: 'એક ટીમમાં વધુમાં વધુ 20 લોકો હોઈ શકે. બીજા કોઈને ઉમેરવા માટે કોઈ એકને હટાવો.',
  notYourself: 'તમે તમારી પોતાની ભૂમિકા બદલી શકતા નથી કે પોતાને હટાવી શકતા નથી.',
  validRole: 'ભૂમિકા પસંદ કરો: માલિક, મેનેજર અથવા સેલ્સ એક્ઝિક્યુટિવ.',
  staffAdded: 'તમારી ટીમમાં ઉમેરાઈ ગયા',
  staffUpdated: 'ભૂમિકા સેવ થઈ ગઈ',
  staffRemoved: 'તમારી ટીમમાંથી હટાવી દીધા',
  // Working leads (issue 43 parts 2 to 4; docs/decisions/041-lead-work.md), our own wording.
  followUpSaved: 'સેવ થઈ ગયું',
  followUpInPast: 'ફૉલો-અપનો સમય હમણાંનો કે પછીનો પસંદ કરો.',
  validFollowUpTime: 'ફૉલો-અપનો સાચો સમય દાખલ કરો.',
  validStage: 'સ્ટેજ પસંદ કરો: નવી, સંપર્ક થયો, વિઝિટ નક્કી, ભાવતાલ ચાલુ, સોદો પાકો અથવા સોદો ન થયો.',
  lostReasonRequired: 'સોદો ન થવાનું કારણ પસંદ કરો.',
  validLostReason: 'યાદીમાંથી કોઈ કારણ પસંદ કરો.',
  noteTooLong: 'નોંધમાં વધુમાં વધુ 500 અક્ષર હોઈ શકે.',
  assigneeNotFound: 'ટીમનો સભ્ય મળ્યો નથી',
  assigneeRemoved: 'આ વ્યક્તિ હવે તમારી ટીમમાં નથી.',
  assigneeCannotTakeLeads: 'આ વ્યક્તિને પૂછપરછ સોંપી શકાતી નથી.',
  leadAssigned: 'પૂછપરછ સોંપી દીધી',
  validHours: 'સમય HH:MMમાં દાખલ કરો, અને બંધ થવાનો સમય ખૂલવાના સમય પછીનો હોય.',
  validOpenDays: 'ઓછામાં ઓછો એક કામકાજનો દિવસ પસંદ કરો.',
  hoursSaved: 'કામકાજનો સમય સેવ થઈ ગયો',
  followUpsOn: 'સવારનો WhatsApp મેસેજ ચાલુ છે',
  followUpsOff: 'સવારનો WhatsApp મેસેજ બંધ છે',
  followUpsConsentNeeded: 'કૃપા કરીને સવારનો WhatsApp મેસેજ મેળવવા માટે સંમતિ આપો',
  /** What a team member agrees to when turning the 9:30 message on (kept with their consent). */
  followUpsConsent:
    'મને CarSetu તરફથી દરરોજ સવારે 9:30 વાગ્યે WhatsApp પર એક મેસેજ મોકલો, જેમાં તે દિવસના મારા ફૉલો-અપ હોય. તેમને બંધ કરવા હું જવાબમાં STOP લખી શકું છું.',
  completeProfileFirst: 'કૃપા કરીને પહેલાં તમારી પ્રોફાઇલ પૂરી કરો.',
  validSalePrice: 'સાચી વેચાણ કિંમત દાખલ કરો.',
  validCubicCapacity: 'સાચી ક્યુબિક કૅપેસિટી દાખલ કરો.',
  validOwner: 'સાચી માલિક સંખ્યા પસંદ કરો.',
  validDate: 'સાચી તારીખ દાખલ કરો.',
  validFeatures: 'સાચા ફીચર્સ પસંદ કરો.',
  validInsuranceType: 'સાચો ઇન્શ્યોરન્સ પ્રકાર પસંદ કરો.',
  validPhoto: 'આ ફોટો માન્ય base64 ઇમેજ નથી.',
  validVehicleType: 'સાચો વાહન પ્રકાર પસંદ કરો.',
  validCompany: 'સાચી કંપની પસંદ કરો.',
  modelNotOfCompany: 'આ મોડલ પસંદ કરેલી કંપનીનું નથી.',
  modelNotActive: 'આ મોડલ હવે લિસ્ટ કરી શકાતું નથી.',
  variantNotOfModel: 'આ વેરિઅન્ટ પસંદ કરેલા મોડલનું નથી.',
  validFuel: 'સાચું ફ્યુઅલ પસંદ કરો.',
  validGear: 'સાચો ગિયર પસંદ કરો.',
  validColour: 'સાચો રંગ પસંદ કરો.',
  photosRequired: 'ઓછામાં ઓછો એક ફોટો પસંદ કરો.',
  photosUploaded: 'ફોટા અપલોડ થઈ ગયા',
  photoDeleted: 'ફોટો કાઢી નાખ્યો',
  photoNotFound: 'ફોટો મળ્યો નથી',
} as const;

/** Add Photos when the batch would pass 10 in the category (docs/product.md#photo-rules); `n` = photos still allowed. */
export const photoLimitMessage = (n: number): string =>
  `તમે ${pluralIndic(n, `${n} ફોટો`, `${n} ફોટા`)} સુધી જ અપલોડ કરી શકો છો. મહત્તમ મર્યાદા 10 ફોટાની છે.`;

/** ReSendOTP within the resend wait (docs/product.md#limits-and-constants: 30 s). */
export const otpWaitMessage = (seconds: number): string =>
  `નવો OTP મંગાવતા પહેલાં કૃપા કરીને ${seconds} સેકન્ડ રાહ જુઓ.`;

/** ReSendOTP over the per-number hourly limit; `minutes` until the oldest send leaves the window. */
export const otpHourlyLimitMessage = (minutes: number): string =>
  `આ નંબર માટે ઘણી વાર OTP મંગાવ્યો છે. કૃપા કરીને ${minutes} મિનિટ પછી ફરી પ્રયાસ કરો.`;
