/** /contactus: the operator's contact details, from the site settings. */
import type { LoaderFunctionArgs } from 'react-router';
import { loadingLabel } from '#messages/frame.ts';
import { contactTitle } from '#messages/heads.ts';
import { contactHeading, contactIntro, contactLoadFailed, followUs } from '#messages/pages.ts';
import { Spinner } from '#web/components/ui/Spinner.tsx';
import { ContactCard } from '#web/features/pages/components/ContactCard.tsx';
import {
  displayUrl,
  siteSettingsQuery,
  telHref,
  useSiteSettings,
} from '#web/features/site/api/site-settings.ts';
import { SocialLinks } from '#web/features/site/components/SocialLinks.tsx';
import { loaderQueryClient } from '#web/lib/query-client-context.ts';
import { useDocumentTitle } from '#web/lib/use-document-title.ts';

export async function loader({ context }: LoaderFunctionArgs) {
  // Have the details before the page shows (no layout shift); the page copes if this failed.
  await loaderQueryClient(context)
    .ensureQueryData(siteSettingsQuery)
    .catch(() => undefined);
  return null;
}

export function Component() {
  useDocumentTitle(contactTitle);
  const { data: site, isError } = useSiteSettings();
  return (
    <div>
      <div className="bg-gradient-to-br from-primary-700 to-primary-900 text-white">
        <div className="mx-auto max-w-4xl px-4 py-10 sm:px-6 md:py-14">
          <h1 className="text-3xl font-bold tracking-tight md:text-4xl">{contactHeading}</h1>
          <p className="mt-2 max-w-xl text-primary-100">{contactIntro}</p>
        </div>
      </div>
      <div className="mx-auto -mt-6 max-w-4xl px-4 pb-12 sm:px-6 md:-mt-8">
        {site ? (
          <>
            <ContactCard
              site={site}
              phoneHref={telHref(site.phone)}
              websiteLabel={displayUrl(site.website)}
            />
            <div className="mt-6 flex flex-wrap items-center gap-3 rounded-2xl bg-white p-5 shadow-card ring-1 ring-ink-200/70">
              <p className="font-medium text-ink-800">{followUs}</p>
              <SocialLinks
                settings={site}
                linkClassName="h-11 w-11 bg-primary-50 text-primary-700 hover:bg-primary-100"
                className="gap-2"
              />
            </div>
          </>
        ) : (
          <div className="rounded-2xl bg-white p-8 text-center shadow-card">
            {isError ? (
              <p className="text-ink-600">{contactLoadFailed}</p>
            ) : (
              <Spinner label={loadingLabel} />
            )}
          </div>
        )}
      </div>
    </div>
  );
}
