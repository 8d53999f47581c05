/** The Grievance page (/grievance; issue 44 part 5, docs/privacy.md#grievances). */
export const grievanceTitle = 'शिकायत';
export const grievanceIntro =
  'अपने निजी डेटा, किसी कार लिस्टिंग, किसी विक्रेता या अपने अकाउंट के बारे में बताएँ कि क्या गलत हुआ। आपको तुरंत एक टिकट नंबर और WhatsApp मैसेज मिलेगा, और हम 30 दिन के अंदर जवाब देंगे।';
export const loginToGrievance = 'शिकायत दर्ज करने और उसका जवाब देखने के लिए अपने मोबाइल नंबर से लॉग इन करें।';
export const grievanceAboutLegend = 'यह किस बारे में है?';
export const categoryPersonalData = 'मेरा निजी डेटा';
export const categoryListing = 'कोई कार लिस्टिंग';
export const categorySeller = 'कोई विक्रेता या डीलर';
export const categoryAccount = 'मेरा अकाउंट';
export const categoryOther = 'कुछ और';
export const grievanceDetailsLabel = 'क्या हुआ?';
export const grievanceDetailsHint = 'कम से कम 20 अक्षर। यहाँ कभी OTP या बैंक की जानकारी न लिखें।';
export const fileGrievance = 'शिकायत दर्ज करें';
export const filingGrievance = 'दर्ज कर रहे हैं…';
/** After filing: the ticket to follow it by. */
export const grievanceTicketIs = (ticket: string) => `आपका टिकट नंबर ${ticket} है।`;
export const yourGrievances = 'आपकी शिकायतें';
export const noGrievances = 'आपने कोई शिकायत दर्ज नहीं की है।';
export const grievanceOpenUntil = (date: string) => `खुली: ${date} तक जवाब`;
export const grievanceAnsweredOn = (date: string) => `${date} को जवाब दिया`;
export const grievanceFiledOn = (date: string) => `${date} को दर्ज की`;
export const ourAnswer = 'हमारा जवाब';
/** Under every answer: the Grievance Officer, and the Board. */
export const notSatisfied = (officer: string) =>
  `संतुष्ट नहीं हैं? हमारे शिकायत अधिकारी, ${officer}, को लिखें, या भारतीय डेटा संरक्षण बोर्ड से शिकायत करें।`;
