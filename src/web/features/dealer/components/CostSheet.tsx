/**
 * A car's cost sheet under its row in the workspace (issue 45 part 1;
 * docs/decisions/044-cost-sheets.md), for owners only: a disclosure that
 * asks for the sheet when it first opens, then lists the costs (oldest
 * first, each with Remove), the net cost, margin, minimum price and asking
 * price (flagged when below the minimum), the sale price and profit once
 * sold, and the forms to add a cost and set the margin (checked by the
 * shared schemas, as the server checks them). Loading, failure and empty
 * each have their line.
 */
import { zodResolver } from '@hookform/resolvers/zod';
import { useId } from 'react';
import { useForm } from 'react-hook-form';
import {
  addCost,
  askingPrice,
  belowMinimum,
  costAmountLabel,
  costDateLabel,
  costKindLabel,
  costNoteLabel,
  costSheetButton,
  costsLoadFailed,
  daysInStock,
  loadingCosts,
  loss,
  marginLabel,
  minimumPrice,
  netCost,
  noCostsYet,
  profit,
  removeCost,
  saveMargin,
  soldFor,
} from '#messages/cost-sheet.ts';
import { formatDate, formatRupees } from '#shared/format.ts';
import { istDate } from '#shared/ist.ts';
import {
  COST_KINDS,
  type CostLineForm,
  CostLineFormSchema,
  type CostLineValues,
  type MarginForm,
  MarginFormSchema,
  type CostSheet as Sheet,
} from '#shared/schemas/cost-sheet.ts';
import { Field, FormAlert, inputClass } from '#web/components/form/field.tsx';
import { SubmitButton } from '#web/components/form/SubmitButton.tsx';
import { Disclosure } from '#web/components/ui/Disclosure.tsx';
import { LoadFailed } from '#web/components/ui/LoadFailed.tsx';
import { notifySuccess } from '#web/lib/notify.ts';
import { useChangeCostSheet, useCostSheet } from '../api/cost-sheets.ts';
import { COST_KIND_NAMES } from '../cost-kind-names.ts';

export function CostSheet({ rand, title }: { rand: string; title: string }) {
  return (
    <Disclosure label={costSheetButton} hidden={title}>
      {(open) => <SheetPanel rand={rand} open={open} />}
    </Disclosure>
  );
}

/** The sheet, asked for once the disclosure first opens. */
function SheetPanel({ rand, open }: { rand: string; open: boolean }) {
  const sheet = useCostSheet(rand, open);
  return (
    <div className="border-t border-ink-100 px-3 pb-4 pt-3" aria-busy={sheet.isFetching}>
      {!open ? null : sheet.isPending ? (
        <p className="text-sm text-ink-600">{loadingCosts}</p>
      ) : sheet.isError ? (
        <LoadFailed message={costsLoadFailed} onRetry={() => sheet.refetch()} />
      ) : (
        <SheetBody sheet={sheet.data} rand={rand} />
      )}
    </div>
  );
}

function SheetBody({ sheet, rand }: { sheet: Sheet; rand: string }) {
  const change = useChangeCostSheet(rand);
  const figures: [string, number][] = [
    [netCost, sheet.NetCost],
    [minimumPrice, sheet.MinimumPrice],
    [askingPrice, sheet.Price],
    ...(sheet.SoldPrice === null ? [] : ([[soldFor, sheet.SoldPrice]] as [string, number][])),
  ];
  return (
    <div className="space-y-4">
      <p className="text-sm text-ink-600">{daysInStock(sheet.DaysInStock)}</p>
      {sheet.Lines.length === 0 ? (
        <p className="text-sm text-ink-700">{noCostsYet}</p>
      ) : (
        <ul className="divide-y divide-ink-100 rounded-xl bg-ink-50">
          {sheet.Lines.map((l) => (
            <li key={l.id} className="flex items-center justify-between gap-3 px-3 py-2">
              <span className="min-w-0">
                <span className="font-medium text-ink-900">{COST_KIND_NAMES[l.kind]}</span>
                <span className="block text-sm text-ink-600">
                  {formatDate(l.spentOn)}
                  {l.note ? ` · ${l.note}` : ''}
                </span>
              </span>
              <span className="flex flex-none items-center gap-2">
                <span className="font-semibold tabular-nums text-ink-900">
                  {formatRupees(l.amount)}
                </span>
                <button
                  type="button"
                  disabled={change.isPending}
                  onClick={() => change.mutate({ kind: 'remove', id: l.id })}
                  className="min-h-11 rounded-lg px-2 text-sm font-semibold text-red-700 hover:bg-red-50 disabled:opacity-60"
                >
                  {removeCost}
                  <span className="sr-only">
                    : {COST_KIND_NAMES[l.kind]} {formatRupees(l.amount)}
                  </span>
                </button>
              </span>
            </li>
          ))}
        </ul>
      )}
      <dl className="grid grid-cols-2 gap-2 sm:grid-cols-4">
        {figures.map(([label, value]) => (
          <div key={label} className="rounded-xl bg-white px-3 py-2 ring-1 ring-ink-200">
            <dt className="text-xs font-medium text-ink-600">{label}</dt>
            <dd className="font-bold tabular-nums text-ink-900">{formatRupees(value)}</dd>
          </div>
        ))}
        {sheet.Profit === null ? null : (
          <div className="rounded-xl bg-white px-3 py-2 ring-1 ring-ink-200">
            <dt className="text-xs font-medium text-ink-600">{sheet.Profit < 0 ? loss : profit}</dt>
            <dd
              className={`font-bold tabular-nums ${sheet.Profit < 0 ? 'text-red-700' : 'text-green-800'}`}
            >
              {formatRupees(Math.abs(sheet.Profit))}
            </dd>
          </div>
        )}
      </dl>
      {sheet.SoldPrice === null && sheet.Lines.length > 0 && sheet.Price < sheet.MinimumPrice ? (
        <p className="rounded-lg bg-amber-50 px-3 py-2 text-sm font-medium text-amber-900">
          {belowMinimum}
        </p>
      ) : null}
      <FormAlert message={change.error?.message} />
      <AddCostForm rand={rand} />
      <MarginEditor rand={rand} margin={sheet.Margin} />
    </div>
  );
}

function AddCostForm({ rand }: { rand: string }) {
  const id = useId();
  const change = useChangeCostSheet(rand);
  const {
    register,
    handleSubmit,
    reset,
    formState: { errors },
  } = useForm<CostLineForm, unknown, CostLineValues>({
    resolver: zodResolver(CostLineFormSchema),
    defaultValues: { Rand: rand, kind: 'purchase', spentOn: istDate(new Date()) },
  });
  return (
    <form
      noValidate
      className="grid grid-cols-2 gap-3"
      onSubmit={handleSubmit((form) =>
        change.mutate(
          { kind: 'add', form },
          {
            onSuccess: ({ message }) => {
              notifySuccess(message);
              reset({ Rand: rand, kind: 'other', spentOn: form.spentOn, amount: '', note: '' });
            },
          },
        ),
      )}
    >
      <FormAlert message={change.error?.message} />
      <Field id={`${id}-kind`} label={costKindLabel} error={errors.kind?.message} compact>
        <select id={`${id}-kind`} className={inputClass} {...register('kind')}>
          {COST_KINDS.map((k) => (
            <option key={k} value={k}>
              {COST_KIND_NAMES[k]}
            </option>
          ))}
        </select>
      </Field>
      <Field id={`${id}-amount`} label={costAmountLabel} error={errors.amount?.message} compact>
        <input
          id={`${id}-amount`}
          inputMode="numeric"
          aria-invalid={errors.amount ? true : undefined}
          aria-describedby={errors.amount ? `${id}-amount-error` : undefined}
          className={inputClass}
          {...register('amount')}
        />
      </Field>
      <Field id={`${id}-date`} label={costDateLabel} error={errors.spentOn?.message} compact>
        <input
          id={`${id}-date`}
          type="date"
          max={istDate(new Date())}
          aria-invalid={errors.spentOn ? true : undefined}
          className={inputClass}
          {...register('spentOn')}
        />
      </Field>
      <Field id={`${id}-note`} label={costNoteLabel} error={errors.note?.message} compact>
        <input id={`${id}-note`} maxLength={200} className={inputClass} {...register('note')} />
      </Field>
      <div className="col-span-2">
        <SubmitButton pending={change.isPending} className="w-full px-5 sm:w-auto">
          {addCost}
        </SubmitButton>
      </div>
    </form>
  );
}

function MarginEditor({ rand, margin }: { rand: string; margin: number }) {
  const id = useId();
  const change = useChangeCostSheet(rand);
  const {
    register,
    handleSubmit,
    formState: { errors },
  } = useForm<MarginForm, unknown, { Rand: string; margin: number }>({
    resolver: zodResolver(MarginFormSchema),
    defaultValues: { Rand: rand, margin: String(margin) },
  });
  return (
    <form
      noValidate
      className="flex flex-wrap items-end gap-3"
      onSubmit={handleSubmit(({ margin: next }) =>
        change.mutate(
          { kind: 'margin', margin: next },
          { onSuccess: ({ message }) => notifySuccess(message) },
        ),
      )}
    >
      <Field
        id={`${id}-margin`}
        label={marginLabel}
        error={errors.margin?.message ?? change.error?.message}
        compact
      >
        <input
          id={`${id}-margin`}
          inputMode="numeric"
          aria-invalid={errors.margin ? true : undefined}
          className={inputClass}
          {...register('margin')}
        />
      </Field>
      <button
        type="submit"
        disabled={change.isPending}
        className="inline-flex min-h-12 items-center rounded-xl border border-primary-600 bg-white px-4 font-semibold text-primary-700 hover:bg-primary-50 disabled:opacity-60"
      >
        {saveMargin}
      </button>
    </form>
  );
}
