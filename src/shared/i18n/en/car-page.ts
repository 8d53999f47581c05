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
export const photosComingSoon = 'Photos coming soon';
export const photoGallery = 'Photo gallery';
/** A slide's name: photo `n` of `count`. */
export const slideOf = (n: number, count: number) => `${n} of ${count}`;
export const openPhotoFullScreen = (n: number, count: number) =>
  `Open photo ${n} of ${count} full screen`;
/** A photo's alt text: `title` is the car's ("2019 Maruti Suzuki Swift VXI"). */
export const photoAlt = (title: string, n: number, count: number) =>
  `${title}, view ${n} of ${count}`;
/** Before the slide counter ("2 / 5"), for screen readers. */
export const photoCounter = 'Photo ';
export const previousPhoto = 'Previous photo';
export const nextPhoto = 'Next photo';
/** The thumbnails' list. */
export const photoThumbnails = 'Photos';
export const showPhoto = (n: number, count: number) => `Show photo ${n} of ${count}`;
/** The viewer's name: `title` is the car's. */
export const viewerLabel = (title: string) => `${title}: photos`;
export const closeViewer = 'Close photo viewer';
export const zoomOut = 'Zoom out';
export const zoomIn = 'Zoom in';
export const viewerHint = 'Swipe for more · pinch or double-tap to zoom';
export const shareCar = 'Share this car';
export const shareTitle = 'Share';

// The price card.
export const priceAndSeller = 'Price and seller';
/** The link to the EMI calculator: `amount` formatted. */
export const emiPerMonth = (amount: string) => `EMI ${amount}/month`;
export const getBestPrice = 'Get Best Price';
/** The dealer line: the firm's name (an element) after the words. */
export const soldBy = <T>(seller: T) => ['Sold by ', seller];
/** The dealer's median time to a lead's first contact, rounded up to 5 to 60 minutes (issue 43 part 4). */
export const usuallyReplies = (minutes: number) => `Usually replies within ${minutes} minutes`;
export const keyFacts = 'Key facts';

// Specifications and features (Make, Model, Year, Kilometres, Fuel, Owner and City are cars.ts' facts).
export const specifications = 'Specifications';
export const specVariant = 'Variant';
export const specTransmission = 'Transmission';
export const specColour = 'Colour';
export const specSeating = 'Seating capacity';
export const seats = (n: number) => `${n} seats`;
export const specEngine = 'Engine';
export const specRegistration = 'Registration';
export const specInsurance = 'Insurance';
/** `type` as the seller wrote it ("Comprehensive"), `date` formatted. */
export const insuranceValidTill = (type: string, date: string) => `${type}, valid till ${date}`;
export const specSunroof = 'Sunroof';
export const features = 'Features';
export const noFeatures = 'The seller has not listed any features.';

// EMI calculator (docs/product.md#emi).
export const emiCalculator = 'EMI calculator';
export const yourEmi = 'Your EMI';
/** After the instalment. */
export const emiMonthSuffix = '/month';
/** `loan` formatted. */
export const loanSummary = (loan: string, months: number, rate: number) =>
  `Loan of ${loan} for ${months} months at ${rate}% a year`;
export const downPayment = 'Down payment (₹)';
/** The down payment's hint: `amount` formatted. */
export const upTo = (amount: string) => `Up to ${amount}`;
export const loanTenure = 'Loan tenure';
export const tenureMonths = (months: number) => `${months} months`;
export const interestRate = 'Interest rate (% a year)';
export const calculateEmi = 'Calculate EMI';

// Related and similar cars.
export const relatedCars = 'Related Cars';
export const previousRelated = 'Previous related cars';
export const nextRelated = 'Next related cars';
export const similarCarsForSale = 'Similar cars for sale';

// A sold, hidden, unknown or failed car's page.
export const carSoldTitle = 'This car has been sold';
/** A car kept from buyers (docs/moderation.md). */
export const carUnavailableText = 'It is not for sale on CarSetu now. Here are similar cars.';
export const viewMoreCars = 'View More Cars';
export const carNotFoundTitle = "We couldn't find this car";
export const carLoadFailedTitle = "We couldn't load this car";
export const carNotFoundText =
  'The link may be old or mistyped, or the listing was removed. There are plenty more cars to look at.';
export const carLoadFailedText = 'Please check your internet connection and try again.';
export const browseAllCars = 'Browse all cars';

// Lead dialogs (docs/product.md#lead-dialog); Contact mode's title is frame.ts' getSellerDetails.
export const requestBestPrice = 'Request Best Price';
export const showSellerDetails = 'Show Seller Details';
export const bestPriceIntro =
  'Leave your name and mobile number and the seller will share their best price.';
export const sellerDetailsIntro =
  "Leave your name and mobile number to see the seller's phone number and address.";
export const nameLabel = 'Name';
export const namePlaceholder = 'Your full name';
/** A lead or report on its way. */
export const sending = 'Sending…';
/**
 * The lead form's privacy notice, before it is sent (issue 44 part 2;
 * docs/privacy.md#notices): what goes to whom and why; `seller` is the
 * seller's name as the car page shows it (a dealer's firm), '' unknown.
 */
export const leadDataNotice = (seller: string) =>
  `Your name and mobile number go to ${seller || "this car's seller"} so that they can call you about this car. CarSetu keeps a copy of this enquiry.`;

// The Contact Dealer block.
export const contactDealer = 'Contact Dealer';
export const whatsApp = 'WhatsApp';
/** The seller's second number. */
export const alternateMobile = 'Alternate';
export const address = 'Address';
export const viewOnMap = 'View on map';
/** Typed into the buyer's WhatsApp chat with the seller: `car` is the car's title. */
export const whatsAppInterest = (car: string) =>
  `Hi, I am interested in your ${car} listed on CarSetu.`;

// Safety tips (under Get Seller Details and in the Contact Dealer block).
export const safetyTips = 'Safety tips';
export const staySafe = 'Stay safe';
export const tipSeeFirst = 'Never pay before you have seen the car and its RC.';
export const tipNoAdvance = 'Pay no token or advance money.';
export const tipNoUpi = 'Never accept a UPI collect request or scan a QR code to receive money.';
export const tipLoanNoc = "Ask for the bank's NOC if the car was bought on a loan.";

// Report this car (docs/moderation.md#reports); the reasons are labels.ts'.
export const reportCar = 'Report this car';
export const whatIsWrong = 'What is wrong with this car?';
/** The remarks' label, before frame.ts' optionalMarker. */
export const whatHappened = 'What happened?';
export const yourMobile = 'Your mobile';
export const sendReport = 'Send report';
export const reportPrivacy = 'Our team reads every report. The seller does not see who reported.';
/** A reported car's caution line, until an operator has looked. */
export const reportedCaution =
  'Buyers have reported this car. Be extra careful: see the car and its RC before you pay anything.';

// Promote on WhatsApp Status (My Vehicles, the dealer workspace; docs/decisions/023-status-card.md).
export const promoteOnStatus = 'Promote on WhatsApp Status';
export const makingPicture = 'Making your picture…';
/** The picture's alt text: `car` is the car's title. */
export const statusPictureAlt = (car: string) => `WhatsApp Status picture of ${car}`;
export const statusStepDownload = 'Download the picture.';
export const statusStepCopy = 'Copy the caption.';
export const statusStepPost = 'Post both to your WhatsApp Status.';
export const statusShareHint =
  'Share on WhatsApp opens WhatsApp with the caption: choose “My status” to post it.';
export const downloadPicture = 'Download picture';
export const shareOnWhatsApp = 'Share on WhatsApp';
export const captionLabel = 'Caption';
export const writingCaption = 'Writing your caption…';
export const copyCaption = 'Copy caption';
export const captionCopied = 'Caption copied';
export const captionCopyFailed = "Couldn't copy the caption. It is selected: copy it from there.";
export const fairPriceRange = (low: string, high: string, count: number) =>
  `Fair price range: ${low} to ${high}, from ${count} similar cars on CarSetu.`;
export const tooFewToJudge = (count: number) =>
  `Only ${count} similar cars on CarSetu: too few to judge this price.`;
