import type { BlockOf } from '../../../content/schemas/blocks';
import { Container } from '../ui/Container';
import { Icon } from '../ui/Icon';
import { Section, bandProps } from '../ui/Section';

/**
 * The record a manager reads, as the product shows it: a real table in an app window (its words
 * are text, at the page's sizes), beside what it lets them see.
 */
export function RecordBlock({ block }: { block: BlockOf<'record'> }) {
  return (
    <Section block="record" title={block.title} subtitle={block.subtitle} tone={block.tone}>
      <div className="grid items-center gap-10 lg:grid-cols-[3fr_2fr]">
        <figure className="min-w-0">
          <div className="overflow-hidden rounded-card bg-white shadow-card ring-1 ring-slate-900/5">
            <p className="flex items-center gap-2 bg-brand-50 px-4 py-2.5 text-sm font-semibold text-slate-700">
              <span aria-hidden="true" className="flex shrink-0 gap-1.5">
                <span className="size-2.5 rounded-full bg-red-300" />
                <span className="size-2.5 rounded-full bg-accent-300" />
                <span className="size-2.5 rounded-full bg-green-300" />
              </span>
              {/* The title wraps on a phone rather than lose its end: it names the course. */}
              <span className="ml-2 min-w-0 text-balance">{block.window}</span>
            </p>
            <div className="overflow-x-auto">
              {/* On phones each row is a card whose cells name their column: four columns do not fit. */}
              <table className="w-full text-left text-sm max-sm:block">
                <thead className="text-xs tracking-wide text-slate-500 uppercase max-sm:sr-only">
                  <tr>
                    {block.columns.map((column) => (
                      <th key={column} scope="col" className="px-4 py-3 font-bold">
                        {column}
                      </th>
                    ))}
                  </tr>
                </thead>
                <tbody className="divide-y divide-slate-100 text-slate-700 max-sm:block">
                  {block.rows.map((row) => (
                    <tr
                      key={row.join('|')}
                      className="max-sm:grid max-sm:grid-cols-2 max-sm:gap-3 max-sm:p-4"
                    >
                      {row.map((cell, index) =>
                        index === 0 ? (
                          <th
                            key={index}
                            scope="row"
                            className="px-4 py-3 font-semibold text-slate-950 max-sm:col-span-2 max-sm:p-0"
                          >
                            {cell}
                          </th>
                        ) : (
                          <td key={index} className="px-4 py-3 max-sm:p-0">
                            <span
                              aria-hidden="true"
                              className="block text-xs font-bold tracking-wide text-slate-500 uppercase sm:hidden"
                            >
                              {block.columns[index]}
                            </span>
                            {cell}
                          </td>
                        ),
                      )}
                    </tr>
                  ))}
                </tbody>
              </table>
            </div>
          </div>
          <figcaption className="mt-3 text-sm text-slate-600">{block.caption}</figcaption>
        </figure>
        <ul className="space-y-4">
          {block.points.map((point) => (
            <li key={point} className="flex gap-3 leading-7 text-slate-700">
              <Icon name="check" className="mt-1 size-5 shrink-0 text-brand-600" />
              {point}
            </li>
          ))}
        </ul>
      </div>
    </Section>
  );
}

/** Each skill, the situations that train it, and what the metrics show: one row per skill. */
export function SkillMapBlock({ block }: { block: BlockOf<'skill-map'> }) {
  const [skillColumn, situationsColumn, measureColumn] = block.columns;
  return (
    <Section block="skill-map" title={block.title} subtitle={block.subtitle} tone={block.tone}>
      <div className="mx-auto max-w-6xl">
        <div
          aria-hidden="true"
          className="mb-3 grid grid-cols-[1fr_1.3fr_1.3fr] gap-6 px-6 text-sm font-bold tracking-wide text-slate-500 uppercase max-lg:hidden"
        >
          <p>{skillColumn}</p>
          <p>{situationsColumn}</p>
          <p>{measureColumn}</p>
        </div>
        <ul className="space-y-3">
          {block.items.map((item) => (
            <li
              key={item.skill}
              className="grid gap-4 rounded-card bg-white p-5 shadow-card ring-1 ring-slate-900/5 sm:p-6 lg:grid-cols-[1fr_1.3fr_1.3fr] lg:items-center lg:gap-6"
            >
              <h3 className="flex items-center gap-3 text-lg font-bold text-slate-950">
                <span className="inline-flex size-10 shrink-0 items-center justify-center rounded-xl bg-brand-100 text-brand-700">
                  <Icon name={item.icon} className="size-5" />
                </span>
                {item.skill}
              </h3>
              <div>
                <p className="text-xs font-bold tracking-wide text-slate-500 uppercase lg:sr-only">
                  {situationsColumn}
                </p>
                <ul className="mt-2 flex flex-wrap gap-2 lg:mt-0">
                  {item.situations.map((situation) => (
                    <li
                      key={situation}
                      className="rounded-full bg-brand-50 px-3 py-1.5 text-sm font-medium text-brand-800 ring-1 ring-brand-200"
                    >
                      {situation}
                    </li>
                  ))}
                </ul>
              </div>
              <p className="flex gap-3 leading-7 text-slate-600">
                <Icon name="chart-line" className="mt-1 size-5 shrink-0 text-brand-600" />
                <span>
                  <span className="block text-xs font-bold tracking-wide text-slate-500 uppercase lg:sr-only">
                    {measureColumn}
                  </span>
                  {item.measure}
                </span>
              </p>
            </li>
          ))}
        </ul>
      </div>
    </Section>
  );
}

/**
 * One lesson before and after, across a dark band: the slide as it was, an arrow, and the same
 * lesson as a scene with a choice. Built in HTML, so its words reflow and read at the page's size.
 */
export function TransformationBlock({ block }: { block: BlockOf<'transformation'> }) {
  const { before, after } = block;
  return (
    <section data-block="transformation" {...bandProps('dark')}>
      <Container>
        <header className="mx-auto max-w-3xl text-center">
          <h2 className="text-[1.625rem]/8 font-extrabold tracking-tight text-balance sm:text-4xl">
            {block.title}
          </h2>
          {block.subtitle && (
            <p className="mt-4 text-lg leading-8 text-brand-100">{block.subtitle}</p>
          )}
        </header>
        <div className="mt-12 grid items-center gap-6 lg:grid-cols-[1fr_auto_1fr] lg:gap-8">
          <figure className="rounded-card bg-white p-5 text-slate-700 shadow-card sm:p-6 lg:-rotate-1">
            <p className="flex items-center justify-between gap-3 text-sm">
              <span className="rounded-full bg-slate-100 px-3 py-1 font-bold text-slate-600">
                {before.label}
              </span>
              <span className="font-semibold text-slate-500">{before.file}</span>
            </p>
            <div className="mt-4 rounded-xl bg-slate-50 p-5 ring-1 ring-slate-200">
              <p className="text-lg font-bold text-slate-800">{before.heading}</p>
              <ul className="mt-3 list-disc space-y-1.5 pl-5 text-slate-600">
                {before.bullets.map((bullet) => (
                  <li key={bullet}>{bullet}</li>
                ))}
              </ul>
            </div>
            <figcaption className="mt-3 text-right text-sm text-slate-600">
              {before.footer}
            </figcaption>
          </figure>
          <p className="flex items-center justify-center gap-2 text-sm font-bold text-accent-300 lg:flex-col">
            <Icon name="wand-sparkles" className="size-5" />
            {block.via}
            <Icon name="arrow-right" className="size-6 max-lg:rotate-90" />
          </p>
          <figure className="rounded-card bg-white p-5 text-slate-700 shadow-card sm:p-6 lg:rotate-1">
            <p className="flex items-center justify-between gap-3 text-sm">
              <span className="rounded-full bg-accent-300 px-3 py-1 font-bold text-slate-900">
                {after.label}
              </span>
              <span className="font-semibold text-slate-500">{after.heading}</span>
            </p>
            <blockquote className="mt-4 rounded-xl bg-brand-50 p-5 ring-1 ring-brand-200">
              <p className="text-sm font-bold text-brand-700">{after.speaker}</p>
              <p className="mt-1 text-lg leading-7 text-slate-900">{after.line}</p>
            </blockquote>
            <ol className="mt-4 space-y-2">
              {after.choices.map((choice, index) => (
                <li
                  key={choice}
                  className={`flex items-center gap-3 rounded-xl px-4 py-3 font-semibold ${index === 0 ? 'bg-brand-600 text-white' : 'bg-white text-slate-800 ring-1 ring-slate-200'}`}
                >
                  <span
                    aria-hidden="true"
                    className={`inline-flex size-6 shrink-0 items-center justify-center rounded-full text-xs font-bold ${index === 0 ? 'bg-white text-brand-700' : 'bg-brand-100 text-brand-700'}`}
                  >
                    {String.fromCharCode(65 + index)}
                  </span>
                  {choice}
                </li>
              ))}
            </ol>
          </figure>
        </div>
      </Container>
    </section>
  );
}
