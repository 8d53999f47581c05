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
import { pluralIndic } from '../plural.ts';

// Photo gallery and the full-screen viewer.
export const photosComingSoon = 'फ़ोटो जल्द आएँगी';
export const photoGallery = 'फ़ोटो गैलरी';
/** A slide's name: photo `n` of `count`. */
export const slideOf = (n: number, count: number) => `${count} में से ${n}`;
export const openPhotoFullScreen = (n: number, count: number) =>
  `${count} में से फ़ोटो ${n} फ़ुल स्क्रीन में खोलें`;
/** A photo's alt text: `title` is the car's ("2019 Maruti Suzuki Swift VXI"). */
export const photoAlt = (title: string, n: number, count: number) =>
  `${title}, ${count} में से फ़ोटो ${n}`;
/** Before the slide counter ("2 / 5"), for screen readers. */
export const photoCounter = 'फ़ोटो ';
export const previousPhoto = 'पिछली फ़ोटो';
export const nextPhoto = 'अगली फ़ोटो';
/** The thumbnails' list. */
export const photoThumbnails = 'सभी फ़ोटो';
export const showPhoto = (n: number, count: number) => `${count} में से फ़ोटो ${n} दिखाएँ`;
/** The viewer's name: `title` is the car's. */
export const viewerLabel = (title: string) => `${title}: फ़ोटो`;
export const closeViewer = 'फ़ोटो व्यूअर बंद करें';
export const zoomOut = 'ज़ूम आउट';
export const zoomIn = 'ज़ूम इन';
export const viewerHint = 'और फ़ोटो के लिए स्वाइप करें · ज़ूम के लिए पिंच या डबल-टैप करें';
export const shareCar = 'यह कार शेयर करें';
export const shareTitle = 'शेयर करें';

// The price card.
export const priceAndSeller = 'कीमत और विक्रेता';
/** The link to the EMI calculator: `amount` formatted. */
export const emiPerMonth = (amount: string) => `EMI ${amount}/महीना`;
export const getBestPrice = 'सबसे अच्छी कीमत पाएँ';
/** The dealer line: the firm's name (an element) after the words. */
export const soldBy = <T>(seller: T) => ['विक्रेता: ', seller];
export const usuallyReplies = (minutes: number) => `आम तौर पर ${minutes} मिनट में जवाब देते हैं`;
export const keyFacts = 'मुख्य जानकारी';

// Specifications and features (Make, Model, Year, Kilometres, Fuel, Owner and City are cars.ts' facts).
export const specifications = 'स्पेसिफ़िकेशन';
export const specVariant = 'वेरिएंट';
export const specTransmission = 'ट्रांसमिशन';
export const specColour = 'रंग';
export const specSeating = 'बैठने की क्षमता';
export const seats = (n: number) => `${n} सीटें`;
export const specEngine = 'इंजन';
export const specRegistration = 'रजिस्ट्रेशन';
export const specInsurance = 'इंश्योरेंस';
/** `type` as the seller wrote it ("Comprehensive"), `date` formatted. */
export const insuranceValidTill = (type: string, date: string) => `${type}, ${date} तक वैध`;
export const specSunroof = 'सनरूफ़';
export const features = 'फ़ीचर';
export const noFeatures = 'विक्रेता ने कोई फ़ीचर नहीं बताया है।';

// EMI calculator (docs/product.md#emi).
export const emiCalculator = 'EMI कैलकुलेटर';
export const yourEmi = 'आपकी EMI';
/** After the instalment. */
export const emiMonthSuffix = '/महीना';
/** `loan` formatted. */
export const loanSummary = (loan: string, months: number, rate: number) =>
  `${loan} का लोन, ${months} महीनों के लिए, ${rate}% सालाना ब्याज पर`;
export const downPayment = 'डाउन पेमेंट (₹)';
/** The down payment's hint: `amount` formatted. */
export const upTo = (amount: string) => `${amount} तक`;
export const loanTenure = 'लोन की अवधि';
export const tenureMonths = (months: number) => `${months} महीने`;
export const interestRate = 'ब्याज दर (% सालाना)';
export const calculateEmi = 'EMI निकालें';

// Related and similar cars.
export const relatedCars = 'ऐसी ही और कारें';
export const previousRelated = 'पिछली कारें';
export const nextRelated = 'अगली कारें';
export const similarCarsForSale = 'बिक्री के लिए मिलती-जुलती कारें';

// A sold, hidden, unknown or failed car's page.
export const carSoldTitle = 'यह कार बिक चुकी है';
/** A car kept from buyers (docs/moderation.md). */
export const carUnavailableText = 'यह कार अभी CarSetu पर बिक्री के लिए नहीं है। ये रहीं मिलती-जुलती कारें।';
export const viewMoreCars = 'और कारें देखें';
export const carNotFoundTitle = 'हमें यह कार नहीं मिली';
export const carLoadFailedTitle = 'हम यह कार लोड नहीं कर सके';
export const carNotFoundText =
  'हो सकता है लिंक पुराना हो या गलत लिखा गया हो, या लिस्टिंग हटा दी गई हो। देखने के लिए और भी बहुत-सी कारें हैं।';
export const carLoadFailedText = 'कृपया अपना इंटरनेट कनेक्शन जाँचें और फिर से कोशिश करें।';
export const browseAllCars = 'सभी कारें देखें';

// Lead dialogs (docs/product.md#lead-dialog); Contact mode's title is frame.ts' getSellerDetails.
export const requestBestPrice = 'सबसे अच्छी कीमत माँगें';
export const showSellerDetails = 'विक्रेता की जानकारी देखें';
export const bestPriceIntro = 'अपना नाम और मोबाइल नंबर दें, विक्रेता आपको अपनी सबसे अच्छी कीमत बताएगा।';
export const sellerDetailsIntro = 'विक्रेता का फ़ोन नंबर और पता देखने के लिए अपना नाम और मोबाइल नंबर दें।';
export const nameLabel = 'नाम';
export const namePlaceholder = 'आपका पूरा नाम';
/** A lead or report on its way. */
export const sending = 'भेज रहे हैं…';
/**
 * The lead form's privacy notice, before it is sent (issue 44 part 2;
 * docs/privacy.md#notices): what goes to whom and why; `seller` is the
 * seller's name as the car page shows it (a dealer's firm), '' unknown.
 */
export const leadDataNotice = (seller: string) =>
  `आपका नाम और मोबाइल नंबर ${seller || 'इस कार के विक्रेता'} को भेजा जाएगा, ताकि वे इस कार के बारे में आपको फ़ोन कर सकें। CarSetu इस पूछताछ की एक कॉपी रखता है।`;

// The Contact Dealer block.
export const contactDealer = 'डीलर से संपर्क करें';
export const whatsApp = 'WhatsApp';
/** The seller's second number. */
export const alternateMobile = 'दूसरा नंबर';
export const address = 'पता';
export const viewOnMap = 'मैप पर देखें';
/** Typed into the buyer's WhatsApp chat with the seller: `car` is the car's title. */
export const whatsAppInterest = (car: string) =>
  `नमस्ते, मुझे CarSetu पर लिस्ट की गई आपकी ${car} में दिलचस्पी है।`;

// Safety tips (under Get Seller Details and in the Contact Dealer block).
export const safetyTips = 'सुरक्षा टिप्स';
export const staySafe = 'सावधान रहें';
export const tipSeeFirst = 'कार और उसकी RC देखे बिना कभी पैसे न दें।';
export const tipNoAdvance = 'कोई टोकन मनी या एडवांस न दें।';
export const tipNoUpi = 'पैसे पाने के लिए कभी UPI कलेक्ट रिक्वेस्ट स्वीकार न करें और न ही कोई QR कोड स्कैन करें।';
export const tipLoanNoc = 'अगर कार लोन पर खरीदी गई थी, तो बैंक की NOC माँगें।';

// Report this car (docs/moderation.md#reports); the reasons are labels.ts'.
export const reportCar = 'इस कार की शिकायत करें';
export const whatIsWrong = 'शिकायत किस बात की है?';
/** The remarks' label, before frame.ts' optionalMarker. */
export const whatHappened = 'क्या हुआ?';
export const yourMobile = 'आपका मोबाइल';
export const sendReport = 'शिकायत भेजें';
export const reportPrivacy =
  'हमारी टीम हर शिकायत पढ़ती है। विक्रेता को पता नहीं चलता कि शिकायत किसने की।';
/** A reported car's caution line, until an operator has looked. */
export const reportedCaution =
  'खरीदारों ने इस कार की शिकायत की है। ज़्यादा सावधान रहें: कोई भी पैसा देने से पहले कार और उसकी RC देखें।';

// Promote on WhatsApp Status (My Vehicles, the dealer workspace; docs/decisions/023-status-card.md).
export const promoteOnStatus = 'WhatsApp Status पर प्रमोट करें';
export const makingPicture = 'आपकी फ़ोटो बन रही है…';
/** The picture's alt text: `car` is the car's title. */
export const statusPictureAlt = (car: string) => `${car} की WhatsApp Status फ़ोटो`;
export const statusStepDownload = 'फ़ोटो डाउनलोड करें।';
export const statusStepCopy = 'कैप्शन कॉपी करें।';
export const statusStepPost = 'दोनों को अपने WhatsApp Status पर पोस्ट करें।';
export const statusShareHint =
  '“WhatsApp पर शेयर करें” कैप्शन के साथ WhatsApp खोलता है: पोस्ट करने के लिए “मेरा स्टेटस” चुनें।';
export const downloadPicture = 'फ़ोटो डाउनलोड करें';
export const shareOnWhatsApp = 'WhatsApp पर शेयर करें';
export const captionLabel = 'कैप्शन';
export const writingCaption = 'आपका कैप्शन लिखा जा रहा है…';
export const copyCaption = 'कैप्शन कॉपी करें';
export const captionCopied = 'कैप्शन कॉपी हो गया';
export const captionCopyFailed = 'कैप्शन कॉपी नहीं हो सका। वह चुना हुआ है: वहीं से कॉपी करें।';
export const fairPriceRange = (low: string, high: string, count: number) =>
  pluralIndic(
    count,
    `सही कीमत की रेंज: ${low} से ${high}, CarSetu पर ${count} मिलती-जुलती कार के आधार पर।`,
    `सही कीमत की रेंज: ${low} से ${high}, CarSetu पर ${count} मिलती-जुलती कारों के आधार पर।`,
  );
export const tooFewToJudge = (count: number) =>
  count === 0
    ? 'CarSetu पर अभी कोई मिलती-जुलती कार नहीं है, इसलिए यह कीमत परखी नहीं जा सकती।'
    : pluralIndic(
        count,
        `CarSetu पर सिर्फ़ ${count} मिलती-जुलती कार है: इस कीमत को परखने के लिए बहुत कम।`,
        `CarSetu पर सिर्फ़ ${count} मिलती-जुलती कारें हैं: इस कीमत को परखने के लिए बहुत कम।`,
      );
