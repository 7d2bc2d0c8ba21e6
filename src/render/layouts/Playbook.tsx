import { Icon } from '../components/ui/Icon';
import { useTranslation } from 'react-i18next';
import { PageContent } from '../components/mdx/PageContent';
import { PromptBox } from '../components/resources/PromptBox';
import { island } from '../islands/Island';
import { Badge } from '../components/ui/Badge';
import { Container } from '../components/ui/Container';
import { Prose } from '../components/ui/Prose';
import { RegisterCtaBanner } from '../components/ui/RegisterCtaBanner';
import { useLocale } from '../hooks/useLocale';
import type { LayoutProps } from './index';

const PromptBoxIsland = island('prompt-box', PromptBox, { hydrate: 'visible' });

/**
 * A playbook: back link, problem, solution, its prompt to copy or its custom assistant, then the
 * next step: building the story in Ludiqo.
 */
export default function Page({ page }: LayoutProps<'playbook'>) {
  const { t } = useTranslation();
  const { localize } = useLocale();
  return (
    <>
      <div className="bg-[linear-gradient(to_bottom,var(--color-brand-50),#fff_28rem)] pb-4 pt-28 sm:pb-8 sm:pt-32">
        <Container className="max-w-4xl">
          <a
            href={localize('/playbooks')}
            className="inline-flex min-h-11 items-center gap-2 rounded-full font-semibold text-brand-700 hover:text-brand-900"
          >
            <Icon name="arrow-left" className="size-4" />
            {t('playbook.back')}
          </a>
          <div className="mt-6">
            <Badge>{page.category}</Badge>
            <h1 className="mt-4 text-4xl font-extrabold tracking-tight text-slate-950 sm:text-5xl">
              {page.heading}
            </h1>
            <p className="mt-4 text-xl leading-8 text-slate-600">{page.summary}</p>
          </div>
          <div className="mt-12 grid gap-6 md:grid-cols-2">
            {[
              {
                label: t('playbook.problem'),
                block: page.problem,
                tone: 'bg-white ring-slate-900/5',
              },
              {
                label: t('playbook.solution'),
                block: page.solution,
                tone: 'bg-brand-50 ring-brand-200',
              },
            ].map(({ label, block, tone }) => (
              <section key={label} className={`rounded-card p-6 shadow-card ring-1 sm:p-8 ${tone}`}>
                <p className="text-sm font-semibold uppercase tracking-wider text-brand-700">
                  {label}
                </p>
                <h2 className="mt-2 text-xl font-bold text-slate-950">{block.title}</h2>
                <p className="mt-3 leading-7 text-slate-700">{block.body}</p>
              </section>
            ))}
          </div>
          <div className="mt-10">
            {page.prompt && page.copyLabel && (
              <PromptBoxIsland prompt={page.prompt} copyLabel={page.copyLabel} />
            )}
            {page.assistant && (
              <div className="flex flex-col gap-4 rounded-card bg-brand-950 p-6 text-brand-50 sm:flex-row sm:items-center sm:justify-between sm:p-8">
                <p className="max-w-xl leading-7">{page.assistant.note}</p>
                <a
                  href={page.assistant.url}
                  target="_blank"
                  rel="noopener noreferrer"
                  className="inline-flex min-h-12 shrink-0 items-center justify-center gap-2 rounded-full bg-white px-6 font-semibold text-brand-800 hover:bg-brand-50"
                >
                  {page.assistant.label}
                  <Icon name="external-link" className="size-4" />
                  <span className="sr-only"> {t('a11y.opensInNewTab')}</span>
                </a>
              </div>
            )}
          </div>
          <Prose className="mt-12">
            <PageContent />
          </Prose>
        </Container>
      </div>
      <RegisterCtaBanner
        title={t('playbook.next.title')}
        body={t('playbook.next.body')}
        button={t('nav.startFree')}
      />
    </>
  );
}

// This page type renders its MDX body, so the browser can load it on client-side navigation.
export { contentLoaders } from 'virtual:content-bodies/playbook';
