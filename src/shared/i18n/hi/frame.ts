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
export const navHome = 'होम';
export const navSearch = 'पुरानी कारें खोजें';
export const navSell = 'अपनी कार बेचें';
export const navMyVehicles = 'मेरी गाड़ियाँ';
export const navContact = 'संपर्क करें';
export const navProfile = 'प्रोफ़ाइल';
export const navWishlist = 'विशलिस्ट';
export const navEnquiries = 'पूछताछ';
export const navMyAlerts = 'मेरे अलर्ट';
export const navMyData = 'मेरा डेटा';
export const navDealerWorkspace = 'डीलर वर्कस्पेस';
export const navDeleteAccount = 'अकाउंट हमेशा के लिए डिलीट करें';

// Header and its menus.
export const logoHomeLabel = 'CarSetu होम';
export const mainMenuLabel = 'मुख्य मेन्यू';
export const callUsPrefix = 'हमें कॉल करें: ';
export const emailUsPrefix = 'हमें ई-मेल करें: ';
export const headerSearchPlaceholder = 'कारें खोजें';
export const accountMenu = 'अकाउंट';
export const openMenu = 'मेन्यू खोलें';
export const closeMenu = 'मेन्यू बंद करें';
export const loginButton = 'लॉग इन';
export const loginSignupButton = 'लॉग इन/साइन अप';
export const logoutButton = 'लॉग आउट';

// Bottom bar (phones).
export const quickLinksLabel = 'क्विक लिंक';
export const bottomBuyCar = 'कार खरीदें';
export const bottomSellCar = 'कार बेचें';

// Footer and the social links.
export const footerTagline =
  'पूरे भारत में भरोसेमंद डीलरों और निजी विक्रेताओं की वेरिफ़ाइड पुरानी कारें खोजें, या अपनी कार मुफ़्त में लिस्ट करें।';
export const footerBuySell = 'खरीदें और बेचें';
export const footerCompanyPolicies = 'कंपनी और नीतियाँ';
export const footerGetInTouch = 'हमसे संपर्क करें';
/** Before the Grievance Officer's name in the footer (issue 44 part 2). */
export const footerGrievanceOfficer = 'शिकायत अधिकारी';
export const onFacebook = 'Facebook पर CarSetu';
export const onInstagram = 'Instagram पर CarSetu';

// The language switcher (header, mobile menu, footer).
export const languageLabel = 'भाषा';

// The frame around every page.
export const skipToContent = 'सीधे कंटेंट पर जाएँ';
export const loadingPage = 'पेज लोड हो रहा है';
export const loginLoadFailed = 'लॉग इन नहीं खुल सका। कृपया अपना इंटरनेट कनेक्शन जाँचें।';
export const reload = 'फिर से लोड करें';

// Words shared by many screens.
export const loadingLabel = 'लोड हो रहा है...';
export const pleaseWait = 'कृपया रुकें...';
export const tryAgain = 'फिर से कोशिश करें';
export const closeButton = 'बंद करें';
export const yes = 'हाँ';
export const no = 'नहीं';
export const breadcrumbLabel = 'आप यहाँ हैं';
export const optionalMarker = '(वैकल्पिक)';

// Error screen and 404 page.
export const notFoundText =
  'आप जो पेज ढूँढ रहे थे, वह हमें नहीं मिला। हो सकता है वह हट गया हो, या लिंक गलत लिखा गया हो।';
export const errorText =
  'माफ़ करें, यह पेज दिखाते समय हमारी तरफ़ से कुछ गड़बड़ हो गई। कृपया फिर से कोशिश करें, या कारें देखते रहने के लिए होम पेज पर वापस जाएँ।';
export const goHome = 'होम पर जाएँ';
export const browseUsedCars = 'पुरानी कारें देखें';
export const notFoundTitle = 'पेज नहीं मिला';
export const errorTitle = 'कुछ गड़बड़ हो गई';

// Login prompt on pages that need sign-in, and why each page needs it.
export const pleaseLogIn = 'कृपया लॉग इन करें';
export const keepBrowsing = 'कारें देखते रहें';
export const loginToSell =
  'अपनी कार बेचने के लिए लिस्ट करनी हो, तो अपने मोबाइल नंबर से लॉग इन करें। यह मुफ़्त है।';
export const loginToWishlist = 'अपनी सेव की हुई कारें देखने के लिए अपने मोबाइल नंबर से लॉग इन करें।';
export const loginToProfile = 'अपनी प्रोफ़ाइल देखने और बदलने के लिए अपने मोबाइल नंबर से लॉग इन करें।';
export const loginToMyVehicles = 'अपनी लिस्ट की हुई कारें संभालने के लिए अपने मोबाइल नंबर से लॉग इन करें।';
export const loginToEnquiries =
  'आपकी कारों के बारे में पूछने वाले खरीदारों को देखने के लिए अपने मोबाइल नंबर से लॉग इन करें।';
export const loginToAlerts =
  'सर्च सेव करने और WhatsApp पर नई कारों की खबर पाने के लिए अपने मोबाइल नंबर से लॉग इन करें।';
export const loginToDealer = 'अपनी कारें संभालने के लिए अपनी डीलरशिप के रजिस्टर्ड मोबाइल नंबर से लॉग इन करें।';
export const loginToImport =
  'अपनी कारें इंपोर्ट करने के लिए अपनी डीलरशिप के रजिस्टर्ड मोबाइल नंबर से लॉग इन करें।';

// Page titles of the signed-in pages.
export const wishlistTitle = 'विशलिस्ट की कारें';
export const dealerWorkspaceTitle = 'डीलर वर्कस्पेस';
export const importCarsTitle = 'कारें इंपोर्ट करें';
export const editCarTitle = 'अपनी कार एडिट करें';

// Home.
export const homeHeading = 'भारत में बिक्री के लिए पुरानी कारें';
export const homeFilterHeading = 'अपनी अगली कार खोजें';
export const homeCarsHeading = 'बिक्री के लिए पुरानी कारें';
export const homeCarsIntro = 'आपके आस-पास के डीलरों और मालिकों की चुनिंदा कारें';

// Search (/search).
export const searchHeading = 'सभी कारें';
export const saveSearch = 'सर्च सेव करें';
export const searchPlaceholder = 'जैसे: swift diesel 5 lakh';
export const resultsHeading = 'नतीजे';
export const clearFilters = 'फ़िल्टर हटाएँ';
export const clearSearch = 'सर्च हटाएँ';
export const loadMoreFailed = 'और कारें लोड नहीं हो सकीं। फिर से कोशिश करें';

// Landing pages (/used-cars/{slug}).
export const landingTitle = 'पुरानी कारें';
export const filterTheseCars = 'इन कारों को फ़िल्टर करें';
export const carsForSale = 'बिक्री के लिए कारें';

// Car page.
export const carDetailsTitle = 'कार की जानकारी';
export const carDetailsCrumb = 'कार की जानकारी';
export const getSellerDetails = 'विक्रेता की जानकारी पाएँ';
export const callSeller = 'कॉल करें';

// Compare (/compare).
export const compareHeading = 'कारों की तुलना करें';
export const compareSold = 'यह कार बिक चुकी है';
export const compareGone = 'यह कार अब लिस्टेड नहीं है';
export const compareEmpty = 'तुलना के लिए अभी कोई कार नहीं है';
export const compareEmptyHint = 'कोई कार खोलें और “तुलना में जोड़ें” चुनें।';
export const addAnotherCar = 'एक और कार जोड़ें';
export const findCarsToCompare = 'तुलना के लिए कारें खोजें';

// Profile.
export const profileIntro = 'जब आप कोई कार लिस्ट करते हैं, तो आपका नाम और लोकेशन खरीदारों को दिखते हैं।';
export const profileLoadFailed = 'हम आपकी प्रोफ़ाइल लोड नहीं कर सके।';
export const loadingProfile = 'प्रोफ़ाइल लोड हो रही है';

// Car card and Add to compare.
export const photoComingSoon = 'फ़ोटो जल्द आएगी';
export const soldTag = 'बिक गई';
export const saveToWishlist = (car: string) => `${car} को विशलिस्ट में सेव करें`;
export const kmLabel = 'चली हुई दूरी: ';
export const gearLabel = 'ट्रांसमिशन: ';
export const fuelLabel = 'फ़्यूल: ';
export const priceLabel = 'कीमत: ';
export const viewDetails = 'जानकारी देखें';
export const addToCompare = 'तुलना में जोड़ें';
export const addToCompareCount = (n: number) => `तुलना में जोड़ें (${n} कारें)`;
export const recentlyViewed = 'हाल ही में देखी गईं';

// Fair-price badge explained (car page, dealer workspace).
export const whatThisMeans = ': इसका मतलब क्या है';
export const similarCarsExplained =
  'मिलती-जुलती कारें: एक साल आगे-पीछे का वही मॉडल, जो बिक्री के लिए है या पिछले 90 दिनों में बिका है, काफ़ी कारें हों तो इसी राज्य में; उनकी कीमतें किलोमीटर, फ़्यूल और गियर के हिसाब से एडजस्ट की गई हैं। यह कार की हालत, सर्विस हिस्ट्री या एक्सीडेंट नहीं देख सकता: कार और उसके कागज़ खुद जाँचें।';

// Form fields and photos chosen on the device.
export const mobileLabel = 'मोबाइल';
export const mobilePlaceholder = '10 अंकों का मोबाइल नंबर';
export const photoUnopenable = 'यह फ़ोटो खुल नहीं सकी। कृपया कोई दूसरी चुनें।';
export const cannotPreparePhotos = 'यह डिवाइस फ़ोटो तैयार नहीं कर सकता। कृपया कोई दूसरा ब्राउज़र आज़माएँ।';

// Offline page and the note on a page shown from the device (docs/product.md#offline).
export const offlineTitle = 'आप ऑफ़लाइन हैं';
export const offlineBody = 'CarSetu अभी इंटरनेट से नहीं जुड़ पा रहा है। अपना कनेक्शन जाँचें और फिर से कोशिश करें।';
export const offlineCarsTitle = 'जो कारें आप ऑफ़लाइन खोल सकते हैं';
export const offlineNoCars =
  'ऑनलाइन रहते हुए आप जो कारें खोलते हैं, वे इसी डिवाइस पर रखी जाती हैं, ताकि अगली बार नेटवर्क जाने पर आप उन्हें यहाँ पढ़ सकें।';
export const offlineEarlierVisit = 'पिछली विज़िट';
export const savedCopy = (date: string) =>
  `${date} की सेव की हुई कॉपी: हो सकता है तब से यह पेज बदल गया हो।`;
