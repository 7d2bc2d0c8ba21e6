import type { ReactNode } from 'react';
import { PageContent } from '../mdx/PageContent';
import { Prose } from '../ui/Prose';
import { Container } from '../ui/Container';
import { bandProps } from '../ui/Section';

/**
 * A page's MDX body as a band of prose under an optional h2. Without an aside its column is
 * centred, on the axis of the centred section headings that follow it.
 */
export function ProseBand({
  title,
  aside,
  block,
}: {
  title?: string;
  aside?: ReactNode;
  block?: string;
}) {
  return (
    <section data-block={block} {...bandProps('white')}>
      <Container className={aside ? 'grid items-center gap-12 lg:grid-cols-[1.2fr_1fr]' : ''}>
        {/* Without an aside, from 1024 px the heading holds the left column and the prose reads
            beside it: centred in one column, every page's problem section read as the same
            narrow block of text between two card sections (fifteenth design review). */}
        <div
          className={
            aside ? '' : 'mx-auto max-w-3xl lg:grid lg:max-w-none lg:grid-cols-12 lg:gap-x-16'
          }
        >
          {title && (
            <h2
              className={`mb-6 text-[1.625rem]/8 font-extrabold tracking-tight text-balance text-slate-950 sm:text-4xl ${aside ? '' : 'lg:col-span-5 lg:mb-0 lg:text-[2.5rem]/[1.15]'}`}
            >
              {title}
            </h2>
          )}
          <Prose className={aside ? undefined : 'lg:col-span-7'}>
            <PageContent />
          </Prose>
        </div>
        {aside}
      </Container>
    </section>
  );
}
