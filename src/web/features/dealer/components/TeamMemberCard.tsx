/**
 * One person of the Team screen (docs/decisions/040-dealer-team.md): name,
 * mobile, role, whether they may change prices and when they were added; for
 * anyone but the registered mobile, Change role (the form in place) and
 * Remove (after the Yes/No confirmation, which the screen asks).
 */
import { useState } from 'react';
import {
  addedOn,
  changeRoleButton,
  changesPrices,
  noPriceChanges,
  ofPerson,
  registeredMobile,
  removeButton,
} from '#messages/team.ts';
import { formatDate } from '#shared/format.ts';
import type { TeamMember } from '#shared/schemas/dealer-team.ts';
import { ROLE_NAMES } from '../role-names.ts';
import { TeamChangeForm } from './TeamChangeForm.tsx';

const BUTTON =
  'inline-flex min-h-11 items-center justify-center rounded-xl px-4 text-sm font-semibold transition disabled:cursor-wait disabled:opacity-60';

export function TeamMemberCard({
  member,
  busy,
  onRemove,
}: {
  member: TeamMember;
  /** Its removal is being sent. */
  busy: boolean;
  onRemove: (member: TeamMember & { id: number }) => void;
}) {
  const [changing, setChanging] = useState(false);
  const id = member.id;
  return (
    <article
      aria-label={member.Name}
      aria-busy={busy || undefined}
      className="rounded-2xl bg-white p-4 shadow-card ring-1 ring-ink-200/70"
    >
      <div className="flex flex-wrap items-start justify-between gap-x-3 gap-y-1">
        <div className="min-w-0">
          <h3 className="font-semibold break-words text-ink-900">{member.Name}</h3>
          <p className="font-mono text-sm tracking-wide text-ink-600">+91 {member.Mobile}</p>
        </div>
        <div className="flex flex-wrap gap-1.5">
          <span className="rounded-full bg-primary-50 px-2.5 py-0.5 text-xs font-semibold text-primary-800">
            {ROLE_NAMES[member.Role]}
          </span>
          {member.Registered ? (
            <span className="rounded-full bg-ink-100 px-2.5 py-0.5 text-xs font-semibold text-ink-700">
              {registeredMobile}
            </span>
          ) : null}
        </div>
      </div>
      <p className="mt-2 text-sm text-ink-700">
        {member.MayChangePrice ? changesPrices : noPriceChanges}
        <span aria-hidden="true"> · </span>
        {addedOn(formatDate(member.AddedAt))}
      </p>
      {id === null ? null : changing ? (
        <TeamChangeForm member={{ ...member, id }} onDone={() => setChanging(false)} />
      ) : (
        <div className="mt-3 flex flex-wrap gap-2">
          <button
            type="button"
            onClick={() => setChanging(true)}
            disabled={busy}
            className={`${BUTTON} border border-primary-600 bg-white text-primary-700 hover:bg-primary-50`}
          >
            {changeRoleButton}
            <span className="sr-only">{ofPerson(member.Name)}</span>
          </button>
          <button
            type="button"
            onClick={() => onRemove({ ...member, id })}
            disabled={busy}
            className={`${BUTTON} border border-red-300 bg-white text-red-700 hover:bg-red-50`}
          >
            {removeButton}
            <span className="sr-only">{ofPerson(member.Name)}</span>
          </button>
        </div>
      )}
    </article>
  );
}
