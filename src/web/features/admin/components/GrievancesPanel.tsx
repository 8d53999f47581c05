/**
 * Grievances in the console (issue 44 part 5; docs/privacy.md#grievances):
 * the open ones first, the longest-waiting first, those past the 30 days
 * CarSetu promises marked "Overdue" and those past the law's 90 days "Past
 * 90 days"; each open one with an answer form (the person sees the answer
 * on /grievance, under the Grievance Officer's contact; the answer is
 * audited). Console words stay English.
 */
import { type FormEvent, useId, useState } from 'react';
import { AnswerGrievanceSchema, type ConsoleGrievance } from '#shared/schemas/grievance.ts';
import { FieldError, inputClass } from '#web/components/form/field.tsx';
import { notifySuccess } from '#web/lib/notify.ts';
import { useConsoleAction, useConsoleGrievances } from '../api/admin.ts';
import { istTime, PanelState } from './ConsoleStates.tsx';

export function GrievancesPanel() {
  const query = useConsoleGrievances();
  return (
    <PanelState query={query} label="grievances">
      {() =>
        query.data?.length ? (
          <ul className="space-y-3">
            {query.data.map((g) => (
              <GrievanceItem key={g.ticket} grievance={g} />
            ))}
          </ul>
        ) : (
          <p className="rounded-2xl bg-white p-8 text-center text-ink-600 shadow-card ring-1 ring-ink-200/70">
            No grievance yet.
          </p>
        )
      }
    </PanelState>
  );
}

function GrievanceItem({ grievance: g }: { grievance: ConsoleGrievance }) {
  const late = g.pastDeadline
    ? { label: 'Past 90 days', className: 'bg-red-700 text-white' }
    : g.overdue
      ? { label: 'Overdue', className: 'bg-amber-100 text-amber-900' }
      : null;
  return (
    <li
      className={`rounded-2xl bg-white p-4 shadow-card ring-1 sm:p-5 ${late ? 'ring-2 ring-red-300' : 'ring-ink-200/70'}`}
    >
      <div className="flex flex-wrap items-center gap-2">
        <p className="font-mono text-lg font-semibold text-ink-900">{g.ticket}</p>
        {late ? (
          <span className={`rounded-full px-2.5 py-0.5 text-sm font-semibold ${late.className}`}>
            {late.label}
          </span>
        ) : null}
        <span className="rounded-full bg-ink-100 px-2.5 py-0.5 text-sm text-ink-700">
          {g.status === 'open' ? `Open, answer by ${istTime(g.answerBy)}` : 'Answered'}
        </span>
      </div>
      <p className="mt-1 text-sm text-ink-600">
        {g.category} · filed {istTime(g.createdAt)} · {g.name || 'No name'} · {g.mobile}
      </p>
      <p className="mt-2 whitespace-pre-line text-ink-800">{g.details}</p>
      {g.status === 'open' ? (
        <AnswerForm ticket={g.ticket} />
      ) : (
        <p className="mt-3 whitespace-pre-line rounded-xl bg-ink-50 px-3.5 py-3 text-ink-800">
          {g.answer}
        </p>
      )}
    </li>
  );
}

function AnswerForm({ ticket }: { ticket: string }) {
  const id = useId();
  const action = useConsoleAction();
  const [error, setError] = useState<string>();
  const submit = (e: FormEvent<HTMLFormElement>) => {
    e.preventDefault();
    const form = e.currentTarget;
    const answer = String(new FormData(form).get('answer') ?? '');
    const check = AnswerGrievanceSchema.shape.answer.safeParse(answer);
    if (!check.success) return setError(check.error.issues[0]?.message.replace(/^answer: /, ''));
    setError(undefined);
    action.mutate(
      { name: 'AnswerGrievance', ticket, answer: check.data },
      {
        onSuccess: (message) => notifySuccess(message),
        onError: (err) => setError(err.message),
      },
    );
  };
  return (
    <form onSubmit={submit} noValidate className="mt-4 space-y-3 border-t border-ink-100 pt-4">
      <div>
        <label htmlFor={`${id}-answer`} className="mb-1.5 block text-sm font-medium text-ink-700">
          Answer (the person reads it, under the Grievance Officer's contact)
        </label>
        <textarea
          id={`${id}-answer`}
          name="answer"
          rows={3}
          maxLength={2000}
          aria-invalid={error ? true : undefined}
          aria-describedby={error ? `${id}-answer-error` : undefined}
          className={`${inputClass} h-auto py-2`}
        />
        <FieldError id={`${id}-answer`} error={error} announce />
      </div>
      <button
        type="submit"
        disabled={action.isPending}
        className="min-h-11 rounded-xl bg-primary-700 px-4 text-sm font-semibold text-white shadow-sm hover:bg-primary-800 disabled:opacity-60"
      >
        Send answer
      </button>
    </form>
  );
}
