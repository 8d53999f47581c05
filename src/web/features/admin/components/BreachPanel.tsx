/**
 * Breach notices in the console (issue 44 part 7; docs/incident.md): the
 * form asks what the DPDP Rules' rule 7(1) asks a notice to say (what
 * happened, when, the likely consequences, what CarSetu did, what the
 * person can do; the Grievance Officer's contact is added by the server)
 * and to whom (every account, or a list of mobiles), checked by the shared
 * BreachNoticeFormSchema, and asks once more before sending; below, what
 * was sent, with how many got it and read it. Console words stay English.
 */
import { zodResolver } from '@hookform/resolvers/zod';
import { useId } from 'react';
import { useForm } from 'react-hook-form';
import {
  type BreachNotice,
  type BreachNoticeForm,
  BreachNoticeFormSchema,
} from '#shared/schemas/breach.ts';
import { Field, FieldError, FormAlert, inputClass } from '#web/components/form/field.tsx';
import { SubmitButton } from '#web/components/form/SubmitButton.tsx';
import { useConfirm } from '#web/components/ui/ConfirmDialog.tsx';
import { notifySuccess } from '#web/lib/notify.ts';
import { useBreachNotices, useSendBreachNotice } from '../api/breach.ts';
import { istTime, PanelState } from './ConsoleStates.tsx';

const PARTS = [
  ['whatHappened', 'What happened (its nature and extent)'],
  ['consequences', 'What it may mean for the person'],
  ['measures', 'What CarSetu did and is doing about it'],
  ['advice', 'What the person can do to protect themselves'],
] as const;

export function BreachPanel() {
  return (
    <div className="space-y-4">
      <section className="rounded-2xl bg-white p-4 shadow-card ring-1 ring-ink-200/70 sm:p-5">
        <h2 className="text-lg font-semibold text-ink-900">Send a breach notice</h2>
        <p className="mt-1 text-sm text-ink-600">
          Goes on WhatsApp and shows on the person's My data, with the Grievance Officer's contact.
          Follow docs/incident.md: the people affected hear without delay, the Board within 72
          hours.
        </p>
        <NoticeForm />
      </section>
      <SentNotices />
    </div>
  );
}

function NoticeForm() {
  const id = useId();
  const send = useSendBreachNotice();
  const { confirm, dialog } = useConfirm();
  const {
    register,
    handleSubmit,
    watch,
    reset,
    formState: { errors },
  } = useForm<BreachNoticeForm, unknown, BreachNotice>({
    resolver: zodResolver(BreachNoticeFormSchema),
    defaultValues: { audience: 'listed' },
  });
  const audience = watch('audience');
  const textError = (m?: string) => m?.replace(/^\w+: /, '');
  return (
    <form
      noValidate
      className="mt-4 grid grid-cols-2 gap-4"
      onSubmit={handleSubmit(async (form) => {
        const to = form.audience === 'all' ? 'every account' : 'the listed accounts';
        if (!(await confirm(`Send this breach notice to ${to}? It cannot be taken back.`))) return;
        send.mutate(
          { ...form, mobiles: form.mobiles.join('\n') },
          {
            onSuccess: ({ message, unknownMobiles }) => {
              notifySuccess(
                unknownMobiles ? `${message}; ${unknownMobiles} mobiles have no account` : message,
              );
              reset({ audience: 'listed' });
            },
          },
        );
      })}
    >
      <div className="col-span-2">
        <FormAlert message={send.error?.message} />
      </div>
      {PARTS.map(([name, label]) => (
        <Field
          key={name}
          id={`${id}-${name}`}
          label={label}
          error={textError(errors[name]?.message)}
        >
          <textarea
            id={`${id}-${name}`}
            rows={3}
            maxLength={1000}
            aria-invalid={errors[name] ? true : undefined}
            aria-describedby={errors[name] ? `${id}-${name}-error` : undefined}
            className={`${inputClass} h-auto py-2`}
            {...register(name)}
          />
        </Field>
      ))}
      <Field
        id={`${id}-occurredOn`}
        label="When it happened"
        error={textError(errors.occurredOn?.message)}
      >
        <input
          id={`${id}-occurredOn`}
          type="date"
          aria-invalid={errors.occurredOn ? true : undefined}
          className={inputClass}
          {...register('occurredOn')}
        />
      </Field>
      <fieldset className="col-span-2 md:col-span-1">
        <legend className="mb-1.5 text-sm font-medium text-ink-700">Send to</legend>
        <div className="flex flex-wrap gap-2">
          {(
            [
              ['listed', 'A list of mobiles'],
              ['all', 'Every account'],
            ] as const
          ).map(([value, label]) => (
            <label
              key={value}
              className="flex min-h-11 cursor-pointer items-center gap-2 rounded-xl border border-ink-200 px-3 has-[:checked]:border-primary-600 has-[:checked]:bg-primary-50"
            >
              <input
                type="radio"
                value={value}
                className="h-5 w-5 accent-primary-600"
                {...register('audience')}
              />
              {label}
            </label>
          ))}
        </div>
        <FieldError id={`${id}-audience`} error={textError(errors.audience?.message)} />
      </fieldset>
      {audience === 'listed' ? (
        <Field
          id={`${id}-mobiles`}
          label="Mobiles, one per line"
          error={textError(errors.mobiles?.message)}
          className="col-span-2"
        >
          <textarea
            id={`${id}-mobiles`}
            rows={4}
            inputMode="numeric"
            aria-invalid={errors.mobiles ? true : undefined}
            aria-describedby={errors.mobiles ? `${id}-mobiles-error` : undefined}
            className={`${inputClass} h-auto py-2 font-mono`}
            {...register('mobiles')}
          />
        </Field>
      ) : null}
      <div className="col-span-2">
        <SubmitButton pending={send.isPending} tone="danger" className="px-6">
          Send breach notice
        </SubmitButton>
      </div>
      {dialog}
    </form>
  );
}

function SentNotices() {
  const query = useBreachNotices();
  return (
    <PanelState query={query} label="breach notices">
      {() =>
        query.data?.length ? (
          <ul className="space-y-3">
            {query.data.map((n) => (
              <li
                key={n.id}
                className="rounded-2xl bg-white p-4 shadow-card ring-1 ring-ink-200/70 sm:p-5"
              >
                <p className="font-semibold text-ink-900">
                  Notice {n.id} · {n.audience === 'all' ? 'every account' : 'listed mobiles'} · sent{' '}
                  {istTime(n.sentAt)}
                </p>
                <p className="mt-1 text-sm text-ink-600">
                  {n.recipients} accounts · {n.sent} on WhatsApp · {n.read} read · happened{' '}
                  {n.occurredOn}
                </p>
                <p className="mt-2 whitespace-pre-line text-ink-800">{n.whatHappened}</p>
              </li>
            ))}
          </ul>
        ) : (
          <p className="rounded-2xl bg-white p-8 text-center text-ink-600 shadow-card ring-1 ring-ink-200/70">
            No breach notice has been sent.
          </p>
        )
      }
    </PanelState>
  );
}
