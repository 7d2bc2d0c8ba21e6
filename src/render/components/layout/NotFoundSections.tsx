import { useTranslation } from 'react-i18next';
import { useLocale } from '../../hooks/useLocale';
import { resourceLinks, type MenuLink } from '../header/navLinks';
import { productLinks, solutionGroups } from './siteMap';
import { Icon } from '../ui/Icon';

/**
 * The not-found page's map of the site: the menus' sections, each with what it is for. A static
 * part (shellParts.tsx): hydration keeps its HTML, so its strings load only with the pages' part.
 */
export default function NotFoundSections() {
  const { t } = useTranslation();
  // The map reads as the footer does, a column per group: the solutions by the team that buys
  // them, then resources over the product's pages. Eleven solutions in a grid of three always
  // left a last row short, read across or down (seventh and sixteenth design reviews).
  const solutions = solutionGroups.map((group) => ({
    title: t(group.titleKey),
    links: group.links,
  }));
  const others = [
    { title: t('nav.resources'), links: resourceLinks },
    { title: t('notFound.product'), links: productLinks },
  ];
  return (
    <nav
      aria-labelledby="not-found-sections"
      className="mx-auto max-w-7xl px-4 pt-8 sm:px-6 lg:px-8"
    >
      {/* Aligned with the groups under it, after a rule: centred, over columns read from the
          left, it floated (eleventh design review). */}
      <h2
        id="not-found-sections"
        className="border-t border-slate-200 pt-10 text-xl font-bold text-slate-950 sm:text-2xl"
      >
        {t('notFound.lead')}
      </h2>
      <div className="mt-8 grid gap-8 sm:grid-cols-2 sm:gap-x-8 lg:grid-cols-3">
        {solutions.map((group) => (
          <LinkGroup key={group.title} {...group} />
        ))}
        <div className="grid gap-8 sm:col-span-2 sm:grid-cols-2 sm:gap-x-8 lg:col-span-1 lg:grid-cols-1">
          {others.map((group) => (
            <LinkGroup key={group.title} {...group} />
          ))}
        </div>
      </div>
    </nav>
  );
}

/** One group of the map: its title, then each link with its icon, name and what it is for. */
function LinkGroup({ title, links }: { title: string; links: MenuLink[] }) {
  const { t } = useTranslation();
  const { localize } = useLocale();
  return (
    <section>
      {/* The links' padding hangs into the page's margin, so their icons and this heading
          line up with the page's edge (ninth design review: indented 27 px on phones). */}
      <h3 className="text-sm font-semibold tracking-wider text-brand-700 uppercase">{title}</h3>
      <ul className="-mx-3 mt-3 grid gap-y-1">
        {links.map((link) => (
          <li key={link.route}>
            <a
              href={localize(link.route)}
              className="flex gap-3 rounded-xl p-3 transition-colors hover:bg-brand-50 focus-visible:bg-brand-50"
            >
              <span className="flex size-10 shrink-0 items-center justify-center rounded-lg bg-brand-100 text-brand-700">
                <Icon name={link.icon} className="size-5" />
              </span>
              <span className="self-center">
                <span className="block font-semibold text-slate-900">{t(`${link.key}.label`)}</span>
                <span className="mt-0.5 block text-sm leading-5 text-slate-600">
                  {t(`${link.key}.description`)}
                </span>
              </span>
            </a>
          </li>
        ))}
      </ul>
    </section>
  );
}
