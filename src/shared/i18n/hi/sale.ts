/** Closing a sale in the dealer workspace (issue 45 part 3; docs/decisions/044-cost-sheets.md#sales). */
export const sellHeading = 'यह कार बेचें';
export const sellIntro =
  'खरीदार की जानकारी इनवॉइस, डिलीवरी नोट और फ़ॉर्म 29 व 30 पर जाती है। इसे सिर्फ़ आपकी डीलरशिप के मालिक और मैनेजर देखते हैं।';
export const buyerNameLabel = 'खरीदार का नाम';
export const buyerMobileLabel = 'खरीदार का मोबाइल नंबर';
export const buyerAddressLabel = 'खरीदार का पता';
export const idTypeLabel = 'खरीदार की ID (ज़रूरी नहीं)';
export const idTypeNone = 'कोई ID नहीं';
export const idTypeAadhaar = 'आधार';
export const idTypePan = 'PAN';
export const idTypeLicence = 'ड्राइविंग लाइसेंस';
export const idTypeVoter = 'वोटर ID';
export const idTypePassport = 'पासपोर्ट';
export const idNumberLabel = 'ID नंबर';
export const salePriceLabel = 'बिक्री की कीमत (₹)';
export const paymentModeLabel = 'भुगतान कैसे हुआ';
export const payCash = 'नकद';
export const payUpi = 'UPI';
export const payBank = 'बैंक ट्रांसफ़र';
export const payCheque = 'चेक';
export const payLoan = 'लोन';
export const sellButton = 'बेचें और कागज़ बनाएँ';
export const soldWithoutPapers = 'बिना कागज़ों के बिकी हुई मार्क करें';
export const papersHeading = 'कागज़';
export const paperInvoice = 'इनवॉइस';
export const paperDelivery = 'डिलीवरी नोट';
export const paperForm29 = 'फ़ॉर्म 29';
export const paperForm30 = 'फ़ॉर्म 30';
export const paperFailed = 'कागज़ डाउनलोड नहीं हुआ। कृपया फिर से कोशिश करें।';
/** Who bought the car and for how much. */
export const soldTo = (name: string, price: string) => `${name} को ${price} में बेची गई`;
export const rcLabel = 'RC ट्रांसफ़र';
export const rcSigned = 'कागज़ों पर हस्ताक्षर हुए';
export const rcSubmitted = 'RTO में जमा';
export const rcTransferred = 'ट्रांसफ़र हो गया';
/** The last day to hand Forms 29 and 30 to the RTO. */
export const rcDueBy = (date: string) => `${date} तक RTO में जमा करें`;
export const rcOverdue = '14 दिन से ज़्यादा हो गए: फ़ॉर्म 29 और 30 अभी RTO में जमा करें।';
export const noPapers = 'यह कार खरीदार की जानकारी के बिना बिकी हुई मार्क की गई थी: इसके कागज़ नहीं हैं।';
export const registerHeading = 'वाहनों का रजिस्टर';
export const registerText =
  'चुने गए दिनों में आपकी डीलरशिप के पास रही हर कार, आने की तारीख, बिकने की तारीख, खरीदार और बिक्री पर दिए गए इंजन व चेसिस नंबर के साथ: वह रजिस्टर जो CMVR के डीलर नियम माँगते हैं।';
export const registerFrom = 'से';
export const registerTo = 'तक';
export const registerDownloadPdf = 'PDF डाउनलोड करें';
export const registerFailed = 'रजिस्टर डाउनलोड नहीं हुआ। कृपया तारीखें जाँचें और फिर से कोशिश करें।';

// The sold car's numbers on the Sell form (optional), and in its sale.
export const engineNumberLabel = 'इंजन नंबर';
export const chassisNumberLabel = 'चेसिस नंबर';
export const vehicleNumbersHint =
  'जैसे RC में लिखे हैं। ये फ़ॉर्म 29 और 30, इनवॉइस, डिलीवरी नोट और वाहनों के रजिस्टर पर छपते हैं।';
export const engineNumberInvalid = 'कृपया इंजन नंबर RC के अनुसार डालें: 5 से 20 अक्षर और अंक।';
export const chassisNumberInvalid = 'कृपया चेसिस नंबर RC के अनुसार डालें: 5 से 17 अक्षर और अंक।';
/** The sold car's engine number as its sale recorded it. */
export const engineNumberIs = (n: string) => `इंजन नंबर: ${n}`;
/** The sold car's chassis number as its sale recorded it. */
export const chassisNumberIs = (n: string) => `चेसिस नंबर: ${n}`;

// The dealership's GSTIN on the Team screen (owners change it).
export const gstinTitle = 'आपके कागज़ों पर GSTIN';
export const gstinIntro =
  'आपकी डीलरशिप का GSTIN हर बिक्री के इनवॉइस और डिलीवरी नोट पर छपता है। अगर डीलरशिप GST में रजिस्टर्ड नहीं है, तो इसे खाली छोड़ें। यह आपके शोरूम पेज या आपकी कारों के पेज पर कभी नहीं दिखता।';
export const gstinLabel = 'GSTIN';
export const gstinHint = '15 अक्षर और अंक, जैसे आपके GST सर्टिफ़िकेट पर हैं।';
export const gstinInvalid = 'कृपया सही GSTIN डालें: आपके GST सर्टिफ़िकेट पर लिखे 15 अक्षर और अंक।';
export const saveGstinButton = 'GSTIN सेव करें';
export const gstinSaved = 'GSTIN सेव हो गया';
export const gstinRemoved = 'GSTIN हटा दिया गया';
export const loadingGstin = 'आपका GSTIN लोड हो रहा है...';
export const gstinLoadFailed = 'आपका GSTIN लोड नहीं हो सका।';
