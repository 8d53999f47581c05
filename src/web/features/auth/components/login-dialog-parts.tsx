/**
 * Small pieces of the login dialog (LoginDialog.tsx, LoginSteps.tsx): its
 * heading with a badge, the badges, and a token refusal shown above the form.
 */
import type { ReactNode } from 'react';
import { mobileNumberLabel } from '#messages/login.ts';
import { OutlineIcon } from '#web/components/ui/icons.tsx';

/** The dialog's title (`titleId` names the dialog) under its badge, with `children` below. */
export function DialogHeading({
  titleId,
  title,
  icon,
  children,
}: {
  titleId: string;
  title: string;
  icon: ReactNode;
  children: ReactNode;
}) {
  return (
    <div>
      {icon}
      <h2 id={titleId} className="mt-3 text-xl font-bold text-ink-900">
        {title}
      </h2>
      <div className="mt-1 text-sm leading-relaxed text-ink-600">{children}</div>
    </div>
  );
}

/** 'Mobile number' over its +91 prefix, beside the `children` input (whose id is `inputId`). */
export function MobileNumberField({ inputId, children }: { inputId: string; children: ReactNode }) {
  return (
    <>
      <label htmlFor={inputId} className="mb-1.5 block text-sm font-medium text-ink-700">
        {mobileNumberLabel}
      </label>
      <div className="flex">
        <span className="inline-flex h-12 items-center rounded-l-xl border border-r-0 border-ink-300 bg-ink-50 px-3 text-base font-medium text-ink-700">
          +91
        </span>
        {children}
      </div>
    </>
  );
}

/** A refused token's message, as an alert; nothing without one. */
export function TokenError({ message }: { message: string | null }) {
  if (!message) return null;
  return (
    <p
      role="alert"
      className="mb-4 rounded-xl border border-red-200 bg-red-50 px-3.5 py-2.5 text-sm font-medium text-red-700"
    >
      {message}
    </p>
  );
}

/** A round badge of `tone` holding an outline icon drawn by `children`. */
function Badge({ tone, children }: { tone: string; children: ReactNode }) {
  return (
    <span
      className={`flex h-12 w-12 items-center justify-center rounded-full ${tone}`}
      aria-hidden="true"
    >
      <OutlineIcon className="h-6 w-6">{children}</OutlineIcon>
    </span>
  );
}

/** A phone: the mobile number step. */
export function PhoneBadge() {
  return (
    <Badge tone="bg-primary-50 text-primary-700">
      <rect x="6" y="2" width="12" height="20" rx="2.5" />
      <path d="M11 18h2" />
    </Badge>
  );
}

/** A chat bubble in WhatsApp green: the code arrives there. */
export function ChatBadge() {
  return (
    <Badge tone="bg-emerald-50 text-emerald-700">
      <path d="M20 11.5a8 8 0 0 1-11.8 7L4 20l1.5-4.1A8 8 0 1 1 20 11.5z" />
      <path d="M9 11.5h.01M12 11.5h.01M15 11.5h.01" strokeWidth={2.6} />
    </Badge>
  );
}
