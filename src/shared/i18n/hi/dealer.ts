/**
 * The dealer's screens (issue 12 item 2; docs/decisions/024-dealer-import.md):
 * the dealer workspace with its stock, quick actions and price change
 * (src/web/features/dealer), and Import cars with its form, report and file
 * guide (dealer-import). The page titles are frame.ts' (dealerWorkspaceTitle,
 * importCarsTitle); Edit and Add Photos are sell.ts'.
 */
import { pluralIndic } from '../plural.ts';

// The dealer workspace.
export const yourDealership = 'आपकी डीलरशिप';
export const stockCounts = (forSale: number, sold: number) =>
  `${forSale} बिक्री पर · ${pluralIndic(sold, `${sold} बिक चुकी`, `${sold} बिक चुकीं`)}`;
/** After stockCounts when some cars are hidden. */
export const hiddenCount = (n: number) => ` · ${n} छिपी हुई`;
export const renewAllCars = 'सभी कारें रिन्यू करें';
export const renewNote =
  'जो कार समय पर रिन्यू नहीं होती, वह तब तक खरीदारों से छिपी रहती है जब तक आप उसे रिन्यू न करें।';
export const searchYourCars = 'अपनी कारें खोजें';
export const stockSearchPlaceholder = 'कंपनी, मॉडल या गाड़ी नंबर';
/** The status filter's name, for screen readers, and its choices. */
export const showFilter = 'दिखाएँ';
export const statusAll = 'सभी';
export const statusForSale = 'बिक्री पर';
export const statusSold = 'बिक गई';
export const loadingStock = 'आपकी कारें लोड हो रही हैं...';
export const stockLoadFailed = 'आपकी कारें लोड नहीं हो सकीं।';
export const noCarsMatchSearch = 'इस सर्च से कोई कार मेल नहीं खाती।';
export const noStock = 'आपके स्टॉक में अभी कोई कार नहीं है।';
export const showMoreCars = 'और कारें दिखाएँ';
/** To a signed-in user who is not a dealer (the workspace, Import cars). */
export const sellingOwnCar = 'अपनी खुद की कार बेच रहे हैं? कुछ ही मिनटों में लिस्ट करें।';

// One car of the stock, and its price change.
export const changePrice = 'कीमत बदलें';
export const markSold = 'बिकी हुई मार्क करें';
export const newPriceLabel = 'नई कीमत (₹)';
/** After the label, for screen readers: `car` is the car's title. */
export const priceForCar = (car: string) => `${car} के लिए`;
export const savingPrice = 'सेव हो रहा है...';
export const saveButton = 'सेव करें';
export const cancelButton = 'रद्द करें';

// Import cars: the page.
export const dealershipCheckFailed = 'अभी आपकी डीलरशिप की जाँच नहीं हो सकी।';
export const importIntro =
  'अपनी dealers.csv और cars.csv फ़ाइलें, उनमें लिखी फ़ोटो के साथ अपलोड करें। हर पंक्ति पहले जाँची जाती है: अगर एक भी गलत हो, तो कुछ भी इंपोर्ट नहीं होता और आपको दिखता है कि कौन-सी पंक्ति ठीक करनी है।';
/** The link to the file guide, and the guide's title. */
export const whatGoesInFiles = 'फ़ाइलों में क्या लिखें';
export const backToYourCars = 'अपनी कारों पर वापस जाएँ';
export const dealersOnly = 'सिर्फ़ डीलरों के लिए';
export const onlyDealersImport =
  'सिर्फ़ CarSetu पर रजिस्टर डीलर ही कारें इंपोर्ट कर सकते हैं। आपका मोबाइल नंबर किसी डीलर का रजिस्टर्ड नंबर नहीं है।';

// Import cars: the file guide.
export const guideIntro =
  'हर शीट को CSV के रूप में सेव करें। हर फ़ाइल की पहली पंक्ति में उसके कॉलम के नाम ठीक वैसे ही हों जैसे नीचे दिए हैं; उसके बाद की हर पंक्ति एक डीलर या एक कार है।';
export const dealersFileHeading = 'dealers.csv: आपकी फ़र्म';
/** `mobile` is the dealer's registered number. */
export const dealersFileText = (mobile: string) =>
  `फ़र्म की जानकारी बदलनी हो तो आपके रजिस्टर्ड मोबाइल (${mobile}) वाली एक पंक्ति, या जानकारी जैसी है वैसी रखनी हो तो सिर्फ़ हेडर पंक्ति।`;
export const carsFileHeading = 'cars.csv: हर कार की एक पंक्ति';
/** The rules: `column` is a column's name, `separator` the separator (elements). */
export const ruleDealerMobile = <T>(column: T) => [
  column,
  ' में हर पंक्ति पर आपका रजिस्टर्ड मोबाइल नंबर हो।',
];
export const ruleNames = <T>(separator: T) => [
  'कंपनी, मॉडल, वेरिएंट, रंग और फ़ीचर वैसे ही लिखें जैसे CarSetu उन्हें लिखता है; फ़ीचर और फ़ोटो को इससे अलग करें: ',
  separator,
];
export const rulePhotos = <T>(column: T) => [
  column,
  ': कार की फ़ोटो फ़ाइलों के नाम, सबसे पहले मुख्य फ़ोटो (.jpg, .jpeg या .png, हर फ़ोटो 10 MB तक)। ये फ़ाइलें नीचे चुनें।',
];
export const ruleUpdates = (max: number) =>
  `जो गाड़ी नंबर आप पहले से बेच रहे हैं, उससे वही कार अपडेट होती है (कीमत, किलोमीटर, फ़ोटो और बाकी सब); नया नंबर नई कार जोड़ता है। एक बार में ${max} कारों तक।`;
export const downloadDealersTemplate = 'dealers.csv टेम्पलेट डाउनलोड करें';
export const downloadCarsTemplate = 'cars.csv टेम्पलेट डाउनलोड करें';

// Import cars: the form.
export const chooseYourFiles = 'अपनी फ़ाइलें चुनें';
export const chooseFile = 'फ़ाइल चुनें';
export const chooseImportPhotos = 'फ़ोटो चुनें';
export const noFileChosen = 'कोई फ़ाइल नहीं चुनी गई';
export const dealersFileHint = 'आपकी फ़र्म की पंक्ति, या सिर्फ़ हेडर पंक्ति।';
export const carsFileHint = 'हर कार की एक पंक्ति।';
export const photosLabel = 'फ़ोटो';
/** `size` formatted ("2.4 MB"). */
export const photosChosen = (n: number, size: string) =>
  pluralIndic(n, `${n} फ़ोटो चुनी गई (${size})।`, `${n} फ़ोटो चुनी गईं (${size})।`);
export const photosHint =
  'cars.csv में लिखी हर फ़ोटो: .jpg, .jpeg या .png, हर फ़ोटो 10 MB तक। सभी एक साथ चुनें।';
export const uploadingPercent = (percent: number) => `अपलोड हो रहा है... ${percent}%`;
export const uploadingFiles = 'आपकी फ़ाइलें अपलोड हो रही हैं';
export const checkingCars =
  'आपकी कारें जाँची जा रही हैं और फ़ोटो तैयार हो रही हैं। फ़ोटो ज़्यादा हों तो इसमें एक मिनट लग सकता है...';
export const importing = 'इंपोर्ट हो रहा है...';
export const importButton = 'इंपोर्ट करें';

// Import cars: the browser's checks of the files (`file` a file's name, `size` formatted).
export const chooseCsv = (file: string) => `अपनी ${file} फ़ाइल चुनें।`;
export const notCsv = (file: string) => `${file} .csv फ़ाइल नहीं है। शीट को CSV के रूप में सेव करके चुनें।`;
export const csvTooLarge = (file: string, size: string) => `${file} ${size} से बड़ी है।`;
export const fileEmpty = (file: string) => `${file} खाली है।`;
export const tooManyPhotos = (n: number, max: number) =>
  `${n} फ़ोटो चुनी गईं; एक इंपोर्ट में ज़्यादा से ज़्यादा ${max} फ़ोटो जा सकती हैं। cars.csv को बाँटकर हिस्सों में इंपोर्ट करें।`;
export const photosTooLarge = (total: string, max: string) =>
  `इन फ़ोटो का कुल साइज़ ${total} है; एक इंपोर्ट में ज़्यादा से ज़्यादा ${max} जा सकता है। cars.csv को बाँटकर हिस्सों में इंपोर्ट करें।`;

// Import cars: the report.
export const nothingImported = 'कुछ भी इंपोर्ट नहीं हुआ';
export const rowsRefused = (n: number) =>
  pluralIndic(
    n,
    `${n} पंक्ति नामंज़ूर हुई। उसे अपनी शीट में ठीक करें, फिर से CSV के रूप में सेव करें और दोनों फ़ाइलें फिर से इंपोर्ट करें। CarSetu पर कुछ नहीं बदला।`,
    `${n} पंक्तियाँ नामंज़ूर हुईं। उन्हें अपनी शीट में ठीक करें, फिर से CSV के रूप में सेव करें और दोनों फ़ाइलें फिर से इंपोर्ट करें। CarSetu पर कुछ नहीं बदला।`,
  );
/** "2 cars added.", "1 car added, 3 cars updated.", or that cars.csv held none. */
export const importDone = (added: number, updated: number) => {
  const parts = [
    added > 0 ? pluralIndic(added, `${added} कार जोड़ी गई`, `${added} कारें जोड़ी गईं`) : '',
    updated > 0 ? pluralIndic(updated, `${updated} कार अपडेट हुई`, `${updated} कारें अपडेट हुईं`) : '',
  ].filter(Boolean);
  return parts.length > 0
    ? `${parts.join(', ')}।`
    : 'cars.csv में कोई कार नहीं थी: सिर्फ़ आपकी फ़र्म की जानकारी सेव हुई।';
};
export const seeYourCars = 'अपनी कारें देखें';
export const addedHeading = 'जोड़ी गईं';
export const updatedHeading = 'अपडेट हुईं';
export const wouldBeAdded = 'सही, जोड़ी जाएँगी';
export const wouldBeUpdated = 'सही, अपडेट होंगी';
export const refusedHeading = 'नामंज़ूर';
/** After Refused, in brackets. */
export const problemsCount = (n: number) => pluralIndic(n, `${n} गड़बड़ी`, `${n} गड़बड़ियाँ`);
/** A row's line in its file. */
export const lineNumber = (n: number) => `पंक्ति ${n}`;
/** Under the refused rows shown: `n` more not shown. */
export const moreProblems = (n: number) =>
  `... और ${pluralIndic(n, `${n} गड़बड़ी`, `${n} गड़बड़ियाँ`)}। पहले इन्हें ठीक करें, फिर बाकी देखने के लिए दोबारा इंपोर्ट करें।`;

// The workspace's speed to lead (owners and managers; issue 43 part 4).
export const speedTitle = 'पूछताछ पर पहला संपर्क, पिछले 7 दिन';
export const speedIntro =
  'हर व्यक्ति ने नई पूछताछ पर पहली कॉल या WhatsApp करने में आम तौर पर कितना समय लिया।';
export const speedPerson = 'व्यक्ति';
export const speedLeads = 'पूछताछ';
export const speedContacted = 'संपर्क हुआ';
export const speedMedian = 'पहले संपर्क तक का समय';
export const speedOwnerRow = (firm: string) => `${firm} (मालिक)`;
export const minutesShort = (n: number) => `${n} मिनट`;
export const noContactYet = 'अभी नहीं';
export const notContactedLine = (n: number) => `${n} खुली पूछताछ पर अभी तक किसी ने संपर्क नहीं किया`;
export const speedLoadFailed = 'पहले संपर्क का समय लोड नहीं हो सका।';
