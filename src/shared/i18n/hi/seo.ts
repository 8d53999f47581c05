/**
 * What the server alone writes into public pages' heads (src/server/pages):
 * descriptions, the car page's preview sentence and the breadcrumbs' names.
 * Never imported by the web app (kept out of the browser's code).
 */
export const homeDescription =
  'CarSetu पर भारत में पुरानी कारें खरीदें और बेचें। भरोसेमंद डीलरों और मालिकों की सेकंड-हैंड कारें शहर, कंपनी, मॉडल, फ़्यूल, बजट और किलोमीटर से खोजें।';
export const searchDescription =
  'पूरे भारत में बिक्री के लिए पुरानी कारें खोजें: राज्य, शहर, कंपनी, मॉडल, फ़्यूल, गियर, साल, बजट और किलोमीटर से फ़िल्टर करें, और विक्रेता से सीधे बात करें।';
export const compareDescription =
  'CarSetu पर पुरानी कारों की आमने-सामने तुलना: कीमत, सही कीमत का बैज, साल, किलोमीटर, फ़्यूल, गियर, मालिक, शहर, फ़ीचर और EMI।';
export const contactDescription =
  'CarSetu, गांधीनगर, गुजरात से संपर्क करें: पुरानी कारों के मार्केटप्लेस की टीम का फ़ोन, ई-मेल और पता।';
export const policyDescriptions = {
  aboutus:
    'CarSetu भारत का पुरानी कारों का मार्केटप्लेस है: खरीदार डीलरों और मालिकों की कारें खोजकर उनसे सीधे संपर्क करते हैं। हम कारें नहीं बेचते और कमीशन नहीं लेते।',
  privacypolicy:
    'CarSetu कौन-सी जानकारी लेता है, क्यों, किसके साथ साझा करता है, कितने समय तक रखता है, और आपके अधिकार।',
  termsandconditions: 'पुरानी कारें खरीदने और बेचने के लिए CarSetu के इस्तेमाल की शर्तें, 28/07/2025 से लागू।',
  accountdeletionpolicy: 'अपना CarSetu अकाउंट हमेशा के लिए डिलीट कैसे करवाएँ, और उसके बाद क्या रखा जाता है।',
  refundpolicy:
    'भुगतान के 24 घंटे के अंदर रद्द करें; इस्तेमाल न हुई सेवाओं या 48 घंटे से ज़्यादा की रुकावट पर रिफ़ंड, 7-10 कामकाजी दिनों में।',
};

// 404 pages.
export const pageNotFoundDescription = 'यह पेज मौजूद नहीं है।';
export const landingNotFoundDescription =
  'इस पेज से कोई पुरानी कार मेल नहीं खाती। बिक्री के लिए सभी पुरानी कारें देखें।';
export const carNotFoundDescription = 'यह कार अब CarSetu पर नहीं है। बिक्री के लिए दूसरी पुरानी कारें देखें।';

// A car's page: "₹6,15,000 · 45,000 km · Diesel · Manual · Surat. <status>".
export const carSoldStatus = 'यह कार बिक चुकी है।';
export const carForSaleStatus = (make: string, model: string) =>
  `CarSetu पर बिक्री के लिए पुरानी ${make} ${model}: फ़ोटो देखें और विक्रेता की जानकारी पाएँ।`;

// Breadcrumbs (JSON-LD): Home > city > make > model.
export const crumbHome = 'होम';
export const crumbCity = (city: string) => `${city} में पुरानी कारें`;
export const crumbMake = (make: string) => `पुरानी ${make} कारें`;
export const crumbModel = (make: string, model: string) => `पुरानी ${make} ${model} कारें`;
