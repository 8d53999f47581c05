/**
 * A two-handle range slider (rc-slider) with its current span written out.
 * The value is committed when the user lets go, so a drag sends one search
 * and adds one history entry to /search (the draft stays here meanwhile).
 */
import 'rc-slider/assets/index.css';
import RcSlider, { type SliderProps } from 'rc-slider';
import { type ComponentType, useEffect, useState } from 'react';
import type { Range } from '../search-filters.ts';

export interface RangeFilterProps {
  label: string;
  min: number;
  max: number;
  step: number;
  value: Range;
  onChange: (value: Range) => void;
  /** Formats one end; `atMax` is true for the slider's top end (shown with a plus sign). */
  format: (n: number, atMax: boolean) => string;
}

const PRIMARY = '#0b4ea2';

// rc-slider ships CommonJS types: under nodenext its default import types as the module object,
// while the bundler hands over the component itself. Accept both shapes.
const Slider = ('default' in RcSlider ? RcSlider.default : RcSlider) as ComponentType<SliderProps>;

export function RangeFilter({ label, min, max, step, value, onChange, format }: RangeFilterProps) {
  const [draft, setDraft] = useState<Range>(value);
  useEffect(() => setDraft(value), [value]);
  const text = (n: number) => format(n, n >= max);
  return (
    // No margin class: it would cancel the spacing the panel puts between the sliders.
    <fieldset className="min-w-0 border-0 p-0">
      <legend className="sr-only">{label}</legend>
      <div className="flex items-baseline justify-between gap-2" aria-hidden="true">
        <span className="text-sm font-medium text-ink-700">{label}</span>
        <span className="text-sm font-semibold text-ink-900">
          {text(draft[0])} – {text(draft[1])}
        </span>
      </div>
      <div className="px-3 pb-2 pt-5">
        <Slider
          range
          min={min}
          max={max}
          step={step}
          value={draft}
          allowCross={false}
          onChange={(v: number | number[]) => Array.isArray(v) && setDraft([v[0], v[1]])}
          onChangeComplete={(v: number | number[]) => Array.isArray(v) && onChange([v[0], v[1]])}
          ariaLabelForHandle={[`${label}: minimum`, `${label}: maximum`]}
          ariaValueTextFormatterForHandle={[(v: number) => text(v), (v: number) => text(v)]}
          styles={{
            rail: { backgroundColor: '#dfe4ec', height: 6 },
            track: { backgroundColor: PRIMARY, height: 6 },
            handle: {
              width: 24,
              height: 24,
              marginTop: -9,
              borderColor: PRIMARY,
              borderWidth: 3,
              backgroundColor: '#fff',
              opacity: 1,
              boxShadow: '0 1px 4px rgb(16 24 40 / 0.25)',
            },
          }}
        />
      </div>
    </fieldset>
  );
}
