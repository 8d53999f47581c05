/**
 * The owner's cost sheets (issue 45 part 1; docs/decisions/044-cost-sheets.md):
 * a car's sheet (asked when its disclosure opens), adding and removing a
 * cost and setting the margin (each answers the sheet as it now stands),
 * and the stock's value. Owners only on the server; a 401 ends the session
 * quietly.
 */
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type {
  CostLineValues,
  CostSheet,
  CostSheetAnswerSchema,
  StockValueAnswerSchema,
} from '#shared/schemas/cost-sheet.ts';
import { apiGet, apiPost } from '#web/lib/api-client.ts';
import { queryKeys } from '#web/lib/query-keys.ts';
import { retryUnless4xx, SESSION_QUERY_META, unwrapSignedIn } from '#web/lib/session.ts';

const BASE = '/api/Dealer';
/** Under the workspace's key, so a price or a sale refreshes the sheets too. */
const sheetKey = (rand: string) => [...queryKeys.dealer.all, 'costs', rand] as const;
const valueKey = [...queryKeys.dealer.all, 'stock-value'] as const;

export function useCostSheet(rand: string, enabled: boolean) {
  return useQuery({
    queryKey: sheetKey(rand),
    queryFn: ({ signal }) =>
      unwrapSignedIn(
        apiGet<typeof CostSheetAnswerSchema>(`${BASE}/Costs?Rand=${encodeURIComponent(rand)}`, {
          signal,
          on401: 'return',
        }),
      ),
    enabled,
    meta: SESSION_QUERY_META,
    retry: retryUnless4xx,
  });
}

/** Adds a cost, removes one (`{ Rand, id }`) or sets the margin; the answer replaces the sheet. */
export function useChangeCostSheet(rand: string) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: async (
      change:
        | { kind: 'add'; form: CostLineValues }
        | { kind: 'remove'; id: number }
        | { kind: 'margin'; margin: number },
    ) => {
      const [path, body] =
        change.kind === 'add'
          ? [`${BASE}/Costs/Add`, { ...change.form, Rand: rand }]
          : change.kind === 'remove'
            ? [`${BASE}/Costs/Remove`, { Rand: rand, id: change.id }]
            : [`${BASE}/Costs/Margin`, { Rand: rand, margin: change.margin }];
      const r = await apiPost<typeof CostSheetAnswerSchema>(path, body, { on401: 'return' });
      return { sheet: (await unwrapSignedIn(r)) as CostSheet, message: r.msg };
    },
    onSuccess: ({ sheet }) => {
      client.setQueryData(sheetKey(rand), sheet);
      void client.invalidateQueries({ queryKey: valueKey });
    },
  });
}

/** The stock's value and ageing: asked only for who may see costs. */
export function useStockValue(enabled: boolean) {
  return useQuery({
    queryKey: valueKey,
    queryFn: ({ signal }) =>
      unwrapSignedIn(
        apiGet<typeof StockValueAnswerSchema>(`${BASE}/StockValue`, { signal, on401: 'return' }),
      ),
    enabled,
    meta: SESSION_QUERY_META,
    retry: retryUnless4xx,
  });
}
