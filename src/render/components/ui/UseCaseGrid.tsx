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
  // Nine in rows of three from tablets up: rows of two would leave one alone. Narrower, tiles two
  // to a row, icon over title, the last one alone across its row: a sideways row showed one card
  // of nine and hid the rest behind a "swipe" (twenty-third design review), and nine stacked cards
  // made a long, uniform scroll. Each tile's description stays its link's words for a screen reader.
  return (
    <ul className="grid grid-cols-2 gap-3 md:grid-cols-3 md:gap-4 lg:gap-6">
      {items.map((item) => {
        const useCase = useCases.find((u) => u.id === item.id)!;
        return (
          <li key={item.id} className="max-md:last:odd:col-span-2">
            <a
              href={localize(useCase.route)}
              className="group flex h-full flex-col items-start gap-3 rounded-card bg-white p-4 shadow-card ring-1 ring-slate-900/5 transition hover:-translate-y-0.5 hover:ring-brand-300 sm:p-6 md:grid md:grid-cols-[auto_1fr] md:grid-rows-[auto_1fr_auto] md:items-center md:gap-x-4"
            >
              <IconTile name={useCase.icon} />
              <span className="flex items-center justify-between gap-2 text-base leading-6 font-bold text-slate-950 md:text-lg">
                {item.title}
                {/* A card that ends in its link's words needs no second arrow. */}
                {!item.cta && (
                  <Icon
                    name="arrow-right"
                    className="size-5 shrink-0 text-brand-600 transition-transform group-hover:translate-x-1 max-md:hidden"
                  />
                )}
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
