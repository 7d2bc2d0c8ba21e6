import type { ReactNode } from 'react';
import { Scene } from '../scenes/Scene';
import { fullBleedScenes } from '../../../data/sceneIds';
import { Icon } from '../ui/Icon';
import type { ListingCard } from '../../../content/pageDataType';
import { useLocale } from '../../hooks/useLocale';

/**
 * The one card of list pages (blog, games, playbooks): image, meta line, title, excerpt, link.
 * `wide`, for a list of one: picture and words side by side from 1280 px (where the picture is
 * still drawn 620 px wide or more), a feature rather than a
 * lone card in the middle of the page (seventh design review).
 */
export function ContentCard({
  card,
  meta,
  linkLabel,
  wide = false,
}: {
  card: ListingCard;
  meta?: ReactNode;
  linkLabel: string;
  wide?: boolean;
}) {
  const { localize } = useLocale();
  return (
    <article
      className={`group relative flex h-full flex-col overflow-hidden rounded-card bg-white shadow-card ring-1 ring-slate-900/5 transition hover:-translate-y-0.5 hover:ring-brand-300 ${wide ? 'xl:flex-row' : ''}`}
    >
      {card.scene && fullBleedScenes.has(card.scene) ? (
        // Wide, the words beside it may be taller than its 16:9: it stretches to them and is
        // cropped at its edges, which hold only the band, rather than float in a white frame.
        <Scene
          id={card.scene}
          className={wide ? 'xl:w-3/5 xl:shrink-0 xl:self-stretch xl:object-cover' : ''}
        />
      ) : card.scene ? (
        <div
          className={`bg-brand-50 px-6 pt-6 ${wide ? 'xl:flex xl:w-3/5 xl:shrink-0 xl:items-center xl:p-10' : ''}`}
        >
          <Scene id={card.scene} />
        </div>
      ) : (
        <img
          src={card.image}
          alt=""
          width="1200"
          height="675"
          loading="lazy"
          decoding="async"
          className={`aspect-video w-full bg-brand-50 object-cover ${wide ? 'xl:w-3/5 xl:shrink-0' : ''}`}
        />
      )}
      <div className={`flex flex-1 flex-col p-6 ${wide ? 'xl:justify-center xl:p-10' : ''}`}>
        {(card.category || meta) && (
          <p className="text-sm font-semibold text-brand-700">{card.category ?? meta}</p>
        )}
        <h2
          className={`mt-2 text-xl font-bold tracking-tight text-slate-950 ${wide ? 'xl:text-3xl' : ''}`}
        >
          <a
            href={localize(card.route)}
            className="after:absolute after:inset-0 focus-visible:outline-none"
          >
            {card.title}
          </a>
        </h2>
        <p
          className={`mt-3 leading-7 text-slate-600 ${wide ? 'xl:flex-none xl:text-lg' : 'flex-1'}`}
        >
          {card.excerpt}
        </p>
        {card.category && meta && <p className="mt-4 text-sm text-slate-600">{meta}</p>}
        {/* Alone on its page, the card's action is drawn as a button: as a text link, the
            words' side of the feature read half empty (twenty-third design review). The whole
            card is the link either way. */}
        <p
          aria-hidden="true"
          className={`mt-5 inline-flex items-center gap-2 font-semibold ${wide ? 'self-start rounded-full bg-brand-600 px-5 py-2.5 text-white shadow-sm transition-colors group-hover:bg-brand-700 xl:mt-8' : 'text-brand-700'}`}
        >
          {linkLabel}
          <Icon
            name="arrow-right"
            className="size-4 transition-transform group-hover:translate-x-1"
          />
        </p>
      </div>
    </article>
  );
}
