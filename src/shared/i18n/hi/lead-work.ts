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
export const stageNew = 'नई';
export const stageContacted = 'संपर्क हुआ';
export const stageVisit = 'विज़िट तय';
export const stageNegotiating = 'मोलभाव जारी';
export const stageWon = 'सौदा पक्का';
export const stageLost = 'सौदा नहीं हुआ';

// Why a lead was lost (LOST_REASONS).
export const lostBoughtElsewhere = 'कहीं और से ख़रीद ली';
export const lostPrice = 'कीमत ज़्यादा लगी';
export const lostFinance = 'लोन मंज़ूर नहीं हुआ';
export const lostNotInterested = 'दिलचस्पी नहीं रही';
export const lostUnreachable = 'संपर्क नहीं हो पाया';
export const lostCarSold = 'कार पहले ही बिक गई';
export const lostOther = 'कोई और वजह';

// The two views of /Enquiries.
/** The view switch's name, for screen readers. */
export const viewsLabel = 'कौन-सी पूछताछ दिखाएँ';
export const viewToday = 'आज';
export const viewAll = 'सभी पूछताछ';

// Today.
export const overdueHeading = 'छूटे हुए फ़ॉलो-अप';
export const dueTodayHeading = 'आज के फ़ॉलो-अप';
export const newHeading = 'नई पूछताछ, फ़ॉलो-अप बाकी';
/** A section's count, for screen readers after its heading. */
export const enquiriesCount = (n: number) => `${n} पूछताछ`;
/** Under a section listing `shown` of its `n` leads. */
export const partShown = (shown: number, n: number) =>
  `${n} में से पहली ${shown} दिखाई गई हैं। इन पर काम करते जाएँ, बाकी दिखती जाएँगी।`;
export const sectionEmpty = 'अभी कोई नहीं।';
export const loadingToday = 'आज की पूछताछ लोड हो रही है';
export const todayLoadFailed = 'आज की पूछताछ अभी लोड नहीं हो सकी।';
export const todayEmptyTitle = 'आज कुछ बाकी नहीं';
export const todayEmptyText =
  'कोई फ़ॉलो-अप बाकी नहीं है और कोई नई पूछताछ आपका इंतज़ार नहीं कर रही। जिन पूछताछ का फ़ॉलो-अप आगे किसी दिन है, वे “सभी पूछताछ” में हैं।';
/** The header badge's words for a person in a dealership (their Today queue). */
export const todayEnquiries = (n: number) => `आज की ${n} पूछताछ`;

// One enquiry: who holds it, when to follow up, the last note.
export const assignedToYou = 'आपको सौंपी गई';
export const assignedToOwner = 'मालिक को सौंपी गई';
export const assignedTo = (name: string) => `${name} को सौंपी गई`;
/** `when`: followUpWhen's words. */
export const followUpAt = (when: string) => `फ़ॉलो-अप: ${when}`;
export const visitAt = (when: string) => `विज़िट: ${when}`;
export const overdueAt = (when: string) => `फ़ॉलो-अप का समय निकल गया: ${when}`;
export const lostBecause = (reason: string) => `सौदा नहीं हुआ: ${reason}`;
export const lastNote = 'आख़िरी नोट';
/** A time of day in Indian time: `minute` two digits. */
export const clockTime = (hour: number, minute: string, pm: boolean) =>
  `${hour}:${minute} ${pm ? 'PM' : 'AM'}`;
export const todayAt = (time: string) => `आज ${time}`;
export const tomorrowAt = (time: string) => `कल ${time}`;
export const yesterdayAt = (time: string) => `कल ${time}`;

// The quick follow-up: what happened, then when next (or why it was lost).
export const logUpdateButton = 'कॉल / अपडेट दर्ज करें';
/** After a button's words, for screen readers: `name` is the buyer's. */
export const forBuyer = (name: string) => `: ${name}`;
export const outcomeQuestion = 'क्या हुआ?';
export const outcomeNoAnswer = 'फ़ोन नहीं उठाया';
export const outcomeSpoke = 'बात हो गई';
export const whenQuestion = 'फ़ॉलो-अप कब करें?';
export const visitWhenQuestion = 'विज़िट कब है?';
export const reasonQuestion = 'सौदा क्यों नहीं हुआ?';
export const wonQuestion = 'क्या सौदा पक्का हो गया?';
export const inTwoHours = '2 घंटे बाद';
/** `time`: clockTime's words. */
export const tomorrowChip = (time: string) => `कल, ${time}`;
export const inThreeDaysChip = (time: string) => `3 दिन बाद, ${time}`;
export const pickTimeLabel = 'या दिन और समय चुनें';
export const saveTimeButton = 'इस समय के साथ सेव करें';
export const saveWonButton = 'सौदा पक्का सेव करें';
export const noteLabel = 'नोट';
export const notePlaceholder = 'जैसे: रविवार को टेस्ट ड्राइव चाहते हैं';
export const backButton = 'वापस';
export const closeButton = 'बंद करें';
export const savingFollowUp = 'सेव हो रहा है...';
/** The note "No answer" writes, before the person's own words when they typed some. */
export const calledNoAnswerNote = 'कॉल किया, फ़ोन नहीं उठाया';
export const noAnswerWithNote = (note: string) => `कॉल किया, फ़ोन नहीं उठाया। ${note}`;

// A lead's history, loaded when opened.
export const historyButton = 'इतिहास';
export const loadingHistory = 'इतिहास लोड हो रहा है...';
export const historyLoadFailed = 'इस पूछताछ का इतिहास लोड नहीं हो सका।';
export const historyEmpty = 'अभी कुछ दर्ज नहीं है।';
export const historyByCarSetu = 'CarSetu';
export const eventCreated = 'पूछताछ आई';
export const eventAssigned = (name: string) => `${name} को सौंपी गई`;
export const eventStage = (stage: string) => `स्टेज: ${stage}`;
export const eventFollowUp = (when: string) => `अगला फ़ॉलो-अप: ${when}`;
export const eventFollowUpCleared = 'फ़ॉलो-अप का समय हटाया गया';
export const eventCalled = 'कॉल पर टैप किया';
export const eventWhatsApp = 'WhatsApp पर टैप किया';
export const eventEscalated = 'समय पर किसी ने कुछ नहीं किया, इसलिए मालिक को भी WhatsApp पर भेजी गई';
export const eventErased =
  'खरीदार ने अपना CarSetu अकाउंट डिलीट कर दिया: उनका नाम और नंबर हटा दिया गया';
export const buyerDetailsRemoved = 'खरीदार की जानकारी हटा दी गई';

// Assigning a lead (owners and managers).
export const changeAssignee = 'बदलें';
export const assignLabel = 'किसे सौंपें';
export const assignButton = 'सौंपें';
export const loadingAssignees = 'आपकी टीम लोड हो रही है...';
export const assigneesLoadFailed = 'आपकी टीम लोड नहीं हो सकी।';
/** An option of the assign list: `role` is the role's name. */
export const assigneeOption = (name: string, role: string) => `${name} (${role})`;

// The 9:30 WhatsApp of the day's follow-ups (the consent wording is MSG.followUpsConsent).
export const followUpMessagesTitle = 'हर सुबह WhatsApp पर आपके फ़ॉलो-अप';
export const turnOnFollowUpMessages = 'सुबह का मैसेज चालू करें';
export const followUpMessagesOnTitle = 'सुबह का मैसेज चालू है';
export const followUpMessagesOnText =
  'हर सुबह 9:30 बजे आपको WhatsApp पर एक मैसेज मिलता है, जिसमें उस दिन के आपके फ़ॉलो-अप होते हैं। बंद करने के लिए किसी भी मैसेज के जवाब में STOP लिखें।';
export const turnOffFollowUpMessages = 'सुबह का मैसेज बंद करें';

// The Team screen's working hours (owners).
