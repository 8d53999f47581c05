/**
 * Small pieces of the login dialog (LoginDialog.tsx, LoginSteps.tsx): its
 * heading with a badge, and a token refusal shown above the form.
 */
import type { ReactNode } from 'react';

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

export function PhoneBadge() {
  return (
    <span
      className="flex h-12 w-12 items-center justify-center rounded-full bg-primary-50 text-primary-700"
      aria-hidden="true"
    >
      <svg
        viewBox="0 0 24 24"
        className="h-6 w-6"
        fill="none"
        stroke="currentColor"
        strokeWidth={1.8}
        strokeLinecap="round"
        strokeLinejoin="round"
      >
        <rect x="6" y="2" width="12" height="20" rx="2.5" />
        <path d="M11 18h2" />
      </svg>
    </span>
  );
}

/** A chat bubble in WhatsApp green: the code arrives there. */
export function ChatBadge() {
  return (
    <span
      className="flex h-12 w-12 items-center justify-center rounded-full bg-emerald-50 text-emerald-700"
      aria-hidden="true"
    >
      <svg
        viewBox="0 0 24 24"
        className="h-6 w-6"
        fill="none"
        stroke="currentColor"
        strokeWidth={1.8}
        strokeLinecap="round"
        strokeLinejoin="round"
      >
        <path d="M20 11.5a8 8 0 0 1-11.8 7L4 20l1.5-4.1A8 8 0 1 1 20 11.5z" />
        <path d="M9 11.5h.01M12 11.5h.01M15 11.5h.01" strokeWidth={2.6} />
      </svg>
    </span>
  );
}
