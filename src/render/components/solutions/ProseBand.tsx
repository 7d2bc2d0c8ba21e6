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
      <Container className={aside ? 'grid items-start gap-12 lg:grid-cols-[1.2fr_1fr]' : ''}>
        <div className={aside ? '' : 'mx-auto max-w-3xl'}>
          {title && (
            <h2 className="mb-6 text-[1.625rem]/8 font-extrabold tracking-tight text-balance text-slate-950 sm:text-4xl">
              {title}
            </h2>
          )}
          <Prose>
            <PageContent />
          </Prose>
        </div>
        {aside}
      </Container>
    </section>
  );
}
