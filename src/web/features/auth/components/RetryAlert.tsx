/**
 * The login dialog's steps' shared pieces (LoginSteps.tsx): a 429's alert
 * beside the field it refused, and the field's aria-describedby. Apart from
 * login-dialog-parts.tsx, which the login shell carries.
 */
import { OutlineIcon } from '#web/components/ui/icons.tsx';

/**
 * A 429's words (when to try again) beside the field it refused, as an
 * alert; `id` is for the field's aria-describedby. Nothing without one.
 * (Here, not in login-dialog-parts.tsx, which the login shell puts in every
 * page's start.)
 */
export function RetryAlert({ id, message }: { id: string; message: string | null }) {
  if (!message) return null;
  return (
    <p
      id={id}
      role="alert"
      className="mt-3 flex items-start gap-2 rounded-xl border border-amber-300 bg-amber-50 px-3.5 py-2.5 text-sm font-medium text-amber-900"
    >
      <OutlineIcon className="mt-px h-5 w-5 shrink-0">
        <circle cx="12" cy="12" r="9" />
        <path d="M12 7v5l3 2" />
      </OutlineIcon>
      <span>{message}</span>
    </p>
  );
}

/** Ids of the field's message and of a 429's alert, for its aria-describedby (undefined: none). */
export function describedBy(...ids: (string | false)[]): string | undefined {
  return ids.filter(Boolean).join(' ') || undefined;
}
