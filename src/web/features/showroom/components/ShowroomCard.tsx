/**
 * The Dealer Workspace's 'Your showroom page' (issue 45 part 5): a link to
 * the dealership's public page, a WhatsApp share of it, and for owners its
 * logo (ShowroomLogoField) and the words about the dealership, checked with
 * the route's ShowroomFormSchema through react-hook-form (the server's
 * refusal shows under the field, a save is a toast). Asked for only when
 * opened.
 */
import { zodResolver } from '@hookform/resolvers/zod';
import { useId, useState } from 'react';
import { useForm } from 'react-hook-form';
import {
  aboutHint,
  aboutLabel,
  openShowroom,
  saveShowroom,
  shareShowroom,
  shareShowroomText,
  showroomCardIntro,
  showroomCardTitle,
  showroomHoursNote,
} from '#messages/showroom.ts';
import { PAGE_MSG } from '#shared/page-messages.ts';
import { ABOUT_MAX, type ShowroomForm, ShowroomFormSchema } from '#shared/schemas/showroom.ts';
import { describedBy, FieldError, inputClass } from '#web/components/form/field.tsx';
import { SubmitButton } from '#web/components/form/SubmitButton.tsx';
import { LoadFailed } from '#web/components/ui/LoadFailed.tsx';
import { whatsAppTextUrl } from '#web/features/status-card/whatsapp-share.ts';
import { Link } from '#web/lib/links.tsx';
import { notifySuccess } from '#web/lib/notify.ts';
import { useSaveShowroom, useShowroomForm } from '../api/showroom-form.ts';
import { ShowroomLogoField } from './ShowroomLogoField.tsx';

export function ShowroomCard({ canEdit }: { canEdit: boolean }) {
  const [open, setOpen] = useState(false);
  return (
    <details
      className="mt-4 rounded-2xl bg-white shadow-card ring-1 ring-ink-200/70"
      onToggle={(e) => setOpen((e.currentTarget as HTMLDetailsElement).open)}
    >
      <summary className="flex min-h-12 cursor-pointer items-center px-4 font-semibold text-ink-900">
        {showroomCardTitle}
      </summary>
      {open ? <ShowroomCardBody canEdit={canEdit} /> : null}
    </details>
  );
}

function ShowroomCardBody({ canEdit }: { canEdit: boolean }) {
  const form = useShowroomForm();
  if (form.isPending)
    return <p className="border-t border-ink-100 p-4 text-ink-600">{PAGE_MSG.loading}</p>;
  if (form.isError)
    return (
      <LoadFailed
        message={form.error.message}
        onRetry={() => form.refetch()}
        className="border-t border-ink-100 p-4 text-center"
      />
    );
  const { Path, About, Firmname, Logo } = form.data;
  const url = `${window.location.origin}${Path}`;
  return (
    <div className="space-y-4 border-t border-ink-100 p-4">
      <p className="text-sm text-ink-600">{showroomCardIntro}</p>
      <div className="flex flex-wrap gap-2">
        <Link
          to={Path}
          className="inline-flex min-h-11 items-center rounded-xl bg-primary-600 px-4 font-semibold text-white hover:bg-primary-700"
        >
          {openShowroom}
        </Link>
        <a
          href={whatsAppTextUrl(shareShowroomText(Firmname, url))}
          target="_blank"
          rel="noopener noreferrer"
          className="inline-flex min-h-11 items-center rounded-xl border border-ink-300 bg-white px-4 font-semibold text-ink-800 hover:bg-ink-50"
        >
          {shareShowroom}
        </a>
      </div>
      <p className="text-sm text-ink-600">{showroomHoursNote}</p>
      {canEdit ? <ShowroomLogoField logo={Logo} firm={Firmname} /> : null}
      {canEdit ? <AboutForm about={About ?? ''} /> : null}
    </div>
  );
}

function AboutForm({ about }: { about: string }) {
  const id = useId();
  const save = useSaveShowroom();
  const {
    register,
    handleSubmit,
    setError,
    formState: { errors },
  } = useForm<ShowroomForm>({
    resolver: zodResolver(ShowroomFormSchema) as never,
    defaultValues: { About: about },
  });
  const submit = handleSubmit((values) =>
    save.mutate(
      { About: values.About ?? '' },
      {
        onSuccess: (message) => notifySuccess(message),
        onError: (err) => setError('About', { message: err.message }),
      },
    ),
  );
  const error = errors.About?.message;
  return (
    <form onSubmit={submit} noValidate className="space-y-3">
      <div>
        <label htmlFor={id} className="block text-sm font-medium text-ink-700">
          {aboutLabel}
        </label>
        <textarea
          id={id}
          rows={5}
          maxLength={ABOUT_MAX}
          aria-invalid={error ? true : undefined}
          aria-describedby={describedBy(id, true, Boolean(error))}
          className={`${inputClass} mt-1 h-auto py-2`}
          {...register('About')}
        />
        <p id={`${id}-hint`} className="mt-1.5 text-sm text-ink-600">
          {aboutHint}
        </p>
        <FieldError id={id} error={error} />
      </div>
      <SubmitButton pending={save.isPending} className="px-6">
        {saveShowroom}
      </SubmitButton>
    </form>
  );
}
