/** Closing a sale in the dealer workspace (issue 45 part 3; docs/decisions/044-cost-sheets.md#sales). */
export const sellHeading = 'આ કાર વેચો';
export const sellIntro =
  'ખરીદદારની વિગતો ઇન્વૉઇસ, ડિલિવરી નોટ અને ફૉર્મ 29 અને 30 પર જાય છે. તે ફક્ત તમારી ડીલરશિપના માલિકો અને મેનેજરો જુએ છે.';
export const buyerNameLabel = 'ખરીદદારનું નામ';
export const buyerMobileLabel = 'ખરીદદારનો મોબાઇલ નંબર';
export const buyerAddressLabel = 'ખરીદદારનું સરનામું';
export const idTypeLabel = 'ખરીદદારનું ID (જરૂરી નથી)';
export const idTypeNone = 'કોઈ ID નહીં';
export const idTypeAadhaar = 'આધાર';
export const idTypePan = 'PAN';
export const idTypeLicence = 'ડ્રાઇવિંગ લાઇસન્સ';
export const idTypeVoter = 'વોટર ID';
export const idTypePassport = 'પાસપોર્ટ';
export const idNumberLabel = 'ID નંબર';
export const salePriceLabel = 'વેચાણ કિંમત (₹)';
export const paymentModeLabel = 'ચૂકવણી કેવી રીતે';
export const payCash = 'રોકડ';
export const payUpi = 'UPI';
export const payBank = 'બેંક ટ્રાન્સફર';
export const payCheque = 'ચેક';
export const payLoan = 'લોન';
export const sellButton = 'વેચો અને કાગળો બનાવો';
export const soldWithoutPapers = 'કાગળો વગર વેચાયેલી માર્ક કરો';
export const papersHeading = 'કાગળો';
export const paperInvoice = 'ઇન્વૉઇસ';
export const paperDelivery = 'ડિલિવરી નોટ';
export const paperForm29 = 'ફૉર્મ 29';
export const paperForm30 = 'ફૉર્મ 30';
export const paperFailed = 'કાગળ ડાઉનલોડ ન થયો. કૃપા કરીને ફરી પ્રયાસ કરો.';
/** Who bought the car and for how much. */
export const soldTo = (name: string, price: string) => `${name}ને ${price}માં વેચી`;
export const rcLabel = 'RC ટ્રાન્સફર';
export const rcSigned = 'કાગળો પર સહી થઈ';
export const rcSubmitted = 'RTOમાં જમા';
export const rcTransferred = 'ટ્રાન્સફર થઈ ગયું';
/** The last day to hand Forms 29 and 30 to the RTO. */
export const rcDueBy = (date: string) => `${date} સુધીમાં RTOમાં જમા કરો`;
export const rcOverdue = '14 દિવસથી વધુ થયા: ફૉર્મ 29 અને 30 હમણાં RTOમાં જમા કરો.';
export const noPapers = 'આ કાર ખરીદદારની વિગતો વગર વેચાયેલી માર્ક થઈ હતી: તેના કાગળો નથી.';
export const registerHeading = 'વાહનોનું રજિસ્ટર';
export const registerText =
  'પસંદ કરેલા દિવસોમાં તમારી ડીલરશિપ પાસે રહેલી દરેક કાર, આવ્યાની તારીખ, વેચાયાની તારીખ, ખરીદદાર અને વેચાણ વખતે આપેલા એન્જિન અને ચેસિસ નંબર સાથે: CMVRના ડીલર નિયમો માંગે છે તે રજિસ્ટર.';
export const registerFrom = 'થી';
export const registerTo = 'સુધી';
export const registerDownloadPdf = 'PDF ડાઉનલોડ કરો';
export const registerFailed = 'રજિસ્ટર ડાઉનલોડ ન થયું. કૃપા કરીને તારીખો તપાસો અને ફરી પ્રયાસ કરો.';

// The sold car's numbers on the Sell form (optional), and in its sale.
export const engineNumberLabel = 'એન્જિન નંબર';
export const chassisNumberLabel = 'ચેસિસ નંબર';
export const vehicleNumbersHint =
  'RCમાં લખ્યા મુજબ. તે ફૉર્મ 29 અને 30, ઇન્વૉઇસ, ડિલિવરી નોટ અને વાહનોના રજિસ્ટર પર છપાય છે.';
export const engineNumberInvalid = 'કૃપા કરીને એન્જિન નંબર RC મુજબ લખો: 5થી 20 અક્ષરો અને અંકો.';
export const chassisNumberInvalid = 'કૃપા કરીને ચેસિસ નંબર RC મુજબ લખો: 5થી 17 અક્ષરો અને અંકો.';
/** The sold car's engine number as its sale recorded it. */
export const engineNumberIs = (n: string) => `એન્જિન નંબર: ${n}`;
/** The sold car's chassis number as its sale recorded it. */
export const chassisNumberIs = (n: string) => `ચેસિસ નંબર: ${n}`;

// The dealership's GSTIN on the Team screen (owners change it).
export const gstinTitle = 'તમારા કાગળો પર GSTIN';
export const gstinIntro =
  'તમારી ડીલરશિપનો GSTIN દરેક વેચાણના ઇન્વૉઇસ અને ડિલિવરી નોટ પર છપાય છે. ડીલરશિપ GSTમાં રજિસ્ટર્ડ ન હોય, તો તેને ખાલી રાખો. તે તમારા શોરૂમ પેજ કે તમારી કારોના પેજ પર ક્યારેય દેખાતો નથી.';
export const gstinLabel = 'GSTIN';
export const gstinHint = '15 અક્ષરો અને અંકો, તમારા GST સર્ટિફિકેટ પર છે તે મુજબ.';
export const gstinInvalid = 'કૃપા કરીને સાચો GSTIN લખો: તમારા GST સર્ટિફિકેટ પરના 15 અક્ષરો અને અંકો.';
export const saveGstinButton = 'GSTIN સેવ કરો';
export const gstinSaved = 'GSTIN સેવ થઈ ગયો';
export const gstinRemoved = 'GSTIN હટાવી દીધો';
export const loadingGstin = 'તમારો GSTIN લોડ થઈ રહ્યો છે...';
export const gstinLoadFailed = 'તમારો GSTIN લોડ ન થઈ શક્યો.';
