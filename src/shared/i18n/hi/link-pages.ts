/**
 * The pages the WhatsApp messages' links open, in Hindi: the same names as en/link-pages.ts.
 */
import { MSG } from './messages.ts';

export const linkNotValid = 'यह लिंक सही नहीं है';
export { navMyAlerts as myAlerts, navMyVehicles as myVehicles } from './frame.ts';

// /alerts/stop
export const stopAlertsTitle = 'अलर्ट बंद करें';
export const stopAlertsElsewhere = (link: string) =>
  `WhatsApp अलर्ट बंद करने के लिए CarSetu पर लॉग इन करें और ${link} खोलें।`;
export const stopAlertsQuestion = 'CarSetu के अलर्ट बंद करें?';
export const stopAlertsAbout =
  'इसके बाद आपको अपनी सेव की हुई सर्च से मेल खाती नई कारों या विशलिस्ट की कारों की कीमत घटने के WhatsApp मैसेज नहीं मिलेंगे।';
export const stopAlertsButton = 'अलर्ट बंद करें';
export const { alertsOff } = MSG;
export const alertsOnAgain = (link: string) => `आप इन्हें ${link} में फिर से चालू कर सकते हैं।`;

// /listing/renew
export const yourCarTitle = 'आपकी कार';
export const renewElsewhere = (link: string) =>
  `अपनी कार रिन्यू करने या बिकी हुई मार्क करने के लिए CarSetu पर लॉग इन करें और ${link} खोलें।`;
export const stillForSale = (car: string) => `क्या आपकी ${car} अभी भी बिक्री के लिए है?`;
export const renewOrSold =
  'इसे CarSetu पर बनाए रखने के लिए रिन्यू करें, या बिकी हुई मार्क करें ताकि खरीदार कॉल करना बंद कर दें।';
export const renewButton = 'हाँ, रिन्यू करें';
export const soldButton = 'यह बिक गई';
export const markedSold = 'बिकी हुई मार्क कर दी गई';
export const markedSoldAbout = 'कार बिकने की बधाई! खरीदारों को दिखेगा कि यह बिक चुकी है।';
export const { carRenewed } = MSG;
export const seeItIn = (link: string) => `इसे ${link} में देखें।`;
