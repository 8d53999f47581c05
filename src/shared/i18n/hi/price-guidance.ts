/** Price guidance per car in the dealer workspace (issue 45 part 2; docs/decisions/045-price-guidance.md). */
import { pluralIndic } from '../plural.ts';

export const priceGuidanceButton = 'कीमत पर सलाह';
export const loadingGuidance = 'कीमत पर सलाह लोड हो रही है…';
export const guidanceLoadFailed = 'कीमत पर सलाह लोड नहीं हुई।';
/** The car's rating (`label`: the badge's words) and its fair range (`low`, `high`: rupees formatted). */
export const ratedWithRange = (label: string, low: string, high: string) =>
  `${label}: सही कीमत की रेंज ${low} से ${high} है।`;
export const notRatedYet = 'अभी रेटिंग नहीं हुई: बदलाव के 5 मिनट के अंदर कार की रेटिंग हो जाती है।';
/** Too few comparable cars (`count`) for a rating. */
export const notEnoughToRate = (count: number) =>
  count === 0
    ? 'पर्याप्त डेटा नहीं: कोई मिलती-जुलती कार नहीं है, और रेटिंग के लिए 8 चाहिए।'
    : pluralIndic(
        count,
        `पर्याप्त डेटा नहीं: सिर्फ़ ${count} मिलती-जुलती कार है, और रेटिंग के लिए 8 चाहिए।`,
        `पर्याप्त डेटा नहीं: सिर्फ़ ${count} मिलती-जुलती कारें हैं, और रेटिंग के लिए 8 चाहिए।`,
      );
/** The heading of the car's figures over the last `days` Indian days. */
export const lastDays = (days: number) => `पिछले ${days} दिन`;
/** `shown` is `n` formatted. */
export const viewsInDays = (_n: number, shown: string) => `${shown} व्यू`;
export const leadsInDays = (_n: number, shown: string) => `${shown} पूछताछ`;
/** Against similar cars: `inTen` of every 10 have fewer views (10: all of them). */
export const moreViews = (inTen: number) =>
  inTen === 10
    ? 'हर मिलती-जुलती कार से ज़्यादा व्यू'
    : pluralIndic(
        inTen,
        `10 में से ${inTen} मिलती-जुलती कार से ज़्यादा व्यू`,
        `10 में से ${inTen} मिलती-जुलती कारों से ज़्यादा व्यू`,
      );
/** Against similar cars: `inTen` of every 10 have more views (10: all of them). */
export const fewerViews = (inTen: number) =>
  inTen === 10
    ? 'हर मिलती-जुलती कार से कम व्यू'
    : pluralIndic(
        inTen,
        `10 में से ${inTen} मिलती-जुलती कार से कम व्यू`,
        `10 में से ${inTen} मिलती-जुलती कारों से कम व्यू`,
      );
export const levelViews = 'मिलती-जुलती कारों जितने ही व्यू';
export const moreLeads = (inTen: number) =>
  inTen === 10
    ? 'हर मिलती-जुलती कार से ज़्यादा पूछताछ'
    : pluralIndic(
        inTen,
        `10 में से ${inTen} मिलती-जुलती कार से ज़्यादा पूछताछ`,
        `10 में से ${inTen} मिलती-जुलती कारों से ज़्यादा पूछताछ`,
      );
export const fewerLeads = (inTen: number) =>
  inTen === 10
    ? 'हर मिलती-जुलती कार से कम पूछताछ'
    : pluralIndic(
        inTen,
        `10 में से ${inTen} मिलती-जुलती कार से कम पूछताछ`,
        `10 में से ${inTen} मिलती-जुलती कारों से कम पूछताछ`,
      );
export const levelLeads = 'मिलती-जुलती कारों जितनी ही पूछताछ';
/** Which `n` cars were compared with. */
export const comparedSameModelYear = (n: number) =>
  pluralIndic(
    n,
    `बिक्री के लिए ${n} मिलती-जुलती कार से तुलना: वही मॉडल, एक साल आगे-पीछे।`,
    `बिक्री के लिए ${n} मिलती-जुलती कारों से तुलना: वही मॉडल, एक साल आगे-पीछे।`,
  );
export const comparedSameModel = (n: number) =>
  pluralIndic(
    n,
    `बिक्री के लिए ${n} मिलती-जुलती कार से तुलना: वही मॉडल, कोई भी साल।`,
    `बिक्री के लिए ${n} मिलती-जुलती कारों से तुलना: वही मॉडल, कोई भी साल।`,
  );
export const comparedSameBody = (n: number) =>
  pluralIndic(
    n,
    `बिक्री के लिए ${n} मिलती-जुलती कार से तुलना: वही बॉडी टाइप, कीमत इस कार से 20% तक कम या ज़्यादा।`,
    `बिक्री के लिए ${n} मिलती-जुलती कारों से तुलना: वही बॉडी टाइप, कीमत इस कार से 20% तक कम या ज़्यादा।`,
  );
/** Fewer than 5 similar cars (`n`) for sale. */
export const tooFewToCompare = (n: number) =>
  n === 0
    ? 'बिक्री के लिए कोई मिलती-जुलती कार नहीं है, इसलिए व्यू और पूछताछ की तुलना नहीं हो सकती।'
    : pluralIndic(
        n,
        `बिक्री के लिए सिर्फ़ ${n} मिलती-जुलती कार है: व्यू और पूछताछ की तुलना के लिए बहुत कम।`,
        `बिक्री के लिए सिर्फ़ ${n} मिलती-जुलती कारें हैं: व्यू और पूछताछ की तुलना के लिए बहुत कम।`,
      );
/** The highest price (`price` formatted) that rates `label` ('Good price' in the build's language). */
export const goodPriceAt = (price: string, label: string) =>
  `${price} या उससे कम कीमत पर इस कार की रेटिंग ${label} होगी।`;
/** The one-tap button: `price` formatted. */
export const setPriceTo = (price: string) => `कीमत ${price} करें`;
/** Its Yes/No confirmation: `car` is the car's title. */
export const confirmSetPrice = (price: string, car: string) =>
  `क्या आप सच में ${car} की कीमत ${price} करना चाहते हैं?`;
export const settingPrice = 'कीमत बदली जा रही है…';
export const afterChangeNote = 'नई कीमत तुरंत दिखती है; उसकी रेटिंग 5 मिनट के अंदर बदल जाती है।';
