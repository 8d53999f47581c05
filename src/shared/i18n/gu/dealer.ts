/**
 * The dealer's screens (issue 12 item 2; docs/decisions/024-dealer-import.md):
 * the dealer workspace with its stock, quick actions and price change
 * (src/web/features/dealer), and Import cars with its form, report and file
 * guide (dealer-import). The page titles are frame.ts' (dealerWorkspaceTitle,
 * importCarsTitle); Edit and Add Photos are sell.ts'.
 */
import { pluralIndic } from '../plural.ts';

// The dealer workspace.
export const yourDealership = 'તમારી ડીલરશિપ';
export const stockCounts = (forSale: number, sold: number) => `${forSale} વેચાણમાં · ${sold} વેચાઈ ગઈ`;
/** After stockCounts when some cars are hidden. */
export const hiddenCount = (n: number) => ` · ${n} છુપાવેલી`;
export const renewAllCars = 'બધી કાર રિન્યૂ કરો';
export const renewNote = 'સમયસર રિન્યૂ ન થયેલી કાર, તમે રિન્યૂ કરો ત્યાં સુધી ખરીદદારોથી છુપાવેલી રહે છે.';
export const searchYourCars = 'તમારી કાર શોધો';
export const stockSearchPlaceholder = 'કંપની, મોડલ અથવા વાહન નંબર';
/** The status filter's name, for screen readers, and its choices. */
export const showFilter = 'બતાવો';
export const statusAll = 'બધી';
export const statusForSale = 'વેચાણમાં';
export const statusSold = 'વેચાઈ ગઈ';
export const loadingStock = 'તમારી કાર લોડ થઈ રહી છે...';
export const stockLoadFailed = 'તમારી કાર લોડ થઈ શકી નહીં.';
export const noCarsMatchSearch = 'આ સર્ચ સાથે કોઈ કાર મેળ ખાતી નથી.';
export const noStock = 'તમારા સ્ટૉકમાં હજી કોઈ કાર નથી.';
export const showMoreCars = 'વધુ કાર બતાવો';
/** To a signed-in user who is not a dealer (the workspace, Import cars). */
export const sellingOwnCar = 'તમારી પોતાની કાર વેચો છો? થોડી મિનિટોમાં લિસ્ટ કરો.';

// One car of the stock, and its price change.
export const changePrice = 'કિંમત બદલો';
export const markSold = 'વેચાયેલી માર્ક કરો';
export const newPriceLabel = 'નવી કિંમત (₹)';
/** After the label, for screen readers: `car` is the car's title. */
export const priceForCar = (car: string) => `${car} માટે`;
export const savingPrice = 'સેવ થઈ રહ્યું છે...';
export const saveButton = 'સેવ કરો';
export const cancelButton = 'રદ કરો';

// Import cars: the page.
export const dealershipCheckFailed = 'હમણાં તમારી ડીલરશિપ ચકાસી શકાઈ નહીં.';
export const importIntro =
  'તમારી dealers.csv અને cars.csv ફાઇલો, તેમાં લખેલા ફોટા સાથે અપલોડ કરો. દરેક હરોળ પહેલાં ચકાસાય છે: જો એક પણ ખોટી હોય, તો કંઈ ઇમ્પોર્ટ થતું નથી અને કઈ હરોળ સુધારવી તે તમને દેખાય છે.';
/** The link to the file guide, and the guide's title. */
export const whatGoesInFiles = 'ફાઇલોમાં શું લખવું';
export const backToYourCars = 'તમારી કાર પર પાછા જાઓ';
export const dealersOnly = 'ફક્ત ડીલરો માટે';
export const onlyDealersImport =
  'ફક્ત CarSetu પર નોંધાયેલા ડીલરો જ કાર ઇમ્પોર્ટ કરી શકે છે. તમારો મોબાઇલ નંબર કોઈ ડીલરનો રજિસ્ટર્ડ નંબર નથી.';

// Import cars: the file guide.
export const guideIntro =
  'દરેક શીટ CSV તરીકે સેવ કરો. દરેક ફાઇલની પહેલી હરોળમાં તેના કૉલમનાં નામ બરાબર નીચે આપ્યાં છે તેમ જ હોય; તે પછીની દરેક હરોળ એક ડીલર અથવા એક કાર છે.';
export const dealersFileHeading = 'dealers.csv: તમારી ફર્મ';
/** `mobile` is the dealer's registered number. */
export const dealersFileText = (mobile: string) =>
  `ફર્મની વિગતો બદલવી હોય તો તમારા રજિસ્ટર્ડ મોબાઇલ (${mobile}) વાળી એક હરોળ, અથવા વિગતો જેમ છે તેમ રાખવી હોય તો ફક્ત હેડર હરોળ.`;
export const carsFileHeading = 'cars.csv: દરેક કારની એક હરોળ';
/** The rules: `column` is a column's name, `separator` the separator (elements). */
export const ruleDealerMobile = <T>(column: T) => [
  column,
  ' કૉલમમાં દરેક હરોળ પર તમારો રજિસ્ટર્ડ મોબાઇલ નંબર હોય.',
];
export const ruleNames = <T>(separator: T) => [
  'કંપની, મોડલ, વેરિઅન્ટ, રંગ અને ફીચર્સ CarSetu લખે છે તેમ જ લખો; ફીચર્સ અને ફોટાને આનાથી અલગ કરો: ',
  separator,
];
export const rulePhotos = <T>(column: T) => [
  column,
  ': કારના ફોટાની ફાઇલોનાં નામ, સૌથી પહેલાં મુખ્ય ફોટો (.jpg, .jpeg અથવા .png, દરેક 10 MB સુધી). આ ફાઇલો નીચે પસંદ કરો.',
];
export const ruleUpdates = (max: number) =>
  `તમે પહેલેથી વેચાણમાં મૂકેલો વાહન નંબર એ જ કારને અપડેટ કરે છે (કિંમત, કિલોમીટર, ફોટા અને બાકીનું બધું); નવો નંબર નવી કાર ઉમેરે છે. એક વારમાં ${max} કાર સુધી.`;
export const downloadDealersTemplate = 'dealers.csv ટેમ્પ્લેટ ડાઉનલોડ કરો';
export const downloadCarsTemplate = 'cars.csv ટેમ્પ્લેટ ડાઉનલોડ કરો';

// Import cars: the form.
export const chooseYourFiles = 'તમારી ફાઇલો પસંદ કરો';
export const chooseFile = 'ફાઇલ પસંદ કરો';
export const chooseImportPhotos = 'ફોટા પસંદ કરો';
export const noFileChosen = 'કોઈ ફાઇલ પસંદ કરી નથી';
export const dealersFileHint = 'તમારી ફર્મની હરોળ, અથવા ફક્ત હેડર હરોળ.';
export const carsFileHint = 'દરેક કારની એક હરોળ.';
export const photosLabel = 'ફોટા';
/** `size` formatted ("2.4 MB"). */
export const photosChosen = (n: number, size: string) =>
  pluralIndic(n, `${n} ફોટો પસંદ કર્યો (${size}).`, `${n} ફોટા પસંદ કર્યા (${size}).`);
export const photosHint =
  'cars.csv ફાઇલમાં લખેલો દરેક ફોટો: .jpg, .jpeg અથવા .png, દરેક 10 MB સુધી. બધા એકસાથે પસંદ કરો.';
export const uploadingPercent = (percent: number) => `અપલોડ થઈ રહ્યું છે... ${percent}%`;
export const uploadingFiles = 'તમારી ફાઇલો અપલોડ થઈ રહી છે';
export const checkingCars =
  'તમારી કાર ચકાસાઈ રહી છે અને ફોટા તૈયાર થઈ રહ્યા છે. ફોટા વધુ હોય તો એક મિનિટ લાગી શકે...';
export const importing = 'ઇમ્પોર્ટ થઈ રહ્યું છે...';
export const importButton = 'ઇમ્પોર્ટ કરો';

// Import cars: the browser's checks of the files (`file` a file's name, `size` formatted).
export const chooseCsv = (file: string) => `તમારી ${file} ફાઇલ પસંદ કરો.`;
export const notCsv = (file: string) => `${file} .csv ફાઇલ નથી. શીટને CSV તરીકે સેવ કરીને પસંદ કરો.`;
export const csvTooLarge = (file: string, size: string) => `${file} ${size}થી મોટી છે.`;
export const fileEmpty = (file: string) => `${file} ખાલી છે.`;
export const tooManyPhotos = (n: number, max: number) =>
  `${n} ફોટા પસંદ કર્યા; એક ઇમ્પોર્ટમાં વધુમાં વધુ ${max} ફોટા જઈ શકે. cars.csv ફાઇલને ભાગોમાં વહેંચીને ઇમ્પોર્ટ કરો.`;
export const photosTooLarge = (total: string, max: string) =>
  `આ ફોટાની કુલ સાઇઝ ${total} છે; એક ઇમ્પોર્ટમાં વધુમાં વધુ ${max} જઈ શકે. cars.csv ફાઇલને ભાગોમાં વહેંચીને ઇમ્પોર્ટ કરો.`;

// Import cars: the report.
export const nothingImported = 'કંઈ ઇમ્પોર્ટ થયું નથી';
export const rowsRefused = (n: number) =>
  pluralIndic(
    n,
    `${n} હરોળ નામંજૂર થઈ. તેને તમારી શીટમાં સુધારો, ફરી CSV તરીકે સેવ કરો અને બંને ફાઇલો ફરી ઇમ્પોર્ટ કરો. CarSetu પર કંઈ બદલાયું નથી.`,
    `${n} હરોળ નામંજૂર થઈ. તેમને તમારી શીટમાં સુધારો, ફરી CSV તરીકે સેવ કરો અને બંને ફાઇલો ફરી ઇમ્પોર્ટ કરો. CarSetu પર કંઈ બદલાયું નથી.`,
  );
/** "2 cars added.", "1 car added, 3 cars updated.", or that cars.csv held none. */
export const importDone = (added: number, updated: number) => {
  const parts = [
    added > 0 ? `${added} કાર ઉમેરાઈ` : '',
    updated > 0 ? `${updated} કાર અપડેટ થઈ` : '',
  ].filter(Boolean);
  return parts.length > 0
    ? `${parts.join(', ')}.`
    : 'cars.csv ફાઇલમાં કોઈ કાર નહોતી: ફક્ત તમારી ફર્મની વિગતો સેવ થઈ.';
};
export const seeYourCars = 'તમારી કાર જુઓ';
export const addedHeading = 'ઉમેરાઈ';
export const updatedHeading = 'અપડેટ થઈ';
export const wouldBeAdded = 'બરાબર, ઉમેરાશે';
export const wouldBeUpdated = 'બરાબર, અપડેટ થશે';
export const refusedHeading = 'નામંજૂર';
/** After Refused, in brackets. */
export const problemsCount = (n: number) => pluralIndic(n, `${n} ભૂલ`, `${n} ભૂલો`);
/** A row's line in its file. */
export const lineNumber = (n: number) => `હરોળ ${n}`;
/** Under the refused rows shown: `n` more not shown. */
export const moreProblems = (n: number) =>
  `... અને ${pluralIndic(n, `${n} ભૂલ`, `${n} ભૂલો`)}. પહેલાં આ સુધારો, પછી બાકીની જોવા ફરી ઇમ્પોર્ટ કરો.`;

// The workspace's speed to lead (owners and managers; issue 43 part 4).
export const speedTitle = 'પૂછપરછ પર પહેલો સંપર્ક, છેલ્લા 7 દિવસ';
export const speedIntro =
  'દરેક વ્યક્તિએ નવી પૂછપરછ પર પહેલો કૉલ કે WhatsApp કરવામાં સામાન્ય રીતે કેટલો સમય લીધો.';
export const speedPerson = 'વ્યક્તિ';
export const speedLeads = 'પૂછપરછ';
export const speedContacted = 'સંપર્ક થયો';
export const speedMedian = 'પહેલા સંપર્ક સુધીનો સમય';
export const speedOwnerRow = (firm: string) => `${firm} (માલિક)`;
export const minutesShort = (n: number) => `${n} મિનિટ`;
export const noContactYet = 'હજી નહીં';
export const notContactedLine = (n: number) => `${n} ખુલ્લી પૂછપરછ પર હજી કોઈએ સંપર્ક કર્યો નથી`;
export const speedLoadFailed = 'પહેલા સંપર્કનો સમય લોડ થઈ શક્યો નહીં.';
