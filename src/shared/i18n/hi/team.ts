/**
 * A dealership's team (issue 43 part 1; docs/decisions/040-dealer-team.md):
 * the roles as the dealer's screens name them, the Team screen
 * (/Dealer/Team, src/web/features/dealer) and what the workspace tells a
 * person whose role is not an owner's. Save and Cancel are dealer.ts'; the
 * server's answers are messages.ts' (MSG).
 */

// The roles, and what each may do.
export const roleOwner = 'मालिक';
export const roleManager = 'मैनेजर';
export const roleSales = 'सेल्स एग्ज़ीक्यूटिव';
export const roleOwnerHint = 'सब कुछ, टीम भी।';
export const roleManagerHint = 'हर कार और हर पूछताछ, पर टीम नहीं।';
export const roleSalesHint = 'अपनी पूछताछ, और स्टॉक देखना।';

// The workspace, for a person of the team.
/** `role`: one of the role names above. */
export const yourRole = (role: string) => `आपकी भूमिका: ${role}`;
export const stockReadOnly = 'आप स्टॉक देख सकते हैं। कारों में बदलाव मालिक या मैनेजर करते हैं।';

// The Team screen.
export const teamTitle = 'टीम';
export const teamIntro =
  'वे लोग जो आपकी कारों और पूछताछ पर काम करते हैं। हर कोई अपने मोबाइल नंबर से CarSetu पर लॉग इन करता है और वही देखता है जिसकी उसकी भूमिका अनुमति देती है।';
/** How many people are added, of the most a team holds. */
export const teamCount = (n: number, max: number) => `जोड़े गए: ${max} में से ${n}`;
export const registeredMobile = 'रजिस्टर्ड मोबाइल';
export const changesPrices = 'कीमत बदल सकते हैं';
export const noPriceChanges = 'कीमत नहीं बदल सकते';
/** `date`: formatted (formatDate). */
export const addedOn = (date: string) => `${date} को जोड़ा गया`;
export const addPersonHeading = 'किसी को जोड़ें';
export const nameLabel = 'नाम';
export const roleLabel = 'भूमिका';
export const mayChangePrices = 'कीमत बदल सकते हैं';
export const mayChangePricesHint = 'सेल्स एग्ज़ीक्यूटिव के लिए। मालिक और मैनेजर हमेशा बदल सकते हैं।';
export const addToTeamButton = 'टीम में जोड़ें';
export const changeRoleButton = 'भूमिका बदलें';
export const removeButton = 'हटाएँ';
/** After a button's words, for screen readers: `name` is the person's. */
export const ofPerson = (name: string) => `: ${name}`;
/** The Yes/No question before removing `name`. */
export const confirmRemove = (name: string) =>
  `${name} को अपनी टीम से हटाएँ? वे तुरंत लॉग आउट हो जाएँगे, और उनकी खुली पूछताछ मालिक के पास लौट जाएगी।`;
export const loadingTeam = 'आपकी टीम लोड हो रही है...';
export const teamLoadFailed = 'आपकी टीम लोड नहीं हो सकी।';
export const noStaffYet =
  'अभी तक किसी को नहीं जोड़ा गया। अपने मैनेजर और सेल्स एग्ज़ीक्यूटिव जोड़ें, ताकि हर कोई अपने मोबाइल नंबर से लॉग इन करे।';
export const onlyOwnersTeam = 'डीलरशिप की टीम सिर्फ़ उसके मालिक ही संभाल सकते हैं।';
export const teamFullNote = 'आपकी टीम पूरी है। किसी और को जोड़ने के लिए किसी एक को हटाएँ।';

// The Team screen's working hours (owners; issue 43 part 2).
export const hoursTitle = 'कामकाज का समय';
export const hoursIntro =
  'आपकी डीलरशिप किस समय पूछताछ का जवाब देती है, भारतीय समय में। इस समय के दौरान अगर कोई नई पूछताछ पर समय से कुछ नहीं करता, तो वह मालिक को भी WhatsApp पर भेजी जाती है।';
export const opensLabel = 'खुलने का समय';
export const closesLabel = 'बंद होने का समय';
export const openDaysLegend = 'किन दिनों खुला';
/** A weekday's short name: `day` 0 (Sunday) to 6 (Saturday). */
export const weekdayName = (day: number) =>
  ['रवि', 'सोम', 'मंगल', 'बुध', 'गुरु', 'शुक्र', 'शनि'][day] ?? '';
export const saveHoursButton = 'कामकाज का समय सेव करें';
export const loadingHours = 'कामकाज का समय लोड हो रहा है...';
export const hoursLoadFailed = 'आपका कामकाज का समय लोड नहीं हो सका।';
