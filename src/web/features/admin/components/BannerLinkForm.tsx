/**
 * Change a banner's link (docs/moderation.md#banners-and-dealers): checked
 * with the shared schema's rule, saved as a console action, a refusal shown
 * under the field.
 */
import { type FormEvent, useId, useState } from 'react';
import { type ConsoleBanner, EditBannerSchema } from '#shared/schemas/console-content.ts';
import { FieldError, inputClass } from '#web/components/form/field.tsx';
import { notifySuccess } from '#web/lib/notify.ts';
import { useConsoleAction } from '../api/admin.ts';

export function BannerLinkForm({ banner }: { banner: ConsoleBanner }) {
  const id = useId();
  const save = useConsoleAction();
  const [error, setError] = useState<string>();

  const submit = (e: FormEvent<HTMLFormElement>) => {
    e.preventDefault();
    const Url = String(new FormData(e.currentTarget).get('Url') ?? '');
    const check = EditBannerSchema.shape.Url.safeParse(Url);
    setError(check.success ? undefined : check.error.issues[0]?.message);
    if (!check.success) return;
    save.mutate(
      { name: 'EditBanner', id: banner.id, Url },
      { onSuccess: notifySuccess, onError: (err) => setError(err.message) },
    );
  };

  return (
    <form onSubmit={submit} noValidate className="mt-2">
      <label htmlFor={`${id}-url`} className="mb-1.5 block text-sm font-medium text-ink-700">
        Link of banner {banner.Order}
      </label>
      <div className="flex flex-col gap-2 sm:flex-row">
        <input
          id={`${id}-url`}
          name="Url"
          defaultValue={banner.Url}
          inputMode="url"
          autoCapitalize="none"
          maxLength={500}
          aria-invalid={error ? true : undefined}
          aria-describedby={error ? `${id}-url-error` : undefined}
          className={inputClass}
        />
        <button
          type="submit"
          disabled={save.isPending}
          className="min-h-11 shrink-0 rounded-xl bg-primary-700 px-4 text-sm font-semibold text-white shadow-sm hover:bg-primary-800 disabled:opacity-60"
        >
          Save link
        </button>
      </div>
      <FieldError id={`${id}-url`} error={error} announce />
    </form>
  );
}
