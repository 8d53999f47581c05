/**
 * The seller's cars (docs/product.md#sell-form, #edit-form, #insurance,
 * #photo-upload, #my-vehicles, #add-photos, #photo-rules): the Sell Your Car
 * and Edit Your Car form with its main photo and crop dialog, My Vehicles and
 * each listing's card and renewal line (src/web/features/listings), and Add
 * Photos (listing-photos). The page titles are frame.ts' (navSell,
 * editCarTitle, navMyVehicles); a car's views and leads are account.ts'.
 */
import { pluralIndic } from '../plural.ts';

// The Sell / Edit form: its frame and submit bar.
/** The required marker (an element, "*") in the words. */
export const requiredFieldsNote = <T>(star: T) => [star, ' वाले फ़ील्ड भरना ज़रूरी है।'];
export const photoSection = 'फ़ोटो';
export const uploadingListing = 'अपलोड हो रहा है…';
export const savingListing = 'आपकी कार सेव हो रही है…';
export const uploadProgress = 'अपलोड की प्रगति';
export const editSaveNote = 'सेव करते ही आपके बदलाव लिस्टिंग पर दिखने लगेंगे।';
export const sellSubmitNote = 'आपकी कार आपकी प्रोफ़ाइल के शहर में लिस्ट होगी; खरीदार इसे तुरंत देख सकेंगे।';
export const saveChanges = 'बदलाव सेव करें';
export const submitListing = 'सबमिट करें';
/** A placeholder's example value ("e.g. 2019"). */
export const example = (value: string) => `जैसे ${value}`;

// Car details.
export const carDetailsSection = 'कार की जानकारी';
export const vehicleTypeLabel = 'गाड़ी का प्रकार';
export const companyLabel = 'कंपनी';
export const modelLabel = 'मॉडल';
export const chooseCompanyFirst = 'पहले कंपनी चुनें';
/** Spelled as the original site has it (docs/product.md#sell-form). */
export const variantLabel = 'वेरिएंट';
export const chooseModelFirst = 'पहले मॉडल चुनें';
export const colourLabel = 'रंग';
export const fuelLabel = 'फ़्यूल';

// Registration and usage.
export const registrationSection = 'रजिस्ट्रेशन और इस्तेमाल';
export const vehicleNumberLabel = 'गाड़ी नंबर';
/** A vehicle number as an example: the same in every language. */
export const vehicleNumberPlaceholder = 'GJ01HQ9999';
export const yearLabel = 'साल';
export const kilometerLabel = 'किलोमीटर';
export const ownerLabel = 'मालिक';
export const seatingCapacityLabel = 'बैठने की क्षमता';
export const gearLabel = 'गियर';

// Features (Sunroof's Yes and No are frame.ts').
export const featuresSection = 'फ़ीचर';
export const sunroofLabel = 'सनरूफ़';
export const vehicleFeaturesLabel = 'गाड़ी के फ़ीचर';
export const featuresPlaceholder = 'एयरबैग, रियर कैमरा, ...';
export const cubicCapacityLabel = 'क्यूबिक कैपेसिटी';
export const cubicCapacityHint = 'इंजन का साइज़, जैसे 1.6';

// Price and insurance.
export const priceSection = 'कीमत और इंश्योरेंस';
export const salePriceLabel = 'बिक्री कीमत';
export const salePriceHint = 'रकम रुपये में लिखें, सिर्फ़ अंक।';
/** The typed price in words: `amount` is "5.50", "1.25". */
export const priceInLakh = (amount: string) => `${amount} लाख`;
export const priceInCrore = (amount: string) => `${amount} करोड़`;
export const insuranceLabel = 'इंश्योरेंस';
export const insuranceHint =
  'अगर कार का इंश्योरेंस है तो टिक करें, फिर उसका प्रकार और खत्म होने की तारीख चुनें।';
export const insuranceTypeLabel = 'इंश्योरेंस का प्रकार';
/** The insurance types, by wire value (INSURANCE_TYPES). */
export const insuranceComprehensive = 'कॉम्प्रिहेंसिव';
export const insuranceThirdParty = 'थर्ड पार्टी';
export const insuranceZeroDep = 'ज़ीरो डेप';
export const insuranceEndDateLabel = 'इंश्योरेंस खत्म होने की तारीख';

// The main photo (docs/product.md#photo-upload, #photo-rules).
export const photoNote =
  'ध्यान दें: यहाँ सिर्फ़ सामने की एक फ़ोटो जोड़ी जा सकती है; HD और .HEIC फ़ोटो मान्य नहीं हैं।';
export const vehiclePhotoLabel = 'गाड़ी की फ़ोटो';
export const chosenPhotoAlt = 'कार की चुनी हुई फ़ोटो';
export const currentPhotoAlt = 'कार की मौजूदा फ़ोटो';
export const frontPhotoOfCar = 'कार की सामने की फ़ोटो';
export const newPhotoBadge = 'नई फ़ोटो';
export const openingPhoto = 'फ़ोटो खुल रही है…';
export const changePhoto = 'फ़ोटो बदलें';
export const choosePhoto = 'फ़ोटो चुनें';
export const keepCurrentPhoto = 'मौजूदा फ़ोटो रखें';
export const removePhoto = 'फ़ोटो हटाएँ';
export const mainPhotoRules = 'JPG या PNG, 10 MB तक। अगले कदम में आप इसे लिस्टिंग के आकार में क्रॉप करेंगे।';
/** A photo the browser could not read (the main photo, Add Photos). */
export const photoNotOpened = 'यह फ़ोटो खुल नहीं सकी।';
/** A photo too small to crop: its size, then the least accepted, in pixels. */
export const photoTooSmall = (w: number, h: number, minW: number, minH: number) =>
  `यह फ़ोटो बहुत छोटी है (${w} × ${h} पिक्सल)। कृपया कम से कम ${minW} × ${minH} पिक्सल की फ़ोटो चुनें।`;

// The crop dialog (its zoom buttons are car-page.ts' zoomIn and zoomOut).
export const cropPhotoTitle = 'फ़ोटो क्रॉप करें';
export const cropHelp =
  'कार का सामने का हिस्सा फ़्रेम में लाने के लिए खींचें। ज़ूम करने के लिए पिंच करें या स्लाइडर इस्तेमाल करें।';
export const closeAndDiscard = 'बंद करें और फ़ोटो हटाएँ';
export const cropArea = 'क्रॉप एरिया। फ़ोटो खिसकाने के लिए ऐरो की इस्तेमाल करें।';
export const chosenPhoto = 'चुनी हुई फ़ोटो';
export const zoomLabel = 'ज़ूम';
export const cannotZoom = 'यह फ़ोटो बस ज़रूरत भर बड़ी है, इसलिए इसे और ज़ूम नहीं किया जा सकता।';
export const photoNotPrepared = 'यह फ़ोटो तैयार नहीं हो सकी।';
export const cancelButton = 'रद्द करें';
/** Preparing a photo (the crop dialog, an upload's row). */
export const preparingPhoto = 'तैयार हो रही है…';
export const usePhoto = 'यही फ़ोटो लगाएँ';

// Sell Your Car and Edit Your Car.
export const sellIntro =
  'लिस्टिंग मुफ़्त है। सबमिट करते ही आपकी कार सर्च में दिखने लगती है, और खरीदार सीधे आपसे संपर्क करते हैं।';
export const notYourListing = 'यह कार आपकी लिस्टिंग में नहीं है।';
export const carLoadFailed = 'यह कार लोड नहीं हो सकी।';
export const loadingYourCar = 'आपकी कार लोड हो रही है';

// My Vehicles (docs/product.md#my-vehicles).
/** `n` cars, `forSale` of them unsold. */
export const carsListed = (n: number, forSale: number) =>
  `${pluralIndic(n, `${n} कार लिस्टेड`, `${n} कारें लिस्टेड`)} · ${forSale} बिक्री पर`;
export const addVehicle = 'गाड़ी जोड़ें';
export const loadingYourCars = 'आपकी कारें लोड हो रही हैं';
export const carsLoadFailed = 'आपकी कारें लोड नहीं हो सकीं।';
export const addYourCar = 'अपनी कार जोड़ें';

// One listing's card on My Vehicles; its status ribbon by CarStatus.
export const noPhotoYet = 'अभी फ़ोटो नहीं';
/** Before the status, for screen readers. */
export const statusPrefix = 'स्टेटस: ';
export const statusSold = 'बिक गई';
export const statusUnSold = 'बिक्री पर';
export const statusHidden = 'छिपी हुई';
/** Before the price, for screen readers. */
export const salePricePrefix = 'बिक्री कीमत: ';
/** Mark the car sold. */
export const soldButton = 'बिकी हुई मार्क करें';
export const editButton = 'एडिट करें';
/** The button, and the dialog's title. */
export const addPhotos = 'फ़ोटो जोड़ें';
export const deleteButton = 'डिलीट करें';

// A listing's renewal (docs/moderation.md#fresh-listings).
export const hiddenForReview = 'हमारी टीम की जाँच पूरी होने तक खरीदारों से छिपी है।';
export const listedForDays = (days: number) => `${days} दिन और लिस्टेड रहेगी`;
export const expiredStillForSale = 'समय खत्म: खरीदारों से छिपी है। क्या अब भी बेचनी है?';
export const expiresIn = (days: number) => `${days} दिन में समय खत्म होगा। क्या अब भी बेचनी है?`;
export const renewButton = 'रिन्यू करें';

// Add Photos (docs/product.md#add-photos).
export const addPhotosAbout = (max: number) =>
  `आप अपनी कार की ${max} तक फ़ोटो अपलोड कर सकते हैं (मुख्य फ़ोटो भी इनमें गिनी जाती है)। JPG या PNG, हर फ़ोटो 10 MB तक।`;
export const choosePhotos = 'फ़ोटो चुनें';
export const loadingPhotos = 'फ़ोटो लोड हो रही हैं…';
export const photosCount = (count: number, max: number, room: number) =>
  `${max} में से ${count} फ़ोटो · ${room} और जोड़ सकते हैं`;
export const closeStopsUpload = 'बंद करें (अपलोड रुक जाएगा)';
export const doneButton = 'हो गया';
export const photosOfThisCar = 'इस कार की फ़ोटो';
export const noPhotos = 'अभी कोई फ़ोटो नहीं।';
export const mainPhotoAlt = 'कार की मुख्य फ़ोटो';
export const nthPhotoAlt = (n: number) => `कार की फ़ोटो ${n}`;
/** The main photo's badge. */
export const mainBadge = 'मुख्य';
export const deletePhoto = 'फ़ोटो डिलीट करें';

// Add Photos' uploads.
export const uploadsLabel = 'अपलोड';
export const uploadingNOfM = (n: number, count: number) => `${count} में से ${n} अपलोड हो रही है…`;
/** A file's progress bar: `name` is the file's. */
export const uploadingFile = (name: string) => `${name} अपलोड हो रही है`;
export const uploaded = 'अपलोड हो गई';
export const uploadFailed = 'अपलोड नहीं हुई';
export const savingUpload = 'सेव हो रही है…';
export const waitingUpload = 'इंतज़ार में';
export const fileUnreadable = (name: string) => `${name} पढ़ी नहीं जा सकी। कृपया इसे फिर से चुनें।`;
