/**
 * Add or edit a dealer (docs/moderation.md#banners-and-dealers): dealers.csv's
 * fields (firm name, mobile, second mobile, address, map link) and its state
 * and city, checked with the shared DealerFormSchema (the importer's and the
 * route's rules) through react-hook-form; the server's refusal (a mobile
 * another dealer has) shows above the button.
 */
import { zodResolver } from '@hookform/resolvers/zod';
import { useId } from 'react';
import { type Resolver, useForm } from 'react-hook-form';
import {
  type ConsoleDealer,
  type DealerForm as DealerFormOutput,
  DealerFormSchema,
} from '#shared/schemas/console-content.ts';
import { ChevronSelect } from '#web/components/form/ChevronSelect.tsx';
import { Field, inputBase, inputClass } from '#web/components/form/field.tsx';
import { SubmitButton } from '#web/components/form/SubmitButton.tsx';
import { useCities, useStates } from '#web/features/catalog/api/lookups.ts';
import { notifySuccess } from '#web/lib/notify.ts';
import { type DealerValues, useConsoleAction } from '../api/admin.ts';

const valuesOf = (d?: ConsoleDealer): DealerValues => ({
  firm_name: d?.firm_name ?? '',
  mobile: d?.mobile ?? '',
  mobile2: d?.mobile2 ?? '',
  address: d?.address ?? '',
  gps_link: d?.gps_link ?? '',
  state_id: d ? String(d.state_id) : '',
  city_id: d ? String(d.city_id) : '',
});

export function DealerForm({ dealer, onDone }: { dealer?: ConsoleDealer; onDone: () => void }) {
  const id = useId();
  const save = useConsoleAction();
  const {
    register,
    handleSubmit,
    watch,
    setValue,
    getValues,
    formState: { errors },
  } = useForm<DealerValues, unknown, DealerFormOutput>({
    resolver: zodResolver(DealerFormSchema) as unknown as Resolver<
      DealerValues,
      unknown,
      DealerFormOutput
    >,
    defaultValues: valuesOf(dealer),
  });
  const state = watch('state_id');
  const city = watch('city_id');
  const states = useStates();
  const cities = useCities(state);

  // The server checks the text as typed, with the same schema.
  const submit = handleSubmit(() => {
    const sent = getValues();
    save.mutate(
      dealer ? { name: 'EditDealer', id: dealer.id, ...sent } : { name: 'AddDealer', ...sent },
      {
        onSuccess: (message) => {
          notifySuccess(message);
          onDone();
        },
      },
    );
  });

  const text = (name: keyof DealerValues, label: string, extra: object = {}, optional = false) => (
    <Field
      id={`${id}-${name}`}
      label={label}
      optional={optional}
      required={!optional}
      error={errors[name]?.message}
    >
      <input
        id={`${id}-${name}`}
        className={inputClass}
        aria-invalid={errors[name] ? true : undefined}
        aria-describedby={errors[name] ? `${id}-${name}-error` : undefined}
        {...extra}
        {...register(name)}
      />
    </Field>
  );

  return (
    <form onSubmit={submit} noValidate className="mt-3 grid grid-cols-2 gap-x-4 gap-y-4">
      {text('firm_name', 'Firm name', { maxLength: 100, autoCapitalize: 'words' })}
      {text('mobile', 'Mobile (the dealer signs in with it)', {
        inputMode: 'numeric',
        maxLength: 10,
        autoComplete: 'off',
      })}
      {text(
        'mobile2',
        'Second mobile',
        { inputMode: 'numeric', maxLength: 10, autoComplete: 'off' },
        true,
      )}
      {text(
        'gps_link',
        'Map link',
        { inputMode: 'url', autoCapitalize: 'none', maxLength: 508 },
        true,
      )}
      <Field id={`${id}-state`} label="State" required error={errors.state_id?.message}>
        <ChevronSelect
          id={`${id}-state`}
          className="min-h-12"
          aria-invalid={errors.state_id ? true : undefined}
          {...register('state_id', { onChange: () => setValue('city_id', '') })}
          value={state}
        >
          <option value="">Select state</option>
          {(states.data ?? []).map((o) => (
            <option key={o.Value} value={o.Value}>
              {o.Text}
            </option>
          ))}
          {dealer && !states.data ? (
            <option value={String(dealer.state_id)}>{dealer.Place.split(', ')[1]}</option>
          ) : null}
        </ChevronSelect>
      </Field>
      <Field id={`${id}-city`} label="City" required error={errors.city_id?.message}>
        <ChevronSelect
          id={`${id}-city`}
          className="min-h-12"
          disabled={!state}
          aria-invalid={errors.city_id ? true : undefined}
          {...register('city_id')}
          value={city}
        >
          <option value="">{state ? 'Select city' : 'Select a state first'}</option>
          {(cities.data ?? []).map((o) => (
            <option key={o.Value} value={o.Value}>
              {o.Text}
            </option>
          ))}
          {dealer && state === String(dealer.state_id) && !cities.data ? (
            <option value={String(dealer.city_id)}>{dealer.Place.split(', ')[0]}</option>
          ) : null}
        </ChevronSelect>
      </Field>
      <Field
        id={`${id}-address`}
        label="Address"
        required
        error={errors.address?.message}
        className="col-span-2"
      >
        <textarea
          id={`${id}-address`}
          rows={2}
          maxLength={300}
          className={`${inputBase} resize-y py-3`}
          aria-invalid={errors.address ? true : undefined}
          aria-describedby={errors.address ? `${id}-address-error` : undefined}
          {...register('address')}
        />
      </Field>
      {save.error ? (
        <p role="alert" className="col-span-2 rounded-lg bg-red-50 px-3 py-2 text-sm text-red-800">
          {save.error.message}
        </p>
      ) : null}
      <div className="col-span-2 flex flex-wrap gap-2">
        <SubmitButton pending={save.isPending} className="px-6">
          {dealer ? 'Save dealer' : 'Add dealer'}
        </SubmitButton>
        <button
          type="button"
          onClick={onDone}
          className="min-h-12 rounded-xl px-4 text-base font-semibold text-ink-700 ring-1 ring-ink-300 hover:bg-ink-50"
        >
          Cancel
        </button>
      </div>
    </form>
  );
}
