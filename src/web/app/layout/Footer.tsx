/**
 * Footer on every route (docs/product.md#footer-and-bottom-bar): policy links,
 * contact, the Grievance Officer, social links and the copyright line.
 */

import { copyright } from '#messages/footer.ts';
import {
  footerBuySell,
  footerCompanyPolicies,
  footerGetInTouch,
  footerGrievanceOfficer,
  footerTagline,
  logoHomeLabel,
  navContact,
  navSearch,
  navSell,
  navWishlist,
} from '#messages/frame.ts';
import { paths } from '#shared/pages/paths.ts';
import { MailIcon, PhoneIcon, PinIcon } from '#web/components/ui/icons.tsx';
import { Logo } from '#web/components/ui/Logo.tsx';
import { telHref, useSiteSettings } from '#web/features/site/api/site-settings.ts';
import { SocialLinks } from '#web/features/site/components/SocialLinks.tsx';
import { Link } from '#web/lib/links.tsx';
import { LanguageSwitch } from './LanguageSwitch.tsx';
import { type NavItem, POLICY_NAV } from './nav-items.ts';
import { ProtectedLink } from './session-controls.tsx';

const BROWSE_NAV: NavItem[] = [
  { to: paths.search, label: navSearch },
  { to: paths.sell, label: navSell, protect: true },
  { to: paths.wishlist, label: navWishlist, protect: true },
  { to: paths.contact, label: navContact },
];

export function Footer() {
  const { data: site } = useSiteSettings();
  const year = new Date().getFullYear();
  return (
    <footer className="bg-primary-950 text-sm text-ink-300">
      <div className="mx-auto grid max-w-7xl gap-10 px-4 py-12 sm:px-6 md:grid-cols-2 lg:grid-cols-4">
        <div>
          <Link to="/" aria-label={logoHomeLabel} className="inline-block rounded-lg">
            <Logo tone="light" className="h-9 w-auto" title="" />
          </Link>
          <p className="mt-4 max-w-xs leading-relaxed">{footerTagline}</p>
          {site && (
            <SocialLinks
              settings={site}
              className="mt-5 -ml-2"
              linkClassName="h-11 w-11 text-ink-200 hover:bg-white/10 hover:text-white"
            />
          )}
        </div>
        <FooterLinks title={footerBuySell} links={BROWSE_NAV} />
        <FooterLinks title={footerCompanyPolicies} links={POLICY_NAV} />
        <div>
          <h2 className="text-sm font-semibold uppercase tracking-wide text-white">
            {footerGetInTouch}
          </h2>
          {!site && <div className="mt-4 min-h-36" />}
          {site && (
            <ul className="mt-4 min-h-36 space-y-3">
              <li>
                <a
                  href={telHref(site.phone)}
                  className="inline-flex items-center gap-2 hover:text-white"
                >
                  <PhoneIcon className="h-4 w-4 shrink-0" />
                  {site.phone}
                </a>
              </li>
              <li>
                <a
                  href={`mailto:${site.email}`}
                  className="inline-flex items-center gap-2 break-all hover:text-white"
                >
                  <MailIcon className="h-4 w-4 shrink-0" />
                  {site.email}
                </a>
              </li>
              <li className="flex gap-2">
                <PinIcon className="mt-0.5 h-4 w-4 shrink-0" />
                <span>{site.address}</span>
              </li>
              <li>
                {footerGrievanceOfficer}:{' '}
                <a
                  href={`mailto:${site.grievanceOfficer.email}`}
                  className="break-all underline underline-offset-2 hover:text-white"
                >
                  {site.grievanceOfficer.name}
                </a>
              </li>
            </ul>
          )}
        </div>
      </div>
      <div className="border-t border-white/10">
        <div className="mx-auto flex max-w-7xl flex-col items-center gap-3 px-4 py-5 sm:px-6 md:flex-row md:justify-between">
          <p className="text-center text-xs text-ink-300 md:text-left">{copyright(year)}</p>
          <LanguageSwitch
            linkClassName="inline-flex min-h-11 items-center rounded-lg px-3 text-ink-200 hover:bg-white/10 hover:text-white"
            currentClassName="inline-flex min-h-11 items-center rounded-lg bg-white/10 px-3 font-semibold text-white"
          />
        </div>
      </div>
    </footer>
  );
}

function FooterLinks({ title, links }: { title: string; links: NavItem[] }) {
  return (
    <nav aria-label={title}>
      <h2 className="text-sm font-semibold uppercase tracking-wide text-white">{title}</h2>
      <ul className="mt-3">
        {links.map((l) => (
          <li key={l.to + l.label}>
            <ProtectedLink
              to={l.to}
              protect={l.protect ?? false}
              className="inline-flex min-h-10 items-center hover:text-white hover:underline"
            >
              {l.label}
            </ProtectedLink>
          </li>
        ))}
      </ul>
    </nav>
  );
}
