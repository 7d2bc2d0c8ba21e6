import type { BlockOf } from '../../../content/schemas/blocks';
import { Icon } from '../ui/Icon';
import type { Locale } from '../../../i18n/locales';
import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useLocale } from '../../hooks/useLocale';
import { figures } from '../../../data/figures';
import { formatFigure } from '../../format/formatPercent';

type ClientStory = BlockOf<'client-cards'>['items'][number];
type ClientFigures = BlockOf<'client-cards'>['sampleFigures'];

/**
 * "Read more" is one link style on every card, a confirmed client's and a sample's alike: a
 * filled button beside outlined ones read as two kinds of proof. Its icon says what it does:
 * an arrow leaves for the case study, a chevron opens the story in place.
 */
const readMoreStyle =
  'inline-flex min-h-11 items-center gap-2 font-semibold text-brand-700 underline-offset-4 hover:underline';

function metricText(metric: ClientStory['metrics'][number], locale: Locale): string {
  return 'figure' in metric ? formatFigure(figures[metric.figure], locale) : metric.value;
}

/**
 * A client's story. A confirmed client with a case study is the block's lead: its results as
 * headline figures and a link to the case. A sample is secondary: its figure in running text,
 * under its group's "illustrative examples" heading (ClientCardsBlock), never as a headline stat
 * beside a real result; "read more" expands its story in place (a disclosure, so no button is
 * dead). A card with neither a case study nor a story has no button.
 */
/** A figures block's least height for a number of figures: a heading and one line each, 24 px a line. */
const figureBoxHeights: Record<number, string> = { 2: 'min-h-24', 3: 'min-h-30', 4: 'min-h-36' };

export function ClientCard({
  client,
  sampleFigures = 'outcome',
  figureRows = client.metrics.length,
}: {
  client: ClientStory;
  /** What a sample's figures are: the example's outcome, or the target its scenario sets. */
  sampleFigures?: ClientFigures;
  /** The most figures a card beside it has: every box in a row is as tall, so their tops line up. */
  figureRows?: number;
}) {
  const { t } = useTranslation();
  const { locale, localize } = useLocale();
  const [open, setOpen] = useState(false);
  const storyId = useId();
  const lead = client.status === 'confirmed';
  const readMore = client.caseStudy ? (
    <a href={localize(client.caseStudy)} className={readMoreStyle}>
      {t('clients.readMore')}
      <span className="sr-only">{t('clients.company', { company: client.company })}</span>
      <Icon name="arrow-right" className="size-4" />
    </a>
  ) : client.story ? (
    <button
      type="button"
      aria-expanded={open}
      aria-controls={storyId}
      onClick={() => setOpen(!open)}
      className={readMoreStyle}
    >
      {open ? t('clients.readLess') : t('clients.readMore')}
      <span className="sr-only">{t('clients.company', { company: client.company })}</span>
      <Icon
        name="chevron-down"
        className={`size-4 transition-transform ${open ? 'rotate-180' : ''}`}
      />
    </button>
  ) : null;

  if (lead) {
    return (
      <article
        data-client="confirmed"
        className="grid gap-6 rounded-card bg-white p-6 shadow-card ring-2 ring-brand-200 sm:p-10 lg:grid-cols-[1.1fr_1fr] lg:gap-x-10"
      >
        <div>
          <p className="inline-flex items-center gap-2 text-sm font-semibold uppercase tracking-wider text-brand-700">
            <Icon name="badge-check" className="size-5" />
            {t('proof.realCase')}
          </p>
          <h3 className="mt-3 text-2xl font-extrabold tracking-tight text-slate-950 sm:text-3xl">
            {client.company}
          </h3>
          <p className="mt-1 text-sm font-semibold text-slate-500">{client.sector}</p>
          {/* A wide column, unlike the cards' plain wrap: no word alone on the last line ("cas.",
              twenty-second design review). */}
          <p className="mt-4 text-lg leading-8 text-pretty text-slate-600">{client.summary}</p>
        </div>
        {/* The case's results are the block's headline: beside the story on desktops, after it
            on phones, each figure before its label (`order`: a <dl> lists the label first). */}
        <dl className="grid gap-3 self-center sm:grid-cols-3 sm:gap-4 lg:col-start-2 lg:row-span-2 lg:row-start-1">
          {client.metrics.map((metric) => (
            <div
              key={metric.label}
              className="flex items-center gap-4 rounded-xl bg-brand-50 px-4 py-3 sm:flex-col sm:items-start sm:gap-1 sm:p-4"
            >
              <dt className="order-2 text-sm leading-5 text-pretty text-slate-700">
                {metric.label}
              </dt>
              <dd className="order-1 shrink-0 text-3xl font-extrabold tracking-tight text-brand-700 sm:text-4xl">
                {metricText(metric, locale)}
              </dd>
            </div>
          ))}
        </dl>
        {/* After the figures on phones, so the case is read before it is opened. */}
        {readMore && <div className="lg:col-start-1">{readMore}</div>}
      </article>
    );
  }

  const [name, size] = client.company.split(' · ');
  return (
    <article
      data-client={client.status}
      className="flex flex-1 flex-col rounded-card bg-white p-6 ring-1 ring-slate-900/10"
    >
      <p className="text-sm font-semibold text-slate-500">{client.sector}</p>
      <h4 className="mt-1 text-lg font-bold text-slate-950">
        {/* "Company · size": the size on a line of its own, as the dot broke one line or the
            other ("Laboratorio farmacéutico · / 900 empleados", twenty-fourth design review).
            Read and copied as one line. */}
        {name}
        {size && (
          <>
            <span className="sr-only"> · </span>
            <span className="block text-base font-medium text-slate-600">{size}</span>
          </>
        )}
      </h4>
      <p className="mt-3 leading-7 text-slate-600">{client.summary}</p>
      {!client.caseStudy && client.story && (
        <p
          id={storyId}
          data-disclosure-panel=""
          data-open={open ? '' : undefined}
          className="mt-4 leading-7 text-slate-700"
        >
          {client.story}
        </p>
      )}
      {/* The example's figure in running text, named as what it is: no headline stat. At the
          card's foot, so a row's figures line up: under a rule, not in a box, so a box held to its
          neighbour's height shows no blank line (twenty-third design review). */}
      <div className="mt-auto pt-4">
        <div
          className={`border-t border-slate-900/10 pt-3 text-sm leading-6 text-slate-700 ${figureBoxHeights[figureRows] ?? ''}`}
        >
          <p className="font-semibold text-slate-500">{t(`proof.figures.${sampleFigures}`)}</p>
          <ul>
            {client.metrics.map((metric) => (
              <li key={metric.label}>
                <strong className="font-semibold text-slate-900">
                  {metricText(metric, locale)}
                </strong>
                {/* Held to its noun ("150 managers"), as each language's typography holds it. */}
                {'\u00A0'}
                {metric.label}
              </li>
            ))}
          </ul>
        </div>
        {readMore && <div className="mt-3">{readMore}</div>}
      </div>
    </article>
  );
}
