import { useId, type ReactNode } from 'react';

/**
 * A two-or-more-way segmented switch built on native radio buttons, so arrows, Space and
 * screen readers work as they do for any radio group. It holds no state: what it shows is chosen
 * by CSS from the checked input (see the pricing rules in global.css), with or without JavaScript.
 */
export function Toggle<T extends string>({
  legend,
  options,
  defaultValue,
}: {
  legend: string;
  options: { value: T; label: ReactNode }[];
  defaultValue: T;
}) {
  const name = useId();
  return (
    <fieldset className="inline-flex rounded-full bg-white p-1 shadow-card ring-1 ring-slate-900/5">
      <legend className="sr-only">{legend}</legend>
      {options.map((option) => (
        <label key={option.value} className="relative">
          <input
            type="radio"
            name={name}
            value={option.value}
            defaultChecked={option.value === defaultValue}
            className="peer sr-only"
          />
          <span className="inline-flex min-h-11 cursor-pointer items-center gap-2 rounded-full px-3.5 text-sm font-semibold min-[360px]:px-5 text-slate-700 transition-colors peer-checked:bg-brand-600 peer-checked:text-white peer-focus-visible:outline-2 peer-focus-visible:outline-offset-2 peer-focus-visible:outline-brand-600">
            {option.label}
          </span>
        </label>
      ))}
    </fieldset>
  );
}
