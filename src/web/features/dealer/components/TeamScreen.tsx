/**
 * The Team screen, /Dealer/Team (issue 43 part 1;
 * docs/decisions/040-dealer-team.md): the people of the owner's dealership
 * (the registered mobile first), each with their role, price permission and
 * the day they were added, Change role and Remove (after the Yes/No
 * confirmation); then the add form, or a note when the team is full.
 * Loading, failure (Try again) and a team of the registered mobile alone
 * each have their state. Below, the dealership's working hours (issue 43
 * part 2) and its GSTIN for the sale papers (issue 45 part 3). Anyone but an owner is told only owners manage it (the server
 * answers them 403 anyway).
 */
import {
  confirmRemove,
  loadingTeam,
  noStaffYet,
  onlyOwnersTeam,
  teamCount,
  teamFullNote,
  teamIntro,
  teamLoadFailed,
  teamTitle,
} from '#messages/team.ts';
import { MSG } from '#shared/messages.ts';
import type { TeamMember } from '#shared/schemas/dealer-team.ts';
import { useConfirm } from '#web/components/ui/ConfirmDialog.tsx';
import { LoadFailed } from '#web/components/ui/LoadFailed.tsx';
import { ApiError } from '#web/lib/api-client.ts';
import { notifyError, notifySuccess } from '#web/lib/notify.ts';
import { useRemoveTeamMember, useTeam } from '../api/team.ts';
import { GstinForm } from './GstinForm.tsx';
import { TeamAddForm } from './TeamAddForm.tsx';
import { TeamMemberCard } from './TeamMemberCard.tsx';
import { WorkingHoursForm } from './WorkingHoursForm.tsx';
import { WorkspaceHeading } from './WorkspaceHeading.tsx';
import { WorkspaceRefusal } from './WorkspaceRefusal.tsx';

export function TeamScreen() {
  const team = useTeam();
  const remove = useRemoveTeamMember();
  const { confirm, dialog } = useConfirm();

  if (team.isError && team.error instanceof ApiError && team.error.status === 403) {
    // Not an owner of a dealership (the server's 403): in one, or in none (its message).
    const dealer = team.error.message !== MSG.onlyDealers;
    return (
      <WorkspaceRefusal
        title={teamTitle}
        reason={dealer ? onlyOwnersTeam : MSG.onlyDealers}
        dealer={dealer}
      />
    );
  }
  const data = team.data;
  const added = data ? data.Members.length - 1 : 0;

  const onRemove = async (member: TeamMember & { id: number }) => {
    if (!(await confirm({ message: confirmRemove(member.Name), tone: 'danger' }))) return;
    remove.mutate(member.id, {
      onSuccess: (message) => notifySuccess(message),
      onError: (err) => notifyError(err.message),
    });
  };

  return (
    <div className="mx-auto max-w-4xl px-4 py-6 sm:px-6 md:py-10">
      <WorkspaceHeading firmName={data?.Dealer.FirmName} title={teamTitle} />
      <p className="mt-2 max-w-2xl text-ink-700">{teamIntro}</p>
      {data ? <p className="mt-1 text-sm text-ink-600">{teamCount(added, data.Limit)}</p> : null}

      <div className="mt-5" aria-live="polite" aria-busy={team.isFetching || undefined}>
        {team.isPending ? (
          <p className="text-ink-600">{loadingTeam}</p>
        ) : team.isError ? (
          <LoadFailed message={teamLoadFailed} onRetry={() => team.refetch()} />
        ) : (
          <>
            <ul className="grid gap-3 md:grid-cols-2">
              {data?.Members.map((m) => (
                <li key={m.id ?? 'registered'}>
                  <TeamMemberCard
                    member={m}
                    busy={remove.isPending && remove.variables === m.id}
                    onRemove={onRemove}
                  />
                </li>
              ))}
            </ul>
            {added === 0 ? (
              <p className="mt-3 rounded-2xl bg-white p-5 text-center text-ink-600 ring-1 ring-ink-200/70">
                {noStaffYet}
              </p>
            ) : null}
          </>
        )}
      </div>

      {data ? (
        <div className="mt-6">
          {added < data.Limit ? (
            <TeamAddForm />
          ) : (
            <p className="rounded-2xl bg-amber-50 p-4 text-amber-900 ring-1 ring-amber-200">
              {teamFullNote}
            </p>
          )}
        </div>
      ) : null}
      {data ? (
        <div className="mt-6">
          <WorkingHoursForm />
        </div>
      ) : null}
      {data ? (
        <div className="mt-6">
          <GstinForm />
        </div>
      ) : null}
      {dialog}
    </div>
  );
}
