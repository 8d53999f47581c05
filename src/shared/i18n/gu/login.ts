/** The login shell and dialog's first step and the profile prompt: the words the app's frame shows (kept apart from account.ts, whose functions would otherwise ride in every page's start). */
export const loginTitle = 'લૉગ ઇન / સાઇન અપ';
export const loginIntro = 'તમારો મોબાઇલ નંબર દાખલ કરો. અમે WhatsApp પર વન-ટાઇમ પાસવર્ડ (OTP) મોકલીશું.';
export const mobileNumberLabel = 'મોબાઇલ નંબર';
export const getOtp = 'OTP મેળવો';
export const completeProfileTitle = 'તમારી પ્રોફાઇલ પૂરી કરો';
export const completeProfileText = 'બધાં ફીચર્સ વાપરવા માટે તમારી પ્રોફાઇલ પૂરી કરો.';
export const updateProfile = 'પ્રોફાઇલ અપડેટ કરો';
/**
 * The privacy notice of the login shell and dialog (issue 44 part 2;
 * docs/privacy.md#notices): what is collected, why and who receives it,
 * before the code is sent; then the links of every such notice.
 */
export const signInNotice =
  'તમારો મોબાઇલ નંબર ફક્ત લૉગ ઇન કરાવવા અને કોડ મોકલવા માટે વપરાય છે, જે WhatsApp (Meta) પહોંચાડે છે. તે CarSetu પર ક્યારેય બતાવાતો નથી.';
export const noticePrivacyLink = 'ગોપનીયતા સૂચના';
export const noticeRightsLink = 'મારો ડેટા';
export const noticeGrievanceLink = 'ફરિયાદ';
