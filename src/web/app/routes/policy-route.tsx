/** /page/{slug}: About Us and the four policy pages; unknown slugs are a 404. */
import { data, type LoaderFunctionArgs, useParams } from 'react-router';
import { loadingLabel } from '#messages/frame.ts';
import { Spinner } from '#web/components/ui/Spinner.tsx';
import { PolicyLayout } from '#web/features/pages/components/PolicyLayout.tsx';
import { findStaticPage } from '#web/features/pages/content/policy-pages.tsx';
import { siteSettingsQuery, useSiteSettings } from '#web/features/site/api/site-settings.ts';
import { loaderQueryClient } from '#web/lib/query-client-context.ts';
import { useDocumentTitle } from '#web/lib/use-document-title.ts';

export async function loader({ context, params }: LoaderFunctionArgs) {
  if (!findStaticPage(params.slug)) throw data(null, { status: 404 });
  // The text quotes the contact details: have them before the page shows (no layout shift).
  await loaderQueryClient(context)
    .ensureQueryData(siteSettingsQuery)
    .catch(() => undefined);
  return null;
}

export function Component() {
  const { slug } = useParams();
  const page = findStaticPage(slug)!;
  useDocumentTitle(page.title);
  const { data: site } = useSiteSettings();
  return (
    <PolicyLayout title={page.title} meta={page.meta}>
      {site ? page.body(site) : <Spinner label={loadingLabel} />}
    </PolicyLayout>
  );
}
