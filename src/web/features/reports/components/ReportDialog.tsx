/**
 * Report this car (issue 25 part 1, docs/moderation.md#reports): a button
 * under the seller block and a native <dialog> in the car page's HTML,
 * opened by the browser itself (commandfor; DialogOpener), so it works before
 * the app runs and without JavaScript. Its form (a reason, optional remarks and, signed
 * out, the mobile) posts to the car page, whose action sends the report
 * (api/report-listing.ts); once the app runs it is checked with the shared
 * schema (loaded when focus enters the form) and sent through the API, as
 * the account when signed in.
 */

import { type FormEvent, useCallback, useId, useRef, useState } from 'react';
import {
  reportCar,
  reportPrivacy,
  sending,
  sendReport,
  whatHappened,
  whatIsWrong,
  yourMobile,
} from '#messages/car-page.ts';
import { optionalMarker } from '#messages/frame.ts';
import { REPORT_REASONS, type ReportReason } from '#shared/report-reasons.ts';
import { FieldError, FormAlert, inputClass } from '#web/components/form/field.tsx';
import { MobileField } from '#web/components/form/MobileField.tsx';
import { SubmitButton } from '#web/components/form/SubmitButton.tsx';
import { DialogOpener, FormDialog, useClosings } from '#web/components/ui/FormDialog.tsx';
import { OutlineIcon } from '#web/components/ui/icons.tsx';
import { checkOrPost, focusFirstError } from '#web/lib/lazy-check.ts';
import { notifySuccess } from '#web/lib/notify.ts';
import { useSignedIn } from '#web/lib/session.ts';
import { type ReportOutcome, useReportListing } from '../api/report-listing.ts';
import { loadReportCheck } from '../load-report-check.ts';
import type { ReportFieldErrors } from '../report-form-check.ts';

export const REPORT_DIALOG_ID = 'report-dialog';
/** Where a report posted without the app lands: its notice, beside the Report button. */
export const REPORT_ANSWER_ID = 'report-answer';

const read = (form: HTMLFormElement) => {
  const data = new FormData(form);
  return {
    reason: data.get('reason') ?? '',
    remarks: data.get('remarks') ?? '',
    Mobileno: data.get('Mobileno') ?? '',
  };
};

/** The Report button and, posted without the app, the answer's notice. */
export function ReportButton({ posted }: { posted?: ReportOutcome }) {
  return (
    <div id={REPORT_ANSWER_ID} className="scroll-mt-24">
      {posted?.sent ? (
        <p
          role="status"
          className="mb-2 rounded-xl border border-green-200 bg-green-50 px-4 py-3 text-sm font-medium text-green-800"
        >
          {posted.message}
        </p>
      ) : null}
      <DialogOpener
        dialogId={REPORT_DIALOG_ID}
        className="inline-flex min-h-11 items-center gap-2 rounded-lg px-2 text-sm font-medium text-ink-600 underline-offset-2 hover:text-red-700 hover:underline focus-visible:outline-2 focus-visible:outline-primary-600"
      >
        <OutlineIcon className="h-4 w-4">
          <path d="M5 21V4m0 0h11l-2 4 2 4H5" />
        </OutlineIcon>
        {reportCar}
      </DialogOpener>
    </div>
  );
}

export function ReportDialog({
  rand,
  title,
  refused,
  requested,
}: {
  rand: string;
  title: string;
  /** Shown open by the server (the page's `?open=` names it: DialogOpener's link without JavaScript). */
  requested?: boolean;
  /** This form posted without JavaScript and refused: shown open with its errors. */
  refused?: Extract<ReportOutcome, { sent: false }>;
}) {
  const id = useId();
  const dialogRef = useRef<HTMLDialogElement>(null);
  const signedIn = useSignedIn();
  const mutation = useReportListing(rand);
  const { reset } = mutation;
  const [errors, setErrors] = useState<ReportFieldErrors>(refused?.errors ?? {});
  const opening = useClosings(
    dialogRef,
    useCallback(() => {
      reset();
      setErrors({});
    }, [reset]),
  );
  const outcome = opening === 0 ? refused : undefined;

  const submit = async (e: FormEvent<HTMLFormElement>) => {
    e.preventDefault();
    const form = e.currentTarget;
    const result = await checkOrPost(form, loadReportCheck, (m) =>
      m.checkReportForm(read(form), !signedIn),
    );
    if (!result) return;
    if (!result.ok) {
      setErrors(result.errors);
      focusFirstError(form, result.errors, ['reason', 'Mobileno', 'remarks']);
      return;
    }
    setErrors({});
    mutation.mutateAsync(result.values).then(
      (message) => {
        dialogRef.current?.close();
        notifySuccess(message);
      },
      () => {
        // Shown above the form through mutation.error.
      },
    );
  };

  const serverError = mutation.error?.message ?? outcome?.serverError ?? null;
  const checked = outcome?.values.reason;
  return (
    <FormDialog
      id={REPORT_DIALOG_ID}
      dialogRef={dialogRef}
      title={reportCar}
      intro={<p className="mt-1 line-clamp-2 text-sm text-ink-600">{title}</p>}
      open={Boolean(outcome) || (opening === 0 && requested)}
    >
      <form
        key={opening}
        method="post"
        action={`#${REPORT_ANSWER_ID}`}
        noValidate
        onSubmit={submit}
        onFocus={() => {
          loadReportCheck().catch(() => {});
        }}
        className="space-y-4"
      >
        <input type="hidden" name="mode" value="Report" />
        <FormAlert message={serverError} />
        <fieldset aria-describedby={errors.reason ? `${id}-reason-error` : undefined}>
          <legend className="mb-2 text-sm font-medium text-ink-700">{whatIsWrong}</legend>
          <div className="space-y-1.5">
            {(Object.keys(REPORT_REASONS) as ReportReason[]).map((code) => (
              <label
                key={code}
                className="flex min-h-11 cursor-pointer items-center gap-3 rounded-xl border border-ink-200 px-3 py-2 text-[0.9375rem] text-ink-800 has-[:checked]:border-primary-600 has-[:checked]:bg-primary-50 has-[:focus-visible]:ring-4 has-[:focus-visible]:ring-primary-600/20"
              >
                <input
                  type="radio"
                  name="reason"
                  value={code}
                  defaultChecked={checked === code}
                  className="h-5 w-5 shrink-0 accent-primary-600"
                />
                {REPORT_REASONS[code]}
              </label>
            ))}
          </div>
          <FieldError id={`${id}-reason`} error={errors.reason} />
        </fieldset>
        <div>
          <label
            htmlFor={`${id}-remarks`}
            className="mb-1.5 block text-sm font-medium text-ink-700"
          >
            {whatHappened} <span className="font-normal text-ink-500">{optionalMarker}</span>
          </label>
          <textarea
            id={`${id}-remarks`}
            name="remarks"
            rows={2}
            maxLength={300}
            defaultValue={outcome?.values.remarks}
            aria-invalid={errors.remarks ? true : undefined}
            className={`${inputClass} h-auto py-2`}
          />
          <FieldError id={`${id}-remarks`} error={errors.remarks} />
        </div>
        {signedIn ? null : (
          <MobileField
            id={`${id}-mobile`}
            label={yourMobile}
            error={errors.Mobileno}
            defaultValue={outcome?.values.Mobileno}
          />
        )}
        <SubmitButton pending={mutation.isPending}>
          {mutation.isPending ? sending : sendReport}
        </SubmitButton>
        <p className="text-center text-xs text-ink-500">{reportPrivacy}</p>
      </form>
    </FormDialog>
  );
}
