/**
 * One console action with its reason (docs/moderation.md#console): a reason
 * field and a button per action; the reason is checked with the shared
 * schema's rule before anything is sent, the outcome is a toast, and a
 * refusal shows under the field.
 */
import { type FormEvent, useId, useState } from 'react';
import { MSG } from '#shared/messages.ts';
import { auditReason, MobileActionSchema } from '#shared/schemas/admin.ts';
import { FieldError, inputClass } from '#web/components/form/field.tsx';
import { notifySuccess } from '#web/lib/notify.ts';
import { type ConsoleAction, useConsoleAction } from '../api/admin.ts';

const TONES = {
  danger: 'bg-red-700 text-white hover:bg-red-800',
  primary: 'bg-primary-700 text-white hover:bg-primary-800',
  plain: 'bg-white text-ink-800 ring-1 ring-ink-300 hover:bg-ink-50',
} as const;

export function ActionForm({
  label,
  actions,
  needsMobile = false,
  children,
}: {
  /** The reason field's accessible name. */
  label: string;
  /**
   * The buttons: each makes its action from the reason (and the mobile field,
   * when the form has one; `needsMobile`).
   */
  actions: {
    label: string;
    tone: keyof typeof TONES;
    send: (reason: string, mobile: string) => ConsoleAction;
  }[];
  /** The form has a mobile field (children) whose value the actions need. */
  needsMobile?: boolean;
  /** More fields before the reason (the mobile). */
  children?: (errors: Record<string, string>) => React.ReactNode;
}) {
  const id = useId();
  const action = useConsoleAction();
  const [errors, setErrors] = useState<Record<string, string>>({});

  const submit = (e: FormEvent<HTMLFormElement>) => {
    e.preventDefault();
    const form = e.currentTarget;
    const data = new FormData(form);
    const chosen = actions[Number((e.nativeEvent as SubmitEvent).submitter?.getAttribute('value'))];
    const reason = String(data.get('reason') ?? '');
    const found: Record<string, string> = {};
    const check = auditReason.safeParse(reason);
    if (!check.success) found.reason = 'Write why, for the audit.';
    const mobile = String(data.get('Mobileno') ?? '');
    if (needsMobile && !MobileActionSchema.shape.Mobileno.safeParse(mobile).success) {
      found.Mobileno = MSG.validMobile;
    }
    setErrors(found);
    if (Object.keys(found).length || !chosen) return;
    action.mutate(chosen.send(reason, mobile), {
      onSuccess: (message) => {
        notifySuccess(message);
        form.reset();
      },
      onError: (err) => setErrors({ reason: err.message }),
    });
  };

  return (
    <form onSubmit={submit} noValidate className="mt-4 space-y-3 border-t border-ink-100 pt-4">
      {children?.(errors)}
      <div>
        <label htmlFor={`${id}-reason`} className="mb-1.5 block text-sm font-medium text-ink-700">
          Reason (kept in the audit)
        </label>
        <input
          id={`${id}-reason`}
          name="reason"
          maxLength={300}
          aria-label={label}
          aria-invalid={errors.reason ? true : undefined}
          aria-describedby={errors.reason ? `${id}-reason-error` : undefined}
          className={inputClass}
        />
        <FieldError id={`${id}-reason`} error={errors.reason} announce />
      </div>
      <div className="flex flex-wrap gap-2">
        {actions.map((a, i) => (
          <button
            key={a.label}
            type="submit"
            value={i}
            disabled={action.isPending}
            className={`min-h-11 rounded-xl px-4 text-sm font-semibold shadow-sm transition disabled:opacity-60 ${TONES[a.tone]}`}
          >
            {a.label}
          </button>
        ))}
      </div>
    </form>
  );
}
