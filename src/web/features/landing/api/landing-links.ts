/**
 * Home's popular cities and makes, from GET /api/landing (an addition to the
 * original API), apart from landing.ts so that Home does not carry the
 * landing page's code.
 */
import { queryOptions } from '@tanstack/react-query';
import type { LandingLinksAnswerSchema } from '#shared/schemas/landing.ts';
import { apiGet, unwrap } from '#web/lib/api-client.ts';
import { LOOKUP_STALE_MS } from '#web/lib/query-client.ts';
import { queryKeys } from '#web/lib/query-keys.ts';

/** Home's popular cities and makes. */
export const landingLinksQuery = queryOptions({
  queryKey: queryKeys.landing.links,
  queryFn: ({ signal }) =>
    unwrap(apiGet<typeof LandingLinksAnswerSchema>('/api/landing', { signal })),
  staleTime: LOOKUP_STALE_MS,
});
