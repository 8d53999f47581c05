/**
 * Breach notices on the wire (issue 44 part 7; docs/incident.md): the
 * console's form (POST /api/Admin/BreachNotice checks it with
 * BreachNoticeFormSchema, and so does the console's form), what was sent
 * (GET /api/Admin/BreachNotices), and a person's own notices in the app
 * (GET /api/Account/Notices, POST /api/Account/NoticeRead). The console is
 * English only, like the rest of it.
 */
import { z } from 'zod';
import { envelope } from './api.ts';
import { coercedId, MOBILE_PATTERN } from './fields.ts';

/** One part of the notice: plain words, 10 to 1,000 characters. */
const part = (name: string) =>
  z
    .string({ error: `${name}: write it` })
    .trim()
    .min(10, `${name}: write at least 10 characters`)
    .max(1000, `${name}: keep it under 1,000 characters`);

/** The most mobiles one listed notice may name. */
export const BREACH_LIST_MAX = 10_000;

/** A list of mobiles, one per line (or separated by commas or spaces): each ten digits starting 6-9. */
const mobileList = z
  .string()
  .optional()
  .transform((text) => [...new Set((text ?? '').split(/[\s,]+/).filter(Boolean))])
  .refine((list) => list.every((m) => MOBILE_PATTERN.test(m)), {
    error: 'mobiles: each must be ten digits starting 6 to 9',
  })
  .refine((list) => list.length <= BREACH_LIST_MAX, {
    error: `mobiles: at most ${BREACH_LIST_MAX.toLocaleString('en-IN')} in one notice`,
  });

/** What rule 7(1) asks a notice to say, and to whom it goes. */
export const BreachNoticeFormSchema = z
  .object({
    whatHappened: part('whatHappened'),
    occurredOn: z
      .string({ error: 'occurredOn: give the day' })
      .regex(/^\d{4}-\d{2}-\d{2}$/, 'occurredOn: give the day')
      .refine((d) => !Number.isNaN(Date.parse(d)), 'occurredOn: give the day'),
    consequences: part('consequences'),
    measures: part('measures'),
    advice: part('advice'),
    audience: z.enum(['all', 'listed'], { error: 'audience: choose all or listed' }),
    mobiles: mobileList,
  })
  .refine((f) => f.audience === 'all' || f.mobiles.length > 0, {
    error: 'mobiles: list at least one mobile',
    path: ['mobiles'],
  });
export type BreachNoticeForm = z.input<typeof BreachNoticeFormSchema>;
export type BreachNotice = z.output<typeof BreachNoticeFormSchema>;

/** POST /api/Admin/BreachNotice: the notice's id, the accounts it goes to, listed mobiles with no account. */
export const BreachNoticeSentSchema = envelope(
  z.object({
    id: z.number().int(),
    recipients: z.number().int(),
    unknownMobiles: z.number().int(),
  }),
);

/** A notice as the person reads it. */
export const NoticeSchema = z.object({
  id: z.number().int(),
  whatHappened: z.string(),
  occurredOn: z.string(),
  consequences: z.string(),
  measures: z.string(),
  advice: z.string(),
  contact: z.string(),
  sentAt: z.string(),
  readAt: z.string().nullable(),
});
export type Notice = z.infer<typeof NoticeSchema>;

/** GET /api/Account/Notices: the person's notices, unread first, then newest first. */
export const MyNoticesSchema = envelope(z.array(NoticeSchema));

/** POST /api/Account/NoticeRead: one of the person's notices. */
export const NoticeReadSchema = z.object({ id: coercedId('id is required', 'id: not a notice') });

/** GET /api/Admin/BreachNotices: what was sent, newest first, with how many got and read it. */
export const ConsoleBreachNoticesSchema = envelope(
  z.array(
    NoticeSchema.omit({ readAt: true }).extend({
      audience: z.enum(['all', 'listed']),
      recipients: z.number().int(),
      sent: z.number().int(),
      read: z.number().int(),
    }),
  ),
);
