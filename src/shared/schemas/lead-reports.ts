/**
 * A dealership's lead reports (issue 43 part 5; docs/decisions/041-lead-work.md,
 * docs/product.md#roles-and-permissions): for one IST week (Monday to Sunday) or calendar
 * month, the leads that arrived in it, per car and per source, how far they
 * went (contacted, visit booked, won, lost and why), and each person's
 * figures; also as a CSV of one row a lead. Owners and managers.
 */
import { z } from 'zod';
import { validReportDay, validReportPeriod } from '#messages/reports.ts';
import { istDate } from '../ist.ts';
import { isCalendarDate, LEAD_SOURCES, REPORT_PERIODS } from '../report-periods.ts';
import { envelope } from './api.ts';
import { blankToUndefined, caseInsensitive, optionalId } from './fields.ts';
import { LOST_REASONS } from './lead-work.ts';

/**
 * GET /api/Dealer/Reports and /api/Dealer/Reports.csv: `Period` (week by
 * default) holding IST date `Day` (today by default; any day of it), of
 * dealership `DealerId` (the caller's first where they see every lead).
 * `Day` after today is refused.
 */
export const ReportQuerySchema = z.object({
  DealerId: optionalId,
  Period: z.preprocess(
    (v) => blankToUndefined(caseInsensitive(REPORT_PERIODS)(v)),
    z.enum(REPORT_PERIODS, { error: validReportPeriod }).default('week'),
  ),
  Day: z.preprocess(
    blankToUndefined,
    z
      .string({ error: validReportDay })
      .refine(isCalendarDate, validReportDay)
      .refine((s) => s <= istDate(new Date()), validReportDay)
      .optional(),
  ),
});
export type ReportQuery = z.infer<typeof ReportQuerySchema>;

export {
  LEAD_SOURCES,
  type LeadSource,
  REPORT_PERIODS,
  type ReportPeriod,
  reportRange,
  shiftReport,
} from '../report-periods.ts';

const count = z.number().int().min(0);

/** How far a set of leads went: each lead counted once per step it reached. */
const FunnelSchema = z.object({
  Leads: count,
  /** Reached by a first contact or any stage past new. */
  Contacted: count,
  /** A visit or test drive booked at some point (the stage now visit, negotiating or won, or once visit). */
  Visit: count,
  Won: count,
  Lost: count,
});
export type ReportFunnel = z.infer<typeof FunnelSchema>;

export const LeadReportSchema = envelope(
  z.object({
    Period: z.enum(REPORT_PERIODS),
    /** IST dates, inclusive. */
    From: z.string(),
    To: z.string(),
    Totals: FunnelSchema,
    /** Cars with leads in the period, most leads first. */
    Cars: z.array(
      FunnelSchema.extend({
        carid: z.string(),
        Title: z.string(),
        /** The car's number, as the dealer's team sees it. */
        CarNumber: z.string(),
      }),
    ),
    Sources: z.array(z.object({ Source: z.enum(LEAD_SOURCES), Leads: count })),
    /** Lost leads of the period by reason, most first. */
    LostReasons: z.array(z.object({ Reason: z.enum(LOST_REASONS), Leads: count })),
    /**
     * Each person: the owner first (id 0, leads assigned to nobody), then the
     * team, then anyone removed who held a lead of the period.
     */
    People: z.array(
      FunnelSchema.extend({
        id: z.number().int(),
        Name: z.string(),
        /** Median minutes from a lead to its first contact; null when none was contacted. */
        MedianMinutes: z.number().int().nullable(),
      }),
    ),
  }),
);
export type LeadReport = z.infer<typeof LeadReportSchema>['Data'];
