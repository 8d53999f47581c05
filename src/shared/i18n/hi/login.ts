/** The login shell and dialog's first step and the profile prompt: the words the app's frame shows (kept apart from account.ts, whose functions would otherwise ride in every page's start). */
export const loginTitle = 'लॉग इन / साइन अप';
export const loginIntro = 'अपना मोबाइल नंबर डालें। हम WhatsApp पर वन-टाइम पासवर्ड (OTP) भेजेंगे।';
export const mobileNumberLabel = 'मोबाइल नंबर';
export const getOtp = 'OTP पाएँ';
export const completeProfileTitle = 'अपनी प्रोफ़ाइल पूरी करें';
export const completeProfileText = 'सभी फ़ीचर इस्तेमाल करने के लिए अपनी प्रोफ़ाइल पूरी करें।';
export const updateProfile = 'प्रोफ़ाइल अपडेट करें';
