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
  // Nine in rows of three from tablets up: rows of two would leave one alone. On phones, one list
  // of their names in a card, a row each: a sideways row showed one card of nine behind a "swipe"
  // (twenty-third design review), tiles two to a row left the ninth alone across its row
  // (twenty-fourth), and nine stacked cards made a long, uniform scroll. Each one's description
  // stays its link's words for a screen reader.
  return (
    <ul className="grid rounded-card bg-white shadow-card ring-1 ring-slate-900/5 max-md:divide-y max-md:divide-slate-900/10 md:grid-cols-3 md:gap-4 md:rounded-none md:bg-transparent md:shadow-none md:ring-0 lg:gap-6">
      {items.map((item) => {
        const useCase = useCases.find((u) => u.id === item.id)!;
        return (
          <li key={item.id}>
            <a
              href={localize(useCase.route)}
              className="group flex h-full items-center gap-4 px-4 py-3 sm:px-6 md:grid md:grid-cols-[auto_1fr] md:grid-rows-[auto_1fr_auto] md:gap-x-4 md:gap-y-3 md:rounded-card md:bg-white md:p-6 md:shadow-card md:ring-1 md:ring-slate-900/5 md:transition md:hover:-translate-y-0.5 md:hover:ring-brand-300"
            >
              <IconTile name={useCase.icon} className="max-md:size-10" />
              <span className="flex flex-1 items-center justify-between gap-2 text-base leading-6 font-bold text-slate-950 md:text-lg">
                {item.title}
                {/* A card that ends in its link's words needs no second arrow, but for the
                    phones' rows, where those words are not shown. */}
                <Icon
                  name="arrow-right"
                  className={`size-5 shrink-0 text-brand-600 transition-transform group-hover:translate-x-1 ${item.cta ? 'md:hidden' : ''}`}
                />
              </span>{' '}
              {item.description && (
                <span className="col-span-2 self-start leading-7 text-slate-600 max-md:sr-only">
                  {item.description}
                </span>
              )}{' '}
              {/* At the card's foot, so the links of a row of cards line up. */}
              {item.cta && (
                <span className="col-span-2 self-end font-semibold text-brand-700 max-md:sr-only">
                  {item.cta}
                </span>
              )}
            </a>
          </li>
        );
      })}
    </ul>
  );
}
