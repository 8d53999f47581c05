/**
 * The car page (docs/product.md#car-page, #emi, #lead-dialog,
 * #car-page-states): the photo gallery and viewer, the price card, the
 * specifications, the EMI calculator, related and similar cars, the sold and
 * error states (src/web/features/car-details); the lead dialogs, the Contact
 * Dealer block and the safety tips (leads); the Report dialog and the caution
 * line (reports); and Promote on WhatsApp Status (status-card, on My Vehicles
 * and in the dealer workspace). The names of a car's facts (Make, Fuel, Price
 * ...) are in cars.ts.
 */

// Photo gallery and the full-screen viewer.
export const photosComingSoon = 'ફોટા ટૂંક સમયમાં';
export const photoGallery = 'ફોટો ગેલેરી';
/** A slide's name: photo `n` of `count`. */
export const slideOf = (n: number, count: number) => `${count}માંથી ${n}`;
export const openPhotoFullScreen = (n: number, count: number) =>
  `${count}માંથી ફોટો ${n} ફુલ સ્ક્રીનમાં ખોલો`;
/** A photo's alt text: `title` is the car's ("2019 Maruti Suzuki Swift VXI"). */
export const photoAlt = (title: string, n: number, count: number) =>
  `${title}, ${count}માંથી ફોટો ${n}`;
/** Before the slide counter ("2 / 5"), for screen readers. */
export const photoCounter = 'ફોટો ';
export const previousPhoto = 'પાછલો ફોટો';
export const nextPhoto = 'આગલો ફોટો';
/** The thumbnails' list. */
export const photoThumbnails = 'બધા ફોટા';
export const showPhoto = (n: number, count: number) => `${count}માંથી ફોટો ${n} બતાવો`;
/** The viewer's name: `title` is the car's. */
export const viewerLabel = (title: string) => `${title}: ફોટા`;
export const closeViewer = 'ફોટો વ્યૂઅર બંધ કરો';
export const zoomOut = 'ઝૂમ આઉટ';
export const zoomIn = 'ઝૂમ ઇન';
export const viewerHint = 'વધુ ફોટા માટે સ્વાઇપ કરો · ઝૂમ માટે પિંચ કે ડબલ-ટૅપ કરો';
export const shareCar = 'આ કાર શેર કરો';
export const shareTitle = 'શેર કરો';

// The price card.
export const priceAndSeller = 'કિંમત અને વેચનાર';
/** The link to the EMI calculator: `amount` formatted. */
export const emiPerMonth = (amount: string) => `EMI ${amount}/મહિને`;
export const getBestPrice = 'શ્રેષ્ઠ કિંમત મેળવો';
/** The dealer line: the firm's name (an element) after the words. */
export const soldBy = <T>(seller: T) => ['વેચનાર: ', seller];
export const usuallyReplies = (minutes: number) => `સામાન્ય રીતે ${minutes} મિનિટમાં જવાબ આપે છે`;
export const keyFacts = 'મુખ્ય વિગતો';

// Specifications and features (Make, Model, Year, Kilometres, Fuel, Owner and City are cars.ts' facts).
export const specifications = 'સ્પેસિફિકેશન';
export const specVariant = 'વેરિઅન્ટ';
export const specTransmission = 'ટ્રાન્સમિશન';
export const specColour = 'રંગ';
export const specSeating = 'બેઠક ક્ષમતા';
export const seats = (n: number) => `${n} સીટ`;
export const specEngine = 'એન્જિન';
export const specRegistration = 'રજિસ્ટ્રેશન';
export const specInsurance = 'ઇન્શ્યોરન્સ';
/** `type` as the seller wrote it ("Comprehensive"), `date` formatted. */
export const insuranceValidTill = (type: string, date: string) => `${type}, ${date} સુધી માન્ય`;
export const specSunroof = 'સનરૂફ';
export const features = 'ફીચર્સ';
export const noFeatures = 'વેચનારે કોઈ ફીચર જણાવ્યું નથી.';

// EMI calculator (docs/product.md#emi).
export const emiCalculator = 'EMI કૅલ્ક્યુલેટર';
export const yourEmi = 'તમારો EMI';
/** After the instalment. */
export const emiMonthSuffix = '/મહિને';
/** `loan` formatted. */
export const loanSummary = (loan: string, months: number, rate: number) =>
  `${loan}ની લોન, ${months} મહિના માટે, ${rate}% વાર્ષિક વ્યાજે`;
export const downPayment = 'ડાઉન પેમેન્ટ (₹)';
/** The down payment's hint: `amount` formatted. */
export const upTo = (amount: string) => `${amount} સુધી`;
export const loanTenure = 'લોનની મુદત';
export const tenureMonths = (months: number) => `${months} મહિના`;
export const interestRate = 'વ્યાજ દર (% વાર્ષિક)';
export const calculateEmi = 'EMI ગણો';

// Related and similar cars.
export const relatedCars = 'આવી બીજી કાર';
export const previousRelated = 'પાછલી કાર';
export const nextRelated = 'આગલી કાર';
export const similarCarsForSale = 'વેચાણ માટે મળતી આવતી કાર';

// A sold, hidden, unknown or failed car's page.
export const carSoldTitle = 'આ કાર વેચાઈ ગઈ છે';
/** A car kept from buyers (docs/moderation.md). */
export const carUnavailableText = 'આ કાર હવે CarSetu પર વેચાણ માટે નથી. આ રહી મળતી આવતી કાર.';
export const viewMoreCars = 'વધુ કાર જુઓ';
export const carNotFoundTitle = 'અમને આ કાર મળી નહીં';
export const carLoadFailedTitle = 'અમે આ કાર લોડ કરી શક્યા નહીં';
export const carNotFoundText =
  'કદાચ લિંક જૂની હોય કે ખોટી લખાઈ હોય, અથવા લિસ્ટિંગ હટાવી દેવાયું હોય. જોવા માટે બીજી ઘણી કાર છે.';
export const carLoadFailedText = 'કૃપા કરીને તમારું ઇન્ટરનેટ કનેક્શન તપાસો અને ફરી પ્રયાસ કરો.';
export const browseAllCars = 'બધી કાર જુઓ';

// Lead dialogs (docs/product.md#lead-dialog); Contact mode's title is frame.ts' getSellerDetails.
export const requestBestPrice = 'શ્રેષ્ઠ કિંમત માંગો';
export const showSellerDetails = 'વેચનારની વિગતો જુઓ';
export const bestPriceIntro = 'તમારું નામ અને મોબાઇલ નંબર આપો, વેચનાર તમને તેની શ્રેષ્ઠ કિંમત જણાવશે.';
export const sellerDetailsIntro = 'વેચનારનો ફોન નંબર અને સરનામું જોવા તમારું નામ અને મોબાઇલ નંબર આપો.';
export const nameLabel = 'નામ';
export const namePlaceholder = 'તમારું પૂરું નામ';
/** A lead or report on its way. */
export const sending = 'મોકલી રહ્યા છીએ…';
/**
 * The lead form's privacy notice, before it is sent (issue 44 part 2;
 * docs/privacy.md#notices): what goes to whom and why; `seller` is the
 * seller's name as the car page shows it (a dealer's firm), '' unknown.
 */
export const leadDataNotice = (seller: string) =>
  `તમારું નામ અને મોબાઇલ નંબર ${seller || 'આ કારના વેચનાર'}ને મોકલાશે, જેથી તેઓ આ કાર વિશે તમને ફોન કરી શકે. CarSetu આ પૂછપરછની એક નકલ રાખે છે.`;

// The Contact Dealer block.
export const contactDealer = 'ડીલરનો સંપર્ક કરો';
export const whatsApp = 'WhatsApp';
/** The seller's second number. */
export const alternateMobile = 'બીજો નંબર';
export const address = 'સરનામું';
export const viewOnMap = 'નકશા પર જુઓ';
/** Typed into the buyer's WhatsApp chat with the seller: `car` is the car's title. */
export const whatsAppInterest = (car: string) =>
  `નમસ્તે, મને CarSetu પર લિસ્ટ કરેલી તમારી ${car}માં રસ છે.`;

// Safety tips (under Get Seller Details and in the Contact Dealer block).
export const safetyTips = 'સલામતી ટિપ્સ';
export const staySafe = 'સાવધ રહો';
export const tipSeeFirst = 'કાર અને તેની RC જોયા વગર ક્યારેય પૈસા ન આપો.';
export const tipNoAdvance = 'ટોકન કે એડવાન્સના કોઈ પૈસા ન આપો.';
export const tipNoUpi = 'પૈસા મેળવવા માટે ક્યારેય UPI કલેક્ટ રિક્વેસ્ટ સ્વીકારશો નહીં કે QR કોડ સ્કૅન કરશો નહીં.';
export const tipLoanNoc = 'જો કાર લોન પર લીધી હોય, તો બેંકની NOC માંગો.';

// Report this car (docs/moderation.md#reports); the reasons are labels.ts'.
export const reportCar = 'આ કારની ફરિયાદ કરો';
export const whatIsWrong = 'આ કારમાં શું ખોટું છે?';
/** The remarks' label, before frame.ts' optionalMarker. */
export const whatHappened = 'શું થયું?';
export const yourMobile = 'તમારો મોબાઇલ';
export const sendReport = 'ફરિયાદ મોકલો';
export const reportPrivacy = 'અમારી ટીમ દરેક ફરિયાદ વાંચે છે. ફરિયાદ કોણે કરી તે વેચનારને ખબર પડતી નથી.';
/** A reported car's caution line, until an operator has looked. */
export const reportedCaution =
  'ખરીદદારોએ આ કારની ફરિયાદ કરી છે. વધુ સાવધ રહો: કોઈ પણ પૈસા આપતા પહેલાં કાર અને તેની RC જુઓ.';

// Promote on WhatsApp Status (My Vehicles, the dealer workspace; docs/decisions/023-status-card.md).
export const promoteOnStatus = 'WhatsApp Status પર પ્રમોટ કરો';
export const makingPicture = 'તમારો ફોટો બની રહ્યો છે…';
/** The picture's alt text: `car` is the car's title. */
export const statusPictureAlt = (car: string) => `${car}નો WhatsApp Status ફોટો`;
export const statusStepDownload = 'ફોટો ડાઉનલોડ કરો.';
export const statusStepCopy = 'કૅપ્શન કૉપી કરો.';
export const statusStepPost = 'બંનેને તમારા WhatsApp Status પર પોસ્ટ કરો.';
export const statusShareHint =
  '“WhatsApp પર શેર કરો” કૅપ્શન સાથે WhatsApp ખોલે છે: પોસ્ટ કરવા “મારું સ્ટેટસ” પસંદ કરો.';
export const downloadPicture = 'ફોટો ડાઉનલોડ કરો';
export const shareOnWhatsApp = 'WhatsApp પર શેર કરો';
export const captionLabel = 'કૅપ્શન';
export const writingCaption = 'તમારું કૅપ્શન લખાઈ રહ્યું છે…';
export const copyCaption = 'કૅપ્શન કૉપી કરો';
export const captionCopied = 'કૅપ્શન કૉપી થઈ ગયું';
export const captionCopyFailed = 'કૅપ્શન કૉપી થઈ શક્યું નહીં. તે પસંદ કરેલું છે: ત્યાંથી કૉપી કરો.';
export const fairPriceRange = (low: string, high: string, count: number) =>
  `યોગ્ય કિંમતની રેન્જ: ${low}થી ${high}, CarSetu પરની ${count} મળતી આવતી કારના આધારે.`;
export const tooFewToJudge = (count: number) =>
  count === 0
    ? 'CarSetu પર હજી કોઈ મળતી આવતી કાર નથી, એટલે આ કિંમત પારખી શકાતી નથી.'
    : `CarSetu પર ફક્ત ${count} મળતી આવતી કાર છે: આ કિંમત પારખવા માટે બહુ ઓછી.`;
