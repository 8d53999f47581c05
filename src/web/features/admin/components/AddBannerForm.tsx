/**
 * Add a banner (docs/moderation.md#banners-and-dealers): a JPEG or PNG of at
 * least 800 x 250 pixels, previewed as the slider shows it (cut to 16:5), its
 * link and the language whose Home shows it (every language's by default),
 * checked with the shared schema's rules before the upload; the
 * upload shows its progress and a refusal shows under its field.
 */
import { type ChangeEvent, type FormEvent, useEffect, useId, useState } from 'react';
import {
  AddBannerSchema,
  MIN_BANNER_HEIGHT,
  MIN_BANNER_WIDTH,
} from '#shared/schemas/console-content.ts';
import { FieldError, inputClass } from '#web/components/form/field.tsx';
import { SubmitButton } from '#web/components/form/SubmitButton.tsx';
import { ProgressBar } from '#web/components/ui/ProgressBar.tsx';
import { loadImage, PHOTO_ACCEPT, photoFileProblem } from '#web/components/ui/photo-file.ts';
import { notifySuccess } from '#web/lib/notify.ts';
import { useAddBanner } from '../api/console-content.ts';
import { BannerLanguageSelect } from './BannerLanguageSelect.tsx';

export function AddBannerForm() {
  const id = useId();
  const [file, setFile] = useState<File | null>(null);
  const [preview, setPreview] = useState<string | null>(null);
  const [errors, setErrors] = useState<{ Photo?: string; Url?: string }>({});
  const [progress, setProgress] = useState(0);
  const add = useAddBanner(setProgress);

  useEffect(() => () => (preview ? URL.revokeObjectURL(preview) : undefined), [preview]);

  const pick = async (e: ChangeEvent<HTMLInputElement>) => {
    const chosen = e.currentTarget.files?.[0] ?? null;
    setFile(null);
    setPreview(null);
    if (!chosen) return;
    const problem = photoFileProblem(chosen);
    if (problem) return setErrors((x) => ({ ...x, Photo: problem }));
    const url = URL.createObjectURL(chosen);
    try {
      const img = await loadImage(url);
      if (img.naturalWidth < MIN_BANNER_WIDTH || img.naturalHeight < MIN_BANNER_HEIGHT) {
        URL.revokeObjectURL(url);
        return setErrors((x) => ({
          ...x,
          Photo: `The banner photo must be at least ${MIN_BANNER_WIDTH} x ${MIN_BANNER_HEIGHT} pixels (this one is ${img.naturalWidth} x ${img.naturalHeight})`,
        }));
      }
    } catch (err) {
      URL.revokeObjectURL(url);
      return setErrors((x) => ({ ...x, Photo: (err as Error).message }));
    }
    setErrors((x) => ({ ...x, Photo: undefined }));
    setFile(chosen);
    setPreview(url);
  };

  const submit = (e: FormEvent<HTMLFormElement>) => {
    e.preventDefault();
    const form = e.currentTarget;
    const data = new FormData(form);
    const url = String(data.get('Url') ?? '');
    const lang = AddBannerSchema.shape.Lang.parse(data.get('Lang') ?? undefined);
    const alt = String(data.get('Alt') ?? '').trim();
    const found: typeof errors = {};
    if (!file) found.Photo = errors.Photo ?? 'Choose a photo for the banner';
    const link = AddBannerSchema.shape.Url.safeParse(url);
    if (!link.success) found.Url = link.error.issues[0]?.message;
    setErrors(found);
    if (!file || found.Photo || found.Url) return;
    setProgress(0);
    add.mutate(
      { file, url, lang, alt },
      {
        onSuccess: (message) => {
          notifySuccess(message);
          form.reset();
          setFile(null);
          setPreview(null);
        },
        onError: (err) =>
          setErrors(/link/i.test(err.message) ? { Url: err.message } : { Photo: err.message }),
      },
    );
  };

  return (
    <form onSubmit={submit} noValidate className="mt-4 space-y-4">
      <div>
        <label htmlFor={`${id}-photo`} className="mb-1.5 block text-sm font-medium text-ink-700">
          Photo (JPEG or PNG, at least {MIN_BANNER_WIDTH} x {MIN_BANNER_HEIGHT} pixels)
        </label>
        <input
          id={`${id}-photo`}
          type="file"
          accept={PHOTO_ACCEPT}
          onChange={pick}
          aria-invalid={errors.Photo ? true : undefined}
          aria-describedby={errors.Photo ? `${id}-photo-error` : undefined}
          className="block w-full text-sm text-ink-700 file:mr-3 file:min-h-11 file:rounded-xl file:border-0 file:bg-primary-50 file:px-4 file:font-semibold file:text-primary-800 hover:file:bg-primary-100"
        />
        <FieldError id={`${id}-photo`} error={errors.Photo} announce />
        {preview ? (
          <img
            src={preview}
            alt="How the banner will look"
            className="mt-3 aspect-[16/5] w-full max-w-xl rounded-lg object-cover"
          />
        ) : null}
      </div>
      <div>
        <label htmlFor={`${id}-url`} className="mb-1.5 block text-sm font-medium text-ink-700">
          Link (a page of CarSetu such as /search?make=3, or https://)
        </label>
        <input
          id={`${id}-url`}
          name="Url"
          inputMode="url"
          autoCapitalize="none"
          maxLength={500}
          onChange={() => errors.Url && setErrors((x) => ({ ...x, Url: undefined }))}
          aria-invalid={errors.Url ? true : undefined}
          aria-describedby={errors.Url ? `${id}-url-error` : undefined}
          className={inputClass}
        />
        <FieldError id={`${id}-url`} error={errors.Url} announce />
      </div>
      <div>
        <label htmlFor={`${id}-lang`} className="mb-1.5 block text-sm font-medium text-ink-700">
          Shown on Home in (the language its words are written in)
        </label>
        <BannerLanguageSelect id={`${id}-lang`} defaultValue="all" wrapperClassName="sm:max-w-xs" />
      </div>
      <div>
        <label htmlFor={`${id}-alt`} className="mb-1.5 block text-sm font-medium text-ink-700">
          Words on the banner (optional: read out by screen readers, in the banner's language)
        </label>
        <input
          id={`${id}-alt`}
          name="Alt"
          maxLength={200}
          placeholder="Find your next car: hundreds of used cars from dealers near you"
          className={inputClass}
        />
      </div>
      {add.isPending ? <ProgressBar value={progress} label="Uploading banner" /> : null}
      <SubmitButton pending={add.isPending} className="w-full px-6 sm:w-auto">
        Add banner
      </SubmitButton>
    </form>
  );
}
