import { useTranslation } from 'react-i18next';
import { useLocale } from '../../hooks/useLocale';
import { resourceLinks, type MenuLink } from '../header/navLinks';
import { productLinks, solutionPages } from './siteMap';
import { Icon } from '../ui/Icon';

/**
 * The not-found page's map of the site: the menus' sections, each with what it is for. A static
 * part (shellParts.tsx): hydration keeps its HTML, so its strings load only with the pages' part.
 */
export default function NotFoundSections() {
  const { t } = useTranslation();
  const { localize } = useLocale();
  // One shape for every group: each link with its icon, its name and what it is for. Each group
  // is a band of the same three columns, so the page's columns line up and end level: the
  // solutions in two columns beside the other groups stacked in a third left a link alone in a
  // sub-column and the third column taller (fifth design review).
  const groups: { title: string; links: MenuLink[] }[] = [
    { title: t('nav.solutions'), links: solutionPages },
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
      <div className="mt-8 grid gap-8">
        {groups.map((group) => (
          <section key={group.title}>
            {/* The links' padding hangs into the page's margin, so their icons and this heading
                line up with the page's edge (ninth design review: indented 27 px on phones). */}
            <h3 className="text-sm font-semibold tracking-wider text-brand-700 uppercase">
              {group.title}
            </h3>
            {/* Read down the columns: eleven solutions in rows of three left a hole in the last
                row (seventh design review); down, only the last column ends a link short. */}
            <ul
              className={`-mx-3 mt-3 grid gap-x-8 gap-y-1 sm:grid-flow-col sm:grid-cols-2 lg:grid-cols-3 ${rowsAt(group.links.length)}`}
            >
              {group.links.map((link) => (
                <li key={link.route}>
                  <a
                    href={localize(link.route)}
                    className="flex gap-3 rounded-xl p-3 transition-colors hover:bg-brand-50 focus-visible:bg-brand-50"
                  >
                    <span className="flex size-10 shrink-0 items-center justify-center rounded-lg bg-brand-100 text-brand-700">
                      <Icon name={link.icon} className="size-5" />
                    </span>
                    <span className="self-center">
                      <span className="block font-semibold text-slate-900">
                        {t(`${link.key}.label`)}
                      </span>
                      <span className="mt-0.5 block text-sm leading-5 text-slate-600">
                        {t(`${link.key}.description`)}
                      </span>
                    </span>
                  </a>
                </li>
              ))}
            </ul>
          </section>
        ))}
      </div>
    </nav>
  );
}

/** Rows for `count` links read down two columns from 640 px and three from 1024 px. */
function rowsAt(count: number): string {
  const two = [
    '',
    'sm:grid-rows-1',
    'sm:grid-rows-2',
    'sm:grid-rows-3',
    'sm:grid-rows-4',
    'sm:grid-rows-5',
    'sm:grid-rows-6',
    'sm:grid-rows-7',
    'sm:grid-rows-8',
  ];
  const three = [
    '',
    'lg:grid-rows-1',
    'lg:grid-rows-2',
    'lg:grid-rows-3',
    'lg:grid-rows-4',
    'lg:grid-rows-5',
    'lg:grid-rows-6',
  ];
  const rows = (columns: number, names: string[]) => {
    const name = names[Math.ceil(count / columns)];
    if (name === undefined)
      throw new Error(`No row class for ${count} links in ${columns} columns`);
    return name;
  };
  return `${rows(2, two)} ${rows(3, three)}`;
}
