/**
 * The operators' console calls (docs/moderation.md#console): the report
 * queue, duplicate flags, hidden cars, blocked mobiles and the audit, and the
 * actions (hide, restore, block, unblock, each with its reason; the banners'
 * and dealers' changes, whose reads are in console-content.ts). Operator-only on the server (403
 * for anyone else, shown by the screen); a 401 ends the session quietly.
 * Every action refreshes the whole console (queue, blocks and audit). The
 * report queue comes a page at a time (`cursor` = the previous page's
 * NextCursor).
 */
import { useInfiniteQuery, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type {
  AuditAnswerSchema,
  BlocksAnswerSchema,
  FlagsAnswerSchema,
  HiddenCarsAnswerSchema,
  ReportQueueAnswerSchema,
  ReportQueuePage,
} from '#shared/schemas/admin.ts';
import type { EmptyAnswerSchema } from '#shared/schemas/api.ts';
import type { BannerLanguage } from '#shared/schemas/console-content.ts';
import type { ConsoleGrievancesSchema } from '#shared/schemas/grievance.ts';
import { apiGet, apiPost } from '#web/lib/api-client.ts';
import { queryKeys } from '#web/lib/query-keys.ts';
import { retryUnless4xx, SESSION_QUERY_META, unwrapSignedIn } from '#web/lib/session.ts';

export const BASE = '/api/Admin';

/** Every console read: the operator's own (dropped at sign-out), fresh on arrival, a 403 not retried. */
export const READ = {
  meta: SESSION_QUERY_META,
  retry: retryUnless4xx,
  refetchOnMount: 'always' as const,
};

/** The report queue, page by page (Show more: `cursor` = the previous page's NextCursor). */
export const useReportQueue = () =>
  useInfiniteQuery({
    queryKey: queryKeys.admin.reports,
    queryFn: ({ pageParam, signal }) =>
      unwrapSignedIn(
        apiGet<typeof ReportQueueAnswerSchema>(
          `${BASE}/Reports${pageParam ? `?cursor=${encodeURIComponent(pageParam)}` : ''}`,
          { signal, on401: 'return' },
        ),
      ),
    initialPageParam: '',
    getNextPageParam: (last: ReportQueuePage) => last.NextCursor ?? undefined,
    ...READ,
  });

export const useHiddenCars = () =>
  useQuery({
    queryKey: queryKeys.admin.hidden,
    queryFn: ({ signal }) =>
      unwrapSignedIn(
        apiGet<typeof HiddenCarsAnswerSchema>(`${BASE}/HiddenCars`, { signal, on401: 'return' }),
      ),
    ...READ,
  });

export const useFlags = () =>
  useQuery({
    queryKey: queryKeys.admin.flags,
    queryFn: ({ signal }) =>
      unwrapSignedIn(
        apiGet<typeof FlagsAnswerSchema>(`${BASE}/Flags`, { signal, on401: 'return' }),
      ),
    ...READ,
  });

export const useBlocks = () =>
  useQuery({
    queryKey: queryKeys.admin.blocks,
    queryFn: ({ signal }) =>
      unwrapSignedIn(
        apiGet<typeof BlocksAnswerSchema>(`${BASE}/Blocks`, { signal, on401: 'return' }),
      ),
    ...READ,
  });

export const useAudit = () =>
  useQuery({
    queryKey: queryKeys.admin.audit,
    queryFn: ({ signal }) =>
      unwrapSignedIn(
        apiGet<typeof AuditAnswerSchema>(`${BASE}/Audit`, { signal, on401: 'return' }),
      ),
    ...READ,
  });

/** Grievances: the open ones first (issue 44 part 5). */
export const useConsoleGrievances = () =>
  useQuery({
    queryKey: queryKeys.admin.grievances,
    queryFn: ({ signal }) =>
      unwrapSignedIn(
        apiGet<typeof ConsoleGrievancesSchema>(`${BASE}/Grievances`, { signal, on401: 'return' }),
      ),
    ...READ,
  });

/** The console's actions by name, with what each sends. */
export type ConsoleAction =
  | { name: 'HideCar' | 'RestoreCar'; Rand: string; reason: string }
  | { name: 'Block' | 'Unblock'; Mobileno: string; reason: string }
  | { name: 'CloseFlag'; id: number; hide: 'true' | 'false'; reason: string }
  | { name: 'AnswerGrievance'; ticket: string; answer: string }
  | { name: 'EditBanner'; id: number; Url: string; Lang: BannerLanguage; Alt: string }
  | { name: 'MoveBanner'; id: number; direction: 'up' | 'down' }
  | { name: 'BannerVisibility'; id: number; hide: 'true' | 'false'; reason: string }
  | { name: 'DeactivateDealer' | 'ReactivateDealer'; id: number; reason: string }
  | ({ name: 'AddDealer' | 'EditDealer'; id?: number } & DealerValues);

/** The dealer form's values as typed: dealers.csv's fields and the place's ids, as text. */
export type DealerValues = Record<
  'firm_name' | 'mobile' | 'mobile2' | 'address' | 'gps_link' | 'state_id' | 'city_id',
  string
>;

/** Sends one console action; resolves with the server's message, rejects with an ApiError. */
export function useConsoleAction() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: async ({ name, ...body }: ConsoleAction) => {
      const r = await apiPost<typeof EmptyAnswerSchema>(`${BASE}/${name}`, body, {
        on401: 'return',
      });
      await unwrapSignedIn(r);
      return r.msg;
    },
    onSettled: () => client.invalidateQueries({ queryKey: queryKeys.admin.all }),
  });
}
