/** My data (/MyData; issue 44 part 4, docs/privacy.md#my-data). */
export const myDataIntro =
  'CarSetu के पास आपके अकाउंट की पूरी जानकारी, आपकी जानकारी किसे भेजी गई, और आपकी दी हुई सहमतियाँ। आप यह सब डाउनलोड कर सकते हैं, अपनी प्रोफ़ाइल ठीक कर सकते हैं, और सहमति उतनी ही आसानी से वापस ले सकते हैं जितनी आसानी से दी थी।';
export const loginToMyData = 'अपना डेटा देखने और डाउनलोड करने के लिए अपने मोबाइल नंबर से लॉग इन करें।';
export const downloadHeading = 'अपना डेटा डाउनलोड करें';
export const downloadText =
  'आपकी प्रोफ़ाइल, कारें और उनकी फ़ोटो, भेजी और मिली पूछताछ, विशलिस्ट, सेव की गई खोजें, अलर्ट, सहमतियाँ, शिकायतें और लॉग इन।';
export const downloadJson = 'JSON में डाउनलोड करें';
export const downloadReadable = 'पढ़ने लायक फ़ाइल में डाउनलोड करें';
export const downloading = 'तैयार कर रहे हैं…';
export const downloadFailed = 'डाउनलोड नहीं हो पाया। कृपया फिर से कोशिश करें।';
export const sharedHeading = 'आपकी जानकारी किसे भेजी गई';
export const sharedNone = 'आपने अपनी जानकारी किसी विक्रेता को नहीं भेजी है।';
/** One seller a lead went to, and the date. */
export const sharedLine = (seller: string, date: string) => `${seller}, ${date} को`;
export const consentsHeading = 'आपकी सहमतियाँ';
export const consentsNone = 'आपने अभी तक कोई सहमति नहीं दी है।';
export const consentAlerts = 'नई कारों और घटी कीमतों के WhatsApp अलर्ट';
export const consentFollowUps = 'आपके फ़ॉलो-अप का सुबह 9:30 का WhatsApp';
export const consentAdult = 'आपकी उम्र 18 साल या उससे ज़्यादा है';
export const consentGiven = (date: string) => `${date} को दी`;
export const consentWithdrawn = (date: string) => `${date} को वापस ली`;
export const manageAlerts = 'अलर्ट चालू या बंद करें';
export const correctHeading = 'अपनी जानकारी ठीक करें';
export const correctText = 'अपनी प्रोफ़ाइल पर अपना नाम, शहर या पता बदलें।';
export const openProfile = 'अपनी प्रोफ़ाइल खोलें';
