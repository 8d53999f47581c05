/**
 * Change a banner's link, the language whose Home shows it and the words its
 * picture carries (docs/moderation.md#banners-and-dealers): checked with the
 * shared schema's rules, saved as a console action, a refusal shown under
 * its field.
 */
import { type FormEvent, useId, useState } from 'react';
import { type ConsoleBanner, EditBannerSchema } from '#shared/schemas/console-content.ts';
import { FieldError, inputClass } from '#web/components/form/field.tsx';
import { notifySuccess } from '#web/lib/notify.ts';
import { useConsoleAction } from '../api/admin.ts';
import { BannerLanguageSelect } from './BannerLanguageSelect.tsx';

const label = 'mb-1.5 block text-sm font-medium text-ink-700';

export function BannerLinkForm({ banner }: { banner: ConsoleBanner }) {
  const id = useId();
  const save = useConsoleAction();
  const [errors, setErrors] = useState<{ Url?: string; Alt?: string }>({});

  const submit = (e: FormEvent<HTMLFormElement>) => {
    e.preventDefault();
    const data = new FormData(e.currentTarget);
    const check = EditBannerSchema.safeParse({
      id: banner.id,
      Url: String(data.get('Url') ?? ''),
      Lang: String(data.get('Lang') ?? banner.Lang),
      Alt: String(data.get('Alt') ?? ''),
    });
    if (!check.success) {
      const found: typeof errors = {};
      for (const issue of check.error.issues) {
        const field = issue.path[0] === 'Alt' ? 'Alt' : 'Url';
        found[field] ??= issue.message;
      }
      return setErrors(found);
    }
    setErrors({});
    const { Url, Lang = banner.Lang, Alt = '' } = check.data;
    save.mutate(
      { name: 'EditBanner', id: banner.id, Url, Lang, Alt },
      {
        onSuccess: notifySuccess,
        onError: (err) =>
          setErrors(/words|Alt/.test(err.message) ? { Alt: err.message } : { Url: err.message }),
      },
    );
  };

  return (
    <form onSubmit={submit} noValidate className="mt-2 space-y-3">
      <div>
        <label htmlFor={`${id}-url`} className={label}>
          Link of banner {banner.Order}
        </label>
        <input
          id={`${id}-url`}
          name="Url"
          defaultValue={banner.Url}
          inputMode="url"
          autoCapitalize="none"
          maxLength={500}
          aria-invalid={errors.Url ? true : undefined}
          aria-describedby={errors.Url ? `${id}-url-error` : undefined}
          className={inputClass}
        />
        <FieldError id={`${id}-url`} error={errors.Url} announce />
      </div>
      <div className="flex flex-col gap-3 sm:flex-row">
        <div className="sm:w-56">
          <label htmlFor={`${id}-lang`} className={label}>
            Language of banner {banner.Order}
          </label>
          <BannerLanguageSelect id={`${id}-lang`} defaultValue={banner.Lang} />
        </div>
        <div className="min-w-0 flex-1">
          <label htmlFor={`${id}-alt`} className={label}>
            Words of banner {banner.Order}
          </label>
          <input
            id={`${id}-alt`}
            name="Alt"
            defaultValue={banner.Alt}
            maxLength={200}
            aria-invalid={errors.Alt ? true : undefined}
            aria-describedby={errors.Alt ? `${id}-alt-error` : undefined}
            className={inputClass}
          />
          <FieldError id={`${id}-alt`} error={errors.Alt} announce />
        </div>
      </div>
      <button
        type="submit"
        disabled={save.isPending}
        className="min-h-11 rounded-xl bg-primary-700 px-4 text-sm font-semibold text-white shadow-sm hover:bg-primary-800 disabled:opacity-60"
      >
        Save banner
      </button>
    </form>
  );
}
