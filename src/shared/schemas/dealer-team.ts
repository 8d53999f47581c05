/**
 * A dealership's team (issue 43 part 1; docs/decisions/040-dealer-team.md):
 * the people an owner adds by mobile with a role, and the calls under
 * /api/Dealer/Team that list, add, change and remove them. One rule per
 * field, shared by the Team screen's form and the routes.
 */
import { z } from 'zod';
import { DEALER_TEAM_LIMIT } from '../constants.ts';
import { MSG } from '../messages.ts';
import { envelope } from './api.ts';
import { caseInsensitive, coercedId, leadMobile, optionalId } from './fields.ts';
import { profileName } from './profile.ts';

/**
 * The roles of a team: `owner` everything (the team too), `manager` every
 * car and lead, `sales` (a sales executive) their own leads and the stock to
 * read; what each may do is src/server/modules/cars/ownership.ts'
 * ROLE_GRANTS. A dealership's registered mobile is always an owner.
 */
export const DEALER_ROLES = ['owner', 'manager', 'sales'] as const;
export type DealerRole = (typeof DEALER_ROLES)[number];

/** What a person of a dealership may do; `Me` answers them (true: allowed). */
export const DEALER_ACTIONS = [
  /** See the dealership's stock with its figures (the workspace). */
  'readStock',
  /** The workspace's quick price (`SetPrice`). */
  'setPrice',
  /** Edit, photos, mark sold, delete, renew, the WhatsApp Status card. */
  'manageCar',
  /** Every lead on the dealership's cars. */
  'allLeads',
  /** The leads assigned to them (leads.assignee_staff_id). */
  'ownLeads',
  /** Give a lead to someone else of the team (/api/Enquiries/Assign). */
  'assignLeads',
  /** Add, change and remove people (/api/Dealer/Team). */
  'manageTeam',
  /** Import cars from the CSV pair (/api/DealerImport/Import). */
  'importCars',
  /** Each car's cost sheet and margin, and the stock's value (/api/Dealer/Costs, /StockValue). */
  'costs',
] as const;
export type DealerAction = (typeof DEALER_ACTIONS)[number];

/** A person's role, in any letter case ('Choose a role: ...' otherwise). */
export const staffRole = z.preprocess(
  caseInsensitive(DEALER_ROLES),
  z.enum(DEALER_ROLES, { error: MSG.validRole }),
);

/** A form field 'true' or 'false' (a checkbox: true or false) as a boolean; missing is false. */
const flag = (name: string) =>
  z.preprocess(
    (v) =>
      v === 'true' || v === true || v === 'on'
        ? true
        : v === 'false' || v === false || v === undefined || v === ''
          ? false
          : v,
    z.boolean({ error: `${name} must be 'true' or 'false'` }),
  );

/** Whether a sales executive may change prices (the owner's choice; owners and managers always may). */
export const mayChangePrice = flag('MayChangePrice');

/** The Team screen's add form: mobile (the lead form's rule), name (the profile's), role, price permission. */
export const TeamAddFormSchema = z.object({
  Mobile: leadMobile,
  Name: profileName,
  Role: staffRole,
  MayChangePrice: mayChangePrice,
});
export type TeamAddForm = z.infer<typeof TeamAddFormSchema>;

/** The Team screen's change form: role and price permission. */
export const TeamChangeFormSchema = z.object({ Role: staffRole, MayChangePrice: mayChangePrice });
export type TeamChangeForm = z.infer<typeof TeamChangeFormSchema>;

/**
 * Which dealership a Team call is about: one the caller owns (their first
 * when omitted). Another dealership's id answers 404, as an unknown one does.
 */
const DealerIdField = { DealerId: optionalId };
const staffId = coercedId('id is required', 'id must be a team member id');

/** GET /api/Dealer/Team/List */
export const TeamListQuerySchema = z.object(DealerIdField);

/** POST /api/Dealer/Team/Add */
export const TeamAddRequestSchema = TeamAddFormSchema.extend(DealerIdField);
export type TeamAddRequest = z.infer<typeof TeamAddRequestSchema>;

/** POST /api/Dealer/Team/Update: the person (`id`) and their new role and price permission. */
export const TeamUpdateRequestSchema = TeamChangeFormSchema.extend({
  ...DealerIdField,
  id: staffId,
});
export type TeamUpdateRequest = z.infer<typeof TeamUpdateRequestSchema>;

/** POST /api/Dealer/Team/Remove: the person (`id`). */
export const TeamRemoveRequestSchema = z.object({ ...DealerIdField, id: staffId });

/**
 * One person of a team. The registered mobile comes first, with `id` null
 * and `Registered` true: it is always an owner and cannot be changed or
 * removed. `MayChangePrice` is what the role and the flag allow together;
 * `AddedAt` ISO 8601 (the dealer's registration for the registered mobile).
 */
export const TeamMemberSchema = z.object({
  id: z.number().int().nullable(),
  Name: z.string(),
  Mobile: z.string(),
  Role: z.enum(DEALER_ROLES),
  MayChangePrice: z.boolean(),
  Registered: z.boolean(),
  AddedAt: z.string(),
});
export type TeamMember = z.infer<typeof TeamMemberSchema>;

/** The team of one dealership, and how many more may be added (of DEALER_TEAM_LIMIT). */
export const TeamSchema = z.object({
  Dealer: z.object({ id: z.number().int(), FirmName: z.string() }),
  Members: z.array(TeamMemberSchema),
  Limit: z.literal(DEALER_TEAM_LIMIT),
});
export type Team = z.infer<typeof TeamSchema>;

export const TeamAnswerSchema = envelope(TeamSchema);
export const TeamMemberAnswerSchema = envelope(TeamMemberSchema);

/** GET/POST /api/Dealer/Hours: the dealership's working hours, IST. */
export const WorkingHoursSchema = z
  .object({
    Open: z.string().regex(/^([01]\d|2[0-3]):[0-5]\d$/, MSG.validHours),
    Close: z.string().regex(/^([01]\d|2[0-3]):[0-5]\d$/, MSG.validHours),
    /** The open weekdays as digits, 0 = Sunday ("0123456": every day); a form's checkboxes arrive as an array. */
    Days: z.preprocess(
      (v) => (Array.isArray(v) ? v.join('') : typeof v === 'string' ? v.replace(/[\s,]/g, '') : v),
      z
        .string({ error: MSG.validOpenDays })
        .regex(/^[0-6]{1,7}$/, MSG.validOpenDays)
        .transform((s) => [...new Set(s)].sort().join('')),
    ),
  })
  .refine((h) => h.Open < h.Close, { path: ['Close'], message: MSG.validHours });
export type WorkingHoursForm = z.infer<typeof WorkingHoursSchema>;
export const WorkingHoursAnswerSchema = envelope(
  z.object({ Open: z.string(), Close: z.string(), Days: z.string() }),
);
