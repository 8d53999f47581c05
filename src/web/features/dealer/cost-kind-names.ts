/** Each cost kind's name in the page's language (issue 45 part 1). */
import {
  costKindInsurance,
  costKindOther,
  costKindPurchase,
  costKindRefurbishment,
  costKindRto,
  costKindTransport,
} from '#messages/cost-sheet.ts';
import type { CostKind } from '#shared/schemas/cost-sheet.ts';

export const COST_KIND_NAMES: Record<CostKind, string> = {
  purchase: costKindPurchase,
  refurbishment: costKindRefurbishment,
  transport: costKindTransport,
  rto: costKindRto,
  insurance: costKindInsurance,
  other: costKindOther,
};
