/**
 * GET /api/Site/settings: contact details and social links shown in the header,
 * footer, Contact Us and the policy pages (docs/product.md#identity).
 */

import { queryOptions, useQuery } from '@tanstack/react-query';
import type { SiteSettings, SiteSettingsAnswerSchema } from '#shared/schemas/site.ts';
import { apiGet, unwrap } from '#web/lib/api-client.ts';
import { LOOKUP_STALE_MS } from '#web/lib/query-client.ts';
import { queryKeys } from '#web/lib/query-keys.ts';

/**
 * Contact details and social links (SiteSettings, parsed with
 * SiteSettingsAnswerSchema); a failure throws an ApiError.
 */
export function getSiteSettings(signal?: AbortSignal): Promise<SiteSettings> {
  return unwrap(apiGet<typeof SiteSettingsAnswerSchema>('/api/Site/settings', { signal }));
}

/** The site settings' query options (also filled by page loaders); kept an hour. */
export const siteSettingsQuery = queryOptions({
  queryKey: queryKeys.site.settings,
  queryFn: ({ signal }) => getSiteSettings(signal),
  staleTime: LOOKUP_STALE_MS,
});

/** The site settings (a React Query result of SiteSettings). */
export function useSiteSettings() {
  return useQuery(siteSettingsQuery);
}

/** "+91 79 4000 1234" -> "tel:+917940001234". */
export function telHref(phone: string): string {
  return `tel:${phone.replace(/[^\d+]/g, '')}`;
}

/** "https://www.carsetu.in/" -> "www.carsetu.in". */
export function displayUrl(url: string): string {
  return url.replace(/^https?:\/\//, '').replace(/\/$/, '');
}
