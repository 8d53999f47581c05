/**
 * Who holds a dealership's lead, on its card (issue 43 part 2): "Assigned to
 * you", "to the owner" or to a named person; for an owner or a manager
 * (`assignLeads`), Change opens a select of the team (GET Assignees, asked
 * only then) and Assign gives the lead to the one chosen. The server's
 * refusal shows under the select; a change is a toast.
 */
import { type FormEvent, useId, useState } from 'react';
import {
  assignButton,
  assignedTo,
  assignedToOwner,
  assignedToYou,
  assigneeOption,
  assigneesLoadFailed,
  assignLabel,
  changeAssignee,
  closeButton,
  forBuyer,
  loadingAssignees,
} from '#messages/lead-work.ts';
import type { DealerRole } from '#shared/schemas/dealer-team.ts';
import type { Enquiry } from '#shared/schemas/enquiry.ts';
import { FieldError, inputClass } from '#web/components/form/field.tsx';
import { LoadFailed } from '#web/components/ui/LoadFailed.tsx';
import { ROLE_NAMES } from '#web/features/dealer/role-names.ts';
import { notifySuccess } from '#web/lib/notify.ts';
import { useAssignees, useAssignLead } from '../api/lead-work.ts';
import { useReturnFocus } from '../use-return-focus.ts';

/** The person looking at the card, as far as the card needs: their role in the dealership. */
export interface Viewer {
  role: DealerRole;
  /** Their own team row's id (an assignee id), null for the registered mobile. */
  staffId: number | null;
  /** May reassign leads (the `assignLeads` permission). */
  canAssign: boolean;
}

/**
 * Who holds lead `lead`, in words for `viewer`: the owner's leads (no
 * assignee) are "you" to an owner, and a lead given to the viewer is "you"
 * to anyone; a sales executive sees only their own.
 */
export function assigneeWords(lead: Enquiry, viewer: Viewer): string {
  if (lead.AssigneeId === null) return viewer.role === 'owner' ? assignedToYou : assignedToOwner;
  if (viewer.role === 'sales' || lead.AssigneeId === viewer.staffId) return assignedToYou;
  return assignedTo(lead.AssigneeName);
}

const QUIET =
  'inline-flex min-h-11 items-center rounded-xl px-3 text-sm font-semibold text-primary-700 hover:bg-primary-50';

export function AssignLead({ lead, viewer }: { lead: Enquiry; viewer: Viewer }) {
  const id = useId();
  const [open, setOpen] = useState(false);
  const { toggle, closing } = useReturnFocus(open);
  return (
    <div className="text-sm text-ink-700">
      <div className="flex flex-wrap items-center gap-x-2">
        <span>{assigneeWords(lead, viewer)}</span>
        {viewer.canAssign && !open ? (
          <button ref={toggle} type="button" onClick={() => setOpen(true)} className={QUIET}>
            {changeAssignee}
            <span className="sr-only">{forBuyer(lead.Name)}</span>
          </button>
        ) : null}
      </div>
      {open ? (
        <AssignPanel
          id={id}
          lead={lead}
          onDone={() => {
            closing();
            setOpen(false);
          }}
        />
      ) : null}
    </div>
  );
}

function AssignPanel({ id, lead, onDone }: { id: string; lead: Enquiry; onDone: () => void }) {
  const people = useAssignees(lead.id, true);
  const assign = useAssignLead();
  const current = lead.AssigneeId ?? 0;
  const [chosen, setChosen] = useState(current);
  const [refused, setRefused] = useState<string | null>(null);
  if (people.isPending) return <p className="py-2 text-ink-600">{loadingAssignees}</p>;
  if (people.isError) {
    return (
      <LoadFailed
        message={assigneesLoadFailed}
        onRetry={() => people.refetch()}
        className="mt-1 rounded-xl bg-ink-50 p-3 text-center"
      />
    );
  }
  const submit = (e: FormEvent) => {
    e.preventDefault();
    if (chosen === current) return onDone();
    setRefused(null);
    assign.mutate(
      { id: lead.id, AssigneeId: chosen },
      {
        onSuccess: ({ message }) => {
          notifySuccess(message);
          onDone();
        },
        onError: (err) => setRefused(err.message),
      },
    );
  };
  return (
    <form onSubmit={submit} className="mt-1 rounded-xl bg-ink-50 p-3 ring-1 ring-ink-200">
      <label htmlFor={`${id}-to`} className="block font-medium text-ink-800">
        {assignLabel}
      </label>
      <div className="mt-1 flex flex-wrap gap-2">
        <select
          id={`${id}-to`}
          value={chosen}
          // biome-ignore lint/a11y/noAutofocus: the control the person just asked for.
          autoFocus
          onChange={(e) => setChosen(Number(e.target.value))}
          aria-invalid={refused ? true : undefined}
          aria-describedby={refused ? `${id}-to-error` : undefined}
          className={`${inputClass} w-auto min-w-0 flex-1`}
        >
          {people.data.map((p) => (
            <option key={p.id} value={p.id}>
              {assigneeOption(p.Name, ROLE_NAMES[p.Role])}
            </option>
          ))}
        </select>
        <button
          type="submit"
          disabled={assign.isPending}
          className="inline-flex min-h-12 items-center rounded-xl bg-primary-600 px-4 font-semibold text-white hover:bg-primary-700 disabled:cursor-wait disabled:opacity-60"
        >
          {assignButton}
        </button>
        <button type="button" onClick={onDone} className={QUIET}>
          {closeButton}
        </button>
      </div>
      <FieldError id={`${id}-to`} error={refused ?? undefined} announce />
    </form>
  );
}
