/**
 * The card's quick follow-up (issue 43 part 3): "called, no answer, try
 * tomorrow 11:00" in three taps. Tap 1 opens it; tap 2 says what happened
 * (No answer, Spoke to them, Visit booked, Negotiating, Won, Lost); tap 3
 * saves at once: a time chip (in 2 hours, tomorrow 11:00, in 3 days 11:00),
 * a lost reason, or Save as won. A day and time field and a note are there
 * for anything else. Checked with the shared schema (follow-up-resolver.ts);
 * the server's refusal shows in the panel, a save is a toast and the panel
 * closes, handing focus back to its button. Escape closes it too.
 */
import { type KeyboardEvent, type ReactNode, useEffect, useId, useRef, useState } from 'react';
import { useForm } from 'react-hook-form';
import {
  backButton,
  closeButton,
  forBuyer,
  inThreeDaysChip,
  inTwoHours,
  logUpdateButton,
  noteLabel,
  notePlaceholder,
  outcomeQuestion,
  pickTimeLabel,
  reasonQuestion,
  saveTimeButton,
  saveWonButton,
  savingFollowUp,
  tomorrowChip,
  visitWhenQuestion,
  whenQuestion,
  wonQuestion,
} from '#messages/lead-work.ts';
import type { Enquiry } from '#shared/schemas/enquiry.ts';
import { LOST_REASONS, type LostReason, NOTE_MAX } from '#shared/schemas/lead-work.ts';
import { Field, FieldError, FormAlert, inputClass } from '#web/components/form/field.tsx';
import { notifySuccess } from '#web/lib/notify.ts';
import { useFollowUp } from '../api/lead-work.ts';
import {
  asksTime,
  CHIP_HOUR,
  chipTime,
  type FollowUpFields,
  type FollowUpInput,
  istLocal,
  OUTCOMES,
  type Outcome,
  TIME_CHIPS,
  type TimeChip,
} from '../follow-up.ts';
import { followUpResolver } from '../follow-up-resolver.ts';
import { chipClock } from '../ist-time.ts';
import { LOST_REASON_NAMES, OUTCOME_NAMES } from '../lead-words.ts';
import { useReturnFocus } from '../use-return-focus.ts';

const EMPTY: FollowUpFields = { Outcome: '', When: '', LostReason: '', Note: '' };

const CHIP =
  'inline-flex min-h-11 items-center justify-center rounded-xl border border-ink-300 bg-white px-3 text-center font-medium text-ink-900 hover:border-primary-500 hover:bg-primary-50 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-primary-600 disabled:cursor-wait disabled:opacity-60';
const QUIET =
  'inline-flex min-h-11 items-center rounded-xl px-3 text-sm font-semibold text-primary-700 hover:bg-primary-50';

const CHIP_NAMES: Record<TimeChip, string> = {
  'in-2-hours': inTwoHours,
  tomorrow: tomorrowChip(chipClock(CHIP_HOUR)),
  'in-3-days': inThreeDaysChip(chipClock(CHIP_HOUR)),
};

function question(outcome: Outcome): string {
  if (outcome === 'lost') return reasonQuestion;
  if (outcome === 'won') return wonQuestion;
  return outcome === 'visit' ? visitWhenQuestion : whenQuestion;
}

export function QuickFollowUp({ lead }: { lead: Enquiry }) {
  const [open, setOpen] = useState(false);
  const { toggle, closing } = useReturnFocus(open);

  if (!open) {
    return (
      <button
        ref={toggle}
        type="button"
        onClick={() => setOpen(true)}
        className="mt-2 inline-flex min-h-11 w-full items-center justify-center rounded-xl border border-primary-600 bg-white px-4 font-semibold text-primary-700 hover:bg-primary-50"
      >
        {logUpdateButton}
        <span className="sr-only">{forBuyer(lead.Name)}</span>
      </button>
    );
  }
  return (
    <FollowUpPanel
      lead={lead}
      onClose={() => {
        closing();
        setOpen(false);
      }}
    />
  );
}

/** The open panel: its form lives only while it is open, so a list of cards carries none. */
function FollowUpPanel({ lead, onClose }: { lead: Enquiry; onClose: () => void }) {
  const id = useId();
  const [refused, setRefused] = useState<string | null>(null);
  const save = useFollowUp();
  const panel = useRef<HTMLFormElement>(null);
  const { register, handleSubmit, setValue, watch, formState } = useForm<
    FollowUpFields,
    unknown,
    FollowUpInput
  >({ resolver: followUpResolver(lead), defaultValues: EMPTY });
  const outcome = watch('Outcome');

  // Each step starts at its first control, so the next tap is one key or touch away.
  // biome-ignore lint/correctness/useExhaustiveDependencies: a new outcome is a new step to focus.
  useEffect(() => {
    panel.current?.querySelector<HTMLElement>('[data-first]')?.focus();
  }, [outcome]);

  const submit = handleSubmit((request) => {
    setRefused(null);
    save.mutate(request, {
      onSuccess: ({ message }) => {
        notifySuccess(message);
        onClose();
      },
      onError: (err) => setRefused(err.message),
    });
  });
  const submitWith = (fields: Partial<FollowUpFields>) => {
    for (const [key, value] of Object.entries(fields))
      setValue(key as keyof FollowUpFields, value as never);
    void submit();
  };
  const onKeyDown = (e: KeyboardEvent) => {
    if (e.key === 'Escape') {
      e.preventDefault();
      onClose();
    }
  };

  const pending = save.isPending;
  const errors = formState.errors;
  return (
    <form
      ref={panel}
      onSubmit={submit}
      onKeyDown={onKeyDown}
      noValidate
      aria-labelledby={`${id}-q`}
      aria-busy={pending || undefined}
      className="mt-2 rounded-xl bg-ink-50 p-3 ring-1 ring-ink-200"
    >
      <p id={`${id}-q`} className="font-semibold text-ink-900">
        {outcome ? question(outcome) : outcomeQuestion}
        <span className="sr-only">{forBuyer(lead.Name)}</span>
      </p>
      {!outcome ? (
        <div className="mt-2 grid grid-cols-2 gap-2 sm:grid-cols-3">
          {OUTCOMES.map((o, i) => (
            <button
              key={o}
              type="button"
              data-first={i === 0 ? '' : undefined}
              onClick={() => setValue('Outcome', o)}
              className={CHIP}
            >
              {OUTCOME_NAMES[o]}
            </button>
          ))}
        </div>
      ) : (
        <>
          <label htmlFor={`${id}-note`} className="mt-2 block text-sm font-medium text-ink-700">
            {noteLabel}
          </label>
          <textarea
            id={`${id}-note`}
            rows={2}
            maxLength={NOTE_MAX}
            placeholder={notePlaceholder}
            aria-invalid={errors.Note ? true : undefined}
            aria-describedby={errors.Note ? `${id}-note-error` : undefined}
            className={`${inputClass} mt-1 min-h-0 py-2`}
            {...register('Note')}
          />
          <FieldError id={`${id}-note`} error={errors.Note?.message} />
          {asksTime(outcome) ? (
            <TimeStep id={id} pending={pending} onChip={(When) => submitWith({ When })}>
              <Field id={`${id}-when`} label={pickTimeLabel} error={errors.When?.message}>
                <div className="grid gap-2 sm:flex">
                  <input
                    id={`${id}-when`}
                    type="datetime-local"
                    min={istLocal(new Date())}
                    aria-invalid={errors.When ? true : undefined}
                    aria-describedby={errors.When ? `${id}-when-error` : undefined}
                    className={`${inputClass} min-w-0 sm:flex-1`}
                    {...register('When')}
                  />
                  <button type="submit" disabled={pending} className={`${CHIP} sm:flex-none`}>
                    {pending ? savingFollowUp : saveTimeButton}
                  </button>
                </div>
              </Field>
            </TimeStep>
          ) : outcome === 'lost' ? (
            <div className="mt-3 grid grid-cols-2 gap-2 sm:grid-cols-3">
              {LOST_REASONS.map((r: LostReason, i) => (
                <button
                  key={r}
                  type="button"
                  data-first={i === 0 ? '' : undefined}
                  disabled={pending}
                  onClick={() => submitWith({ LostReason: r })}
                  className={CHIP}
                >
                  {LOST_REASON_NAMES[r]}
                </button>
              ))}
              <FieldError id={`${id}-reason`} error={errors.LostReason?.message} />
            </div>
          ) : (
            <button
              type="submit"
              data-first=""
              disabled={pending}
              className="mt-3 inline-flex min-h-11 w-full items-center justify-center rounded-xl bg-green-700 px-4 font-semibold text-white hover:bg-green-800 disabled:cursor-wait disabled:opacity-60 sm:w-auto"
            >
              {pending ? savingFollowUp : saveWonButton}
            </button>
          )}
        </>
      )}
      <FieldError id={`${id}-outcome`} error={errors.Outcome?.message} announce />
      <div className="mt-2 space-y-2">
        <FormAlert message={refused} />
        <div className="flex justify-between gap-2">
          {outcome ? (
            <button type="button" onClick={() => setValue('Outcome', '')} className={QUIET}>
              {backButton}
            </button>
          ) : (
            <span />
          )}
          <button type="button" onClick={onClose} className={QUIET}>
            {closeButton}
          </button>
        </div>
      </div>
    </form>
  );
}

/** The time chips (each saves at once), then the day and time field in `children`. */
function TimeStep({
  id,
  pending,
  onChip,
  children,
}: {
  id: string;
  pending: boolean;
  onChip: (when: string) => void;
  children: ReactNode;
}) {
  return (
    <>
      <div className="mt-3 grid grid-cols-1 gap-2 sm:grid-cols-3" id={`${id}-chips`}>
        {TIME_CHIPS.map((chip, i) => (
          <button
            key={chip}
            type="button"
            data-first={i === 0 ? '' : undefined}
            disabled={pending}
            onClick={() => onChip(chipTime(chip, new Date()))}
            className={CHIP}
          >
            {CHIP_NAMES[chip]}
          </button>
        ))}
      </div>
      <div className="mt-3">{children}</div>
    </>
  );
}
