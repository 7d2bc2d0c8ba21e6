import type { ReactNode } from 'react';
import { Container } from './Container';

/** A band's background; `dark` also sets white text. */
export const sectionTones = {
  white: 'bg-white',
  muted: 'bg-slate-50',
  brand: 'bg-brand-50',
  dark: 'bg-brand-950 text-white',
} as const;

export type SectionTone = keyof typeof sectionTones;

/**
 * A band right after one of the same background drops its top padding: both paddings stacked
 * read as a blank hole, while the previous band's bottom padding alone still separates them.
 * One pixel stays: with none, its heading's top margin collapses through the band and opens a
 * stripe of the page's background between the two.
 */
const sameToneFollower: Record<SectionTone, string> = {
  white: '[[data-tone=white]+&]:pt-px',
  muted: '[[data-tone=muted]+&]:pt-px',
  brand: '[[data-tone=brand]+&]:pt-px',
  dark: '[[data-tone=dark]+&]:pt-px',
};

/** The root attributes of every page band: its background, its padding and its tone. */
export function bandProps(tone: SectionTone, className = '') {
  return {
    'data-tone': tone,
    className: `py-16 sm:py-24 ${sectionTones[tone]} ${sameToneFollower[tone]} ${className}`.trim(),
  };
}

export interface SectionProps {
  id?: string;
  eyebrow?: ReactNode;
  title?: ReactNode;
  subtitle?: ReactNode;
  tone?: SectionTone;
  align?: 'left' | 'center';
  children?: ReactNode;
  className?: string;
  /** The block kind, on the root element as `data-block`. */
  block?: string;
}

/** A page band: optional eyebrow, h2 title and subtitle, then its body. */
export function Section({
  id,
  eyebrow,
  title,
  subtitle,
  tone = 'white',
  align = 'center',
  children,
  className = '',
  block,
}: SectionProps) {
  const dark = tone === 'dark';
  const centered = align === 'center';
  return (
    <section id={id} data-block={block} {...bandProps(tone, className)}>
      <Container>
        {(eyebrow || title || subtitle) && (
          // Centred from tablets up, as the hero: on phones a centred subtitle ran to eight
          // ragged lines (twenty-third design review).
          <header className={`max-w-3xl ${centered ? 'sm:mx-auto sm:text-center' : ''}`}>
            {eyebrow && (
              <p
                className={`text-sm font-semibold uppercase tracking-wider ${dark ? 'text-accent-300' : 'text-brand-700'}`}
              >
                {eyebrow}
              </p>
            )}
            {title && (
              <h2
                className={`mt-2 text-[1.625rem]/8 font-extrabold tracking-tight text-balance sm:text-4xl ${dark ? 'text-white' : 'text-slate-950'}`}
              >
                {title}
              </h2>
            )}
            {subtitle && (
              <p className={`mt-4 text-lg leading-8 ${dark ? 'text-brand-100' : 'text-slate-600'}`}>
                {subtitle}
              </p>
            )}
          </header>
        )}
        {children && <div className={title ? 'mt-12 sm:mt-16' : ''}>{children}</div>}
      </Container>
    </section>
  );
}

/**
 * A band's h2 and its line, left-aligned, for bands that lay their heading out themselves (beside
 * a list, a column of reasons, a checklist card).
 */
export function BandHeading({
  title,
  subtitle,
  dark = false,
  className = 'max-w-3xl',
}: {
  title: ReactNode;
  subtitle?: ReactNode;
  dark?: boolean;
  className?: string;
}) {
  return (
    <header className={className}>
      <h2
        className={`text-[1.625rem]/8 font-extrabold tracking-tight text-balance sm:text-4xl ${dark ? 'text-white' : 'text-slate-950'}`}
      >
        {title}
      </h2>
      {subtitle && (
        <p className={`mt-4 text-lg leading-8 ${dark ? 'text-brand-100' : 'text-slate-600'}`}>
          {subtitle}
        </p>
      )}
    </header>
  );
}
