import type { BlockOf } from '../../../content/schemas/blocks';
import { useTranslation } from 'react-i18next';
import { ClientCard } from '../solutions/ClientCard';
import { island } from '../../islands/Island';
import { IconList } from '../solutions/IconList';
import { FeatureGrid } from '../ui/FeatureGrid';
import { IconCardBento, IconCardList, IconCardRow } from '../ui/IconCardLayouts';
import { FlowSteps, NumberedSteps } from '../ui/NumberedSteps';
import { Section } from '../ui/Section';

const ClientCardIsland = island('client-card', ClientCard, { hydrate: 'visible' });

// Three, six or nine items fill rows of three; other counts rows of four (two on tablets).
const perRow = (count: number) => (count % 3 === 0 ? 3 : 4);

export function IconCardsBlock({ block }: { block: BlockOf<'icon-cards'> }) {
  if (block.layout === 'list' || block.layout === 'row') {
    const Layout = block.layout === 'list' ? IconCardList : IconCardRow;
    return (
      <Layout
        block="icon-cards"
        title={block.title}
        subtitle={block.subtitle}
        tone={block.tone}
        items={block.items}
      />
    );
  }
  return (
    <Section block="icon-cards" title={block.title} subtitle={block.subtitle} tone={block.tone}>
      {block.layout === 'bento' ? (
        <IconCardBento items={block.items} />
      ) : (
        <FeatureGrid items={block.items} perRow={perRow(block.items.length)} />
      )}
    </Section>
  );
}

export function FeatureListBlock({ block }: { block: BlockOf<'feature-list'> }) {
  return (
    <Section block="feature-list" title={block.title} tone={block.tone}>
      <IconList items={block.items} />
    </Section>
  );
}

export function StepsBlock({ block }: { block: BlockOf<'steps'> }) {
  return (
    <Section block="steps" title={block.title} tone={block.tone}>
      {block.layout === 'flow' ? (
        <FlowSteps steps={block.items} />
      ) : (
        <NumberedSteps steps={block.items} perRow={perRow(block.items.length)} />
      )}
    </Section>
  );
}

/**
 * A real client leads, alone on its row with its results as headline figures; the samples follow
 * in their own group, under a heading that names them illustrative examples before any is read
 * (a chip at a card's foot was missed, and the samples' figures cast doubt on the real ones).
 */
export function ClientCardsBlock({ block }: { block: BlockOf<'client-cards'> }) {
  const { t } = useTranslation();
  const confirmed = block.items.filter((client) => client.status === 'confirmed');
  const samples = block.items.filter((client) => client.status === 'sample');
  return (
    <Section block="client-cards" title={block.title} tone={block.tone}>
      {confirmed.length > 0 && (
        <ul className="grid gap-6">
          {confirmed.map((client) => (
            <li key={client.company}>
              <ClientCardIsland client={client} />
            </li>
          ))}
        </ul>
      )}
      {samples.length > 0 && (
        <div data-client-group="sample" className={confirmed.length > 0 ? 'mt-12' : ''}>
          <div className="flex flex-wrap items-baseline gap-x-3 gap-y-1 border-t border-slate-200 pt-6">
            <h3 className="text-sm font-bold uppercase tracking-wider text-slate-700">
              {t('proof.samples')}
            </h3>
            <p className="text-sm text-slate-600">{t('proof.samplesNote')}</p>
          </div>
          {/* A row's cards are as tall as its tallest (ClientCard fills its item): ragged
              bottoms read as a broken grid. */}
          <ul
            className={`mt-6 grid gap-6 ${samples.length % 3 === 0 ? 'lg:grid-cols-3' : 'md:grid-cols-2'}`}
          >
            {samples.map((client) => (
              <li key={client.company} className="flex flex-col">
                <ClientCardIsland
                  client={client}
                  sampleFigures={block.sampleFigures}
                  figureRows={Math.max(...samples.map((sample) => sample.metrics.length))}
                />
              </li>
            ))}
          </ul>
        </div>
      )}
    </Section>
  );
}

const letterTones = [
  'bg-rose-100 text-rose-800',
  'bg-amber-100 text-amber-900',
  'bg-emerald-100 text-emerald-800',
  'bg-sky-100 text-sky-800',
  'bg-violet-100 text-violet-800',
  'bg-brand-100 text-brand-800',
] as const;

export function ProfilesBlock({ block }: { block: BlockOf<'profiles'> }) {
  if (block.objection) return <ObjectionAnswers block={block} objection={block.objection} />;
  return (
    <Section block="profiles" title={block.title} subtitle={block.subtitle} tone={block.tone}>
      {/* On phones each letter sits beside its name, as the icon cards' icons do. */}
      <ul className="grid gap-3 sm:grid-cols-2 sm:gap-6 lg:grid-cols-4">
        {block.items.map((profile, index) => (
          <li
            key={profile.name}
            className="grid grid-cols-[auto_minmax(0,1fr)] items-center gap-x-4 gap-y-2 rounded-card bg-white p-5 shadow-card ring-1 ring-slate-900/5 sm:block sm:p-6"
          >
            <span
              aria-hidden="true"
              className={`inline-flex size-11 shrink-0 items-center justify-center rounded-xl text-xl font-extrabold sm:size-12 sm:text-2xl ${letterTones[index % letterTones.length]}`}
            >
              {profile.letter}
            </span>
            <h3 className="text-lg font-bold text-slate-950 max-sm:leading-6 sm:mt-4">
              {profile.name}
            </h3>
            <p className="col-span-2 leading-7 text-slate-600 max-sm:leading-6 sm:mt-2">
              {profile.description}
            </p>
          </li>
        ))}
      </ul>
    </Section>
  );
}

/**
 * The profiles as answers to one objection: what the customer says, in a bubble, and each
 * profile's answer under it, two by two. As four cards in a row, the sales page's profiles read as
 * the simulator's DISC grid a second time (twentieth design review); the bubble beside the answers
 * floated in an empty column (twenty-first).
 */
function ObjectionAnswers({ block, objection }: { block: BlockOf<'profiles'>; objection: string }) {
  return (
    <Section block="profiles" title={block.title} subtitle={block.subtitle} tone={block.tone}>
      <div className="mx-auto max-w-5xl">
        {/* A speech bubble, its tail towards the answers under it. */}
        <blockquote className="relative mx-auto max-w-2xl rounded-3xl bg-brand-950 p-6 text-xl/8 font-bold text-white shadow-card sm:p-8 sm:text-center sm:text-2xl/9">
          <p>{objection}</p>
          <span
            aria-hidden="true"
            className="absolute -bottom-2 left-10 size-5 rotate-45 bg-brand-950 sm:left-1/2 sm:-translate-x-1/2"
          />
        </blockquote>
        <ul className="mt-10 grid gap-3 sm:grid-cols-2 sm:gap-6">
          {block.items.map((profile, index) => (
            <li
              key={profile.name}
              className="grid grid-cols-[auto_minmax(0,1fr)] content-start gap-x-4 gap-y-1 rounded-card bg-white p-5 shadow-card ring-1 ring-slate-900/5 sm:p-6"
            >
              <span
                aria-hidden="true"
                className={`inline-flex size-11 self-center sm:row-span-2 sm:self-start shrink-0 items-center justify-center rounded-xl text-xl font-extrabold ${letterTones[index % letterTones.length]}`}
              >
                {profile.letter}
              </span>
              <h3 className="self-center text-lg leading-6 font-bold text-slate-950 sm:self-start">
                {profile.name}
              </h3>
              <p className="leading-7 text-slate-600 max-sm:col-span-2 max-sm:mt-2 max-sm:leading-6">
                {profile.description}
              </p>
            </li>
          ))}
        </ul>
      </div>
    </Section>
  );
}
