import type { ReactNode } from 'react';
import { sceneColumns, sceneStackedWidth } from '../scenes/Scene';
import { Container } from './Container';

export interface HeroProps {
  /** Badge or eyebrow above the title. */
  badge?: ReactNode;
  title: ReactNode;
  subtitle?: ReactNode;
  /** Buttons; they wrap on phones. */
  actions?: ReactNode;
  /** Small print under the actions (trial, social proof). */
  footnote?: ReactNode;
  /** Illustration beside the text on desktops, below it on phones. */
  aside?: ReactNode;
  tone?: 'light' | 'dark';
  /** Less space below, for pages whose main content follows at once (pricing). */
  compact?: boolean;
  /** The text centred, with the illustration wide below it instead of beside it. */
  stacked?: boolean;
  /** The block kind, on the root element as `data-block`. */
  block?: string;
}

/**
 * A first band's buttons. On phones they share a row at one width where both labels fit, and
 * stack at the column's width where they do not: stacked on every phone, they pushed the page's
 * picture below the first screen (twenty-second design review).
 */
export const heroActions =
  'flex flex-wrap gap-3 max-sm:*:min-w-fit max-sm:*:grow max-sm:*:basis-[40%] max-sm:*:px-4 max-sm:*:text-[0.9375rem]';

/** The first band of a page, with room for the fixed navigation bar above its text. */
export function Hero({
  badge,
  title,
  subtitle,
  actions,
  footnote,
  aside,
  tone = 'light',
  compact = false,
  stacked = false,
  block,
}: HeroProps) {
  const dark = tone === 'dark';
  const beside = Boolean(aside) && !stacked;
  return (
    <div
      data-block={block}
      data-tone={tone}
      className={`relative overflow-hidden pt-24 ${compact ? 'pb-10 sm:pt-28 sm:pb-10' : stacked ? 'pb-12 sm:pt-36 sm:pb-16 lg:pt-28' : 'pb-12 sm:pt-36 sm:pb-16'} ${
        dark
          ? 'bg-brand-950 text-white'
          : 'bg-[radial-gradient(ellipse_at_top_right,var(--color-brand-100),transparent_60%),linear-gradient(to_bottom,var(--color-brand-50),var(--color-white))]'
      }`}
    >
      <Container
        className={beside ? `grid items-center gap-8 sm:gap-12 xl:gap-16 ${sceneColumns.hero}` : ''}
      >
        {/* A centred band is centred from tablets up: on phones long centred lines are hard to read.
            On phones the words and their spacing are a size smaller, so the page's picture starts
            in the first screen (sixth design review: it started below it on most pages). */}
        <div className={beside ? '' : 'mx-auto max-w-4xl sm:text-center'}>
          {badge && <div className="mb-4 sm:mb-5">{badge}</div>}
          <h1
            className={`text-[1.75rem]/[1.15] font-extrabold tracking-tight text-balance sm:text-5xl ${beside ? 'xl:text-[2.75rem]/[1.1]' : compact ? 'xl:text-[3.25rem]/[1.1]' : 'xl:text-[3.5rem]/[1.1]'} ${dark ? 'text-white' : 'text-slate-950'}`}
          >
            {title}
          </h1>
          {subtitle && (
            <p
              className={`mt-4 text-base leading-7 sm:mt-6 sm:text-xl sm:leading-8 ${dark ? 'text-brand-100' : 'text-slate-700'} ${beside ? 'max-w-xl' : 'mx-auto max-w-2xl'}`}
            >
              {subtitle}
            </p>
          )}
          {actions && (
            <div className={`mt-6 ${heroActions} sm:mt-8 ${beside ? '' : 'sm:justify-center'}`}>
              {actions}
            </div>
          )}
          {footnote && (
            <div className={`mt-6 text-sm ${dark ? 'text-brand-200' : 'text-slate-600'}`}>
              {footnote}
            </div>
          )}
        </div>
        {aside && (
          <div
            data-picture
            className={
              stacked
                ? // On desktops, 48 px less above and around the words: under a centred band the
                  // picture showed only its top third in a 1440 × 900 first screen (nineteenth
                  // design review).
                  'relative mx-auto mt-8 max-w-[52rem] sm:mt-14 lg:mt-10'
                : `relative ${sceneStackedWidth}`
            }
          >
            {aside}
          </div>
        )}
      </Container>
    </div>
  );
}
