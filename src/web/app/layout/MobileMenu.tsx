/**
 * The header's hamburger menu below lg (docs/product.md#header): the main
 * links, then the account entries, in a panel under the header.
 */
import { useEffect, useId, useRef } from 'react';
import { accountMenu, closeMenu, mainMenuLabel, openMenu } from '#messages/frame.ts';
import { CloseIcon, MenuIcon } from '#web/components/ui/icons.tsx';
import { EnquiriesBadge } from './account-label.tsx';
import { LanguageSwitch } from './LanguageSwitch.tsx';
import { AccountNavEntries, MainNavEntries } from './MenuEntries.tsx';
import { useDisclosure } from './use-disclosure.ts';

/** A phone menu entry's look: highlighted when it is the current page. */
const entryClass =
  (base: string) =>
  ({ isActive }: { isActive: boolean }) =>
    `${base} ${isActive ? 'bg-primary-50 text-primary-700' : ''}`;

/** The menu button and its panel (focus moves into it when it opens). */
export function MobileMenu() {
  const button = useRef<HTMLButtonElement>(null);
  const panel = useRef<HTMLDivElement>(null);
  const [open, setOpen] = useDisclosure(button, panel);
  const id = useId();
  useEffect(() => {
    if (open) panel.current?.querySelector<HTMLElement>('a, button')?.focus();
  }, [open]);
  const close = () => setOpen(false);
  return (
    <div className="lg:hidden">
      <button
        ref={button}
        type="button"
        aria-expanded={open}
        aria-controls={id}
        aria-label={open ? closeMenu : openMenu}
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
        <nav aria-label={mainMenuLabel} className="mx-auto max-w-7xl px-2 py-2 sm:px-4">
          <ul>
            <MainNavEntries
              onChoose={close}
              linkClass={entryClass(
                'flex min-h-12 items-center rounded-lg px-3 text-base font-medium hover:bg-ink-100',
              )}
            />
          </ul>
          <p className="mt-2 border-t border-ink-200 px-3 pb-1 pt-3 text-xs font-semibold uppercase tracking-wide text-ink-500">
            {accountMenu}
          </p>
          <ul>
            <AccountNavEntries
              onChoose={close}
              sessionClass="flex min-h-12 w-full items-center gap-2 rounded-lg px-3 text-left text-base font-semibold text-primary-700 hover:bg-primary-50"
              linkClass={entryClass(
                'flex min-h-12 items-center rounded-lg px-3 text-base hover:bg-ink-100',
              )}
            />
          </ul>
          <LanguageSwitch
            className="mt-2 border-t border-ink-200 px-1 pt-2 pb-1"
            linkClassName="flex min-h-12 items-center rounded-lg px-3 text-base text-primary-700 hover:bg-ink-100"
            currentClassName="flex min-h-12 items-center rounded-lg bg-primary-50 px-3 text-base font-semibold text-primary-800"
          />
        </nav>
      </div>
    </div>
  );
}
