/**
 * Closing a sale (issue 45 part 3; docs/decisions/044-cost-sheets.md#sales):
 * selling a car with the buyer's details, its sale and RC transfer, moving
 * the transfer on, and downloading its papers and the register of vehicles
 * (api-download.ts: fetched with the token, which a plain link would not carry). Owners and managers only on
 * the server. And the dealership's GSTIN for its papers (the Team screen:
 * anyone of it reads, owners change it; a 403 is an ApiError with status 403).
 */
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { EmptyAnswerSchema } from '#shared/schemas/api.ts';
import type {
  PaperDetailsAnswerSchema,
  PaperDetailsValues,
  RcStage,
  SaleAnswerSchema,
  SalePaper,
  SaleValues,
} from '#shared/schemas/sale.ts';
import { apiGet, apiPost } from '#web/lib/api-client.ts';
import { downloadAndSave } from '#web/lib/api-download.ts';
import { queryKeys } from '#web/lib/query-keys.ts';
import { retryUnless4xx, SESSION_QUERY_META, unwrapSignedIn } from '#web/lib/session.ts';

const BASE = '/api/Dealer';
const saleKey = (rand: string) => [...queryKeys.dealer.all, 'sale', rand] as const;
/** Below queryKeys.dealer.all, so the workspace's refreshes and a sign-out reach it. */
const paperDetailsKey = [...queryKeys.dealer.all, 'paper-details'] as const;

/** Sells a car; the workspace's lists and sheets are asked again. */
export function useSellCar() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: async (sale: SaleValues) => {
      const r = await apiPost<typeof EmptyAnswerSchema>(
        `${BASE}/Sell`,
        {
          ...sale,
          idType: sale.idType ?? '',
          idNumber: sale.idNumber ?? '',
          engineNumber: sale.engineNumber ?? '',
          chassisNumber: sale.chassisNumber ?? '',
        },
        { on401: 'return' },
      );
      await unwrapSignedIn(r);
      return r.msg;
    },
    onSuccess: () => client.invalidateQueries({ queryKey: queryKeys.dealer.all }),
  });
}

/** The sale of car `rand`, asked once `enabled` (its disclosure opened). */
export function useSale(rand: string, enabled: boolean) {
  return useQuery({
    queryKey: saleKey(rand),
    queryFn: ({ signal }) =>
      unwrapSignedIn(
        apiGet<typeof SaleAnswerSchema>(`${BASE}/Sale?Rand=${encodeURIComponent(rand)}`, {
          signal,
          on401: 'return',
        }),
      ),
    enabled,
    meta: SESSION_QUERY_META,
    retry: retryUnless4xx,
  });
}

export function useSetRcStage(rand: string) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: async (stage: RcStage) => {
      const r = await apiPost<typeof EmptyAnswerSchema>(
        `${BASE}/RcStage`,
        { Rand: rand, stage },
        { on401: 'return' },
      );
      await unwrapSignedIn(r);
      return r.msg;
    },
    onSuccess: () => client.invalidateQueries({ queryKey: saleKey(rand) }),
  });
}

/** Downloads car `rand`'s paper `doc` under the server's file name; rejects when refused. */
export function downloadPaper(rand: string, doc: SalePaper): Promise<void> {
  return downloadAndSave(
    `${BASE}/Papers?Rand=${encodeURIComponent(rand)}&doc=${doc}`,
    'application/pdf',
    `${doc}.pdf`,
  );
}

/**
 * Downloads the register of vehicles from `from` to `to` (YYYY-MM-DD) as CSV
 * or, `format` 'pdf', as a PDF to print (docs/product.md, "Closing a sale");
 * rejects with an ApiError when refused.
 */
export function downloadStockRegister(
  range: { from: string; to: string },
  format: 'csv' | 'pdf' = 'csv',
): Promise<void> {
  return downloadAndSave(
    `${BASE}/StockRegister.${format}?from=${range.from}&to=${range.to}`,
    format === 'pdf' ? 'application/pdf' : 'text/csv',
    `stock-register-${range.from}-${range.to}.${format}`,
  );
}

/** The signed-in person's dealership's GSTIN for its papers: { Gstin } (null: none set). */
export function usePaperDetails() {
  return useQuery({
    queryKey: paperDetailsKey,
    queryFn: ({ signal }) =>
      unwrapSignedIn(
        apiGet<typeof PaperDetailsAnswerSchema>(`${BASE}/PaperDetails`, {
          signal,
          on401: 'return',
        }),
      ),
    meta: SESSION_QUERY_META,
    retry: retryUnless4xx,
  });
}

/** Saves the GSTIN (undefined clears it); resolves with the server's message ('GSTIN saved'). */
export function useSavePaperDetails() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: async (details: PaperDetailsValues) => {
      const r = await apiPost<typeof PaperDetailsAnswerSchema>(
        `${BASE}/PaperDetails`,
        { Gstin: details.Gstin ?? '' },
        { on401: 'return' },
      );
      const saved = await unwrapSignedIn(r);
      client.setQueryData(paperDetailsKey, saved);
      return r.msg;
    },
  });
}
