/**
 * Site header (docs/product.md#header): top bar with phone, e-mail, the
 * language switcher and social links (md+; below md the switcher is in the menu), the logo, the keyword search box (but on /search), the main menu with an Account submenu (lg+), and a
 * hamburger menu below lg (AccountMenu.tsx, MobileMenu.tsx: both list
 * MenuEntries.tsx). Dealer Workspace shows in the account entries of both
 * menus for dealers only (account-label.tsx).
 */

import { callUsPrefix, emailUsPrefix, logoHomeLabel, mainMenuLabel } from '#messages/frame.ts';
import { MailIcon, PhoneIcon } from '#web/components/ui/icons.tsx';
import { Logo } from '#web/components/ui/Logo.tsx';
import { telHref, useSiteSettings } from '#web/features/site/api/site-settings.ts';
import { SocialLinks } from '#web/features/site/components/SocialLinks.tsx';
import { Link } from '#web/lib/links.tsx';
import { AccountMenu } from './AccountMenu.tsx';
import { HeaderSearch } from './HeaderSearch.tsx';
import { LanguageSwitch } from './LanguageSwitch.tsx';
import { MainNavEntries } from './MenuEntries.tsx';
import { MobileMenu } from './MobileMenu.tsx';

/** The header on every page. */
export function Header() {
  return (
    <header className="relative z-40 bg-primary-600 text-white shadow-md">
      <TopBar />
      <div className="mx-auto flex h-16 max-w-7xl items-center justify-between gap-3 px-4 sm:gap-4 sm:px-6">
        <Link to="/" className="-m-1 shrink-0 rounded-lg p-1" aria-label={logoHomeLabel}>
          <Logo tone="light" className="h-8 w-auto sm:h-9" title="" />
        </Link>
        <HeaderSearch />
        <nav aria-label={mainMenuLabel} className="hidden lg:block">
          <ul className="flex items-center gap-1">
            <MainNavEntries
              linkClass={({ isActive }) =>
                `inline-flex min-h-11 items-center rounded-lg px-3 text-[0.95rem] font-medium transition-colors hover:bg-white/10 ${
                  isActive ? 'bg-white/15 text-white' : 'text-white/90'
                }`
              }
            />
            <li>
              <AccountMenu />
            </li>
          </ul>
        </nav>
        <MobileMenu />
      </div>
    </header>
  );
}

function TopBar() {
  const { data: site } = useSiteSettings();
  return (
    <div className="hidden bg-primary-900 text-sm text-white/90 md:block">
      <div className="mx-auto flex h-9 max-w-7xl items-center justify-between px-4 sm:px-6">
        <div className="flex items-center gap-5">
          {site && (
            <>
              <a
                href={telHref(site.phone)}
                className="inline-flex items-center gap-1.5 hover:text-white"
              >
                <PhoneIcon className="h-4 w-4" />
                <span className="sr-only">{callUsPrefix}</span>
                {site.phone}
              </a>
              <a
                href={`mailto:${site.email}`}
                className="inline-flex items-center gap-1.5 hover:text-white"
              >
                <MailIcon className="h-4 w-4" />
                <span className="sr-only">{emailUsPrefix}</span>
                {site.email}
              </a>
            </>
          )}
        </div>
        <div className="flex items-center gap-4">
          <LanguageSwitch
            linkClassName="inline-flex min-h-8 items-center rounded px-2 text-white/85 hover:bg-white/10 hover:text-white"
            currentClassName="inline-flex min-h-8 items-center rounded bg-white/15 px-2 font-semibold text-white"
          />
          {site && (
            <SocialLinks
              settings={site}
              linkClassName="h-8 w-8 text-white/85 hover:bg-white/10 hover:text-white"
            />
          )}
        </div>
      </div>
    </div>
  );
}
