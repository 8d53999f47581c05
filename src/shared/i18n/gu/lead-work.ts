/**
 * Working leads (issue 43 parts 2 and 3; docs/decisions/041-lead-work.md):
 * a lead's stage and lost reason, the Today view of /Enquiries, the card's
 * follow-up, assignee and last note, the quick follow-up, a lead's history,
 * the 9:30 WhatsApp of the day's follow-ups and the header badge of a
 * dealership's people (src/web/features/enquiries; the working hours are
 * team.ts', the speed to lead dealer.ts'). The server's
 * answers are messages.ts' (MSG); Call, WhatsApp and the inbox's other words
 * are account.ts'.
 */

// The stages (LEAD_STAGES), as the card's badge and the filter chips name them.
export const stageNew = 'નવી';
export const stageContacted = 'સંપર્ક થયો';
export const stageVisit = 'વિઝિટ નક્કી';
export const stageNegotiating = 'ભાવતાલ ચાલુ';
export const stageWon = 'સોદો પાકો';
export const stageLost = 'સોદો ન થયો';

// Why a lead was lost (LOST_REASONS).
export const lostBoughtElsewhere = 'બીજેથી ખરીદી લીધી';
export const lostPrice = 'કિંમત વધુ લાગી';
export const lostFinance = 'લોન મંજૂર ન થઈ';
export const lostNotInterested = 'રસ ન રહ્યો';
export const lostUnreachable = 'સંપર્ક ન થઈ શક્યો';
export const lostCarSold = 'કાર પહેલેથી વેચાઈ ગઈ';
export const lostOther = 'બીજું કોઈ કારણ';

// The two views of /Enquiries.
/** The view switch's name, for screen readers. */
export const viewsLabel = 'કઈ પૂછપરછ બતાવવી';
export const viewToday = 'આજે';
export const viewAll = 'બધી પૂછપરછ';

// Today.
export const overdueHeading = 'ચૂકી ગયેલા ફૉલો-અપ';
export const dueTodayHeading = 'આજના ફૉલો-અપ';
export const newHeading = 'નવી પૂછપરછ, ફૉલો-અપ બાકી';
/** A section's count, for screen readers after its heading. */
export const enquiriesCount = (n: number) => `${n} પૂછપરછ`;
/** Under a section listing `shown` of its `n` leads. */
export const partShown = (shown: number, n: number) =>
  `${n}માંથી પહેલી ${shown} બતાવી છે. આના પર કામ કરતા જાઓ, બાકીની દેખાતી જશે.`;
export const sectionEmpty = 'હમણાં કોઈ નથી.';
export const loadingToday = 'આજની પૂછપરછ લોડ થઈ રહી છે';
export const todayLoadFailed = 'આજની પૂછપરછ હમણાં લોડ થઈ શકી નહીં.';
export const todayEmptyTitle = 'આજે કંઈ બાકી નથી';
export const todayEmptyText =
  'કોઈ ફૉલો-અપ બાકી નથી અને કોઈ નવી પૂછપરછ તમારી રાહ જોતી નથી. જે પૂછપરછનું ફૉલો-અપ પછીના કોઈ દિવસે છે, તે “બધી પૂછપરછ”માં છે.';
/** The header badge's words for a person in a dealership (their Today queue). */
export const todayEnquiries = (n: number) => `આજની ${n} પૂછપરછ`;

// One enquiry: who holds it, when to follow up, the last note.
export const assignedToYou = 'તમને સોંપેલી';
export const assignedToOwner = 'માલિકને સોંપેલી';
export const assignedTo = (name: string) => `${name}ને સોંપેલી`;
/** `when`: followUpWhen's words. */
export const followUpAt = (when: string) => `ફૉલો-અપ: ${when}`;
export const visitAt = (when: string) => `વિઝિટ: ${when}`;
export const overdueAt = (when: string) => `ફૉલો-અપનો સમય વીતી ગયો: ${when}`;
export const lostBecause = (reason: string) => `સોદો ન થયો: ${reason}`;
export const lastNote = 'છેલ્લી નોંધ';
/** A time of day in Indian time: `minute` two digits. */
export const clockTime = (hour: number, minute: string, pm: boolean) =>
  `${hour}:${minute} ${pm ? 'PM' : 'AM'}`;
export const todayAt = (time: string) => `આજે ${time}`;
export const tomorrowAt = (time: string) => `આવતીકાલે ${time}`;
export const yesterdayAt = (time: string) => `ગઈકાલે ${time}`;

// The quick follow-up: what happened, then when next (or why it was lost).
export const logUpdateButton = 'કૉલ / અપડેટ નોંધો';
/** After a button's words, for screen readers: `name` is the buyer's. */
export const forBuyer = (name: string) => `: ${name}`;
export const outcomeQuestion = 'શું થયું?';
export const outcomeNoAnswer = 'ફોન ન ઉપાડ્યો';
export const outcomeSpoke = 'વાત થઈ';
export const whenQuestion = 'ફૉલો-અપ ક્યારે કરવું?';
export const visitWhenQuestion = 'વિઝિટ ક્યારે છે?';
export const reasonQuestion = 'સોદો કેમ ન થયો?';
export const wonQuestion = 'સોદો પાકો થઈ ગયો?';
export const inTwoHours = '2 કલાક પછી';
/** `time`: clockTime's words. */
export const tomorrowChip = (time: string) => `આવતીકાલે, ${time}`;
export const inThreeDaysChip = (time: string) => `3 દિવસ પછી, ${time}`;
export const pickTimeLabel = 'અથવા દિવસ અને સમય પસંદ કરો';
export const saveTimeButton = 'આ સમય સાથે સેવ કરો';
export const saveWonButton = 'સોદો પાકો સેવ કરો';
export const noteLabel = 'નોંધ';
export const notePlaceholder = 'જેમ કે: રવિવારે ટેસ્ટ ડ્રાઇવ જોઈએ છે';
export const backButton = 'પાછા';
export const closeButton = 'બંધ કરો';
export const savingFollowUp = 'સેવ થઈ રહ્યું છે...';
/** The note "No answer" writes, before the person's own words when they typed some. */
export const calledNoAnswerNote = 'કૉલ કર્યો, ફોન ન ઉપાડ્યો';
export const noAnswerWithNote = (note: string) => `કૉલ કર્યો, ફોન ન ઉપાડ્યો. ${note}`;

// A lead's history, loaded when opened.
export const historyButton = 'ઇતિહાસ';
export const loadingHistory = 'ઇતિહાસ લોડ થઈ રહ્યો છે...';
export const historyLoadFailed = 'આ પૂછપરછનો ઇતિહાસ લોડ થઈ શક્યો નહીં.';
export const historyEmpty = 'હજી કંઈ નોંધાયું નથી.';
export const historyByCarSetu = 'CarSetu';
export const eventCreated = 'પૂછપરછ આવી';
export const eventAssigned = (name: string) => `${name}ને સોંપી`;
export const eventStage = (stage: string) => `સ્ટેજ: ${stage}`;
export const eventFollowUp = (when: string) => `આગલું ફૉલો-અપ: ${when}`;
export const eventFollowUpCleared = 'ફૉલો-અપનો સમય હટાવ્યો';
export const eventCalled = 'કૉલ પર ટૅપ કર્યું';
export const eventWhatsApp = 'WhatsApp પર ટૅપ કર્યું';
export const eventEscalated = 'સમયસર કોઈએ કંઈ ન કર્યું, તેથી માલિકને પણ WhatsApp પર મોકલી';
export const eventErased = 'ખરીદદારે પોતાનું CarSetu એકાઉન્ટ કાઢી નાખ્યું: તેમનું નામ અને નંબર હટાવ્યા';
export const buyerDetailsRemoved = 'ખરીદદારની વિગતો હટાવી';

// Assigning a lead (owners and managers).
export const changeAssignee = 'બદલો';
export const assignLabel = 'કોને સોંપવી';
export const assignButton = 'સોંપો';
export const loadingAssignees = 'તમારી ટીમ લોડ થઈ રહી છે...';
export const assigneesLoadFailed = 'તમારી ટીમ લોડ થઈ શકી નહીં.';
/** An option of the assign list: `role` is the role's name. */
export const assigneeOption = (name: string, role: string) => `${name} (${role})`;

// The 9:30 WhatsApp of the day's follow-ups (the consent wording is MSG.followUpsConsent).
export const followUpMessagesTitle = 'દરરોજ સવારે WhatsApp પર તમારા ફૉલો-અપ';
export const turnOnFollowUpMessages = 'સવારનો મેસેજ ચાલુ કરો';
export const followUpMessagesOnTitle = 'સવારનો મેસેજ ચાલુ છે';
export const followUpMessagesOnText =
  'દરરોજ સવારે 9:30 વાગ્યે તમને WhatsApp પર એક મેસેજ મળે છે, જેમાં તે દિવસના તમારા ફૉલો-અપ હોય છે. બંધ કરવા કોઈ પણ મેસેજનો જવાબ STOP લખીને આપો.';
export const turnOffFollowUpMessages = 'સવારનો મેસેજ બંધ કરો';

// The Team screen's working hours (owners).
