/**
 * Grievances on the wire (issue 44 part 5; docs/privacy.md#grievances):
 * filing one (the Grievance page's form and POST /api/Grievance/File check
 * it with GrievanceFormSchema) and the person's own tickets with their
 * answers (GET /api/Grievance/Mine).
 */
import { z } from 'zod';
import { MSG } from '../messages.ts';
import { envelope } from './api.ts';

/** What a grievance is about. */
export const GRIEVANCE_CATEGORIES = [
  'personal-data',
  'listing',
  'seller',
  'account',
  'other',
] as const;
export type GrievanceCategory = (typeof GRIEVANCE_CATEGORIES)[number];

/** Days within which CarSetu aims to answer (the Privacy Policy's promise; the law's limit is 90). */
export const GRIEVANCE_ANSWER_DAYS = 30;
/** The longest a grievance may wait for its answer (DPDP Rules 2025). */
export const GRIEVANCE_DEADLINE_DAYS = 90;

export const GrievanceFormSchema = z.object({
  category: z.enum(GRIEVANCE_CATEGORIES, { error: MSG.grievanceCategoryNeeded }),
  details: z
    .string({ error: MSG.grievanceTooShort })
    .trim()
    .min(20, MSG.grievanceTooShort)
    .max(2000, MSG.grievanceTooLong),
});
export type GrievanceForm = z.infer<typeof GrievanceFormSchema>;

/** POST /api/Grievance/File: the new ticket ("GRV-7K3M9Q"). */
export const GrievanceFiledSchema = envelope(z.object({ ticket: z.string() }));

/** One of the person's grievances; times ISO; `answer` null until answered. */
export const MyGrievanceSchema = z.object({
  ticket: z.string(),
  category: z.enum(GRIEVANCE_CATEGORIES),
  details: z.string(),
  status: z.enum(['open', 'answered']),
  createdAt: z.string(),
  /** When CarSetu aims to have answered it: GRIEVANCE_ANSWER_DAYS after filing. */
  answerBy: z.string(),
  answeredAt: z.string().nullable(),
  answer: z.string().nullable(),
});
export type MyGrievance = z.infer<typeof MyGrievanceSchema>;

/** GET /api/Grievance/Mine: newest first. */
export const MyGrievancesSchema = envelope(z.array(MyGrievanceSchema));

/** One grievance in the operators' console (GET /api/Admin/Grievances). */
export const ConsoleGrievanceSchema = MyGrievanceSchema.extend({
  /** The person's name (their profile's) and mobile, to reach them. */
  name: z.string(),
  mobile: z.string(),
  /** Open past GRIEVANCE_ANSWER_DAYS: past the answer CarSetu promised. */
  overdue: z.boolean(),
  /** Open past GRIEVANCE_DEADLINE_DAYS: past the law's limit. */
  pastDeadline: z.boolean(),
});
export type ConsoleGrievance = z.infer<typeof ConsoleGrievanceSchema>;

/** GET /api/Admin/Grievances: the open ones first, the longest-waiting first; then the latest answered. */
export const ConsoleGrievancesSchema = envelope(z.array(ConsoleGrievanceSchema));

/** POST /api/Admin/AnswerGrievance: the ticket and the answer (10 to 2,000 characters). */
export const AnswerGrievanceSchema = z.object({
  ticket: z
    .string()
    .trim()
    .regex(/^GRV-[A-Z0-9]{6}$/, 'ticket: not a ticket number'),
  answer: z
    .string({ error: 'answer: write the answer' })
    .trim()
    .min(10, 'answer: write at least 10 characters')
    .max(2000, 'answer: at most 2,000 characters'),
});
