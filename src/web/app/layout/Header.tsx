/**
 * Site header (docs/product.md#header): top bar with phone, e-mail and social
 * links (md+), the logo, the main menu with an Account submenu (lg+), and a
 * hamburger menu below lg. Dealer Workspace shows in the account entries of
 * both menus for dealers only (account-label.tsx).
 */
import { type RefObject, useEffect, useId, useRef, useState } from 'react';
import { Link, useLocation } from 'react-router';
import {
  ChevronDownIcon,
  CloseIcon,
  LoginIcon,
  LogoutIcon,
  MailIcon,
  MenuIcon,
  PhoneIcon,
  UserIcon,
} from '#web/components/ui/icons.tsx';
import { Logo } from '#web/components/ui/Logo.tsx';
import { telHref, useSiteSettings } from '#web/features/site/api/site-settings.ts';
import { SocialLinks } from '#web/features/site/components/SocialLinks.tsx';
import { useLoginDialog } from '#web/lib/login-dialog-store.ts';
import { useSignedIn } from '#web/lib/session.ts';
import { AccountEntry, AccountLabel, EnquiriesBadge } from './account-label.tsx';
import { ACCOUNT_NAV, MAIN_NAV } from './nav-items.ts';
import { ProtectedLink, useLogout } from './session-controls.tsx';

export function Header() {
  return (
    <header className="relative z-40 bg-primary-600 text-white shadow-md">
      <TopBar />
      <div className="mx-auto flex h-16 max-w-7xl items-center justify-between gap-4 px-4 sm:px-6">
        <Link to="/" className="-m-1 rounded-lg p-1" aria-label="CarSetu home">
          <Logo tone="light" className="h-8 w-auto sm:h-9" title="" />
        </Link>
        <nav aria-label="Main" className="hidden lg:block">
          <ul className="flex items-center gap-1">
            {MAIN_NAV.map((item) => (
              <li key={item.to}>
                <ProtectedLink
                  to={item.to}
                  protect={item.protect}
                  end={item.to === '/'}
                  className={({ isActive }) =>
                    `inline-flex min-h-11 items-center rounded-lg px-3 text-[0.95rem] font-medium transition-colors hover:bg-white/10 ${
                      isActive ? 'bg-white/15 text-white' : 'text-white/90'
                    }`
                  }
                >
                  {item.label}
                </ProtectedLink>
              </li>
            ))}
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
                <span className="sr-only">Call us: </span>
                {site.phone}
              </a>
              <a
                href={`mailto:${site.email}`}
                className="inline-flex items-center gap-1.5 hover:text-white"
              >
                <MailIcon className="h-4 w-4" />
                <span className="sr-only">E-mail us: </span>
                {site.email}
              </a>
            </>
          )}
        </div>
        {site && (
          <SocialLinks
            settings={site}
            linkClassName="h-8 w-8 text-white/85 hover:bg-white/10 hover:text-white"
          />
        )}
      </div>
    </div>
  );
}

/** Closes on Escape (returning focus to `trigger`), outside clicks and route changes. */
function useDisclosure(
  trigger: RefObject<HTMLElement | null>,
  panel: RefObject<HTMLElement | null>,
) {
  const [open, setOpen] = useState(false);
  const { pathname } = useLocation();
  // biome-ignore lint/correctness/useExhaustiveDependencies: close whenever the route changes.
  useEffect(() => setOpen(false), [pathname]);
  useEffect(() => {
    if (!open) return;
    const onKey = (e: KeyboardEvent) => {
      if (e.key === 'Escape') {
        setOpen(false);
        trigger.current?.focus();
      }
    };
    const onPointer = (e: PointerEvent) => {
      const t = e.target as Node;
      if (!panel.current?.contains(t) && !trigger.current?.contains(t)) setOpen(false);
    };
    document.addEventListener('keydown', onKey);
    document.addEventListener('pointerdown', onPointer);
    return () => {
      document.removeEventListener('keydown', onKey);
      document.removeEventListener('pointerdown', onPointer);
    };
  }, [open, trigger, panel]);
  return [open, setOpen] as const;
}

function AccountMenu() {
  const button = useRef<HTMLButtonElement>(null);
  const panel = useRef<HTMLDivElement>(null);
  const [open, setOpen] = useDisclosure(button, panel);
  const id = useId();
  return (
    <div className="relative">
      <button
        ref={button}
        type="button"
        aria-expanded={open}
        aria-controls={id}
        onClick={() => setOpen(!open)}
        className="relative inline-flex min-h-11 items-center gap-1.5 rounded-lg px-3 text-[0.95rem] font-medium text-white/90 hover:bg-white/10"
      >
        <EnquiriesBadge dot />
        <UserIcon className="h-5 w-5" />
        Account
        <ChevronDownIcon className={`h-4 w-4 transition-transform ${open ? 'rotate-180' : ''}`} />
      </button>
      <div
        ref={panel}
        id={id}
        hidden={!open}
        className="absolute right-0 mt-2 w-72 overflow-hidden rounded-xl bg-white py-2 text-ink-800 shadow-xl ring-1 ring-ink-200"
      >
        <ul>
          <li>
            <SessionButton
              onDone={() => setOpen(false)}
              className="flex min-h-11 w-full items-center gap-2 px-4 text-left font-semibold text-primary-700 hover:bg-primary-50"
            />
          </li>
          {ACCOUNT_NAV.map((item) => (
            <AccountEntry key={item.to} item={item}>
              <li>
                <ProtectedLink
                  to={item.to}
                  protect={item.protect}
                  onClick={() => setOpen(false)}
                  className="flex min-h-11 items-center px-4 py-2 hover:bg-ink-100"
                >
                  <AccountLabel item={item} />
                </ProtectedLink>
              </li>
            </AccountEntry>
          ))}
        </ul>
      </div>
    </div>
  );
}

function MobileMenu() {
  const button = useRef<HTMLButtonElement>(null);
  const panel = useRef<HTMLDivElement>(null);
  const [open, setOpen] = useDisclosure(button, panel);
  const id = useId();
  useEffect(() => {
    if (open) panel.current?.querySelector<HTMLElement>('a, button')?.focus();
  }, [open]);
  return (
    <div className="lg:hidden">
      <button
        ref={button}
        type="button"
        aria-expanded={open}
        aria-controls={id}
        aria-label={open ? 'Close menu' : 'Open menu'}
        onClick={() => setOpen(!open)}
        className="relative -mr-2 inline-flex h-11 w-11 items-center justify-center rounded-lg hover:bg-white/10"
      >
        {open ? null : <EnquiriesBadge dot />}
        {open ? <CloseIcon className="h-6 w-6" /> : <MenuIcon className="h-6 w-6" />}
      </button>
      {open && (
        <div
          className="fixed inset-x-0 bottom-0 top-16 bg-ink-900/40 md:top-25"
          aria-hidden="true"
        />
      )}
      <div
        ref={panel}
        id={id}
        hidden={!open}
        className="absolute inset-x-0 top-full max-h-[calc(100dvh-4rem)] overflow-y-auto border-t border-white/10 bg-white text-ink-800 shadow-xl"
      >
        <nav aria-label="Main" className="mx-auto max-w-7xl px-2 py-2 sm:px-4">
          <ul>
            {MAIN_NAV.map((item) => (
              <li key={item.to}>
                <ProtectedLink
                  to={item.to}
                  protect={item.protect}
                  end={item.to === '/'}
                  onClick={() => setOpen(false)}
                  className={({ isActive }) =>
                    `flex min-h-12 items-center rounded-lg px-3 text-base font-medium hover:bg-ink-100 ${
                      isActive ? 'bg-primary-50 text-primary-700' : ''
                    }`
                  }
                >
                  {item.label}
                </ProtectedLink>
              </li>
            ))}
          </ul>
          <p className="mt-2 border-t border-ink-200 px-3 pb-1 pt-3 text-xs font-semibold uppercase tracking-wide text-ink-500">
            Account
          </p>
          <ul>
            <li>
              <SessionButton
                onDone={() => setOpen(false)}
                className="flex min-h-12 w-full items-center gap-2 rounded-lg px-3 text-left text-base font-semibold text-primary-700 hover:bg-primary-50"
              />
            </li>
            {ACCOUNT_NAV.map((item) => (
              <AccountEntry key={item.to} item={item}>
                <li>
                  <ProtectedLink
                    to={item.to}
                    protect={item.protect}
                    onClick={() => setOpen(false)}
                    className={({ isActive }) =>
                      `flex min-h-12 items-center rounded-lg px-3 text-base hover:bg-ink-100 ${
                        isActive ? 'bg-primary-50 text-primary-700' : ''
                      }`
                    }
                  >
                    <AccountLabel item={item} />
                  </ProtectedLink>
                </li>
              </AccountEntry>
            ))}
          </ul>
        </nav>
      </div>
    </div>
  );
}

/**
 * Login/Signup (opens the login dialog) when signed out, Logout when signed in
 * (docs/product.md#header, Account submenu).
 */
function SessionButton({ className, onDone }: { className: string; onDone: () => void }) {
  const signedIn = useSignedIn();
  const showLogin = useLoginDialog((s) => s.show);
  const logout = useLogout();
  return (
    <button
      type="button"
      onClick={() => {
        onDone();
        if (signedIn) logout();
        else showLogin();
      }}
      className={className}
    >
      {signedIn ? <LogoutIcon className="h-5 w-5" /> : <LoginIcon className="h-5 w-5" />}
      {signedIn ? 'Logout' : 'Login/Signup'}
    </button>
  );
}
