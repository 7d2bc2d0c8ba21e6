import { Icon } from '../ui/Icon';
import { useEffect, useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { TocEntry } from '../../../content/mdx/remarkTableOfContents';

/** The heading the reader has reached: the last one above a line a third down the screen. */
function useCurrentSection(entries: TocEntry[]): string | undefined {
  const [current, setCurrent] = useState<string>();
  useEffect(() => {
    const headings = entries.flatMap((entry) => document.getElementById(entry.id) ?? []);
    if (!headings.length) return;
    let frame = 0;
    const update = () => {
      frame = 0;
      const line = window.innerHeight / 3;
      const passed = headings.filter((heading) => heading.getBoundingClientRect().top < line);
      setCurrent(passed.at(-1)?.id);
    };
    const onScroll = () => {
      frame ||= requestAnimationFrame(update);
    };
    update();
    window.addEventListener('scroll', onScroll, { passive: true });
    return () => {
      window.removeEventListener('scroll', onScroll);
      cancelAnimationFrame(frame);
    };
  }, [entries]);
  return current;
}

function Entries({ entries, current }: { entries: TocEntry[]; current?: string }) {
  return (
    <ol className="mt-3 space-y-1 text-sm">
      {entries.map((entry) => (
        <li key={entry.id} className={entry.depth === 3 ? 'pl-4' : ''}>
          <a
            href={`#${entry.id}`}
            aria-current={entry.id === current ? 'location' : undefined}
            className="-ml-3 block border-l-2 border-transparent py-1.5 pl-3 leading-5 text-slate-700 hover:text-brand-700 aria-[current]:border-brand-600 aria-[current]:font-semibold aria-[current]:text-brand-700"
          >
            {entry.text}
          </a>
        </li>
      ))}
    </ol>
  );
}

/** On phones: a closed disclosure under the article's title and byline (see MdxHeading). */
export function TocDisclosure({ entries }: { entries: TocEntry[] }) {
  const { t } = useTranslation();
  if (!entries.length) return null;
  const title = t('article.toc');
  return (
    <details className="not-prose group mb-8 rounded-2xl bg-slate-50 ring-1 ring-slate-900/5 lg:hidden">
      <summary className="flex min-h-12 cursor-pointer list-none items-center justify-between px-5 text-sm font-semibold uppercase tracking-wider text-slate-600 [&::-webkit-details-marker]:hidden">
        {title}
        <Icon name="chevron-down" className="size-4 transition-transform group-open:rotate-180" />
      </summary>
      <nav aria-label={title} className="px-5 pb-4">
        <Entries entries={entries} />
      </nav>
    </details>
  );
}

/**
 * Links to the article's h2 anchors (ids from rehype-slug), in a sidebar on desktops that marks the
 * section being read. Only the h2s: with the h3s a long article's list outgrew a 900 px screen and
 * its end was hidden in the sticky panel's scroll, with no sign that there was more.
 */
export function TableOfContents({ entries }: { entries: TocEntry[] }) {
  const { t } = useTranslation();
  const chapters = useMemo(() => entries.filter((entry) => entry.depth === 2), [entries]);
  const current = useCurrentSection(chapters);
  if (!chapters.length) return null;
  const title = t('article.toc');
  return (
    <nav
      aria-labelledby="toc-title"
      className="hidden rounded-2xl bg-slate-50 p-5 ring-1 ring-slate-900/5 lg:block"
    >
      <p id="toc-title" className="text-sm font-semibold uppercase tracking-wider text-slate-600">
        {title}
      </p>
      <Entries entries={chapters} current={current} />
    </nav>
  );
}
