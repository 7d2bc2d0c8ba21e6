import { useTranslation } from 'react-i18next';
import { useLocale } from '../../hooks/useLocale';
import { resourceLinks, type MenuLink } from '../header/navLinks';
import { productLinks, solutionGroups } from './siteMap';
import { Icon } from '../ui/Icon';

/**
 * The not-found page's map of the site: the product's pages and the resources, each with what it
 * is for, then the solutions by name. A static part (shellParts.tsx): hydration keeps its HTML,
 * so its strings load only with the pages' part.
 */
export default function NotFoundSections() {
  const { t } = useTranslation();
  const main = [
    { title: t('notFound.product'), links: productLinks },
    { title: t('nav.resources'), links: resourceLinks },
  ];
  // The solutions by name only, as a short list of links beside the main sections: each with a
  // line of its own, the map ran three phone screens and repeated the footer under it
  // (twentieth design review).
  const solutions = solutionGroups.map((group) => ({
    title: t(group.titleKey),
    links: group.links,
  }));
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
      <div className="mt-8 grid gap-10 lg:grid-cols-[3fr_2fr] lg:gap-16">
        <div className="grid content-start gap-8 sm:grid-cols-2 sm:gap-x-8">
          {main.map((group) => (
            <LinkGroup key={group.title} {...group} />
          ))}
        </div>
        <div className="grid content-start gap-8 sm:grid-cols-2 sm:gap-x-8 lg:grid-cols-1">
          {solutions.map((group) => (
            <NameGroup key={group.title} {...group} />
          ))}
        </div>
      </div>
    </nav>
  );
}

const groupTitle = 'text-sm font-semibold tracking-wider text-brand-700 uppercase';

/** One group of the map: its title, then each link with its icon, name and what it is for. */
function LinkGroup({ title, links }: { title: string; links: MenuLink[] }) {
  const { t } = useTranslation();
  const { localize } = useLocale();
  return (
    <section>
      {/* The links' padding hangs into the page's margin, so their icons and this heading
          line up with the page's edge (ninth design review: indented 27 px on phones). */}
      <h3 className={groupTitle}>{title}</h3>
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

/**
 * One group of solutions: its title, then each page by its icon and name, two to a row, in the
 * icons' squares of the groups beside it: as tags that wrapped, they read as another kind of
 * control (twenty-fourth design review).
 */
function NameGroup({ title, links }: { title: string; links: MenuLink[] }) {
  const { t } = useTranslation();
  const { localize } = useLocale();
  return (
    <section>
      <h3 className={groupTitle}>{title}</h3>
      <ul className="-mx-3 mt-3 grid grid-cols-2 gap-x-2">
        {links.map((link) => (
          <li key={link.route}>
            <a
              href={localize(link.route)}
              className="flex min-h-11 items-center gap-3 rounded-xl px-3 py-1.5 text-sm font-semibold text-slate-900 transition-colors hover:bg-brand-50 focus-visible:bg-brand-50"
            >
              <span className="flex size-8 shrink-0 items-center justify-center rounded-lg bg-brand-100 text-brand-700">
                <Icon name={link.icon} className="size-4" />
              </span>
              {t(`${link.key}.label`)}
            </a>
          </li>
        ))}
      </ul>
    </section>
  );
}
