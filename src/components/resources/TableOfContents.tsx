import { Icon } from '../ui/Icon';
import { useTranslation } from 'react-i18next';
import type { TocEntry } from '../../content/remarkTableOfContents';

function Entries({ entries }: { entries: TocEntry[] }) {
  return (
    <ol className="mt-3 space-y-1 text-sm">
      {entries.map((entry) => (
        <li key={entry.id} className={entry.depth === 3 ? 'pl-4' : ''}>
          <a
            href={`#${entry.id}`}
            className="block rounded-md py-1.5 leading-5 text-slate-700 hover:text-brand-700"
          >
            {entry.text}
          </a>
        </li>
      ))}
    </ol>
  );
}

/**
 * Links to the article's h2 and h3 anchors (ids from rehype-slug): a sidebar on desktops, a
 * closed disclosure on phones so the title stays above the fold.
 */
export function TableOfContents({ entries }: { entries: TocEntry[] }) {
  const { t } = useTranslation();
  if (!entries.length) return null;
  const title = t('article.toc');
  return (
    <>
      <details className="group rounded-2xl bg-slate-50 ring-1 ring-slate-900/5 lg:hidden">
        <summary className="flex min-h-12 cursor-pointer list-none items-center justify-between px-5 text-sm font-semibold uppercase tracking-wider text-slate-600 [&::-webkit-details-marker]:hidden">
          {title}
          <Icon name="chevron-down" className="size-4 transition-transform group-open:rotate-180" />
        </summary>
        <nav aria-label={title} className="px-5 pb-4">
          <Entries entries={entries} />
        </nav>
      </details>
      <nav
        aria-labelledby="toc-title"
        className="hidden rounded-2xl bg-slate-50 p-5 ring-1 ring-slate-900/5 lg:block"
      >
        <p id="toc-title" className="text-sm font-semibold uppercase tracking-wider text-slate-600">
          {title}
        </p>
        <Entries entries={entries} />
      </nav>
    </>
  );
}
