import { useTranslation } from 'react-i18next';
import type { TocEntry } from '../../content/remarkTableOfContents';

/** Links to the article's h2 and h3 anchors (ids from rehype-slug). */
export function TableOfContents({ entries }: { entries: TocEntry[] }) {
  const { t } = useTranslation();
  if (!entries.length) return null;
  return (
    <nav
      aria-labelledby="toc-title"
      className="rounded-2xl bg-slate-50 p-5 ring-1 ring-slate-900/5"
    >
      <p id="toc-title" className="text-sm font-semibold uppercase tracking-wider text-slate-600">
        {t('article.toc')}
      </p>
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
    </nav>
  );
}
