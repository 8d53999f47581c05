/**
 * What the server alone writes into public pages' heads (src/server/pages):
 * descriptions, the car page's preview sentence and the breadcrumbs' names.
 * Never imported by the web app (kept out of the browser's code).
 */
export const homeDescription =
  'CarSetu પર ભારતમાં જૂની કાર ખરીદો અને વેચો. ભરોસાપાત્ર ડીલરો અને માલિકોની સેકન્ડ-હેન્ડ કાર શહેર, કંપની, મોડલ, ફ્યુઅલ, બજેટ અને કિલોમીટરથી શોધો.';
export const searchDescription =
  'આખા ભારતમાં વેચાણ માટેની જૂની કાર શોધો: રાજ્ય, શહેર, કંપની, મોડલ, ફ્યુઅલ, ગિયર, વર્ષ, બજેટ અને કિલોમીટર મુજબ ફિલ્ટર કરો, અને વેચનાર સાથે સીધી વાત કરો.';
export const compareDescription =
  'CarSetu પર જૂની કારની સામસામે સરખામણી: કિંમત, યોગ્ય કિંમતનો બેજ, વર્ષ, કિલોમીટર, ફ્યુઅલ, ગિયર, માલિકો, શહેર, ફીચર્સ અને EMI.';
export const contactDescription =
  'CarSetu, ગાંધીનગર, ગુજરાતનો સંપર્ક કરો: જૂની કારના માર્કેટપ્લેસની ટીમનો ફોન, ઈ-મેલ અને સરનામું.';
export const policyDescriptions = {
  aboutus:
    'CarSetu ભારતનું જૂની કારનું માર્કેટપ્લેસ છે: ખરીદદારો ડીલરો અને માલિકોની કાર શોધીને તેમનો સીધો સંપર્ક કરે છે. અમે કાર વેચતા નથી કે કમિશન લેતા નથી.',
  privacypolicy: 'CarSetu કઈ માહિતી લે છે, શા માટે, કોની સાથે વહેંચે છે, કેટલો સમય રાખે છે, અને તમારા અધિકારો.',
  termsandconditions: 'જૂની કાર ખરીદવા અને વેચવા માટે CarSetuના ઉપયોગની શરતો, 28/07/2025થી લાગુ.',
  accountdeletionpolicy:
    'CarSetuને તમારું એકાઉન્ટ કાયમ માટે કાઢી નાખવા કેવી રીતે કહેવું, અને પછી શું રાખવામાં આવે છે.',
  refundpolicy:
    'ચુકવણીના 24 કલાકમાં રદ કરો; ન વપરાયેલી સેવાઓ અથવા 48 કલાકથી વધુ બંધ રહેવા પર રિફંડ, 7-10 કામકાજના દિવસોમાં.',
};

// 404 pages.
export const pageNotFoundDescription = 'આ પેજ અસ્તિત્વમાં નથી.';
export const landingNotFoundDescription =
  'આ પેજ સાથે કોઈ જૂની કાર મેળ ખાતી નથી. વેચાણ માટેની બધી જૂની કાર જુઓ.';
export const carNotFoundDescription = 'આ કાર હવે CarSetu પર નથી. વેચાણ માટેની બીજી જૂની કાર જુઓ.';

// A car's page: "₹6,15,000 · 45,000 km · Diesel · Manual · Surat. <status>".
export const carSoldStatus = 'આ કાર વેચાઈ ગઈ છે.';
export const carForSaleStatus = (make: string, model: string) =>
  `CarSetu પર વેચાણ માટે જૂની ${make} ${model}: ફોટા જુઓ અને વેચનારની વિગતો મેળવો.`;

// Breadcrumbs (JSON-LD): Home > city > make > model.
export const crumbHome = 'હોમ';
export const crumbCity = (city: string) => `${city}માં જૂની કાર`;
export const crumbMake = (make: string) => `જૂની ${make} કાર`;
export const crumbModel = (make: string, model: string) => `જૂની ${make} ${model} કાર`;
