/**
 * The header's Account submenu (lg+; docs/product.md#header): a button with
 * the new-lead dot that opens Login/Signup or Logout and the account links.
 */
import { useId, useRef } from 'react';
import { accountMenu } from '#messages/frame.ts';
import { ChevronDownIcon, UserIcon } from '#web/components/ui/icons.tsx';
import { EnquiriesBadge } from './account-label.tsx';
import { AccountNavEntries } from './MenuEntries.tsx';
import { useDisclosure } from './use-disclosure.ts';

/** The Account button and its drop-down panel. */
export function AccountMenu() {
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
        {accountMenu}
        <ChevronDownIcon className={`h-4 w-4 transition-transform ${open ? 'rotate-180' : ''}`} />
      </button>
      <div
        ref={panel}
        id={id}
        hidden={!open}
        className="absolute right-0 mt-2 w-72 overflow-hidden rounded-xl bg-white py-2 text-ink-800 shadow-xl ring-1 ring-ink-200"
      >
        <ul>
          <AccountNavEntries
            onChoose={() => setOpen(false)}
            sessionClass="flex min-h-11 w-full items-center gap-2 px-4 text-left font-semibold text-primary-700 hover:bg-primary-50"
            linkClass="flex min-h-11 items-center px-4 py-2 hover:bg-ink-100"
          />
        </ul>
      </div>
    </div>
  );
}
