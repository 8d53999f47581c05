/**
 * The EMI calculator on every car page (docs/product.md#emi): down payment,
 * tenure and interest rate, and the monthly instalment in rupees
 * (src/shared/emi.ts). A GET form to the car page itself: without
 * JavaScript its Calculate button sends the values and the server renders
 * the page with them (emiChoiceFromQuery); with the app, the figure follows
 * every keystroke and the button is not shown.
 */
import { useId, useState } from 'react';
import { useLocation } from 'react-router';
import {
  calculateEmi,
  downPayment,
  emiCalculator,
  emiMonthSuffix,
  interestRate,
  loanSummary,
  loanTenure,
  tenureMonths,
  upTo,
  yourEmi,
} from '#messages/car-page.ts';
import {
  EMI_MONTHS,
  EMI_MSG,
  EMI_RATE,
  type EmiChoice,
  emiChoiceFromQuery,
  emiRupees,
} from '#shared/emi.ts';
import { formatIndian, formatRupees } from '#shared/format.ts';
import { ChevronSelect } from '#web/components/form/ChevronSelect.tsx';
import { inputClass } from '#web/components/form/input-class.ts';
import { localPath } from '#web/lib/local-path.ts';

/** The section's id: the form sends the visitor back to it. */
export const EMI_ID = 'emi';

const labelClass = 'mb-1.5 block text-sm font-medium text-ink-700';

/** The values typed (as typed) and the last ones within the rules, which the figure uses. */
interface Typed {
  down: string;
  rate: string;
}

export function EmiCalculator({ price }: { price: number }) {
  const id = useId();
  const location = useLocation();
  const [choice, setChoice] = useState<EmiChoice>(
    () => emiChoiceFromQuery(new URLSearchParams(location.search), price).choice,
  );
  const [typed, setTyped] = useState<Typed>({
    down: String(choice.down),
    rate: String(choice.rate),
  });
  const loan = Math.max(0, price - choice.down);
  const emi = emiRupees(loan, choice.rate, choice.months);

  return (
    <section
      id={EMI_ID}
      aria-labelledby={`${id}-title`}
      className="min-w-0 scroll-mt-20 rounded-2xl bg-white p-5 shadow-card sm:p-6 lg:col-start-1"
    >
      <h2 id={`${id}-title`} className="text-lg font-bold text-ink-900 sm:text-xl">
        {emiCalculator}
      </h2>
      <div className="mt-3 rounded-xl bg-primary-50 px-4 py-3">
        <p className="text-sm font-medium text-primary-900">{yourEmi}</p>
        <p className="text-3xl font-extrabold tracking-tight text-ink-900 tabular-nums">
          <output htmlFor={`${id}-down ${id}-months ${id}-rate`}>{formatRupees(emi)}</output>
          <span className="ml-1 text-base font-semibold text-ink-600">{emiMonthSuffix}</span>
        </p>
        <p className="mt-1 text-sm text-ink-600">
          {loanSummary(formatRupees(loan), choice.months, choice.rate)}
        </p>
      </div>

      <form
        method="get"
        action={`${localPath(location.pathname)}#${EMI_ID}`}
        className="mt-4 grid gap-4 sm:grid-cols-3"
      >
        <EmiNumberField
          id={`${id}-down`}
          name="down"
          label={downPayment}
          hint={upTo(`₹${formatIndian(price)}`)}
          min={0}
          max={price}
          step={1}
          value={typed.down}
          onValue={(down) => setTyped((t) => ({ ...t, down }))}
          onValid={(n) => setChoice((c) => ({ ...c, down: Math.round(n) }))}
          error={EMI_MSG.downRange}
        />
        <div className="min-w-0">
          <label htmlFor={`${id}-months`} className={labelClass}>
            {loanTenure}
          </label>
          <ChevronSelect
            id={`${id}-months`}
            name="months"
            value={choice.months}
            onChange={(e) => setChoice((c) => ({ ...c, months: Number(e.target.value) }))}
            className="h-12 text-base"
          >
            {EMI_MONTHS.map((m) => (
              <option key={m} value={m}>
                {tenureMonths(m)}
              </option>
            ))}
          </ChevronSelect>
        </div>
        <EmiNumberField
          id={`${id}-rate`}
          name="rate"
          label={interestRate}
          min={EMI_RATE.min}
          max={EMI_RATE.max}
          step={EMI_RATE.step}
          value={typed.rate}
          onValue={(rate) => setTyped((t) => ({ ...t, rate }))}
          onValid={(n) => setChoice((c) => ({ ...c, rate: Math.round(n * 10) / 10 }))}
          error={EMI_MSG.rateRange}
        />
        <noscript className="sm:col-span-3">
          <button
            type="submit"
            className="flex min-h-12 w-full items-center justify-center rounded-xl border border-primary-600 px-4 text-base font-semibold text-primary-700"
          >
            {calculateEmi}
          </button>
        </noscript>
      </form>
      <p className="mt-3 text-xs text-ink-500">{EMI_MSG.indicative}</p>
    </section>
  );
}

/** A number the visitor types, within min..max: `onValid` hears it only when it is; else `error` shows. */
function EmiNumberField(props: {
  id: string;
  name: string;
  label: string;
  hint?: string;
  min: number;
  max: number;
  step: number;
  value: string;
  onValue: (typed: string) => void;
  onValid: (n: number) => void;
  error: string;
}) {
  const { id, hint, value, min, max } = props;
  const ok = value.trim() !== '' && Number(value) >= min && Number(value) <= max;
  const described = [hint ? `${id}-hint` : '', ok ? '' : `${id}-error`].filter(Boolean).join(' ');
  return (
    <div className="min-w-0">
      <label htmlFor={id} className={labelClass}>
        {props.label}
      </label>
      <input
        id={id}
        name={props.name}
        type="number"
        inputMode={props.step < 1 ? 'decimal' : 'numeric'}
        min={min}
        max={max}
        step={props.step}
        value={value}
        onChange={(e) => {
          const typed = e.target.value;
          props.onValue(typed);
          const n = Number(typed);
          if (typed.trim() !== '' && n >= min && n <= max) props.onValid(n);
        }}
        aria-invalid={!ok || undefined}
        aria-describedby={described || undefined}
        className={`${inputClass} tabular-nums`}
      />
      {hint ? (
        <p id={`${id}-hint`} className="mt-1 text-xs text-ink-500">
          {hint}
        </p>
      ) : null}
      {ok ? null : (
        <p id={`${id}-error`} className="mt-1 text-sm text-red-700">
          {props.error}
        </p>
      )}
    </div>
  );
}
