/** My data (/MyData; issue 44 part 4, docs/privacy.md#my-data). */
export const myDataIntro =
  'Everything CarSetu holds on your account, whom your details went to, and the consents you gave. You can download it all, correct your profile, and withdraw a consent as easily as you gave it.';
export const loginToMyData = 'Log in with your mobile number to see and download your data.';
export const downloadHeading = 'Download your data';
export const downloadText =
  'Your profile, cars and their photos, enquiries sent and received, wishlist, saved searches, alerts, consents, grievances and sign-ins.';
export const downloadJson = 'Download as JSON';
export const downloadReadable = 'Download as a readable file';
export const downloading = 'Preparing…';
export const downloadFailed = 'The download did not work. Please try again.';
export const sharedHeading = 'Whom your details went to';
export const sharedNone = 'You have not sent your details to any seller.';
/** One seller a lead went to, and the date. */
export const sharedLine = (seller: string, date: string) => `${seller}, on ${date}`;
export const consentsHeading = 'Your consents';
export const consentsNone = 'You have not given any consent yet.';
export const consentAlerts = 'WhatsApp alerts of new cars and price drops';
export const consentFollowUps = 'The 9:30 WhatsApp of your follow-ups';
export const consentAdult = 'You are 18 or older';
export const consentGiven = (date: string) => `Given on ${date}`;
export const consentWithdrawn = (date: string) => `Withdrawn on ${date}`;
export const manageAlerts = 'Turn alerts on or off';
export const correctHeading = 'Correct your details';
export const correctText = 'Change your name, city or address on your profile.';
export const openProfile = 'Open your profile';
export const nomineeHeading = 'Your nominee';
export const nomineeText =
  'Someone you trust who may act for your account if you die or cannot act yourself. They ask us through a grievance, from their own mobile number.';
export const nomineeNone = 'You have not named a nominee.';
/** The nominee named, and since when. */
export const nomineeIs = (name: string, mobile: string, date: string) =>
  `${name}, ${mobile}, since ${date}`;
export const nomineeNameLabel = "Nominee's name";
export const nomineeMobileLabel = "Nominee's mobile number";
export const saveNominee = 'Save nominee';
export const changeNominee = 'Change nominee';
export const removeNominee = 'Remove nominee';
export const cancelChange = 'Cancel';
export const deleteHeading = 'Delete your account';
export const deleteText =
  'Your profile, your cars and their photos, the enquiries your cars received, your wishlist, saved searches, alerts, consents, grievances and nominee are deleted at once, and you are logged out on every device.';
export const deleteKeptHeading = 'What we keep, and why';
export const deleteKeptLeads =
  'Enquiries you sent stay with the sellers who received them, without your name and number; each seller is told.';
export const deleteKeptReports =
  'Reports you sent about cars stay for our checks, without your name and number.';
export const deleteKeptBlock =
  'If our team blocked your number for scams or abuse, the block stays until it is lifted.';
export const deleteKeptLogs =
  "Our operators' records and server logs, with your number masked, for one year, as the law asks.";
export const deleteConfirm = 'I understand that my account cannot be brought back.';
export const deleteButton = 'Delete my account';
export const deleting = 'Deleting…';
export const noticesHeading = 'Notices from CarSetu';
export const noticesIntro =
  'A personal data breach touched your data. This is what happened and what you can do.';
export const noticeWhat = 'What happened';
export const noticeWhen = 'When';
export const noticeMeans = 'What it may mean for you';
export const noticeDid = 'What we did';
export const noticeYouCan = 'What you can do';
export const noticeContact = 'Whom to contact';
export const markNoticeRead = 'Mark as read';
export const noticeSentOn = (date: string) => `Sent on ${date}`;
export const noticeReadOn = (date: string) => `Read on ${date}`;
