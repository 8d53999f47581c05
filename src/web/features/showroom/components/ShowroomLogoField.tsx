/**
 * The workspace card's 'Logo' for owners (issue 45 part 5;
 * docs/decisions/046-showroom-pages.md, docs/product.md#showroom-pages): the
 * logo the showroom page shows, a file input (a button in the page's
 * language, as the Sell form's main photo has) whose choice is checked as Add
 * Photos checks a photo (JPG or PNG up to 10 MB: photoFileProblem's
 * messages), drawn at most LOGO_UPLOAD_WIDTH px wide as a JPEG for its
 * preview and sent on 'Upload logo'; 'Remove logo' takes it off. The server
 * checks and re-encodes it again (a 192 px square); its refusal shows under
 * the field, a success is a toast.
 */
import { useId, useState } from 'react';
import { photoUnopenable } from '#messages/frame.ts';
import {
  chooseLogo,
  chosenLogoAlt,
  logoHint,
  logoLabel,
  noLogo,
  removeLogo,
  uploadLogo,
} from '#messages/showroom.ts';
import { LOGO_SIZE } from '#shared/schemas/showroom.ts';
import { describedBy, FieldError } from '#web/components/form/field.tsx';
import { SubmitButton } from '#web/components/form/SubmitButton.tsx';
import {
  loadImage,
  PHOTO_ACCEPT,
  photoFileProblem,
  renderJpeg,
} from '#web/components/ui/photo-file.ts';
import { notifySuccess } from '#web/lib/notify.ts';
import { useShowroomLogo } from '../api/showroom-form.ts';

/** How wide a chosen logo is drawn before it goes up, px (twice the stored square's side). */
export const LOGO_UPLOAD_WIDTH = 2 * LOGO_SIZE;
const LOGO_QUALITY = 0.9;

/** The logo's box: shown at 64 CSS px here (the showroom page's is smaller on phones). */
const BOX = 'h-16 w-16 shrink-0 rounded-xl bg-white object-contain ring-1 ring-ink-200';

/**
 * The logo's form: `logo` the current logo's URL (or null), `firm` the
 * firm's name (the current logo's alt text). Its own form, beside the words'.
 */
export function ShowroomLogoField({ logo, firm }: { logo: string | null; firm: string }) {
  const id = useId();
  const { upload, remove } = useShowroomLogo();
  const [chosen, setChosen] = useState<string | null>(null);
  const [error, setError] = useState<string | undefined>();
  const busy = upload.isPending || remove.isPending;

  const choose = async (input: HTMLInputElement) => {
    const file = input.files?.[0];
    setError(undefined);
    setChosen(null);
    if (!file) return;
    const problem = photoFileProblem(file);
    if (problem) {
      setError(problem);
      return;
    }
    const url = URL.createObjectURL(file);
    try {
      const img = await loadImage(url);
      setChosen(renderJpeg(img, LOGO_UPLOAD_WIDTH, LOGO_QUALITY, undefined, false));
    } catch (err) {
      setError(err instanceof Error ? err.message : photoUnopenable);
    } finally {
      URL.revokeObjectURL(url);
    }
  };
  const done = (form: HTMLFormElement | null) => (message: string) => {
    setChosen(null);
    form?.reset();
    notifySuccess(message);
  };
  const onError = (err: Error) => setError(err.message);

  return (
    <form
      noValidate
      className="space-y-3"
      onSubmit={(e) => {
        e.preventDefault();
        if (chosen) upload.mutate(chosen, { onSuccess: done(e.currentTarget), onError });
      }}
    >
      <div>
        <label htmlFor={id} className="block text-sm font-medium text-ink-700">
          {logoLabel}
        </label>
        <div className="mt-1 flex items-center gap-3">
          {chosen || logo ? (
            <img
              src={chosen ?? logo ?? undefined}
              alt={chosen ? chosenLogoAlt : firm}
              width={64}
              height={64}
              className={BOX}
            />
          ) : (
            <span
              className={`${BOX} flex items-center justify-center p-1 text-center text-xs text-ink-500`}
            >
              {noLogo}
            </span>
          )}
          <input
            id={id}
            type="file"
            accept={PHOTO_ACCEPT}
            disabled={busy}
            onChange={(e) => void choose(e.currentTarget)}
            aria-invalid={error ? true : undefined}
            aria-describedby={describedBy(id, true, Boolean(error))}
            className="peer sr-only"
          />
          <label
            htmlFor={id}
            className="inline-flex min-h-11 cursor-pointer items-center rounded-xl bg-primary-50 px-4 font-semibold text-primary-800 hover:bg-primary-100 peer-focus-visible:ring-4 peer-focus-visible:ring-primary-600/30 peer-disabled:cursor-not-allowed peer-disabled:opacity-60"
          >
            {chooseLogo}
          </label>
        </div>
        <p id={`${id}-hint`} className="mt-1.5 text-sm text-ink-600">
          {logoHint}
        </p>
        <FieldError id={id} error={error} announce />
      </div>
      <div className="flex flex-wrap gap-2">
        <SubmitButton pending={upload.isPending} disabled={!chosen} className="px-6">
          {uploadLogo}
        </SubmitButton>
        {logo ? (
          <button
            type="button"
            disabled={busy}
            aria-busy={remove.isPending || undefined}
            onClick={(e) => {
              const form = e.currentTarget.form;
              remove.mutate(undefined, { onSuccess: done(form), onError });
            }}
            className="inline-flex min-h-12 items-center rounded-xl border border-ink-300 bg-white px-4 font-semibold text-ink-800 hover:bg-ink-50 disabled:opacity-60"
          >
            {removeLogo}
          </button>
        ) : null}
      </div>
    </form>
  );
}
