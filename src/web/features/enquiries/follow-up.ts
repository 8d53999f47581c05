/**
 * The quick follow-up's rules (issue 43 part 3; docs/decisions/041-lead-work.md),
 * apart from its screen so they are tested alone: the outcomes a person taps,
 * the stage each moves a lead to, the time chips in Indian time, the request
 * the taps make, and whether a follow-up time is overdue, due today or later.
 * Times are sent as IST wall clock "YYYY-MM-DDTHH:MM", as the datetime-local
 * field gives them (the server reads them as IST).
 */
import { calledNoAnswerNote, noAnswerWithNote } from '#messages/lead-work.ts';
import { IST_OFFSET_MS, istDate } from '#shared/ist.ts';
import type { Enquiry } from '#shared/schemas/enquiry.ts';
import type { LeadStage, LostReason } from '#shared/schemas/lead-work.ts';

/** What happened, the quick follow-up's second tap. */
export const OUTCOMES = ['no-answer', 'spoke', 'visit', 'negotiating', 'won', 'lost'] as const;
export type Outcome = (typeof OUTCOMES)[number];

/** The time chips of the third tap: in 2 hours, tomorrow at CHIP_HOUR, in 3 days at CHIP_HOUR. */
export const TIME_CHIPS = ['in-2-hours', 'tomorrow', 'in-3-days'] as const;
export type TimeChip = (typeof TIME_CHIPS)[number];

/** The hour (IST) of the day chips: a dealer's first calls are done by then. */
export const CHIP_HOUR = 11;

const MINUTE = 60_000;
const DAY = 24 * 60 * MINUTE;

/** The IST wall clock of `t` as a datetime-local value, "YYYY-MM-DDTHH:MM". */
export function istLocal(t: Date): string {
  return new Date(t.getTime() + IST_OFFSET_MS).toISOString().slice(0, 16);
}

/** What chip `chip` means at `now`, as an IST datetime-local value ("In 2 hours" rounds up to the quarter hour). */
export function chipTime(chip: TimeChip, now: Date): string {
  if (chip === 'in-2-hours') {
    const quarter = 15 * MINUTE;
    return istLocal(new Date(Math.ceil((now.getTime() + 120 * MINUTE) / quarter) * quarter));
  }
  const day = istDate(new Date(now.getTime() + (chip === 'tomorrow' ? 1 : 3) * DAY));
  return `${day}T${String(CHIP_HOUR).padStart(2, '0')}:00`;
}

/**
 * The stage outcome `outcome` moves a lead at stage `current` to, or
 * undefined to keep it. "No answer" keeps the stage, except that a new lead
 * someone has tried to reach is contacted; "Spoke to them" makes a new (or
 * closed) lead contacted and keeps a visit or negotiation where it is; the
 * others are their own stage.
 */
export function stageFor(outcome: Outcome, current: LeadStage): LeadStage | undefined {
  let next: LeadStage | undefined;
  if (outcome === 'no-answer') next = current === 'new' ? 'contacted' : undefined;
  else if (outcome === 'spoke')
    next = current === 'new' || current === 'won' || current === 'lost' ? 'contacted' : undefined;
  else next = outcome;
  return next === current ? undefined : next;
}

/** Whether an outcome asks when next (a follow-up, or the visit's time), rather than a reason or nothing. */
export const asksTime = (outcome: Outcome) => outcome !== 'won' && outcome !== 'lost';

/** The quick follow-up's fields: the outcome tapped, the time (a chip's or the field's), the reason, the note typed. */
export interface FollowUpFields {
  Outcome: Outcome | '';
  When: string;
  LostReason: LostReason | '';
  Note: string;
}

/** POST /api/Enquiries/FollowUp's fields as the taps make them (FollowUpRequestSchema checks them). */
export interface FollowUpInput {
  id: number;
  Stage?: LeadStage;
  LostReason?: LostReason;
  /** IST "YYYY-MM-DDTHH:MM"; '' clears the lead's follow-up. */
  NextFollowUp?: string;
  Note?: string;
}

/**
 * The request the taps on lead `lead` make: the outcome's stage, the time
 * (won and lost clear a follow-up the lead had), the lost reason, and the
 * note ("No answer" writes 'Called, no answer', before the words typed).
 */
export function buildFollowUp(lead: Enquiry, fields: FollowUpFields): FollowUpInput {
  const request: FollowUpInput = { id: lead.id };
  const typed = fields.Note.trim();
  if (!fields.Outcome) {
    if (typed) request.Note = typed;
    return request;
  }
  const stage = stageFor(fields.Outcome, lead.Status);
  if (stage) request.Stage = stage;
  if (asksTime(fields.Outcome)) {
    if (fields.When) request.NextFollowUp = fields.When;
  } else if (lead.NextFollowUp !== null) {
    request.NextFollowUp = '';
  }
  if (fields.Outcome === 'lost' && fields.LostReason) request.LostReason = fields.LostReason;
  if (fields.Outcome === 'no-answer')
    request.Note = typed ? noAnswerWithNote(typed) : calledNoAnswerNote;
  else if (typed) request.Note = typed;
  return request;
}

/** Where follow-up time `iso` stands at `now`: passed, later today (IST), or a later day. */
export type FollowUpState = 'overdue' | 'today' | 'later';

export function followUpState(iso: string, now: Date): FollowUpState {
  const t = new Date(iso);
  if (t.getTime() < now.getTime()) return 'overdue';
  return istDate(t) === istDate(now) ? 'today' : 'later';
}
