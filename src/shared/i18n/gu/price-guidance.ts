/** Price guidance per car in the dealer workspace (issue 45 part 2; docs/decisions/045-price-guidance.md). */
export const priceGuidanceButton = 'કિંમત અંગે સલાહ';
export const loadingGuidance = 'કિંમત અંગે સલાહ લોડ થઈ રહી છે…';
export const guidanceLoadFailed = 'કિંમત અંગે સલાહ લોડ ન થઈ.';
/** The car's rating (`label`: the badge's words) and its fair range (`low`, `high`: rupees formatted). */
export const ratedWithRange = (label: string, low: string, high: string) =>
  `${label}: યોગ્ય કિંમતની રેન્જ ${low}થી ${high} છે.`;
export const notRatedYet = 'હજી રેટિંગ થયું નથી: ફેરફારની 5 મિનિટની અંદર કારનું રેટિંગ થઈ જાય છે.';
/** Too few comparable cars (`count`) for a rating. */
export const notEnoughToRate = (count: number) =>
  count === 0
    ? 'પૂરતો ડેટા નથી: કોઈ મળતી આવતી કાર નથી, અને રેટિંગ માટે 8 જોઈએ.'
    : `પૂરતો ડેટા નથી: ફક્ત ${count} મળતી આવતી કાર છે, અને રેટિંગ માટે 8 જોઈએ.`;
/** The heading of the car's figures over the last `days` Indian days. */
export const lastDays = (days: number) => `છેલ્લા ${days} દિવસ`;
/** `shown` is `n` formatted. */
export const viewsInDays = (_n: number, shown: string) => `${shown} વ્યૂ`;
export const leadsInDays = (_n: number, shown: string) => `${shown} પૂછપરછ`;
/** Against similar cars: `inTen` of every 10 have fewer views (10: all of them). */
export const moreViews = (inTen: number) =>
  inTen === 10 ? 'દરેક મળતી આવતી કાર કરતાં વધુ વ્યૂ' : `10માંથી ${inTen} મળતી આવતી કાર કરતાં વધુ વ્યૂ`;
/** Against similar cars: `inTen` of every 10 have more views (10: all of them). */
export const fewerViews = (inTen: number) =>
  inTen === 10 ? 'દરેક મળતી આવતી કાર કરતાં ઓછા વ્યૂ' : `10માંથી ${inTen} મળતી આવતી કાર કરતાં ઓછા વ્યૂ`;
export const levelViews = 'મળતી આવતી કાર જેટલા જ વ્યૂ';
export const moreLeads = (inTen: number) =>
  inTen === 10 ? 'દરેક મળતી આવતી કાર કરતાં વધુ પૂછપરછ' : `10માંથી ${inTen} મળતી આવતી કાર કરતાં વધુ પૂછપરછ`;
export const fewerLeads = (inTen: number) =>
  inTen === 10
    ? 'દરેક મળતી આવતી કાર કરતાં ઓછી પૂછપરછ'
    : `10માંથી ${inTen} મળતી આવતી કાર કરતાં ઓછી પૂછપરછ`;
export const levelLeads = 'મળતી આવતી કાર જેટલી જ પૂછપરછ';
/** Which `n` cars were compared with. */
export const comparedSameModelYear = (n: number) =>
  `વેચાણ માટેની ${n} મળતી આવતી કાર સાથે સરખામણી: એ જ મોડલ, એક વર્ષની અંદર.`;
export const comparedSameModel = (n: number) =>
  `વેચાણ માટેની ${n} મળતી આવતી કાર સાથે સરખામણી: એ જ મોડલ, કોઈ પણ વર્ષ.`;
export const comparedSameBody = (n: number) =>
  `વેચાણ માટેની ${n} મળતી આવતી કાર સાથે સરખામણી: એ જ બોડી ટાઇપ, કિંમત આ કારથી 20% સુધી ઓછી કે વધુ.`;
/** Fewer than 5 similar cars (`n`) for sale. */
export const tooFewToCompare = (n: number) =>
  n === 0
    ? 'વેચાણ માટે કોઈ મળતી આવતી કાર નથી, એટલે વ્યૂ અને પૂછપરછની સરખામણી થઈ શકતી નથી.'
    : `વેચાણ માટે ફક્ત ${n} મળતી આવતી કાર છે: વ્યૂ અને પૂછપરછની સરખામણી માટે બહુ ઓછી.`;
/** The highest price (`price` formatted) that rates `label` ('Good price' in the build's language). */
export const goodPriceAt = (price: string, label: string) =>
  `${price} કે તેનાથી ઓછી કિંમતે આ કારનું રેટિંગ ${label} થશે.`;
/** The one-tap button: `price` formatted. */
export const setPriceTo = (price: string) => `કિંમત ${price} કરો`;
/** Its Yes/No confirmation: `car` is the car's title. */
export const confirmSetPrice = (price: string, car: string) =>
  `શું તમારે ખરેખર ${car}ની કિંમત ${price} કરવી છે?`;
export const settingPrice = 'કિંમત બદલાઈ રહી છે…';
export const afterChangeNote = 'નવી કિંમત તરત દેખાય છે; તેનું રેટિંગ 5 મિનિટની અંદર બદલાય છે.';
