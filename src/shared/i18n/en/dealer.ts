/**
 * The dealer's screens (issue 12 item 2; docs/decisions/024-dealer-import.md):
 * the dealer workspace with its stock, quick actions and price change
 * (src/web/features/dealer), and Import cars with its form, report and file
 * guide (dealer-import). The page titles are frame.ts' (dealerWorkspaceTitle,
 * importCarsTitle); Edit and Add Photos are sell.ts'.
 */
import { pluralEn } from '../plural.ts';

// The dealer workspace.
export const yourDealership = 'Your dealership';
export const stockCounts = (forSale: number, sold: number) => `${forSale} for sale · ${sold} sold`;
/** After stockCounts when some cars are hidden. */
export const hiddenCount = (n: number) => ` · ${n} hidden`;
export const renewAllCars = 'Renew all cars';
export const renewNote = 'A car not renewed in time is hidden from buyers until you renew it.';
export const searchYourCars = 'Search your cars';
export const stockSearchPlaceholder = 'Make, model or vehicle number';
/** The status filter's name, for screen readers, and its choices. */
export const showFilter = 'Show';
export const statusAll = 'All';
export const statusForSale = 'For sale';
export const statusSold = 'Sold';
export const loadingStock = 'Loading your cars...';
export const stockLoadFailed = "We couldn't load your cars.";
export const noCarsMatchSearch = 'No cars match this search.';
export const noStock = 'No cars in your stock yet.';
export const showMoreCars = 'Show more cars';
/** To a signed-in user who is not a dealer (the workspace, Import cars). */
export const sellingOwnCar = 'Selling your own car? List it in a few minutes.';

// One car of the stock, and its price change.
export const changePrice = 'Change price';
export const markSold = 'Mark sold';
export const newPriceLabel = 'New price (₹)';
/** After the label, for screen readers: `car` is the car's title. */
export const priceForCar = (car: string) => `for ${car}`;
export const savingPrice = 'Saving...';
export const saveButton = 'Save';
export const cancelButton = 'Cancel';

// Import cars: the page.
export const dealershipCheckFailed = "We couldn't check your dealership right now.";
export const importIntro =
  'Upload your dealers.csv and cars.csv with the photos they name. Every row is checked first: if one is wrong, nothing is imported and you see which line to fix.';
/** The link to the file guide, and the guide's title. */
export const whatGoesInFiles = 'What goes in the files';
export const backToYourCars = 'Back to your cars';
export const dealersOnly = 'For dealers only';
export const onlyDealersImport =
  "Only dealers registered with CarSetu can import cars. Your mobile number is not a dealer's registered number.";

// Import cars: the file guide.
export const guideIntro =
  'Save each sheet as CSV. The first row of each file names its columns, exactly as below; every row after it is one dealer or one car.';
export const dealersFileHeading = 'dealers.csv: your firm';
/** `mobile` is the dealer's registered number. */
export const dealersFileText = (mobile: string) =>
  `One row with your registered mobile (${mobile}) to change your firm's details, or just the header row to keep them as they are.`;
export const carsFileHeading = 'cars.csv: one row per car';
/** The rules: `column` is a column's name, `separator` the separator (elements). */
export const ruleDealerMobile = <T>(column: T) => [
  column,
  ' is your registered mobile on every row.',
];
export const ruleNames = <T>(separator: T) => [
  'Make, model, variant, colour and features as CarSetu names them; features and photos are separated by ',
  separator,
];
export const rulePhotos = <T>(column: T) => [
  column,
  ": the file names of the car's photos, the main photo first (.jpg, .jpeg or .png, up to 10 MB each). Choose those files below.",
];
export const ruleUpdates = (max: number) =>
  `A vehicle number you already list for sale updates that car (its price, km, photos and the rest); a new number adds a car. Up to ${max} cars at a time.`;
export const downloadDealersTemplate = 'Download dealers.csv template';
export const downloadCarsTemplate = 'Download cars.csv template';

// Import cars: the form.
export const chooseYourFiles = 'Choose your files';
/** Import cars' file buttons, and what shows beside one with no file yet (the browser's own words follow the phone's language). */
export const chooseFile = 'Choose file';
export const chooseImportPhotos = 'Choose photos';
export const noFileChosen = 'No file chosen';
export const dealersFileHint = "Your firm's row, or just the header row.";
export const carsFileHint = 'One row per car.';
export const photosLabel = 'Photos';
/** `size` formatted ("2.4 MB"). */
export const photosChosen = (n: number, size: string) =>
  pluralEn(n, `${n} photo chosen (${size}).`, `${n} photos chosen (${size}).`);
export const photosHint =
  'Every photo cars.csv names: .jpg, .jpeg or .png, up to 10 MB each. Choose them all at once.';
export const uploadingPercent = (percent: number) => `Uploading... ${percent}%`;
export const uploadingFiles = 'Uploading your files';
export const checkingCars =
  'Checking your cars and preparing the photos. This can take a minute for many photos...';
export const importing = 'Importing...';
export const importButton = 'Import';

// Import cars: the browser's checks of the files (`file` a file's name, `size` formatted).
export const chooseCsv = (file: string) => `Choose your ${file} file.`;
export const notCsv = (file: string) =>
  `${file} is not a .csv file. Save the sheet as CSV and choose it.`;
export const csvTooLarge = (file: string, size: string) => `${file} is larger than ${size}.`;
export const fileEmpty = (file: string) => `${file} is empty.`;
export const tooManyPhotos = (n: number, max: number) =>
  `${n} photos chosen; one import takes at most ${max}. Split cars.csv and import it in parts.`;
export const photosTooLarge = (total: string, max: string) =>
  `These photos add up to ${total}; one import takes at most ${max}. Split cars.csv and import it in parts.`;

// Import cars: the report.
export const nothingImported = 'Nothing was imported';
export const rowsRefused = (n: number) =>
  pluralEn(
    n,
    `${n} row was refused. Fix it in your sheet, save it as CSV again and import both files again. Nothing changed on CarSetu.`,
    `${n} rows were refused. Fix them in your sheet, save it as CSV again and import both files again. Nothing changed on CarSetu.`,
  );
/** "2 cars added.", "1 car added, 3 cars updated.", or that cars.csv held none. */
export const importDone = (added: number, updated: number) => {
  const parts = [
    added > 0 ? pluralEn(added, `${added} car added`, `${added} cars added`) : '',
    updated > 0 ? pluralEn(updated, `${updated} car updated`, `${updated} cars updated`) : '',
  ].filter(Boolean);
  return parts.length > 0
    ? `${parts.join(', ')}.`
    : "cars.csv held no cars: only your firm's details were saved.";
};
export const seeYourCars = 'See your cars';
export const addedHeading = 'Added';
export const updatedHeading = 'Updated';
export const wouldBeAdded = 'Fine, would be added';
export const wouldBeUpdated = 'Fine, would be updated';
export const refusedHeading = 'Refused';
/** After Refused, in brackets. */
export const problemsCount = (n: number) => pluralEn(n, `${n} problem`, `${n} problems`);
/** A row's line in its file. */
export const lineNumber = (n: number) => `Line ${n}`;
/** Under the refused rows shown: `n` more not shown. */
export const moreProblems = (n: number) =>
  `... and ${n} more. Fix these first and import again to see the rest.`;

// The workspace's speed to lead (owners and managers; issue 43 part 4).
export const speedTitle = 'Speed to lead, last 7 days';
export const speedIntro =
  'How long each person took to first call or WhatsApp a new enquiry (the middle value).';
export const speedPerson = 'Person';
export const speedLeads = 'Enquiries';
export const speedContacted = 'Contacted';
export const speedMedian = 'Time to first contact';
/** The owner's row: the leads given to nobody. */
export const speedOwnerRow = (firm: string) => `${firm} (owner)`;
export const minutesShort = (n: number) => `${n} min`;
export const noContactYet = 'None yet';
/** Open enquiries nobody has called, sent a WhatsApp or moved on. */
export const notContactedLine = (n: number) =>
  pluralEn(
    n,
    '1 open enquiry nobody has contacted yet',
    `${n} open enquiries nobody has contacted yet`,
  );
export const speedLoadFailed = "We couldn't load the speed to lead.";
