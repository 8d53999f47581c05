/**
 * डीलर का शोरूम पेज, /dealer/{slug} (issue 45 part 5), कार पेज पर उसका लिंक
 * और डीलर वर्कस्पेस में उसका कार्ड।
 */
import { pluralIndic } from '../plural.ts';

export const showroomTitle = (firm: string, city: string) => `${firm}, ${city} में पुरानी कारों के डीलर`;
export const showroomDescription = (firm: string, city: string, cars: number) =>
  pluralIndic(
    cars,
    `${city} के ${firm} की ${cars} पुरानी कार CarSetu पर बिक्री के लिए है। फ़ोटो और कीमत देखें, फिर डीलर को कॉल या WhatsApp करें।`,
    `${city} के ${firm} की ${cars} पुरानी कारें CarSetu पर बिक्री के लिए हैं। फ़ोटो और कीमतें देखें, फिर डीलर को कॉल या WhatsApp करें।`,
  );
export const usedCarDealer = 'पुरानी कारों के डीलर';
export const callDealer = 'कॉल करें';
export const whatsappDealer = 'WhatsApp';
export const directions = 'रास्ता देखें';
export const openingHours = 'खुलने का समय';
export const everyDay = 'हर दिन';
export const weekdays = ['रवि', 'सोम', 'मंगल', 'बुध', 'गुरु', 'शुक्र', 'शनि'];
export const hoursRange = (open: string, close: string) => `${open} से ${close} तक`;
export const aboutDealer = (firm: string) => `${firm} के बारे में`;
export const dealerCarsHeading = (cars: number, shown: string) =>
  pluralIndic(cars, `बिक्री के लिए ${shown} कार`, `बिक्री के लिए ${shown} कारें`);
export const noDealerCars = 'इस डीलर के पास अभी बिक्री के लिए कोई कार नहीं है।';
export const callMasked = (masked: string) => `फ़ोन ${masked}: पूरा नंबर देखने के लिए “कॉल करें” पर टैप करें।`;
export const seeDealerCars = 'इस डीलर की सभी कारें देखें';
export const showroomCardTitle = 'आपका शोरूम पेज';
export const showroomCardIntro =
  'आपका अपना पेज, जिसमें बिक्री के लिए आपकी सभी कारें हैं, WhatsApp और सोशल मीडिया पर शेयर करने के लिए।';
export const openShowroom = 'अपना शोरूम पेज खोलें';
export const shareShowroom = 'WhatsApp पर शेयर करें';
export const shareShowroomText = (firm: string, url: string) =>
  `${firm} की बिक्री के लिए सभी पुरानी कारें देखें: ${url}`;
export const aboutLabel = 'आपकी डीलरशिप के बारे में';
export const aboutHint =
  'आपके शोरूम पेज पर दिखेगा: आप कब से कारें बेचते हैं, क्या सुविधाएँ देते हैं (लोन, एक्सचेंज, वारंटी)। ज़्यादा से ज़्यादा 1,000 अक्षर।';
export const saveShowroom = 'सेव करें';
export const showroomHoursNote = 'पेज पर वही कामकाज का समय दिखता है जो टीम में सेट है।';

/** The server's answers and the form's rule (docs/product.md quotes them). */
export const showroomSaved = 'शोरूम पेज सेव हो गया';
export const aboutTooLong = 'कृपया अपनी डीलरशिप के बारे में 1,000 अक्षरों से कम लिखें।';

/** The workspace card's logo, for owners (the server's answers: docs/product.md quotes them). */
export const logoLabel = 'लोगो';
export const logoHint =
  'आपके शोरूम पेज पर आपकी फ़र्म के नाम के साथ दिखेगा: JPG या PNG फ़ोटो, ज़्यादा से ज़्यादा 10 MB। चौकोर फ़ोटो सबसे अच्छी लगती है।';
export const chooseLogo = 'फ़ोटो चुनें';
export const uploadLogo = 'लोगो अपलोड करें';
export const removeLogo = 'लोगो हटाएँ';
export const chosenLogoAlt = 'चुना गया लोगो';
export const noLogo = 'अभी कोई लोगो नहीं है।';
export const logoSaved = 'लोगो सेव हो गया';
export const logoRemoved = 'लोगो हटा दिया गया';
export const logoRequired = 'कृपया अपने लोगो के लिए एक फ़ोटो चुनें।';
export const logoWrongType = 'लोगो JPG या PNG फ़ोटो होना चाहिए।';
export const logoTooLarge = 'लोगो ज़्यादा से ज़्यादा 10 MB का हो सकता है।';
export const logoUnreadable = 'आपका लोगो पढ़ा नहीं जा सका। कृपया कोई दूसरी फ़ोटो चुनें।';
export const logoTooManyPixels = 'लोगो की फ़ोटो बहुत बड़ी है। कृपया 50 मेगापिक्सल से छोटी फ़ोटो चुनें।';
