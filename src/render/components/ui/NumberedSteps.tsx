const columns = {
  3: 'grid gap-3 sm:gap-6 lg:grid-cols-3',
  4: 'grid gap-3 sm:grid-cols-2 sm:gap-6 lg:grid-cols-4',
} as const;

/** "How it works": numbered step cards; on phones each number sits beside its step's title. */
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
          className="grid grid-cols-[auto_minmax(0,1fr)] items-center gap-x-3 gap-y-2 rounded-card bg-white p-5 shadow-card ring-1 ring-slate-900/5 sm:block sm:p-8"
        >
          <span
            aria-hidden="true"
            className="inline-flex size-9 shrink-0 items-center justify-center rounded-full bg-brand-600 font-extrabold text-white sm:size-11 sm:text-lg"
          >
            {index + 1}
          </span>
          <h3 className="text-lg font-bold text-slate-950 max-sm:leading-6 sm:mt-5">
            {step.title}
          </h3>
          <p className="col-span-2 leading-7 text-wrap text-slate-600 max-sm:leading-6 sm:mt-3">
            {step.description}
          </p>
        </li>
      ))}
    </ol>
  );
}

/** Up to five steps in one row on desktops; six in two rows of three. */
const flowColumns: Record<number, string> = {
  2: 'sm:grid-cols-2',
  3: 'sm:grid-cols-3',
  4: 'sm:grid-cols-2 lg:grid-cols-4',
  5: 'sm:grid-cols-2 lg:grid-cols-5',
  6: 'sm:grid-cols-2 lg:grid-cols-3',
};

/**
 * The same steps as a flow, without cards: each number on a line that runs to the next step. A
 * second shape for "how it works", so the pages that have one do not all show the same grid
 * (ninth design review). On phones the line runs down, each number beside its step's title: a
 * number on a line of its own above the title cost a line's height per step (twenty-second).
 */
export function FlowSteps({ steps }: { steps: { title: string; description: string }[] }) {
  return (
    <ol
      className={`grid gap-x-8 gap-y-8 sm:gap-y-12 ${flowColumns[steps.length] ?? flowColumns[6]}`}
    >
      {steps.map((step, index) => (
        <li
          key={step.title}
          className="group grid grid-cols-[2.75rem_minmax(0,1fr)] gap-x-4 sm:block"
        >
          <div
            aria-hidden="true"
            className="row-span-2 flex flex-col items-center gap-2 sm:flex-row sm:gap-3"
          >
            <span className="inline-flex size-11 shrink-0 items-center justify-center rounded-full bg-brand-600 text-lg font-extrabold text-white ring-4 ring-brand-100">
              {index + 1}
            </span>
            <span className="-mb-6 w-0.5 flex-1 rounded-full bg-gradient-to-b from-brand-300 to-brand-100 group-last:hidden sm:mb-0 sm:h-0.5 sm:w-auto sm:bg-gradient-to-r" />
          </div>
          <h3 className="pt-2 text-lg font-bold text-slate-950 sm:mt-5 sm:pt-0">{step.title}</h3>
          <p className="mt-2 leading-7 text-wrap text-slate-600">{step.description}</p>
        </li>
      ))}
    </ol>
  );
}
