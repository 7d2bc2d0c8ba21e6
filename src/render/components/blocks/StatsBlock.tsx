import type { BlockOf } from '../../../content/schemas/blocks';
import type { Action } from '../../../content/schemas/fields';
import { useActionHref } from './ActionLink';
import { figures, type Figure } from '../../../data/figures';
import { formatPercent } from '../../format/formatPercent';
import { useLocale } from '../../hooks/useLocale';
import type { Locale } from '../../../i18n/locales';
import { DarkStat } from '../ui/DarkStat';
import { Icon } from '../ui/Icon';
import { Section } from '../ui/Section';

const columns = {
  1: 'mx-auto max-w-md',
  2: 'mx-auto grid max-w-3xl gap-6 sm:grid-cols-2',
  3: 'grid gap-6 sm:grid-cols-3',
  4: 'grid gap-6 sm:grid-cols-2 lg:grid-cols-4',
} as const;

/** A stats block's band unless its `tone` says otherwise. */
export const statsDefaultTone = 'dark';

/** Figures from `src/data/figures.ts` on a dark band, each with its label as the term. */
export function StatsBlock({ block }: { block: BlockOf<'stats'> }) {
  const { locale } = useLocale();
  const count = block.items.length as keyof typeof columns;
  return (
    <Section
      block="stats"
      title={block.title}
      subtitle={block.subtitle}
      tone={block.tone ?? statsDefaultTone}
    >
      <dl className={columns[count]}>
        {block.items.map((item) => (
          <DarkStat key={item.figure} label={item.label} note={item.note} className="text-center">
            <FigureValue figure={figures[item.figure]} locale={locale} />
          </DarkStat>
        ))}
      </dl>
      {block.link && <StatsLink action={block.link} />}
    </Section>
  );
}

function StatsLink({ action }: { action: Action }) {
  const { href, external } = useActionHref(action);
  return (
    <p className="mt-10 text-center">
      <a
        href={href}
        {...(external ? { target: '_blank', rel: 'noopener noreferrer' } : {})}
        className="inline-flex min-h-11 items-center gap-2 font-semibold text-accent-300 underline-offset-4 hover:underline"
      >
        {action.label}
        <Icon name="arrow-right" className="size-5" />
      </a>
    </p>
  );
}

/** A share, or a change shown as the old share struck through and the new one. */
function FigureValue({ figure, locale }: { figure: Figure; locale: Locale }) {
  if ('percent' in figure) {
    return (
      <span className="text-4xl font-extrabold tracking-tight text-white sm:text-5xl">
        {formatPercent(figure.percent, locale, { sign: figure.sign })}
      </span>
    );
  }
  return (
    <span className="inline-flex flex-wrap items-baseline justify-center gap-x-3 text-4xl font-extrabold tracking-tight text-white sm:text-5xl">
      <del className="text-2xl text-brand-100 decoration-brand-300 decoration-2 sm:text-3xl">
        {formatPercent(figure.from, locale)}
      </del>{' '}
      <span aria-hidden="true" className="text-accent-300">
        →
      </span>{' '}
      <ins className="no-underline">{formatPercent(figure.to, locale)}</ins>
    </span>
  );
}
