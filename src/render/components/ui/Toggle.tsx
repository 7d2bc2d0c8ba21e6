import { useId, type ReactNode } from 'react';

// Tailwind sees whole class names only: each look is written out in full.
const looks = {
  /**
   * A pill on white, the checked option filled with the brand colour. Never wider than its
   * column: below 360 px the options' padding narrows so that the longest (French, with its
   * saving badge) fits one line, and a longer one wraps its badge under its label.
   */
  pill: {
    fieldset:
      'inline-flex max-w-full rounded-full bg-white p-1 shadow-card ring-1 ring-slate-900/5',
    label: 'relative',
    option:
      'inline-flex min-h-11 cursor-pointer flex-wrap items-center justify-center gap-x-2 gap-y-1 rounded-full px-2 py-1 text-sm font-semibold min-[360px]:px-5 text-slate-700 transition-colors peer-checked:bg-brand-600 peer-checked:text-white peer-focus-visible:outline-2 peer-focus-visible:outline-offset-2 peer-focus-visible:outline-brand-600',
  },
  /** Full width on grey, the checked option raised in white, like tabs. */
  segments: {
    fieldset: 'flex w-full max-w-md gap-1 rounded-2xl bg-slate-100 p-1',
    label: 'relative flex flex-auto',
    option:
      'inline-flex min-h-11 flex-auto cursor-pointer items-center justify-center rounded-xl px-3 text-sm whitespace-nowrap font-semibold text-slate-700 transition-colors hover:text-slate-950 peer-checked:bg-white peer-checked:text-brand-700 peer-checked:shadow-sm peer-focus-visible:outline-2 peer-focus-visible:outline-offset-2 peer-focus-visible:outline-brand-600 sm:text-base',
  },
  /**
   * Two options a row, the last of an odd number across the row, for short names (the plans of the
   * comparison table on phones): four side by side left "ENTERPRISE" no room at 320 px.
   */
  pairs: {
    fieldset: 'flex w-full flex-wrap gap-1 rounded-2xl bg-slate-100 p-1',
    label: 'relative flex min-w-[calc(50%-0.125rem)] flex-1',
    option:
      'inline-flex min-h-11 flex-auto cursor-pointer items-center justify-center rounded-xl px-2 text-sm font-extrabold tracking-wide text-slate-700 transition-colors hover:text-slate-950 peer-checked:bg-white peer-checked:text-brand-700 peer-checked:shadow-sm peer-focus-visible:outline-2 peer-focus-visible:outline-offset-2 peer-focus-visible:outline-brand-600',
  },
  /**
   * Cards side by side (stacked on phones), each with its name and a line on what it holds; the
   * checked one outlined in the brand colour with a tick.
   */
  cards: {
    fieldset: 'grid w-full max-w-2xl gap-3 sm:grid-cols-2',
    label: 'relative flex',
    option:
      'group flex flex-auto cursor-pointer flex-col gap-1 rounded-2xl bg-white p-4 text-left shadow-card ring-1 ring-slate-900/10 transition-colors hover:ring-brand-300 peer-checked:bg-brand-50 peer-checked:ring-2 peer-checked:ring-brand-600 peer-focus-visible:outline-2 peer-focus-visible:outline-offset-2 peer-focus-visible:outline-brand-600 sm:p-5',
  },
} as const;

/**
 * A two-or-more-way segmented switch built on native radio buttons, so arrows, Space and
 * screen readers work as they do for any radio group. It holds no state: what it shows is chosen
 * by CSS from the checked input (see the pricing rules in global.css), with or without JavaScript.
 */
export function Toggle<T extends string>({
  legend,
  options,
  defaultValue,
  look = 'pill',
}: {
  legend: string;
  /** `description`: a line under the label (the `cards` look), read as the option's description. */
  options: { value: T; label: ReactNode; description?: ReactNode }[];
  defaultValue: T;
  look?: keyof typeof looks;
}) {
  const name = useId();
  const classes = looks[look];
  return (
    <fieldset className={classes.fieldset}>
      <legend className="sr-only">{legend}</legend>
      {options.map((option) => (
        <label key={option.value} className={classes.label}>
          <input
            type="radio"
            name={name}
            value={option.value}
            defaultChecked={option.value === defaultValue}
            aria-labelledby={option.description ? `${name}-${option.value}` : undefined}
            aria-describedby={option.description ? `${name}-${option.value}-about` : undefined}
            className="peer sr-only"
          />
          {option.description ? (
            <span className={classes.option}>
              <span
                id={`${name}-${option.value}`}
                className="text-base font-bold text-slate-950 group-hover:text-brand-700 sm:text-lg"
              >
                {option.label}
              </span>
              <span
                id={`${name}-${option.value}-about`}
                className="text-sm leading-6 text-slate-600"
              >
                {option.description}
              </span>
            </span>
          ) : (
            <span className={classes.option}>{option.label}</span>
          )}
        </label>
      ))}
    </fieldset>
  );
}
