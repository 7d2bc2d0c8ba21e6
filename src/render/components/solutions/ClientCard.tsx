import type { BlockOf } from '../../../content/schemas/blocks';
import { Icon } from '../ui/Icon';
import { SampleLabel } from '../ui/SampleLabel';
import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useLocale } from '../../hooks/useLocale';
import { figures } from '../../../data/figures';
import { formatFigure } from '../../format/formatPercent';

type ClientStory = BlockOf<'client-cards'>['items'][number];

const readMoreStyle =
  'inline-flex min-h-11 items-center gap-2 rounded-full px-5 text-sm font-semibold transition-colors';

/**
 * A client result. "Read more" goes to the case study when there is one; otherwise it expands
 * the full story in place (a disclosure, so no button is dead). A card with neither has no button.
 * The card fills its row's height and its action sits at the bottom, so a row's cards end level.
 */
export function ClientCard({ client }: { client: ClientStory }) {
  const { t } = useTranslation();
  const { locale, localize } = useLocale();
  const [open, setOpen] = useState(false);
  const storyId = useId();
  const sample = client.status === 'sample';
  return (
    <article className="flex flex-1 flex-col rounded-card bg-white p-6 shadow-card ring-1 ring-slate-900/5 sm:p-8">
      <p className="text-sm font-semibold uppercase tracking-wider text-slate-500">
        {client.sector}
      </p>
      <h3 className="mt-1 text-xl font-bold text-slate-950">
        {/* "Sector · size": a line may break after the dot, never before it. */}
        {client.company.replace(' · ', '\u00A0· ')}
      </h3>
      {/* One figure a row with its label beside it: three side by side in a card of a three-card
          row squeezed a label onto four lines. Dense flow puts each figure left of its label,
          which comes first in the markup as a <dl> requires. */}
      <dl className="mt-5 grid grid-flow-row-dense grid-cols-[auto_1fr] items-center gap-x-4 gap-y-3">
        {client.metrics.map((metric) => (
          <div key={metric.label} className="contents">
            <dt className="col-start-2 text-sm text-pretty text-slate-600">{metric.label}</dt>
            <dd className="col-start-1 text-3xl font-extrabold tracking-tight text-brand-700">
              {'figure' in metric ? formatFigure(figures[metric.figure], locale) : metric.value}
            </dd>
          </div>
        ))}
      </dl>
      <p className="mt-5 leading-7 text-slate-600">{client.summary}</p>
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
      {(client.caseStudy || client.story || sample) && (
        <div className="mt-auto flex flex-wrap items-center justify-between gap-3 pt-6">
          {client.caseStudy ? (
            <a
              href={localize(client.caseStudy)}
              // The other cards' "read more" in shape and place; filled, with an arrow, because it
              // leaves the card for the case study, where theirs opens in place (outlined, chevron).
              className={`${readMoreStyle} bg-brand-600 text-white hover:bg-brand-700`}
            >
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
              className={`${readMoreStyle} text-brand-700 ring-1 ring-inset ring-brand-200 hover:bg-brand-50`}
            >
              {open ? t('clients.readLess') : t('clients.readMore')}
              <span className="sr-only">{t('clients.company', { company: client.company })}</span>
              <Icon
                name="chevron-down"
                className={`size-4 transition-transform ${open ? 'rotate-180' : ''}`}
              />
            </button>
          ) : null}
          {sample && <SampleLabel />}
        </div>
      )}
    </article>
  );
}
