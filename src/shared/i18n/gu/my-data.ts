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
export const nomineeHeading = 'તમારા નોમિની';
export const nomineeText =
  'કોઈ ભરોસાપાત્ર વ્યક્તિ, જે તમારા મૃત્યુ કે અસમર્થતા પર તમારા એકાઉન્ટ માટે કામ કરી શકે. તેઓ પોતાના મોબાઇલ નંબરથી ફરિયાદ નોંધાવીને અમને કહે છે.';
export const nomineeNone = 'તમે કોઈ નોમિની પસંદ કર્યા નથી.';
/** The nominee named, and since when. */
export const nomineeIs = (name: string, mobile: string, date: string) =>
  `${name}, ${mobile}, ${date}થી`;
export const nomineeNameLabel = 'નોમિનીનું નામ';
export const nomineeMobileLabel = 'નોમિનીનો મોબાઇલ નંબર';
export const saveNominee = 'નોમિની સેવ કરો';
export const changeNominee = 'નોમિની બદલો';
export const removeNominee = 'નોમિની હટાવો';
export const cancelChange = 'રદ કરો';
export const deleteHeading = 'તમારું એકાઉન્ટ કાઢી નાખો';
export const deleteText =
  'તમારી પ્રોફાઇલ, તમારી કાર અને તેના ફોટા, તમારી કાર પર મળેલી પૂછપરછ, વિશલિસ્ટ, સેવ કરેલી શોધ, એલર્ટ, સંમતિઓ, ફરિયાદો અને નોમિની તરત કાઢી નાખવામાં આવે છે, અને તમે દરેક ડિવાઇસ પરથી લૉગ આઉટ થાઓ છો.';
export const deleteKeptHeading = 'અમે શું રાખીએ છીએ, અને શા માટે';
export const deleteKeptLeads =
  'તમે મોકલેલી પૂછપરછ જે વેચનારને મળી હતી તેમની પાસે રહે છે, પણ તમારા નામ અને નંબર વગર; દરેક વેચનારને જણાવવામાં આવે છે.';
export const deleteKeptReports =
  'કાર વિશે તમે મોકલેલા રિપોર્ટ અમારી તપાસ માટે રહે છે, તમારા નામ અને નંબર વગર.';
export const deleteKeptBlock =
  'જો અમારી ટીમે છેતરપિંડી કે દુરુપયોગ માટે તમારો નંબર બ્લૉક કર્યો હોય, તો બ્લૉક હટે ત્યાં સુધી તે રહે છે.';
export const deleteKeptLogs =
  'અમારા ઓપરેટરોના રેકોર્ડ અને સર્વર લૉગ, તમારો નંબર છુપાવીને, એક વર્ષ સુધી, કાયદો કહે છે તેમ.';
export const deleteConfirm = 'હું સમજું છું કે મારું એકાઉન્ટ પાછું લાવી શકાશે નહીં.';
export const deleteButton = 'મારું એકાઉન્ટ કાઢી નાખો';
export const deleting = 'કાઢી નાખી રહ્યા છીએ…';
export const noticesHeading = 'CarSetu તરફથી સૂચનાઓ';
export const noticesIntro =
  'અંગત ડેટાની એક સુરક્ષા ચૂકે તમારા ડેટાને અસર કરી. શું થયું અને તમે શું કરી શકો તે અહીં છે.';
export const noticeWhat = 'શું થયું';
export const noticeWhen = 'ક્યારે';
export const noticeMeans = 'તમારા માટે તેનો શો અર્થ હોઈ શકે';
export const noticeDid = 'અમે શું કર્યું';
export const noticeYouCan = 'તમે શું કરી શકો';
export const noticeContact = 'કોનો સંપર્ક કરવો';
export const markNoticeRead = 'વાંચી લીધું';
export const noticeSentOn = (date: string) => `${date}ના રોજ મોકલી`;
export const noticeReadOn = (date: string) => `${date}ના રોજ વાંચી`;
