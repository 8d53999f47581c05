/**
 * The demo banners' words in each language (the seed draws a set per language,
 * shown on that language's Home: docs/product.md#banner). In the same order as
 * DEMO_BANNERS (demo-banners.ts). Hindi and Gujarati as a native speaker writes
 * a car marketplace's offer: car types in the script (एसयूवी, એસયુવી), city
 * names too, since the picture is a headline, not data.
 */
import type { Lang } from '#shared/i18n/lang.ts';

export interface BannerWords {
  /** The headline, in two lines. */
  lines: [string, string];
  sub: string;
  /** The button's words (an arrow is drawn after them). */
  cta: string;
}

export const DEMO_BANNER_WORDS: Record<Lang, BannerWords[]> = {
  en: [
    {
      lines: ['Find your', 'next car'],
      sub: 'Hundreds of used cars from dealers near you',
      cta: 'Browse cars',
    },
    {
      lines: ['Sell your car', 'in minutes'],
      sub: 'List it free. Buyers call you directly.',
      cta: 'Sell your car',
    },
    {
      lines: ['Verified dealers', 'across Gujarat'],
      sub: 'Ahmedabad · Surat · Vadodara · Rajkot and more',
      cta: 'Contact us',
    },
    {
      lines: ['A car for', 'every budget'],
      sub: 'Hatchbacks, sedans, SUVs and MUVs',
      cta: 'See all cars',
    },
  ],
  hi: [
    {
      lines: ['अपनी अगली कार', 'यहाँ खोजें'],
      sub: 'आपके आस-पास के डीलरों की सैकड़ों पुरानी कारें',
      cta: 'कारें देखें',
    },
    {
      lines: ['अपनी कार बेचें', 'कुछ ही मिनटों में'],
      sub: 'मुफ़्त में लिस्ट करें। खरीदार सीधे आपको कॉल करेंगे।',
      cta: 'कार बेचें',
    },
    {
      lines: ['भरोसेमंद डीलर', 'पूरे गुजरात में'],
      sub: 'अहमदाबाद, सूरत, वडोदरा, राजकोट और कई शहर',
      cta: 'संपर्क करें',
    },
    {
      lines: ['हर बजट के लिए', 'एक कार'],
      sub: 'हैचबैक, सेडान, एसयूवी और एमयूवी',
      cta: 'सभी कारें देखें',
    },
  ],
  gu: [
    {
      lines: ['તમારી આગલી કાર', 'અહીં શોધો'],
      sub: 'તમારી નજીકના ડીલરો પાસેથી સેંકડો જૂની કાર',
      cta: 'કાર જુઓ',
    },
    {
      lines: ['તમારી કાર વેચો', 'થોડી જ મિનિટોમાં'],
      sub: 'મફત લિસ્ટ કરો. ખરીદદારો સીધો તમને કૉલ કરશે.',
      cta: 'કાર વેચો',
    },
    {
      lines: ['ભરોસાપાત્ર ડીલરો', 'આખા ગુજરાતમાં'],
      sub: 'અમદાવાદ, સુરત, વડોદરા, રાજકોટ અને બીજાં શહેરો',
      cta: 'સંપર્ક કરો',
    },
    {
      lines: ['દરેક બજેટ માટે', 'એક કાર'],
      sub: 'હેચબેક, સેડાન, એસયુવી અને એમયુવી',
      cta: 'બધી કાર જુઓ',
    },
  ],
};
