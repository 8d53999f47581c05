/**
 * The seller's cars (docs/product.md#sell-form, #edit-form, #insurance,
 * #photo-upload, #my-vehicles, #add-photos, #photo-rules): the Sell Your Car
 * and Edit Your Car form with its main photo and crop dialog, My Vehicles and
 * each listing's card and renewal line (src/web/features/listings), and Add
 * Photos (listing-photos). The page titles are frame.ts' (navSell,
 * editCarTitle, navMyVehicles); a car's views and leads are account.ts'.
 */
import { pluralEn } from '../plural.ts';

// The Sell / Edit form: its frame and submit bar.
/** The required marker (an element, "*") in the words. */
export const requiredFieldsNote = <T>(star: T) => ['Fields marked ', star, ' are required.'];
export const photoSection = 'Photo';
export const uploadingListing = 'Uploading…';
export const savingListing = 'Saving your car…';
export const uploadProgress = 'Upload progress';
export const editSaveNote = 'Your changes show on the listing as soon as you save.';
export const sellSubmitNote =
  "Your car is listed in your profile's city; buyers see it right away.";
export const saveChanges = 'Save changes';
export const submitListing = 'Submit';
/** A placeholder's example value ("e.g. 2019"). */
export const example = (value: string) => `e.g. ${value}`;

// Car details.
export const carDetailsSection = 'Car details';
export const vehicleTypeLabel = 'Vehicle type';
export const companyLabel = 'Company';
export const modelLabel = 'Model';
export const chooseCompanyFirst = 'Choose a company first';
/** Spelled as the original site has it (docs/product.md#sell-form). */
export const variantLabel = 'Varient';
export const chooseModelFirst = 'Choose a model first';
export const colourLabel = 'Colour';
export const fuelLabel = 'Fuel';

// Registration and usage.
export const registrationSection = 'Registration and usage';
export const vehicleNumberLabel = 'Vehicle number';
/** A vehicle number as an example: the same in every language. */
export const vehicleNumberPlaceholder = 'GJ01HQ9999';
export const yearLabel = 'Year';
export const kilometerLabel = 'Kilometer';
export const ownerLabel = 'Owner';
export const seatingCapacityLabel = 'Seating capacity';
export const gearLabel = 'Gear';

// Features (Sunroof's Yes and No are frame.ts').
export const featuresSection = 'Features';
export const sunroofLabel = 'Sunroof';
export const vehicleFeaturesLabel = 'Vehicle features';
export const featuresPlaceholder = 'Airbags, rear camera, ...';
export const cubicCapacityLabel = 'Cubic capacity';
export const cubicCapacityHint = 'Engine size, e.g. 1.6';

// Price and insurance.
export const priceSection = 'Price and insurance';
export const salePriceLabel = 'Sale price';
export const salePriceHint = 'Enter the amount in rupees, digits only.';
/** The typed price in words: `amount` is "5.50", "1.25". */
export const priceInLakh = (amount: string) => `${amount} lakh`;
export const priceInCrore = (amount: string) => `${amount} crore`;
export const insuranceLabel = 'Insurance';
export const insuranceHint = 'Tick if the car is insured, then choose the type and end date.';
export const insuranceTypeLabel = 'Insurance type';
/** The insurance types, by wire value (INSURANCE_TYPES). */
export const insuranceComprehensive = 'Comprehensive';
export const insuranceThirdParty = 'Third Party';
export const insuranceZeroDep = 'Zero depth';
export const insuranceEndDateLabel = 'Insurance End Date';

// The main photo (docs/product.md#photo-upload, #photo-rules).
export const photoNote =
  'Note: only one front photo can be added here; HD and .HEIC photos are not allowed.';
export const vehiclePhotoLabel = 'Vehicle photo';
export const chosenPhotoAlt = 'Chosen photo of the car';
export const currentPhotoAlt = 'Current photo of the car';
export const frontPhotoOfCar = 'Front photo of the car';
export const newPhotoBadge = 'New photo';
export const openingPhoto = 'Opening photo…';
export const changePhoto = 'Change photo';
export const choosePhoto = 'Choose photo';
export const keepCurrentPhoto = 'Keep current photo';
export const removePhoto = 'Remove photo';
export const mainPhotoRules =
  "JPG or PNG, up to 10 MB. You will crop it to the listing's shape next.";
/** A photo the browser could not read (the main photo, Add Photos). */
export const photoNotOpened = 'This photo could not be opened.';
/** A photo too small to crop: its size, then the least accepted, in pixels. */
export const photoTooSmall = (w: number, h: number, minW: number, minH: number) =>
  `This photo is too small (${w} × ${h} pixels). Please choose a photo at least ${minW} × ${minH} pixels.`;

// The crop dialog (its zoom buttons are car-page.ts' zoomIn and zoomOut).
export const cropPhotoTitle = 'Crop photo';
export const cropHelp = 'Drag to frame the front of the car. Pinch, or use the slider, to zoom.';
export const closeAndDiscard = 'Close and discard photo';
export const cropArea = 'Crop area. Use the arrow keys to move the photo.';
export const chosenPhoto = 'Chosen photo';
export const zoomLabel = 'Zoom';
export const cannotZoom = 'This photo is just big enough, so it cannot be zoomed further.';
export const photoNotPrepared = 'This photo could not be prepared.';
export const cancelButton = 'Cancel';
/** Preparing a photo (the crop dialog, an upload's row). */
export const preparingPhoto = 'Preparing…';
export const usePhoto = 'Use photo';

// Sell Your Car and Edit Your Car.
export const sellIntro =
  'Listing is free. Your car appears in search as soon as you submit, and buyers contact you directly.';
export const notYourListing = 'This car is not one of your listings.';
export const carLoadFailed = "We couldn't load this car.";
export const loadingYourCar = 'Loading your car';

// My Vehicles (docs/product.md#my-vehicles).
/** `n` cars, `forSale` of them unsold. */
export const carsListed = (n: number, forSale: number) =>
  `${pluralEn(n, `${n} car listed`, `${n} cars listed`)} · ${forSale} for sale`;
export const addVehicle = 'Add Vehicle';
export const loadingYourCars = 'Loading your cars';
export const carsLoadFailed = "We couldn't load your cars.";
export const addYourCar = 'Add Your Car';

// One listing's card on My Vehicles; its status ribbon by CarStatus.
export const noPhotoYet = 'No photo yet';
/** Before the status, for screen readers. */
export const statusPrefix = 'Status: ';
export const statusSold = 'Sold';
export const statusUnSold = 'UnSold';
export const statusHidden = 'Hidden';
/** Before the price, for screen readers. */
export const salePricePrefix = 'Sale price: ';
/** Mark the car sold. */
export const soldButton = 'Sold';
export const editButton = 'Edit';
/** The button, and the dialog's title. */
export const addPhotos = 'Add Photos';
export const deleteButton = 'Delete';

// A listing's renewal (docs/moderation.md#fresh-listings).
export const hiddenForReview = 'Hidden from buyers while our team reviews it.';
export const listedForDays = (days: number) => `Listed for ${days} more days`;
export const expiredStillForSale = 'Expired: hidden from buyers. Still for sale?';
export const expiresIn = (days: number) =>
  pluralEn(
    days,
    `Expires in ${days} day. Still for sale?`,
    `Expires in ${days} days. Still for sale?`,
  );
export const renewButton = 'Renew';

// Add Photos (docs/product.md#add-photos).
export const addPhotosAbout = (max: number) =>
  `You can upload up to ${max} images of your car (the main photo counts as one). JPG or PNG, up to 10 MB each.`;
export const choosePhotos = 'Choose photos';
export const loadingPhotos = 'Loading photos…';
export const photosCount = (count: number, max: number, room: number) =>
  `${count} of ${max} photos · ${room} more allowed`;
export const closeStopsUpload = 'Close (stops the upload)';
export const doneButton = 'Done';
export const photosOfThisCar = 'Photos of this car';
export const noPhotos = 'No photos yet.';
export const mainPhotoAlt = 'Main photo of the car';
export const nthPhotoAlt = (n: number) => `Photo ${n} of the car`;
/** The main photo's badge. */
export const mainBadge = 'Main';
export const deletePhoto = 'Delete photo';

// Add Photos' uploads.
export const uploadsLabel = 'Uploads';
export const uploadingNOfM = (n: number, count: number) => `Uploading ${n} of ${count}…`;
/** A file's progress bar: `name` is the file's. */
export const uploadingFile = (name: string) => `Uploading ${name}`;
export const uploaded = 'Uploaded';
export const uploadFailed = 'Failed';
export const savingUpload = 'Saving…';
export const waitingUpload = 'Waiting';
export const fileUnreadable = (name: string) =>
  `${name} could not be read. Please choose it again.`;
