/**
 * A dealer's cost sheet per car on the wire (issue 45 part 1;
 * docs/decisions/044-cost-sheets.md): the costs (CostLineFormSchema: the
 * workspace's form and POST /api/Dealer/Costs/Add check the same), the
 * owner's margin (MarginFormSchema), and the sheet with its sums
 * (GET /api/Dealer/Costs). Rupees are whole; dates YYYY-MM-DD. Owners only:
 * no public page or API, nor a manager or sales executive, ever sees them.
 */
import { z } from 'zod';
import { istDate } from '../ist.ts';
import { MSG } from '../messages.ts';
import { envelope } from './api.ts';
import { coercedId, optionalText, requiredText } from './fields.ts';

/** What a cost is for. */
export const COST_KINDS = [
  'purchase',
  'refurbishment',
  'transport',
  'rto',
  'insurance',
  'other',
] as const;
export type CostKind = (typeof COST_KINDS)[number];

/** The most one cost (or a margin) may be: ten crore rupees. */
export const MAX_COST = 100_000_000;

/** Whole rupees from `min` to MAX_COST, as typed ("45000", "45,000") or a number. */
const rupees = (min: number, message: string) =>
  z.preprocess(
    (v) => (typeof v === 'string' ? v.replace(/[,\s₹]/g, '') : v),
    z.coerce.number({ error: message }).int(message).min(min, message).max(MAX_COST, message),
  );

/** A day not after today in India. */
const pastDay = z
  .string({ error: MSG.costDateInvalid })
  .regex(/^\d{4}-\d{2}-\d{2}$/, MSG.costDateInvalid)
  .refine((d) => !Number.isNaN(Date.parse(d)) && d <= istDate(new Date()), MSG.costDateInvalid);

/** One cost of car `Rand`. */
export const CostLineFormSchema = z.object({
  Rand: requiredText(64),
  kind: z.enum(COST_KINDS, { error: MSG.costKindNeeded }),
  amount: rupees(1, MSG.costAmountInvalid),
  spentOn: pastDay,
  note: optionalText(200).transform((n) => n ?? ''),
});
export type CostLineForm = z.input<typeof CostLineFormSchema>;
export type CostLineValues = z.output<typeof CostLineFormSchema>;

/** The margin (rupees above the net cost) the owner wants on car `Rand`. */
export const MarginFormSchema = z.object({
  Rand: requiredText(64),
  margin: rupees(0, MSG.marginInvalid),
});
export type MarginForm = z.input<typeof MarginFormSchema>;

/** POST /api/Dealer/Costs/Remove: one cost of car `Rand`. */
export const CostRemoveSchema = z.object({
  Rand: requiredText(64),
  id: coercedId('id is required', 'id: not a cost'),
});

/** GET /api/Dealer/Costs?Rand= */
export const CostSheetQuerySchema = z.object({ Rand: requiredText(64) });

export const CostLineSchema = z.object({
  id: z.number().int(),
  kind: z.enum(COST_KINDS),
  amount: z.number().int(),
  spentOn: z.string(),
  note: z.string(),
});
export type CostLine = z.infer<typeof CostLineSchema>;

/**
 * A car's sheet: its costs (oldest first), their sum (NetCost), the margin,
 * the minimum price (NetCost + Margin), the asking price, and once sold the
 * sale price and the profit (null before); DaysInStock counts from the
 * purchase's date, else from the day it was listed.
 */
export const CostSheetSchema = z.object({
  Rand: z.string(),
  Lines: z.array(CostLineSchema),
  NetCost: z.number().int(),
  Margin: z.number().int(),
  MinimumPrice: z.number().int(),
  Price: z.number().int(),
  SoldPrice: z.number().int().nullable(),
  Profit: z.number().int().nullable(),
  DaysInStock: z.number().int(),
});
export type CostSheet = z.infer<typeof CostSheetSchema>;
export const CostSheetAnswerSchema = envelope(CostSheetSchema);

/** Days in stock at which a car's badge changes (issue 45: a car stops earning after 30 to 45 days). */
export const STOCK_AGE_STEPS = [15, 30, 45] as const;

/**
 * GET /api/Dealer/StockValue: the cars for sale, what they cost (NetCost),
 * what they ask (Asking), and how many have been in stock 0-14, 15-29,
 * 30-44 and 45 or more days (Ageing, in that order).
 */
export const StockValueAnswerSchema = envelope(
  z.object({
    Cars: z.number().int(),
    NetCost: z.number().int(),
    Asking: z.number().int(),
    Ageing: z.array(z.number().int()).length(4),
  }),
);
