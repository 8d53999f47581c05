/** The Grievance page (/grievance; issue 44 part 5, docs/privacy.md#grievances). */
export const grievanceTitle = 'ફરિયાદ';
export const grievanceIntro =
  'તમારી વ્યક્તિગત માહિતી, કોઈ કાર લિસ્ટિંગ, કોઈ વેચનાર કે તમારા એકાઉન્ટ વિશે શું ખોટું થયું તે અમને જણાવો. તમને તરત એક ટિકિટ નંબર અને WhatsApp મેસેજ મળશે, અને અમે 30 દિવસમાં જવાબ આપીશું.';
export const loginToGrievance = 'ફરિયાદ નોંધાવવા અને તેનો જવાબ જોવા તમારા મોબાઇલ નંબરથી લૉગ ઇન કરો.';
export const grievanceAboutLegend = 'તે શેના વિશે છે?';
export const categoryPersonalData = 'મારી વ્યક્તિગત માહિતી';
export const categoryListing = 'કોઈ કાર લિસ્ટિંગ';
export const categorySeller = 'કોઈ વેચનાર કે ડીલર';
export const categoryAccount = 'મારું એકાઉન્ટ';
export const categoryOther = 'બીજું કંઈક';
export const grievanceDetailsLabel = 'શું થયું?';
export const grievanceDetailsHint = 'ઓછામાં ઓછા 20 અક્ષર. અહીં ક્યારેય OTP કે બૅન્કની વિગતો ન લખો.';
export const fileGrievance = 'ફરિયાદ નોંધાવો';
export const filingGrievance = 'નોંધાવી રહ્યા છીએ…';
/** After filing: the ticket to follow it by. */
export const grievanceTicketIs = (ticket: string) => `તમારો ટિકિટ નંબર ${ticket} છે.`;
export const yourGrievances = 'તમારી ફરિયાદો';
export const noGrievances = 'તમે કોઈ ફરિયાદ નોંધાવી નથી.';
export const grievanceOpenUntil = (date: string) => `ખુલ્લી: ${date} સુધીમાં જવાબ`;
export const grievanceAnsweredOn = (date: string) => `${date}એ જવાબ આપ્યો`;
export const grievanceFiledOn = (date: string) => `${date}એ નોંધાવી`;
export const ourAnswer = 'અમારો જવાબ';
/** Under every answer: the Grievance Officer, and the Board. */
export const notSatisfied = (officer: string) =>
  `સંતોષ નથી? અમારા ફરિયાદ અધિકારી, ${officer}ને લખો, અથવા ભારતના ડેટા સંરક્ષણ બોર્ડને ફરિયાદ કરો.`;
