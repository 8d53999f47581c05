/**
 * The app's frame (docs/product.md#header, #footer-and-bottom-bar,
 * #screens-and-routes): header, menus, footer, bottom bar, the login prompt,
 * the error screens and the offline page; the shared pieces (car card, form
 * fields, dialogs, spinners); the titles and words of the route pages
 * (src/web/app/routes).
 * Its functions ride in every page's start (the app's shell imports this
 * module): a message with values that only one lazy part shows lives in
 * that part's module (compare.ts, keyword-search.ts, footer.ts, landing.ts,
 * account.ts, car-page.ts, sell.ts).
 */

// Page names: the menus, footer, bottom bar, breadcrumbs and page titles.
export const navHome = 'હોમ';
export const navSearch = 'જૂની કાર શોધો';
export const navSell = 'તમારી કાર વેચો';
export const navMyVehicles = 'મારાં વાહનો';
export const navContact = 'સંપર્ક કરો';
export const navProfile = 'પ્રોફાઇલ';
export const navWishlist = 'વિશલિસ્ટ';
export const navEnquiries = 'પૂછપરછ';
export const navMyAlerts = 'મારા એલર્ટ';
export const navMyData = 'મારો ડેટા';
export const navDealerWorkspace = 'ડીલર વર્કસ્પેસ';
export const navDeleteAccount = 'એકાઉન્ટ કાયમ માટે કાઢી નાખો';

// Header and its menus.
export const logoHomeLabel = 'CarSetu હોમ';
export const mainMenuLabel = 'મુખ્ય મેનૂ';
export const callUsPrefix = 'અમને કૉલ કરો: ';
export const emailUsPrefix = 'અમને ઈ-મેલ કરો: ';
export const headerSearchPlaceholder = 'કાર શોધો';
export const accountMenu = 'એકાઉન્ટ';
export const openMenu = 'મેનૂ ખોલો';
export const closeMenu = 'મેનૂ બંધ કરો';
export const loginButton = 'લૉગ ઇન';
export const loginSignupButton = 'લૉગ ઇન/સાઇન અપ';
export const logoutButton = 'લૉગ આઉટ';

// Bottom bar (phones).
export const quickLinksLabel = 'ક્વિક લિંક્સ';
export const bottomBuyCar = 'કાર ખરીદો';
export const bottomSellCar = 'કાર વેચો';

// Footer and the social links.
export const footerTagline =
  'સમગ્ર ભારતમાં ભરોસાપાત્ર ડીલરો અને ખાનગી વેચનારાઓની વેરિફાઇડ જૂની કાર શોધો, અથવા તમારી કાર મફતમાં લિસ્ટ કરો.';
export const footerBuySell = 'ખરીદો અને વેચો';
export const footerCompanyPolicies = 'કંપની અને નીતિઓ';
export const footerGetInTouch = 'અમારો સંપર્ક કરો';
/** Before the Grievance Officer's name in the footer (issue 44 part 2). */
export const footerGrievanceOfficer = 'ફરિયાદ અધિકારી';
export const onFacebook = 'Facebook પર CarSetu';
export const onInstagram = 'Instagram પર CarSetu';

// The language switcher (header, mobile menu, footer).
export const languageLabel = 'ભાષા';

// The frame around every page.
export const skipToContent = 'સીધા કન્ટેન્ટ પર જાઓ';
export const loadingPage = 'પેજ લોડ થઈ રહ્યું છે';
export const loginLoadFailed = 'લૉગ ઇન ખૂલી શક્યું નહીં. કૃપા કરીને તમારું ઇન્ટરનેટ કનેક્શન તપાસો.';
export const reload = 'ફરી લોડ કરો';

// Words shared by many screens.
export const loadingLabel = 'લોડ થઈ રહ્યું છે...';
export const pleaseWait = 'કૃપા કરીને રાહ જુઓ...';
export const tryAgain = 'ફરી પ્રયાસ કરો';
export const closeButton = 'બંધ કરો';
export const yes = 'હા';
export const no = 'ના';
export const breadcrumbLabel = 'તમે અહીં છો';
export const optionalMarker = '(વૈકલ્પિક)';

// Error screen and 404 page.
export const notFoundText =
  'તમે જે પેજ શોધી રહ્યા હતા તે અમને મળ્યું નહીં. કદાચ તે ખસેડાયું હોય, અથવા લિંક ખોટી લખાઈ હોય.';
export const errorText =
  'માફ કરશો, આ પેજ બતાવતી વખતે અમારી બાજુએ કંઈક ખોટું થયું. કૃપા કરીને ફરી પ્રયાસ કરો, અથવા કાર જોવાનું ચાલુ રાખવા હોમ પેજ પર પાછા જાઓ.';
export const goHome = 'હોમ પર જાઓ';
export const browseUsedCars = 'જૂની કાર જુઓ';
export const notFoundTitle = 'પેજ મળ્યું નહીં';
export const errorTitle = 'કંઈક ખોટું થયું';

// Login prompt on pages that need sign-in, and why each page needs it.
export const pleaseLogIn = 'કૃપા કરીને લૉગ ઇન કરો';
export const keepBrowsing = 'કાર જોવાનું ચાલુ રાખો';
export const loginToSell = 'તમારી કાર વેચાણ માટે લિસ્ટ કરવા તમારા મોબાઇલ નંબરથી લૉગ ઇન કરો. તે મફત છે.';
export const loginToWishlist = 'તમે સેવ કરેલી કાર જોવા તમારા મોબાઇલ નંબરથી લૉગ ઇન કરો.';
export const loginToProfile = 'તમારી પ્રોફાઇલ જોવા અને બદલવા તમારા મોબાઇલ નંબરથી લૉગ ઇન કરો.';
export const loginToMyVehicles = 'તમે લિસ્ટ કરેલી કાર સંભાળવા તમારા મોબાઇલ નંબરથી લૉગ ઇન કરો.';
export const loginToEnquiries =
  'તમારી કાર વિશે પૂછનારા ખરીદદારોને જોવા તમારા મોબાઇલ નંબરથી લૉગ ઇન કરો.';
export const loginToAlerts =
  'સર્ચ સેવ કરવા અને WhatsApp પર નવી કારની જાણ મેળવવા તમારા મોબાઇલ નંબરથી લૉગ ઇન કરો.';
export const loginToDealer = 'તમારી કાર સંભાળવા તમારી ડીલરશિપના રજિસ્ટર્ડ મોબાઇલ નંબરથી લૉગ ઇન કરો.';
export const loginToImport =
  'તમારી કાર ઇમ્પોર્ટ કરવા તમારી ડીલરશિપના રજિસ્ટર્ડ મોબાઇલ નંબરથી લૉગ ઇન કરો.';

// Page titles of the signed-in pages.
export const wishlistTitle = 'વિશલિસ્ટ કરેલી કાર';
export const dealerWorkspaceTitle = 'ડીલર વર્કસ્પેસ';
export const importCarsTitle = 'કાર ઇમ્પોર્ટ કરો';
export const editCarTitle = 'તમારી કાર એડિટ કરો';

// Home.
export const homeHeading = 'ભારતમાં વેચાણ માટે જૂની કાર';
export const homeFilterHeading = 'તમારી આગલી કાર શોધો';
export const homeCarsHeading = 'વેચાણ માટે જૂની કાર';
export const homeCarsIntro = 'તમારી નજીકના ડીલરો અને માલિકોની પસંદગીની કાર';

// Search (/search).
export const searchHeading = 'બધી કાર';
export const saveSearch = 'સર્ચ સેવ કરો';
export const searchPlaceholder = 'જેમ કે: wagonr cng 4 lakh';
export const resultsHeading = 'પરિણામો';
export const clearFilters = 'ફિલ્ટર હટાવો';
export const clearSearch = 'સર્ચ હટાવો';
export const loadMoreFailed = 'વધુ કાર લોડ થઈ શકી નહીં. ફરી પ્રયાસ કરો';

// Landing pages (/used-cars/{slug}).
export const landingTitle = 'જૂની કાર';
export const filterTheseCars = 'આ કાર ફિલ્ટર કરો';
export const carsForSale = 'વેચાણ માટે કાર';

// Car page.
export const carDetailsTitle = 'કારની વિગતો';
export const carDetailsCrumb = 'કારની વિગતો';
export const getSellerDetails = 'વેચનારની વિગતો મેળવો';
export const callSeller = 'કૉલ કરો';

// Compare (/compare).
export const compareHeading = 'કારની સરખામણી કરો';
export const compareSold = 'આ કાર વેચાઈ ગઈ છે';
export const compareGone = 'આ કાર હવે લિસ્ટેડ નથી';
export const compareEmpty = 'સરખામણી માટે હજી કોઈ કાર નથી';
export const compareEmptyHint = 'કોઈ કાર ખોલો અને “સરખામણીમાં ઉમેરો” પસંદ કરો.';
export const addAnotherCar = 'બીજી કાર ઉમેરો';
export const findCarsToCompare = 'સરખામણી માટે કાર શોધો';

// Profile.
export const profileIntro = 'તમે કાર લિસ્ટ કરો ત્યારે તમારું નામ અને લોકેશન ખરીદદારોને દેખાય છે.';
export const profileLoadFailed = 'અમે તમારી પ્રોફાઇલ લોડ કરી શક્યા નહીં.';
export const loadingProfile = 'પ્રોફાઇલ લોડ થઈ રહી છે';

// Car card and Add to compare.
export const photoComingSoon = 'ફોટો ટૂંક સમયમાં';
export const soldTag = 'વેચાઈ ગઈ';
export const saveToWishlist = (car: string) => `${car} વિશલિસ્ટમાં સેવ કરો`;
export const kmLabel = 'ચાલેલું અંતર: ';
export const gearLabel = 'ટ્રાન્સમિશન: ';
export const fuelLabel = 'ફ્યુઅલ: ';
export const priceLabel = 'કિંમત: ';
export const viewDetails = 'વિગતો જુઓ';
export const addToCompare = 'સરખામણીમાં ઉમેરો';
export const addToCompareCount = (n: number) => `સરખામણીમાં ઉમેરો (${n} કાર)`;
export const recentlyViewed = 'તાજેતરમાં જોયેલી કાર';

// Fair-price badge explained (car page, dealer workspace).
export const whatThisMeans = ': આનો અર્થ શું છે';
export const similarCarsExplained =
  'મળતી આવતી કાર: એક વર્ષની અંદરનું એ જ મોડલ, જે વેચાણ માટે છે અથવા છેલ્લા 90 દિવસમાં વેચાયું છે, પૂરતી કાર હોય તો આ જ રાજ્યમાં; તેમની કિંમતો કિલોમીટર, ફ્યુઅલ અને ગિયર મુજબ એડજસ્ટ કરેલી છે. તે કારની હાલત, સર્વિસ હિસ્ટ્રી કે અકસ્માતો જોઈ શકતું નથી: કાર અને તેના કાગળો જાતે તપાસો.';

// Form fields and photos chosen on the device.
export const mobileLabel = 'મોબાઇલ';
export const mobilePlaceholder = '10 આંકડાનો મોબાઇલ નંબર';
export const photoUnopenable = 'આ ફોટો ખોલી શકાયો નહીં. કૃપા કરીને બીજો પસંદ કરો.';
export const cannotPreparePhotos = 'આ ડિવાઇસ ફોટો તૈયાર કરી શકતું નથી. કૃપા કરીને બીજું બ્રાઉઝર વાપરો.';

// Offline page and the note on a page shown from the device (docs/product.md#offline).
export const offlineTitle = 'તમે ઑફલાઇન છો';
export const offlineBody =
  'CarSetu અત્યારે ઇન્ટરનેટ સાથે જોડાઈ શકતું નથી. તમારું કનેક્શન તપાસો અને ફરી પ્રયાસ કરો.';
export const offlineCarsTitle = 'ઑફલાઇન ખોલી શકાય તેવી કાર';
export const offlineNoCars =
  'ઑનલાઇન હો ત્યારે તમે જે કાર ખોલો છો તે આ ડિવાઇસ પર રાખવામાં આવે છે, જેથી આગલી વખતે નેટવર્ક જાય ત્યારે તમે તેને અહીં વાંચી શકો.';
export const offlineEarlierVisit = 'અગાઉની મુલાકાત';
export const savedCopy = (date: string) => `${date}ની સેવ કરેલી કૉપિ: ત્યારથી આ પેજ બદલાયું હોઈ શકે.`;
