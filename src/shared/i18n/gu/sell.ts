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
export const requiredFieldsNote = <T>(star: T) => [star, ' નિશાનીવાળાં ફીલ્ડ ભરવાં જરૂરી છે.'];
export const photoSection = 'ફોટો';
export const uploadingListing = 'અપલોડ થઈ રહ્યું છે…';
export const savingListing = 'તમારી કાર સેવ થઈ રહી છે…';
export const uploadProgress = 'અપલોડની પ્રગતિ';
export const editSaveNote = 'સેવ કરતાં જ તમારા ફેરફાર લિસ્ટિંગ પર દેખાશે.';
export const sellSubmitNote = 'તમારી કાર તમારી પ્રોફાઇલના શહેરમાં લિસ્ટ થશે; ખરીદદારો તેને તરત જ જોઈ શકશે.';
export const saveChanges = 'ફેરફાર સેવ કરો';
export const submitListing = 'સબમિટ કરો';
/** A placeholder's example value ("e.g. 2019"). */
export const example = (value: string) => `જેમ કે ${value}`;

// Car details.
export const carDetailsSection = 'કારની વિગતો';
export const vehicleTypeLabel = 'વાહનનો પ્રકાર';
export const companyLabel = 'કંપની';
export const modelLabel = 'મોડલ';
export const chooseCompanyFirst = 'પહેલાં કંપની પસંદ કરો';
/** Spelled as the original site has it (docs/product.md#sell-form). */
export const variantLabel = 'વેરિઅન્ટ';
export const chooseModelFirst = 'પહેલાં મોડલ પસંદ કરો';
export const colourLabel = 'રંગ';
export const fuelLabel = 'ફ્યુઅલ';

// Registration and usage.
export const registrationSection = 'રજિસ્ટ્રેશન અને વપરાશ';
export const vehicleNumberLabel = 'વાહન નંબર';
/** A vehicle number as an example: the same in every language. */
export const vehicleNumberPlaceholder = 'GJ01HQ9999';
export const yearLabel = 'વર્ષ';
export const kilometerLabel = 'કિલોમીટર';
export const ownerLabel = 'માલિક';
export const seatingCapacityLabel = 'બેઠક ક્ષમતા';
export const gearLabel = 'ગિયર';

// Features (Sunroof's Yes and No are frame.ts').
export const featuresSection = 'ફીચર્સ';
export const sunroofLabel = 'સનરૂફ';
export const vehicleFeaturesLabel = 'વાહનનાં ફીચર્સ';
export const featuresPlaceholder = 'એરબેગ, રિયર કૅમેરા, ...';
export const cubicCapacityLabel = 'ક્યુબિક કૅપેસિટી';
export const cubicCapacityHint = 'એન્જિનની સાઇઝ, જેમ કે 1.6';

// Price and insurance.
export const priceSection = 'કિંમત અને ઇન્શ્યોરન્સ';
export const salePriceLabel = 'વેચાણ કિંમત';
export const salePriceHint = 'રકમ રૂપિયામાં લખો, ફક્ત આંકડા.';
/** The typed price in words: `amount` is "5.50", "1.25". */
export const priceInLakh = (amount: string) => `${amount} લાખ`;
export const priceInCrore = (amount: string) => `${amount} કરોડ`;
export const insuranceLabel = 'ઇન્શ્યોરન્સ';
export const insuranceHint =
  'કારનો ઇન્શ્યોરન્સ હોય તો ટિક કરો, પછી તેનો પ્રકાર અને પૂરો થવાની તારીખ પસંદ કરો.';
export const insuranceTypeLabel = 'ઇન્શ્યોરન્સનો પ્રકાર';
/** The insurance types, by wire value (INSURANCE_TYPES). */
export const insuranceComprehensive = 'કૉમ્પ્રિહેન્સિવ';
export const insuranceThirdParty = 'થર્ડ પાર્ટી';
export const insuranceZeroDep = 'ઝીરો ડેપ';
export const insuranceEndDateLabel = 'ઇન્શ્યોરન્સ પૂરો થવાની તારીખ';

// The main photo (docs/product.md#photo-upload, #photo-rules).
export const photoNote = 'નોંધ: અહીં ફક્ત આગળનો એક ફોટો ઉમેરી શકાય છે; HD અને .HEIC ફોટા માન્ય નથી.';
export const vehiclePhotoLabel = 'વાહનનો ફોટો';
export const chosenPhotoAlt = 'કારનો પસંદ કરેલો ફોટો';
export const currentPhotoAlt = 'કારનો હાલનો ફોટો';
export const frontPhotoOfCar = 'કારનો આગળનો ફોટો';
export const newPhotoBadge = 'નવો ફોટો';
export const openingPhoto = 'ફોટો ખૂલી રહ્યો છે…';
export const changePhoto = 'ફોટો બદલો';
export const choosePhoto = 'ફોટો પસંદ કરો';
export const keepCurrentPhoto = 'હાલનો ફોટો રાખો';
export const removePhoto = 'ફોટો હટાવો';
export const mainPhotoRules = 'JPG અથવા PNG, 10 MB સુધી. આગલા પગલે તમે તેને લિસ્ટિંગના આકારમાં ક્રૉપ કરશો.';
/** A photo the browser could not read (the main photo, Add Photos). */
export const photoNotOpened = 'આ ફોટો ખૂલી શક્યો નહીં.';
/** A photo too small to crop: its size, then the least accepted, in pixels. */
export const photoTooSmall = (w: number, h: number, minW: number, minH: number) =>
  `આ ફોટો બહુ નાનો છે (${w} × ${h} પિક્સેલ). કૃપા કરીને ઓછામાં ઓછા ${minW} × ${minH} પિક્સેલનો ફોટો પસંદ કરો.`;

// The crop dialog (its zoom buttons are car-page.ts' zoomIn and zoomOut).
export const cropPhotoTitle = 'ફોટો ક્રૉપ કરો';
export const cropHelp = 'કારનો આગળનો ભાગ ફ્રેમમાં લાવવા ખેંચો. ઝૂમ કરવા પિંચ કરો અથવા સ્લાઇડર વાપરો.';
export const closeAndDiscard = 'બંધ કરો અને ફોટો હટાવો';
export const cropArea = 'ક્રૉપ એરિયા. ફોટો ખસેડવા ઍરો કી વાપરો.';
export const chosenPhoto = 'પસંદ કરેલો ફોટો';
export const zoomLabel = 'ઝૂમ';
export const cannotZoom = 'આ ફોટો માંડ જરૂર જેટલો મોટો છે, એટલે તેને વધુ ઝૂમ કરી શકાશે નહીં.';
export const photoNotPrepared = 'આ ફોટો તૈયાર થઈ શક્યો નહીં.';
export const cancelButton = 'રદ કરો';
/** Preparing a photo (the crop dialog, an upload's row). */
export const preparingPhoto = 'તૈયાર થઈ રહ્યો છે…';
export const usePhoto = 'આ ફોટો વાપરો';

// Sell Your Car and Edit Your Car.
export const sellIntro =
  'લિસ્ટિંગ મફત છે. સબમિટ કરતાં જ તમારી કાર સર્ચમાં દેખાવા લાગે છે, અને ખરીદદારો સીધો તમારો સંપર્ક કરે છે.';
export const notYourListing = 'આ કાર તમારા લિસ્ટિંગમાં નથી.';
export const carLoadFailed = 'આ કાર લોડ થઈ શકી નહીં.';
export const loadingYourCar = 'તમારી કાર લોડ થઈ રહી છે';

// My Vehicles (docs/product.md#my-vehicles).
/** `n` cars, `forSale` of them unsold. */
export const carsListed = (n: number, forSale: number) => `${n} કાર લિસ્ટેડ · ${forSale} વેચાણમાં`;
export const addVehicle = 'વાહન ઉમેરો';
export const loadingYourCars = 'તમારી કાર લોડ થઈ રહી છે';
export const carsLoadFailed = 'તમારી કાર લોડ થઈ શકી નહીં.';
export const addYourCar = 'તમારી કાર ઉમેરો';

// One listing's card on My Vehicles; its status ribbon by CarStatus.
export const noPhotoYet = 'હજી ફોટો નથી';
/** Before the status, for screen readers. */
export const statusPrefix = 'સ્ટેટસ: ';
export const statusSold = 'વેચાઈ ગઈ';
export const statusUnSold = 'વેચાણમાં';
export const statusHidden = 'છુપાવેલી';
/** Before the price, for screen readers. */
export const salePricePrefix = 'વેચાણ કિંમત: ';
/** Mark the car sold. */
export const soldButton = 'વેચાયેલી માર્ક કરો';
export const editButton = 'એડિટ કરો';
/** The button, and the dialog's title. */
export const addPhotos = 'ફોટા ઉમેરો';
export const deleteButton = 'કાઢી નાખો';

// A listing's renewal (docs/moderation.md#fresh-listings).
export const hiddenForReview = 'અમારી ટીમ તપાસ કરે ત્યાં સુધી ખરીદદારોથી છુપાવેલી છે.';
export const listedForDays = (days: number) => `હજી ${days} દિવસ લિસ્ટેડ રહેશે`;
export const expiredStillForSale = 'મુદત પૂરી: ખરીદદારોથી છુપાવેલી છે. હજી વેચવી છે?';
export const expiresIn = (days: number) => `${days} દિવસમાં મુદત પૂરી થશે. હજી વેચવી છે?`;
export const renewButton = 'રિન્યૂ કરો';

// Add Photos (docs/product.md#add-photos).
export const addPhotosAbout = (max: number) =>
  `તમે તમારી કારના ${max} સુધી ફોટા અપલોડ કરી શકો છો (મુખ્ય ફોટો પણ ગણાય છે). JPG અથવા PNG, દરેક 10 MB સુધી.`;
export const choosePhotos = 'ફોટા પસંદ કરો';
export const loadingPhotos = 'ફોટા લોડ થઈ રહ્યા છે…';
export const photosCount = (count: number, max: number, room: number) =>
  `${max}માંથી ${count} ${pluralIndic(count, 'ફોટો', 'ફોટા')} · હજી ${room} ઉમેરી શકો`;
export const closeStopsUpload = 'બંધ કરો (અપલોડ અટકી જશે)';
export const doneButton = 'થઈ ગયું';
export const photosOfThisCar = 'આ કારના ફોટા';
export const noPhotos = 'હજી કોઈ ફોટો નથી.';
export const mainPhotoAlt = 'કારનો મુખ્ય ફોટો';
export const nthPhotoAlt = (n: number) => `કારનો ફોટો ${n}`;
/** The main photo's badge. */
export const mainBadge = 'મુખ્ય';
export const deletePhoto = 'ફોટો કાઢી નાખો';

// Add Photos' uploads.
export const uploadsLabel = 'અપલોડ';
export const uploadingNOfM = (n: number, count: number) => `${count}માંથી ${n} અપલોડ થઈ રહ્યો છે…`;
/** A file's progress bar: `name` is the file's. */
export const uploadingFile = (name: string) => `${name} અપલોડ થઈ રહ્યો છે`;
export const uploaded = 'અપલોડ થયો';
export const uploadFailed = 'નિષ્ફળ';
export const savingUpload = 'સેવ થઈ રહ્યો છે…';
export const waitingUpload = 'રાહ જોઈ રહ્યો છે';
export const fileUnreadable = (name: string) => `${name} વાંચી શકાઈ નહીં. કૃપા કરીને તે ફરી પસંદ કરો.`;
