/**
 * A person's role and price permission changed in place on the Team screen
 * (docs/decisions/040-dealer-team.md): checked with the shared
 * TeamChangeFormSchema; Save and Cancel; the server's refusal above the
 * buttons, the saved change a toast.
 */
import { zodResolver } from '@hookform/resolvers/zod';
import { useId, useState } from 'react';
import { type Resolver, useForm } from 'react-hook-form';
import { cancelButton, saveButton } from '#messages/dealer.ts';
import { ofPerson } from '#messages/team.ts';
import {
  TeamChangeFormSchema,
  type TeamChangeForm as TeamChangeValues,
  type TeamMember,
} from '#shared/schemas/dealer-team.ts';
import { FormAlert } from '#web/components/form/field.tsx';
import { SubmitButton } from '#web/components/form/SubmitButton.tsx';
import { notifySuccess } from '#web/lib/notify.ts';
import { useChangeTeamMember } from '../api/team.ts';
import { TeamRoleFields } from './TeamRoleFields.tsx';

export function TeamChangeForm({
  member,
  onDone,
}: {
  member: TeamMember & { id: number };
  onDone: () => void;
}) {
  const id = useId();
  const change = useChangeTeamMember();
  const [refused, setRefused] = useState<string | null>(null);
  const { register, handleSubmit, watch } = useForm<TeamChangeValues>({
    resolver: zodResolver(TeamChangeFormSchema) as unknown as Resolver<TeamChangeValues>,
    defaultValues: {
      Role: member.Role,
      MayChangePrice: member.Role === 'sales' && member.MayChangePrice,
    },
  });
  const submit = handleSubmit((values) => {
    setRefused(null);
    change.mutate(
      { id: member.id, ...values },
      {
        onSuccess: (message) => {
          notifySuccess(message);
          onDone();
        },
        onError: (err) => setRefused(err.message),
      },
    );
  });
  return (
    <form
      onSubmit={submit}
      noValidate
      className="mt-3 grid grid-cols-2 gap-x-4 gap-y-3 rounded-xl bg-ink-50 p-3"
    >
      <TeamRoleFields id={id} register={register} watch={watch} />
      <div className="col-span-2 space-y-3">
        <FormAlert message={refused} />
        <div className="flex flex-wrap gap-2">
          <SubmitButton pending={change.isPending} className="px-6">
            {saveButton}
            <span className="sr-only">{ofPerson(member.Name)}</span>
          </SubmitButton>
          <button
            type="button"
            onClick={onDone}
            className="inline-flex min-h-12 items-center rounded-xl border border-ink-200 bg-white px-5 font-semibold text-ink-700 hover:bg-ink-100"
          >
            {cancelButton}
          </button>
        </div>
      </div>
    </form>
  );
}
