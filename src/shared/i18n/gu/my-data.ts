/** My data (/MyData; issue 44 part 4, docs/privacy.md#my-data). */
export const myDataIntro =
  'CarSetu પાસે તમારા એકાઉન્ટની બધી માહિતી, તમારી વિગતો કોને મોકલાઈ, અને તમે આપેલી સંમતિઓ. તમે આ બધું ડાઉનલોડ કરી શકો છો, તમારી પ્રોફાઇલ સુધારી શકો છો, અને સંમતિ જેટલી સરળતાથી આપી હતી એટલી જ સરળતાથી પાછી ખેંચી શકો છો.';
export const loginToMyData = 'તમારો ડેટા જોવા અને ડાઉનલોડ કરવા તમારા મોબાઇલ નંબરથી લૉગ ઇન કરો.';
export const downloadHeading = 'તમારો ડેટા ડાઉનલોડ કરો';
export const downloadText =
  'તમારી પ્રોફાઇલ, કાર અને તેના ફોટા, મોકલેલી અને મળેલી પૂછપરછ, વિશલિસ્ટ, સેવ કરેલી શોધ, એલર્ટ, સંમતિઓ, ફરિયાદો અને લૉગ ઇન.';
export const downloadJson = 'JSONમાં ડાઉનલોડ કરો';
export const downloadReadable = 'વાંચી શકાય તેવી ફાઇલમાં ડાઉનલોડ કરો';
export const downloading = 'તૈયાર કરી રહ્યા છીએ…';
export const downloadFailed = 'ડાઉનલોડ ન થયું. કૃપા કરીને ફરી પ્રયાસ કરો.';
export const sharedHeading = 'તમારી વિગતો કોને મોકલાઈ';
export const sharedNone = 'તમે તમારી વિગતો કોઈ વેચનારને મોકલી નથી.';
/** One seller a lead went to, and the date. */
export const sharedLine = (seller: string, date: string) => `${seller}, ${date}એ`;
export const consentsHeading = 'તમારી સંમતિઓ';
export const consentsNone = 'તમે હજી કોઈ સંમતિ આપી નથી.';
export const consentAlerts = 'નવી કાર અને ઘટેલી કિંમતોના WhatsApp એલર્ટ';
export const consentFollowUps = 'તમારા ફૉલો-અપનો સવારે 9:30નો WhatsApp';
export const consentAdult = 'તમારી ઉંમર 18 વર્ષ કે તેથી વધુ છે';
export const consentGiven = (date: string) => `${date}એ આપી`;
export const consentWithdrawn = (date: string) => `${date}એ પાછી ખેંચી`;
export const manageAlerts = 'એલર્ટ ચાલુ કે બંધ કરો';
export const correctHeading = 'તમારી વિગતો સુધારો';
export const correctText = 'તમારી પ્રોફાઇલ પર તમારું નામ, શહેર કે સરનામું બદલો.';
export const openProfile = 'તમારી પ્રોફાઇલ ખોલો';
