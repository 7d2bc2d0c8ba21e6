const columns = {
  3: 'grid gap-6 lg:grid-cols-3',
  4: 'grid gap-6 sm:grid-cols-2 lg:grid-cols-4',
} as const;

/** "How it works": numbered step cards. */
export function NumberedSteps({
  steps,
  perRow = 3,
}: {
  steps: { title: string; description: string }[];
  perRow?: keyof typeof columns;
}) {
  return (
    <ol className={columns[perRow]}>
      {steps.map((step, index) => (
        <li
          key={step.title}
          className="rounded-card bg-white p-6 shadow-card ring-1 ring-slate-900/5 sm:p-8"
        >
          <span
            aria-hidden="true"
            className="inline-flex size-11 items-center justify-center rounded-full bg-brand-600 text-lg font-extrabold text-white"
          >
            {index + 1}
          </span>
          <h3 className="mt-5 text-lg font-bold text-slate-950">{step.title}</h3>
          <p className="mt-3 leading-7 text-slate-600">{step.description}</p>
        </li>
      ))}
    </ol>
  );
}
