import { useTranslation } from 'react-i18next';
import { ProofFacts } from '../ui/ProofFacts';
import type { BlockOf } from '../../../content/schemas/blocks';
import { ProseBand } from '../solutions/ProseBand';
import { CtaBanner, type CtaTone } from '../ui/CtaBanner';
import { Icon } from '../ui/Icon';
import { SampleLabel } from '../ui/SampleLabel';
import { BandHeading, bandProps, Section } from '../ui/Section';
import { Container } from '../ui/Container';
import { UseCaseGrid } from '../ui/UseCaseGrid';
import { ActionLink } from './ActionLink';

/** The page's MDX body. */
export function BodyBlock({ block }: { block: BlockOf<'body'> }) {
  const { facts } = block;
  return (
    <ProseBand
      block="body"
      title={block.title}
      aside={
        facts && (
          <aside className="rounded-card bg-slate-50 p-6 ring-1 ring-slate-900/5 sm:p-8">
            <h2 className="text-sm font-semibold tracking-wide text-brand-700 uppercase">
              {facts.title}
            </h2>
            {/* One row of facts from 1024 px, each label over its value; a list below. */}
            <dl className="mt-5 grid divide-y divide-slate-200 lg:grid-flow-col lg:auto-cols-fr lg:gap-8 lg:divide-y-0">
              {facts.items.map((item) => (
                <div
                  key={item.label}
                  className="grid gap-1 py-3 sm:grid-cols-[9rem_1fr] sm:gap-4 lg:grid-cols-1 lg:content-start lg:gap-1 lg:py-0"
                >
                  <dt className="text-sm text-slate-600">{item.label}</dt>
                  <dd className="font-semibold text-slate-900">{item.value}</dd>
                </div>
              ))}
            </dl>
          </aside>
        )
      }
    />
  );
}

/**
 * A list under its own title, in a card; from 1024 px beside the band's heading, which it answers
 * (the case study's challenge and its objectives). Centred under the heading, a card of four short
 * lines left wide empty gutters on both sides (eighteenth design review).
 */
export function ChecklistBlock({ block }: { block: BlockOf<'checklist'> }) {
  const tone = block.tone ?? 'white';
  const dark = tone === 'dark';
  return (
    <section data-block="checklist" {...bandProps(tone)}>
      <Container className="lg:grid lg:grid-cols-[minmax(0,2fr)_minmax(0,3fr)] lg:items-center lg:gap-16">
        <BandHeading title={block.title} subtitle={block.subtitle} dark={dark} />
        <div className="mt-10 rounded-card bg-white p-6 shadow-card ring-1 ring-slate-900/5 sm:mt-12 sm:p-8 lg:mt-0">
          <h3 className="text-lg font-bold text-slate-950">{block.listTitle}</h3>
          <ul className="mt-5 grid gap-4 sm:grid-cols-2">
            {block.items.map((item) => (
              <li key={item} className="flex gap-3 text-slate-700">
                <Icon name="check" className="mt-1 size-5 shrink-0 text-brand-600" />
                {item}
              </li>
            ))}
          </ul>
        </div>
      </Container>
    </section>
  );
}

/** The two sides of a comparison row: the usual way, then Ludiqo's. */
const comparisonSides = [
  {
    side: 'before',
    icon: 'x',
    cell: 'bg-slate-50 text-slate-600',
    mark: 'text-slate-400',
    label: 'text-slate-500',
  },
  {
    side: 'after',
    icon: 'check',
    cell: 'bg-brand-50 font-medium text-slate-900',
    mark: 'text-brand-600',
    label: 'text-brand-700',
  },
] as const;

/**
 * Each row pairs the usual way with Ludiqo's. On desktops the two sides are columns under their
 * headings; on phones a row stacks, and each side carries its own heading, since the column
 * headings are out of sight.
 */
export function ComparisonBlock({ block }: { block: BlockOf<'comparison'> }) {
  return (
    <Section block="comparison" title={block.title} subtitle={block.subtitle} tone={block.tone}>
      <div className="mx-auto max-w-5xl">
        <div aria-hidden="true" className="mb-3 grid grid-cols-2 gap-4 px-2 max-md:hidden">
          {comparisonSides.map(({ side, label }, index) => (
            <p key={side} className={`px-4 text-sm font-bold tracking-wide uppercase ${label}`}>
              {block.columns[index]}
            </p>
          ))}
        </div>
        <ul className="space-y-3">
          {block.items.map((item) => (
            <li
              key={item.after}
              className="grid gap-2 rounded-card bg-white p-2 shadow-card ring-1 ring-slate-900/5 md:grid-cols-2 md:gap-4"
            >
              {comparisonSides.map(({ side, icon, cell, mark, label }, index) => (
                <p key={side} className={`flex gap-3 rounded-xl p-4 ${cell}`}>
                  <Icon name={icon} className={`mt-0.5 size-5 shrink-0 ${mark}`} />
                  <span>
                    <span
                      className={`block text-xs font-bold tracking-wide uppercase md:sr-only ${label}`}
                    >
                      {block.columns[index]}
                    </span>
                    {item[side]}
                  </span>
                </p>
              ))}
            </li>
          ))}
        </ul>
      </div>
    </Section>
  );
}

export function TestimonialBlock({ block }: { block: BlockOf<'testimonial'> }) {
  const dark = block.tone === 'dark';
  return (
    <Section block="testimonial" tone={block.tone}>
      <figure className="mx-auto max-w-3xl text-center">
        <Icon
          name="quote"
          className={`mx-auto size-10 ${dark ? 'text-accent-300' : 'text-brand-600'}`}
        />
        <blockquote
          className={`quoted mt-4 text-xl leading-9 sm:text-2xl ${dark ? 'text-white' : 'text-slate-900'}`}
        >
          {block.quote}
        </blockquote>
        <figcaption
          className={`mt-6 flex flex-wrap items-center justify-center gap-x-2 gap-y-2 ${dark ? 'text-brand-100' : 'text-slate-600'}`}
        >
          <span className={`font-semibold ${dark ? 'text-white' : 'text-slate-950'}`}>
            {block.role}
          </span>
          <span aria-hidden="true">·</span>
          <span>{block.sector}</span>
          {block.status === 'sample' && <SampleLabel onDark={dark} />}
        </figcaption>
      </figure>
    </Section>
  );
}

export function UseCasesBlock({ block }: { block: BlockOf<'use-cases'> }) {
  return (
    <Section block="use-cases" id="use-cases" title={block.title} tone={block.tone}>
      <UseCaseGrid items={block.items} />
    </Section>
  );
}

/**
 * The closing band: the first action is the main button. `facts`: the strip of what a buyer can
 * check (the trial, support, data); off where the band is not about buying (the affiliates').
 */
export function CtaBlock({
  block,
  tone = 'dark',
  facts = true,
}: {
  block: BlockOf<'cta'>;
  tone?: CtaTone;
  facts?: boolean;
}) {
  const { t } = useTranslation();
  const [primary, secondary] = block.actions;
  const dark = tone === 'dark';
  // A buyer who has not booked one cannot tell what "talk to sales" starts: a form, a call, a
  // wait (eighteenth design review). It opens the sales team's scheduler, which the note says in
  // the buyer's terms: quoting the button's label read as a developer's note (twenty-second).
  const sales = block.actions.find((action) => action.to === 'sales');
  return (
    <CtaBanner
      block="cta"
      tone={tone}
      title={block.title}
      body={block.subtitle}
      note={sales && <span data-next="sales">{t('cta.salesNext')}</span>}
      actions={
        <>
          {primary && <ActionLink action={primary} variant={dark ? 'inverse' : 'primary'} />}
          {secondary && (
            <ActionLink action={secondary} variant={dark ? 'outlineInverse' : 'secondary'} />
          )}
        </>
      }
      footer={facts ? <ProofFacts onDark={dark} /> : undefined}
    />
  );
}
