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
export const nomineeHeading = 'आपका नॉमिनी';
export const nomineeText =
  'कोई भरोसेमंद व्यक्ति, जो आपकी मृत्यु या असमर्थता पर आपके अकाउंट के लिए काम कर सके। वे अपने मोबाइल नंबर से शिकायत दर्ज करके हमसे कहते हैं।';
export const nomineeNone = 'आपने कोई नॉमिनी नहीं चुना है।';
/** The nominee named, and since when. */
export const nomineeIs = (name: string, mobile: string, date: string) =>
  `${name}, ${mobile}, ${date} से`;
export const nomineeNameLabel = 'नॉमिनी का नाम';
export const nomineeMobileLabel = 'नॉमिनी का मोबाइल नंबर';
export const saveNominee = 'नॉमिनी सेव करें';
export const changeNominee = 'नॉमिनी बदलें';
export const removeNominee = 'नॉमिनी हटाएँ';
export const cancelChange = 'रद्द करें';
export const deleteHeading = 'अपना अकाउंट डिलीट करें';
export const deleteText =
  'आपकी प्रोफ़ाइल, आपकी कारें और उनकी फ़ोटो, आपकी कारों पर मिली पूछताछ, विशलिस्ट, सेव की गई खोजें, अलर्ट, सहमतियाँ, शिकायतें और नॉमिनी तुरंत डिलीट हो जाते हैं, और आप हर डिवाइस से लॉग आउट हो जाते हैं।';
export const deleteKeptHeading = 'हम क्या रखते हैं, और क्यों';
export const deleteKeptLeads =
  'आपकी भेजी पूछताछ उन विक्रेताओं के पास रहती है जिन्हें वह मिली थी, पर आपके नाम और नंबर के बिना; हर विक्रेता को बताया जाता है।';
export const deleteKeptReports =
  'कारों के बारे में आपकी भेजी रिपोर्ट हमारी जाँच के लिए रहती हैं, आपके नाम और नंबर के बिना।';
export const deleteKeptBlock =
  'अगर हमारी टीम ने धोखाधड़ी या दुरुपयोग के कारण आपका नंबर ब्लॉक किया था, तो ब्लॉक हटने तक वह बना रहता है।';
export const deleteKeptLogs =
  'हमारे ऑपरेटरों के रिकॉर्ड और सर्वर लॉग, आपका नंबर छिपाकर, एक साल तक, जैसा क़ानून कहता है।';
export const deleteConfirm = 'मैं समझता/समझती हूँ कि मेरा अकाउंट वापस नहीं लाया जा सकता।';
export const deleteButton = 'मेरा अकाउंट डिलीट करें';
export const deleting = 'डिलीट कर रहे हैं…';
export const noticesHeading = 'CarSetu की सूचनाएँ';
export const noticesIntro =
  'निजी डेटा की एक सुरक्षा चूक ने आपके डेटा को प्रभावित किया। यहाँ बताया गया है कि क्या हुआ और आप क्या कर सकते हैं।';
export const noticeWhat = 'क्या हुआ';
export const noticeWhen = 'कब';
export const noticeMeans = 'आपके लिए इसका क्या मतलब हो सकता है';
export const noticeDid = 'हमने क्या किया';
export const noticeYouCan = 'आप क्या कर सकते हैं';
export const noticeContact = 'किससे संपर्क करें';
export const markNoticeRead = 'पढ़ लिया';
export const noticeSentOn = (date: string) => `${date} को भेजी गई`;
export const noticeReadOn = (date: string) => `${date} को पढ़ी गई`;
