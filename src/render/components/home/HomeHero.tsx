import type { ReactNode } from 'react';
import sceneFolders from 'virtual:scenes';
import { usePageContext } from 'vike-react/usePageContext';
import type { FrontmatterOf } from '../../../content/schema';
import { pageDataOf } from '../../../content/pageDataType';
import { figures } from '../../../data/figures';
import { homeFigures } from '../../../data/homeFigures';
import { formatFigure } from '../../format/formatPercent';
import { atLeast, capitalize, numberSpace } from '../../../i18n/typography';
import { island } from '../../islands/Island';
import { ActionLink } from '../blocks/ActionLink';
import { useLocale } from '../../hooks/useLocale';
import { DemoCard } from '../demo/DemoCard';
import { DemoIsland } from '../demo/DemoIsland';
import { Badge } from '../ui/Badge';
import { Container } from '../ui/Container';
import { heroActions } from '../ui/Hero';
import { Icon } from '../ui/Icon';
import type { IconName } from '../ui/iconNames';

// Hydrated when the reader reaches for it: a tap on an answer before then starts the hydration and
// is replayed once it has committed (src/browser/islands/replayEvents.ts), so the first load carries
// none of its code.
const Demo = island('demo', DemoIsland, { hydrate: 'visible' });

/**
 * The home's first band leads with the product working: the playable demo beside the promise on
 * desktops, in the first screen. On phones the promise, its calls to action and the two proof
 * lines come first and the demo follows them, its top still in the first screen: under the demo
 * the proof lines sat some 1,300 px down (twenty-third design review), and under the proof the
 * demo had begun at the screen's bottom edge, with no way to tell it could be played (eighteenth).
 * The markup is in that order, so a screen reader meets them in that order too.
 * One grid places the same elements both ways (no copy of anything is hidden).
 */
export function HomeHero({ hero }: { hero: FrontmatterOf<'home'>['hero'] }) {
  const { locale, localize } = useLocale();
  const demo = pageDataOf(usePageContext())?.demo;
  if (!demo) throw new Error(`The home page's demo (${hero.demo}) was not loaded`);
  const left = 'lg:col-start-1';
  return (
    <div className="relative overflow-hidden bg-[radial-gradient(ellipse_at_top_right,var(--color-brand-100),transparent_60%),linear-gradient(to_bottom,var(--color-brand-50),var(--color-white))] pt-22 pb-12 sm:pt-36 sm:pb-16">
      <Container className="grid items-start gap-x-16 lg:grid-cols-2 lg:grid-rows-[1fr_auto_auto_auto_auto_auto_1fr]">
        <div className={`${left} lg:row-start-2`}>
          <Badge>{hero.eyebrow}</Badge>
        </div>
        <h1
          className={`${left} mt-4 text-[1.75rem]/[1.15] font-extrabold tracking-tight text-balance text-slate-950 sm:mt-5 sm:text-5xl lg:row-start-3 xl:text-[3.25rem]/[1.08]`}
        >
          {hero.title}
        </h1>
        <p
          className={`${left} mt-6 max-w-xl text-lg leading-7 text-slate-700 sm:mt-8 sm:text-xl sm:leading-8 lg:row-start-4 lg:mt-6`}
        >
          {hero.subtitle}
        </p>
        <div className={`${left} mt-6 ${heroActions} sm:mt-8 lg:row-start-5`}>
          {hero.actions.map((action, index) => (
            <ActionLink key={action.to} action={action} variant={index ? 'secondary' : 'primary'} />
          ))}
        </div>
        <div
          data-hero-proof=""
          className={`${left} mt-7 flex flex-col gap-3 text-sm text-slate-600 sm:mt-8 sm:gap-4 lg:row-start-6 lg:mt-6`}
        >
          {/* A figure, not faces: initials beside it would read as real players. */}
          <ProofLine icon="users">
            <strong className="text-lg font-extrabold text-slate-950">
              {capitalize(atLeast(homeFigures.playersAtLeast, locale), locale)}
            </strong>
            {numberSpace(locale)}
            {hero.socialProof}
          </ProofLine>
          <ProofLine icon="trending-up">
            <strong className="text-lg font-extrabold text-slate-950">
              {formatFigure(figures[hero.clientCase.figure], locale)}
            </strong>{' '}
            {hero.clientCase.result}.{' '}
            <a
              href={localize(hero.clientCase.link.to)}
              className="font-semibold whitespace-nowrap text-brand-700 underline decoration-brand-300 underline-offset-4 hover:decoration-brand-700"
            >
              {hero.clientCase.link.label}
              <Icon name="arrow-right" className="ml-1 inline size-4 align-[-2px]" />
            </a>
          </ProofLine>
          <p>{hero.trialNote}</p>
        </div>
        <div className="mt-8 sm:mt-10 lg:col-start-2 lg:row-span-7 lg:row-start-1 lg:mt-0 lg:self-center">
          <Demo
            story={demo}
            stageFolder={`${sceneFolders[locale]}`}
            card={{ intro: true }}
            Card={DemoCard}
          />
        </div>
      </Container>
    </div>
  );
}

/** One line of proof under the hero's buttons: its icon in a disc, then its words. */
function ProofLine({ icon, children }: { icon: IconName; children: ReactNode }) {
  return (
    <p className="flex items-center gap-3">
      <span
        aria-hidden="true"
        className="inline-flex size-10 shrink-0 items-center justify-center rounded-full bg-brand-100 text-brand-700"
      >
        <Icon name={icon} className="size-5" />
      </span>
      <span className="text-base text-slate-700">{children}</span>
    </p>
  );
}
