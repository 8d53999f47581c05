/**
 * A dealer's showroom page (issue 45 part 5; docs/decisions/046-showroom-pages.md):
 * GET /api/showroom/{Rand}, public and cacheable; its cars come from the
 * search call with `dealer` (search-cars.ts). The workspace's form is
 * showroom-form.ts.
 */
import { queryOptions } from '@tanstack/react-query';
import type { Showroom, ShowroomAnswerSchema } from '#shared/schemas/showroom.ts';
import { apiGet, unwrap } from '#web/lib/api-client.ts';

/** A showroom, or 'missing' for an unknown or deactivated dealer (a 404). */
export type ShowroomResult = { kind: 'page'; page: Showroom } | { kind: 'missing' };

/** Query options for dealer `rand`'s showroom; any failure but 404/400 is a query error. */
export function showroomQuery(rand: string) {
  return queryOptions({
    queryKey: ['showroom', rand] as const,
    queryFn: async ({ signal }): Promise<ShowroomResult> => {
      const r = await apiGet<typeof ShowroomAnswerSchema>(
        `/api/showroom/${encodeURIComponent(rand)}`,
        { signal },
      );
      if (r.status === 404 || r.status === 400) return { kind: 'missing' };
      return { kind: 'page', page: await unwrap(Promise.resolve(r)) };
    },
    staleTime: 5 * 60 * 1000,
  });
}

/** The Call and WhatsApp buttons' addresses (the server answers a redirect to the whole number). */
export const showroomContactHref = (rand: string, kind: 'call' | 'whatsapp') =>
  `/api/showroom/${encodeURIComponent(rand)}/${kind}`;
