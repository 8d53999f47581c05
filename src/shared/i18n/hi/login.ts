/** The login shell and dialog's first step and the profile prompt: the words the app's frame shows (kept apart from account.ts, whose functions would otherwise ride in every page's start). */
export const loginTitle = 'लॉग इन / साइन अप';
export const loginIntro = 'अपना मोबाइल नंबर डालें। हम WhatsApp पर वन-टाइम पासवर्ड (OTP) भेजेंगे।';
export const mobileNumberLabel = 'मोबाइल नंबर';
export const getOtp = 'OTP पाएँ';
export const completeProfileTitle = 'अपनी प्रोफ़ाइल पूरी करें';
export const completeProfileText = 'सभी फ़ीचर इस्तेमाल करने के लिए अपनी प्रोफ़ाइल पूरी करें।';
export const updateProfile = 'प्रोफ़ाइल अपडेट करें';
/**
 * The privacy notice of the login shell and dialog (issue 44 part 2;
 * docs/privacy.md#notices): what is collected, why and who receives it,
 * before the code is sent; then the links of every such notice.
 */
export const signInNotice =
  'आपका मोबाइल नंबर सिर्फ़ लॉग इन कराने और कोड भेजने के काम आता है, जिसे WhatsApp (Meta) पहुँचाता है। यह CarSetu पर कभी नहीं दिखाया जाता।';
export const noticePrivacyLink = 'गोपनीयता सूचना';
export const noticeRightsLink = 'मेरा डेटा';
export const noticeGrievanceLink = 'शिकायत';
