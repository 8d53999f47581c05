/**
 * The messages of docs/product.md#messages-and-errors that the public pages
 * (Home, /search, landing, car, Contact, policy pages) and the app's frame
 * show, apart from the rest (messages.ts, whose MSG holds these too) so that
 * a public page's app carries only these (js-budget.json).
 */
export const leadExists = 'आप इस कार के लिए पहले ही अनुरोध भेज चुके हैं';
export const soldOut = 'बिक चुकी है...';
/** A car kept from buyers (docs/moderation.md): its page says so, like a sold one's. */
export const unavailable = 'यह कार अब उपलब्ध नहीं है।';
export const soldOutText =
  'आपकी रुचि के लिए धन्यवाद! आप जो कार ढूँढ रहे हैं, वह बिक चुकी है। लेकिन चिंता न करें, हमारे पास आपके लिए और भी बढ़िया विकल्प हैं।';
export const loading = 'लोड हो रहा है...';
/** The fair-price badge below MIN_COMPARABLES (price-rating.ts). */
export const notEnoughData = 'पर्याप्त डेटा नहीं';
export const seenItAll = 'वाह! आपने सब कुछ देख लिया';
export const sorry = 'माफ़ कीजिए';
export const noVehicle = 'कोई गाड़ी उपलब्ध नहीं है!';
export const somethingWrong = 'कुछ गड़बड़ हो गई!';
export const somethingWrongPost = 'कुछ गड़बड़ हो गई';
export const successfully = 'सफल रहा';
export const noShare = 'आपका सिस्टम Web Share API सपोर्ट नहीं करता।';
export const noWebViewBridge = 'React Native WebView postMessage में गड़बड़ी।';
export const errorTitle = 'ऐप में अनपेक्षित गड़बड़ी!';
