/**
 * A dealership's team (issue 43 part 1; docs/decisions/040-dealer-team.md):
 * the roles as the dealer's screens name them, the Team screen
 * (/Dealer/Team, src/web/features/dealer) and what the workspace tells a
 * person whose role is not an owner's. Save and Cancel are dealer.ts'; the
 * server's answers are messages.ts' (MSG).
 */

// The roles, and what each may do.
export const roleOwner = 'માલિક';
export const roleManager = 'મેનેજર';
export const roleSales = 'સેલ્સ એક્ઝિક્યુટિવ';
export const roleOwnerHint = 'બધું જ, ટીમ પણ.';
export const roleManagerHint = 'દરેક કાર અને દરેક પૂછપરછ, પણ ટીમ નહીં.';
export const roleSalesHint = 'પોતાની પૂછપરછ, અને સ્ટૉક જોવો.';

// The workspace, for a person of the team.
/** `role`: one of the role names above. */
export const yourRole = (role: string) => `તમારી ભૂમિકા: ${role}`;
export const stockReadOnly = 'તમે સ્ટૉક જોઈ શકો છો. કારમાં ફેરફાર માલિક કે મેનેજર કરે છે.';

// The Team screen.
export const teamTitle = 'ટીમ';
export const teamIntro =
  'જે લોકો તમારી કાર અને પૂછપરછ પર કામ કરે છે. દરેક પોતાના મોબાઇલ નંબરથી CarSetu પર લૉગ ઇન કરે છે અને તેમની ભૂમિકા જેની મંજૂરી આપે તે જ જુએ છે.';
/** How many people are added, of the most a team holds. */
export const teamCount = (n: number, max: number) => `ઉમેરેલા: ${max}માંથી ${n}`;
export const registeredMobile = 'રજિસ્ટર્ડ મોબાઇલ';
export const changesPrices = 'કિંમત બદલી શકે';
export const noPriceChanges = 'કિંમત બદલી ન શકે';
/** `date`: formatted (formatDate). */
export const addedOn = (date: string) => `${date}ના રોજ ઉમેર્યા`;
export const addPersonHeading = 'કોઈને ઉમેરો';
export const nameLabel = 'નામ';
export const roleLabel = 'ભૂમિકા';
export const mayChangePrices = 'કિંમત બદલી શકે';
export const mayChangePricesHint = 'સેલ્સ એક્ઝિક્યુટિવ માટે. માલિક અને મેનેજર હંમેશાં બદલી શકે છે.';
export const addToTeamButton = 'ટીમમાં ઉમેરો';
export const changeRoleButton = 'ભૂમિકા બદલો';
export const removeButton = 'હટાવો';
/** After a button's words, for screen readers: `name` is the person's. */
export const ofPerson = (name: string) => `: ${name}`;
/** The Yes/No question before removing `name`. */
export const confirmRemove = (name: string) =>
  `${name}ને તમારી ટીમમાંથી હટાવવા છે? તેઓ તરત લૉગ આઉટ થઈ જશે, અને તેમની ખુલ્લી પૂછપરછ માલિક પાસે પાછી જશે.`;
export const loadingTeam = 'તમારી ટીમ લોડ થઈ રહી છે...';
export const teamLoadFailed = 'તમારી ટીમ લોડ થઈ શકી નહીં.';
export const noStaffYet =
  'હજી કોઈને ઉમેર્યા નથી. તમારા મેનેજર અને સેલ્સ એક્ઝિક્યુટિવને ઉમેરો, જેથી દરેક પોતાના મોબાઇલ નંબરથી લૉગ ઇન કરે.';
export const onlyOwnersTeam = 'ડીલરશિપની ટીમ ફક્ત તેના માલિકો જ સંભાળી શકે.';
export const teamFullNote = 'તમારી ટીમ પૂરી છે. બીજા કોઈને ઉમેરવા માટે કોઈ એકને હટાવો.';

// The Team screen's working hours (owners; issue 43 part 2).
export const hoursTitle = 'કામકાજનો સમય';
export const hoursIntro =
  'તમારી ડીલરશિપ કયા સમયે પૂછપરછનો જવાબ આપે છે, ભારતીય સમય મુજબ. આ સમય દરમિયાન નવી પૂછપરછ પર સમયસર કોઈ કંઈ ન કરે, તો તે માલિકને પણ WhatsApp પર મોકલાય છે.';
export const opensLabel = 'ખૂલવાનો સમય';
export const closesLabel = 'બંધ થવાનો સમય';
export const openDaysLegend = 'કયા દિવસે ખુલ્લું';
/** A weekday's short name: `day` 0 (Sunday) to 6 (Saturday). */
export const weekdayName = (day: number) =>
  ['રવિ', 'સોમ', 'મંગળ', 'બુધ', 'ગુરુ', 'શુક્ર', 'શનિ'][day] ?? '';
export const saveHoursButton = 'કામકાજનો સમય સેવ કરો';
export const loadingHours = 'કામકાજનો સમય લોડ થઈ રહ્યો છે...';
export const hoursLoadFailed = 'તમારો કામકાજનો સમય લોડ થઈ શક્યો નહીં.';
