import { useTranslation } from 'react-i18next';
import { Icon } from './Icon';
import { useCases, type UseCaseId } from '../../../data/useCases';
import { useLocale } from '../../hooks/useLocale';
import { IconTile } from './IconTile';

/**
 * The nine use cases, each linking to its landing page: as cards (home and /plataforma), or as
 * `list`, a plain three-column list under rules (/games), so the same nine do not look the same
 * on every page that names them (ninth design review).
 */
export function UseCaseGrid({
  items,
  list = false,
}: {
  items: { id: UseCaseId; title: string; description?: string; cta?: string }[];
  list?: boolean;
}) {
  const { localize } = useLocale();
  const { t } = useTranslation();
  if (list) {
    return (
      <ul className="grid gap-x-10 sm:grid-cols-2 lg:grid-cols-3">
        {items.map((item) => {
          const useCase = useCases.find((u) => u.id === item.id)!;
          return (
            <li key={item.id} className="border-t border-slate-900/10 py-6">
              <a
                href={localize(useCase.route)}
                className="group flex items-center gap-3 text-lg font-bold text-slate-950 hover:text-brand-700"
              >
                <Icon name={useCase.icon} className="size-6 shrink-0 text-brand-600" />
                {item.title}
                <Icon
                  name="arrow-right"
                  className="size-4 shrink-0 text-brand-600 transition-transform group-hover:translate-x-1"
                />
              </a>
              {item.description && (
                <p className="mt-2 leading-7 text-slate-600">{item.description}</p>
              )}
            </li>
          );
        })}
      </ul>
    );
  }
  // Nine in rows of three from tablets up: rows of two would leave one alone. Narrower, one row
  // that scrolls sideways, the next card showing at the edge: nine stacked cards made a long,
  // uniform scroll. Every card is in the HTML either way.
  return (
    <>
      <ul className="grid gap-4 max-md:-mx-4 max-md:auto-cols-[min(18rem,80%)] max-md:grid-flow-col max-md:snap-x max-md:snap-mandatory max-md:scroll-px-4 max-md:overflow-x-auto max-md:px-4 max-md:pb-3 sm:max-md:-mx-6 sm:max-md:scroll-px-6 sm:max-md:px-6 md:grid-cols-3 lg:gap-6">
        {items.map((item) => {
          const useCase = useCases.find((u) => u.id === item.id)!;
          return (
            <li key={item.id} className="snap-start">
              <a
                href={localize(useCase.route)}
                className="group grid h-full grid-cols-[auto_1fr] grid-rows-[auto_1fr_auto] items-center gap-x-4 gap-y-3 rounded-card bg-white p-5 shadow-card ring-1 ring-slate-900/5 transition hover:-translate-y-0.5 hover:ring-brand-300 sm:p-6"
              >
                <IconTile name={useCase.icon} />
                <span className="flex items-center justify-between gap-2 text-lg font-bold text-slate-950">
                  {item.title}
                  {/* A card that ends in its link's words needs no second arrow. */}
                  {!item.cta && (
                    <Icon
                      name="arrow-right"
                      className="size-5 shrink-0 text-brand-600 transition-transform group-hover:translate-x-1"
                    />
                  )}
                </span>{' '}
                {item.description && (
                  <span className="col-span-2 self-start leading-7 text-slate-600">
                    {item.description}
                  </span>
                )}{' '}
                {/* At the card's foot, so the links of a row of cards line up. */}
                {item.cta && (
                  <span className="col-span-2 self-end font-semibold text-brand-700">
                    {item.cta}
                  </span>
                )}
              </a>
            </li>
          );
        })}
      </ul>
      {/* The row scrolls sideways below 768 px: said in words, since a peeking card alone was
          missed (eighth and ninth design reviews). */}
      <p className="mt-3 flex items-center gap-2 text-sm text-slate-600 md:hidden">
        {t('siteMap.swipe', { count: items.length })}
        <Icon name="arrow-right" className="size-4 text-brand-600" />
      </p>
    </>
  );
}
