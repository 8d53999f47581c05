/**
 * A dealership's team (issue 43 part 1; docs/decisions/040-dealer-team.md):
 * the roles as the dealer's screens name them, the Team screen
 * (/Dealer/Team, src/web/features/dealer) and what the workspace tells a
 * person whose role is not an owner's. Save and Cancel are dealer.ts'; the
 * server's answers are messages.ts' (MSG).
 */

// The roles, and what each may do.
export const roleOwner = 'Owner';
export const roleManager = 'Manager';
export const roleSales = 'Sales executive';
export const roleOwnerHint = 'Everything, the team included.';
export const roleManagerHint = 'Every car and every enquiry, but not the team.';
export const roleSalesHint = 'Their own enquiries, and the stock to see.';

// The workspace, for a person of the team.
/** `role`: one of the role names above. */
export const yourRole = (role: string) => `Your role: ${role}`;
export const stockReadOnly = 'You can see the stock. An owner or a manager changes the cars.';

// The Team screen.
export const teamTitle = 'Team';
export const teamIntro =
  'The people who work your cars and enquiries. Each logs in to CarSetu with their own mobile number and sees what their role allows.';
/** How many people are added, of the most a team holds. */
export const teamCount = (n: number, max: number) => `Added: ${n} of ${max}`;
export const registeredMobile = 'Registered mobile';
export const changesPrices = 'Changes prices';
export const noPriceChanges = 'Cannot change prices';
/** `date`: formatted (formatDate). */
export const addedOn = (date: string) => `Added ${date}`;
export const addPersonHeading = 'Add a person';
export const nameLabel = 'Name';
export const roleLabel = 'Role';
export const mayChangePrices = 'May change prices';
export const mayChangePricesHint = 'For a sales executive. Owners and managers always can.';
export const addToTeamButton = 'Add to team';
export const changeRoleButton = 'Change role';
export const removeButton = 'Remove';
/** After a button's words, for screen readers: `name` is the person's. */
export const ofPerson = (name: string) => `: ${name}`;
/** The Yes/No question before removing `name`. */
export const confirmRemove = (name: string) =>
  `Remove ${name} from your team? They are logged out at once, and their open enquiries go back to the owner.`;
export const loadingTeam = 'Loading your team...';
export const teamLoadFailed = "We couldn't load your team.";
export const noStaffYet =
  'No one added yet. Add your managers and sales executives, so each logs in with their own mobile number.';
export const onlyOwnersTeam = "Only the dealership's owners can manage its team.";
export const teamFullNote = 'Your team is full. Remove someone to add another.';

// The Team screen's working hours (owners).
export const hoursTitle = 'Working hours';
export const hoursIntro =
  'When your dealership answers enquiries, in Indian time. If nobody acts on a new enquiry in time during these hours, the owner gets it on WhatsApp too.';
export const opensLabel = 'Opens at';
export const closesLabel = 'Closes at';
export const openDaysLegend = 'Open on';
/** A weekday's short name: `day` 0 (Sunday) to 6 (Saturday). */
export const weekdayName = (day: number) =>
  ['Sun', 'Mon', 'Tue', 'Wed', 'Thu', 'Fri', 'Sat'][day] ?? '';
export const saveHoursButton = 'Save working hours';
export const loadingHours = 'Loading your working hours...';
export const hoursLoadFailed = "We couldn't load your working hours.";
