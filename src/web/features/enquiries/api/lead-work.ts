/**
 * Working a lead (issue 43 parts 2 and 3; docs/decisions/041-lead-work.md):
 * the Today queue, a follow-up (stage, next time, note), the first-contact
 * report when Call or WhatsApp is tapped, a lead's history and who it may be
 * assigned to (both asked for only when opened), reassigning it, and the
 * person's 9:30 WhatsApp of their day's follow-ups. The signed-in user's own
 * data (SESSION_QUERY_META); a 401 ends the session quietly. A change puts
 * the lead the server answers into the inbox at once and, once that has
 * painted, asks Today, the header's counts and the lead's history again.
 */
import {
  type QueryClient,
  queryOptions,
  useMutation,
  useQuery,
  useQueryClient,
} from '@tanstack/react-query';
import { PRIVACY_NOTICE_VERSION } from '#shared/privacy-notice.ts';
import type { envelope } from '#shared/schemas/api.ts';
import type { Enquiry, EnquirySchema, TodaySchema } from '#shared/schemas/enquiry.ts';
import type {
  AssigneeListSchema,
  ContactVia,
  FollowUpMessagesSchema,
  LeadHistorySchema,
} from '#shared/schemas/lead-work.ts';
import { apiGet, apiHeaders, apiPost } from '#web/lib/api-client.ts';
import { queryKeys } from '#web/lib/query-keys.ts';
import {
  retryUnless4xx,
  retryUnless401,
  SESSION_QUERY_META,
  unwrapSignedIn,
} from '#web/lib/session.ts';
import type { FollowUpInput } from '../follow-up.ts';
import { putLead } from './enquiries.ts';

const BASE = '/api/Enquiries';
const API_BASE: string = import.meta.env.VITE_API_BASE ?? '';

/** The answer of a change to one lead: the lead as it is now. */
type LeadAnswerSchema = ReturnType<typeof envelope<typeof EnquirySchema>>;

/** This feature's keys below queryKeys.enquiries.all, so a sign-out or an invalidation of the inbox reaches them. */
export const leadWorkKeys = {
  today: [...queryKeys.enquiries.all, 'today'] as const,
  history: (id: number) => [...queryKeys.enquiries.all, 'history', id] as const,
  assignees: (id: number) => [...queryKeys.enquiries.all, 'assignees', id] as const,
  followUpMessages: [...queryKeys.enquiries.all, 'follow-up-messages'] as const,
};

/** The Today queue: overdue, due today and new leads of the signed-in person (`enabled`: the view is shown). */
export function useToday(enabled: boolean) {
  return useQuery({
    queryKey: leadWorkKeys.today,
    queryFn: ({ signal }) =>
      unwrapSignedIn(apiGet<typeof TodaySchema>(`${BASE}/Today`, { signal, on401: 'return' })),
    meta: SESSION_QUERY_META,
    retry: retryUnless401,
    enabled,
    refetchOnMount: 'always',
  });
}

/** The fields of `body` that are set (a form post writes undefined as '', which would clear a follow-up). */
function defined(body: Record<string, string | number | undefined>) {
  return Object.fromEntries(Object.entries(body).filter(([, v]) => v !== undefined));
}

/**
 * Runs `work` once the next frame has painted: after a change, the saved
 * lead shows at once, and asking Today, the counts and the history again
 * (whose answers re-render the queue) waits until the person has seen it.
 */
function afterNextPaint(work: () => void) {
  if (typeof requestAnimationFrame !== 'function') {
    work();
    return;
  }
  requestAnimationFrame(() => setTimeout(work, 0));
}

/** After lead `lead` changed: its row now, and Today, the counts and its history asked again after the next paint. */
function afterChange(client: QueryClient, lead: Enquiry) {
  putLead(client, lead);
  afterNextPaint(() => {
    void client.invalidateQueries({ queryKey: leadWorkKeys.today });
    void client.invalidateQueries({ queryKey: queryKeys.enquiries.newCount });
    void client.invalidateQueries({ queryKey: leadWorkKeys.history(lead.id) });
  });
}

/** Saves a follow-up (stage, lost reason, next time, note); resolves with the lead and the server's message. */
export function useFollowUp() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: async (input: FollowUpInput) => {
      const r = await apiPost<LeadAnswerSchema>(`${BASE}/FollowUp`, defined({ ...input }), {
        on401: 'return',
      });
      return { lead: await unwrapSignedIn(r), message: r.msg };
    },
    // Today is asked again after the next paint, not awaited: the refetched Today may drop the
    // lead's card, and a card gone before the caller's own onSuccess would never say 'Saved'.
    onSuccess: ({ lead }) => afterChange(client, lead),
  });
}

/**
 * Tells the server that Call or WhatsApp was tapped on lead `id` (its first
 * contact, if none yet). Fire and forget: `keepalive` lets the request
 * outlive the page the link leaves, and nothing waits for it.
 */
export function reportContact(id: number, via: ContactVia): void {
  const headers = { ...apiHeaders(), 'Content-Type': 'application/x-www-form-urlencoded' };
  const body = new URLSearchParams({ id: String(id), Via: via }).toString();
  try {
    void fetch(`${API_BASE}${BASE}/Contact`, { method: 'POST', headers, body, keepalive: true })
      .then(() => undefined)
      .catch(() => undefined);
  } catch {
    // No fetch, or keepalive refused: the contact goes unrecorded, the link still opens.
  }
}

/** Lead `id`'s history query (newest first): useLeadHistory's, and a prefetch's before the tap ends. */
export function leadHistoryQuery(id: number) {
  return queryOptions({
    queryKey: leadWorkKeys.history(id),
    queryFn: ({ signal }) =>
      unwrapSignedIn(
        apiGet<typeof LeadHistorySchema>(`${BASE}/History?id=${id}`, { signal, on401: 'return' }),
      ),
    meta: SESSION_QUERY_META,
    retry: retryUnless4xx,
    // A prefetch as the finger lands is not asked again when the list opens; a change invalidates it.
    staleTime: 5_000,
  });
}

/** Lead `id`'s history, newest first, once `open`. */
export function useLeadHistory(id: number, open: boolean) {
  return useQuery({ ...leadHistoryQuery(id), enabled: open });
}

/** Who lead `id` may be given to (id 0: the owner), once `open`. */
export function useAssignees(id: number, open: boolean) {
  return useQuery({
    queryKey: leadWorkKeys.assignees(id),
    queryFn: ({ signal }) =>
      unwrapSignedIn(
        apiGet<typeof AssigneeListSchema>(`${BASE}/Assignees?id=${id}`, {
          signal,
          on401: 'return',
        }),
      ),
    meta: SESSION_QUERY_META,
    retry: retryUnless4xx,
    enabled: open,
    staleTime: 60_000,
  });
}

/** Gives lead `id` to team member `AssigneeId` (0: the owner); resolves with the lead and the server's message. */
export function useAssignLead() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: async (v: { id: number; AssigneeId: number }) => {
      const r = await apiPost<LeadAnswerSchema>(`${BASE}/Assign`, v, { on401: 'return' });
      return { lead: await unwrapSignedIn(r), message: r.msg };
    },
    // Today is asked again after the next paint, not awaited: the refetched Today may drop the
    // lead's card, and a card gone before the caller's own onSuccess would never say 'Saved'.
    onSuccess: ({ lead }) => afterChange(client, lead),
  });
}

/** Whether the person's 9:30 WhatsApp is on, and the wording that turns it on (`enabled`: shown). */
export function useFollowUpMessages(enabled: boolean) {
  return useQuery({
    queryKey: leadWorkKeys.followUpMessages,
    queryFn: ({ signal }) =>
      unwrapSignedIn(
        apiGet<typeof FollowUpMessagesSchema>(`${BASE}/FollowUpMessages`, {
          signal,
          on401: 'return',
        }),
      ),
    meta: SESSION_QUERY_META,
    retry: retryUnless4xx,
    enabled,
  });
}

/** Turns the 9:30 WhatsApp on (with the consent wording shown) or off; resolves with the server's message. */
export function useSetFollowUpMessages() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: async (v: { on: boolean; consent: string }) => {
      const r = await apiPost<typeof FollowUpMessagesSchema>(
        `${BASE}/FollowUpMessages`,
        {
          ...(v.on ? { On: 'true', Consent: v.consent } : { On: 'false' }),
          NoticeVersion: PRIVACY_NOTICE_VERSION,
        },
        { on401: 'return' },
      );
      const data = await unwrapSignedIn(r);
      client.setQueryData(leadWorkKeys.followUpMessages, data);
      return r.msg;
    },
  });
}
