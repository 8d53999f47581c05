/**
 * Working a lead (issue 43 parts 2 to 4; docs/decisions/041-lead-work.md):
 * its stage, the next follow-up, notes, who it is assigned to, its first
 * contact, its history, the Today queue, the dealer's working hours and the
 * 9:30 WhatsApp of the day's follow-ups. Additions to the spec's API under
 * /api/Enquiries and /api/Dealer; one rule per field, shared by the screens'
 * forms and the routes.
 */
import { z } from 'zod';
import { parseIstDateTime } from '../ist.ts';
import { MSG } from '../messages.ts';
import { envelope } from './api.ts';
import { blankToUndefined, caseInsensitive, coercedId, hasControlChars } from './fields.ts';

/**
 * A lead's stage, in the order a sale goes: new, contacted, visit (a visit
 * or test drive booked), negotiating, won, lost (with a reason).
 */
export const LEAD_STAGES = ['new', 'contacted', 'visit', 'negotiating', 'won', 'lost'] as const;
export type LeadStage = (typeof LEAD_STAGES)[number];

/** The stages still being worked: the Today queue and the reminders look only at these. */
export const OPEN_STAGES: readonly LeadStage[] = ['new', 'contacted', 'visit', 'negotiating'];

/** Why a lead was lost. */
export const LOST_REASONS = [
  'bought-elsewhere',
  'price',
  'finance',
  'not-interested',
  'unreachable',
  'car-sold',
  'other',
] as const;
export type LostReason = (typeof LOST_REASONS)[number];

/** Most characters a note holds. */
export const NOTE_MAX = 500;

/** How a first contact was made from CarSetu. */
export const CONTACT_VIA = ['call', 'whatsapp'] as const;
export type ContactVia = (typeof CONTACT_VIA)[number];

const stage = z.preprocess(
  caseInsensitive(LEAD_STAGES),
  z.enum(LEAD_STAGES, { error: MSG.validStage }),
);

/** A follow-up time: IST "YYYY-MM-DDTHH:MM" or ISO 8601 with a zone, as an ISO string (UTC); '' clears it (null). */
const followUpTime = z.preprocess(
  (v) => (v === '' || v === null ? null : blankToUndefined(v)),
  z
    .string({ error: MSG.validFollowUpTime })
    .transform((s, ctx) => {
      const t = parseIstDateTime(s);
      if (!t) {
        ctx.addIssue({ code: 'custom', message: MSG.validFollowUpTime });
        return z.NEVER;
      }
      return t.toISOString();
    })
    .nullable()
    .optional(),
);

/** Leeway for a follow-up time "now" typed a little before it is sent, milliseconds. */
export const FOLLOW_UP_LEEWAY_MS = 5 * 60_000;

/** Whether follow-up time `iso` is too far in the past at `now` ('Choose a follow-up time from now on.'). */
export function followUpInPast(iso: string, now: Date): boolean {
  return Date.parse(iso) < now.getTime() - FOLLOW_UP_LEEWAY_MS;
}

/**
 * POST /api/Enquiries/FollowUp: any of a new stage (lost needs its reason),
 * the next follow-up time ('' clears it; not in the past) and a note. At
 * least one of them.
 */
export const FollowUpRequestSchema = z
  .object({
    id: coercedId('id is required', 'id must be a lead id'),
    Stage: z.preprocess(blankToUndefined, stage.optional()),
    LostReason: z.preprocess(
      caseInsensitive(LOST_REASONS),
      z.enum(LOST_REASONS, { error: MSG.validLostReason }).optional(),
    ),
    NextFollowUp: followUpTime,
    Note: z.preprocess(
      blankToUndefined,
      z
        .string()
        .trim()
        .max(NOTE_MAX, MSG.noteTooLong)
        .refine((s) => !hasControlChars(s), MSG.noteTooLong)
        .optional(),
    ),
  })
  .superRefine((v, ctx) => {
    if (v.Stage === 'lost' && !v.LostReason) {
      ctx.addIssue({ code: 'custom', path: ['LostReason'], message: MSG.lostReasonRequired });
    }
    if (
      v.Stage === undefined &&
      v.NextFollowUp === undefined &&
      v.Note === undefined &&
      v.LostReason === undefined
    ) {
      ctx.addIssue({ code: 'custom', path: ['Stage'], message: MSG.validStage });
    }
  });
export type FollowUpRequest = z.infer<typeof FollowUpRequestSchema>;

/** POST /api/Enquiries/Contact: Call or WhatsApp tapped on lead `id` (its first contact, if none yet). */
export const ContactRequestSchema = z.object({
  id: coercedId('id is required', 'id must be a lead id'),
  Via: z.preprocess(caseInsensitive(CONTACT_VIA), z.enum(CONTACT_VIA)),
});

/** POST /api/Enquiries/Assign: lead `id` to team member `AssigneeId` (0: the owner). */
export const AssignRequestSchema = z.object({
  id: coercedId('id is required', 'id must be a lead id'),
  AssigneeId: z.preprocess(
    blankToUndefined,
    z.coerce
      .number({ error: MSG.assigneeNotFound })
      .int(MSG.assigneeNotFound)
      .min(0, MSG.assigneeNotFound),
  ),
});

/** GET /api/Enquiries/History and /Assignees: the lead. */
export const LeadIdQuerySchema = z.object({
  id: coercedId('id is required', 'id must be a lead id'),
});

/** What happened to a lead ('erased': the buyer deleted their account, and their name and mobile went with it). */
export const LEAD_EVENT_KINDS = [
  'created',
  'assigned',
  'update',
  'contact',
  'escalated',
  'erased',
] as const;
export type LeadEventKind = (typeof LEAD_EVENT_KINDS)[number];

/** One event of a lead's history (newest first); times ISO 8601 (UTC). */
export const LeadEventSchema = z.object({
  id: z.number().int(),
  At: z.string(),
  /** Who did it (their team name, or their account's name); null: CarSetu itself. */
  Who: z.string().nullable(),
  Kind: z.enum(LEAD_EVENT_KINDS),
  Stage: z.enum(LEAD_STAGES).nullable(),
  LostReason: z.enum(LOST_REASONS).nullable(),
  /** The follow-up time set (ISO), '' when cleared, null when untouched. */
  NextFollowUp: z.string().nullable(),
  Note: z.string().nullable(),
  Via: z.enum(CONTACT_VIA).nullable(),
  /** For 'assigned': the person now holding it. */
  AssigneeName: z.string().nullable(),
});
export type LeadEvent = z.infer<typeof LeadEventSchema>;

export const LeadHistorySchema = envelope(z.array(LeadEventSchema));

/** Someone a lead may be assigned to: id 0 is the owner (the registered mobile). */
export const AssigneeSchema = z.object({
  id: z.number().int(),
  Name: z.string(),
  Role: z.enum(['owner', 'manager', 'sales']),
});
export type Assignee = z.infer<typeof AssigneeSchema>;
export const AssigneeListSchema = envelope(z.array(AssigneeSchema));

/** GET and POST /api/Enquiries/FollowUpMessages: whether the 9:30 message is on, and the wording that turns it on. */
export const FollowUpMessagesSchema = envelope(
  z.object({ On: z.boolean(), ConsentText: z.string() }),
);

/**
 * GET /api/Dealer/SpeedToLead: each person's leads, contacted leads and
 * median minutes to first contact over the last 7 days (id 0: the owner's,
 * assigned to nobody), and the open leads nobody has contacted.
 */
export const SpeedToLeadSchema = envelope(
  z.object({
    /** The window's start, ISO (7 days before now). */
    Since: z.string(),
    People: z.array(
      z.object({
        id: z.number().int(),
        Name: z.string(),
        Leads: z.number().int(),
        Contacted: z.number().int(),
        MedianMinutes: z.number().int().nullable(),
      }),
    ),
    NotContacted: z.number().int(),
  }),
);
export type SpeedToLead = z.infer<typeof SpeedToLeadSchema>['Data'];
