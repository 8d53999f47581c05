/**
 * Data of the page frame: the site settings the header and footer show
 * (phone, social links). A failure is not fatal: they render without them.
 */
import type { LoaderFunctionArgs } from 'react-router';
import { siteSettingsQuery } from '#web/features/site/api/site-settings.ts';
import { loaderQueryClient, loadPageData } from '#web/lib/query-client-context.ts';

export function rootLoader({ context }: LoaderFunctionArgs): Promise<null> {
  return loadPageData([loaderQueryClient(context).ensureQueryData(siteSettingsQuery)]);
}
