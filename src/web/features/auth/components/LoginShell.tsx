/**
 * The login dialog's first step as plain HTML in every page a guest gets
 * (docs/product.md#login-dialog; docs/decisions/027-native-first-public-pages.md):
 * a native <dialog> that the boot script opens at the first tap on a heart,
 * Login or a menu item that needs sign-in, before the app runs, so the tap is
 * answered at once. The visitor can type their number meanwhile; 'Get OTP'
 * waits for the app. When the app runs, the same tap opens the real login
 * dialog, which takes over the number (and the request, if made) and closes
 * this one (login-dialog-store.ts). It is never opened once the app runs, nor
 * without JavaScript (those links go to /Login).
 */
import { useId } from 'react';
import { closeButton, mobilePlaceholder } from '#messages/frame.ts';
import { getOtp, loginIntro, loginTitle, signInNotice } from '#messages/login.ts';
import { inputClass } from '#web/components/form/input-class.ts';
import { DataNotice } from '#web/components/ui/DataNotice.tsx';
import { LOGIN_SHELL_ID } from '#web/lib/login-dialog-store.ts';
import { useSignedIn } from '#web/lib/session.ts';
import { DialogHeading, MobileNumberField, PhoneBadge } from './login-dialog-parts.tsx';

export function LoginShell() {
  const titleId = useId();
  const signedIn = useSignedIn();
  if (signedIn) return null;
  return (
    <dialog
      id={LOGIN_SHELL_ID}
      aria-labelledby={titleId}
      closedby="closerequest"
      className="m-auto mt-[max(1rem,7vh)] w-[calc(100%-1.5rem)] max-w-md rounded-2xl bg-white p-0 text-ink-900 shadow-2xl backdrop:bg-ink-900/60 sm:mt-auto"
    >
      <div className="relative p-5 sm:p-6">
        <button
          type="button"
          {...({ commandfor: LOGIN_SHELL_ID, command: 'close' } as object)}
          aria-label={closeButton}
          className="absolute top-2 right-2 flex h-11 w-11 items-center justify-center rounded-full text-ink-500 hover:bg-ink-100"
        >
          <svg viewBox="0 0 24 24" className="h-6 w-6" aria-hidden="true">
            <path
              d="M6 6l12 12M18 6L6 18"
              stroke="currentColor"
              strokeWidth="2"
              strokeLinecap="round"
            />
          </svg>
        </button>
        <DialogHeading titleId={titleId} title={loginTitle} icon={<PhoneBadge />}>
          {loginIntro}
        </DialogHeading>
        <form method="dialog" className="mt-5">
          <MobileNumberField inputId={`${titleId}-mobile`}>
            <input
              id={`${titleId}-mobile`}
              name="mobile"
              type="tel"
              inputMode="numeric"
              autoComplete="tel-national"
              maxLength={10}
              autoFocus
              placeholder={mobilePlaceholder}
              className={`${inputClass} rounded-l-none`}
            />
          </MobileNumberField>
          <div className="mt-4">
            <DataNotice>{signInNotice}</DataNotice>
          </div>
          <button
            type="submit"
            className="mt-4 flex min-h-12 w-full items-center justify-center rounded-xl bg-primary-600 px-4 text-base font-semibold text-white aria-busy:opacity-80"
          >
            {getOtp}
          </button>
        </form>
      </div>
    </dialog>
  );
}
