import type { ReactNode } from 'react';
import { PageContent } from '../mdx/PageContent';
import { Prose } from '../ui/Prose';
import { Container } from '../ui/Container';

/**
 * A page's MDX body as a band of prose under an optional h2. Its column starts at the page
 * column's left edge, where the hero's text starts: a centred narrow column lined up with nothing.
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
    <section data-block={block} className="bg-white py-16 sm:py-24">
      <Container className={aside ? 'grid items-center gap-12 lg:grid-cols-[1.2fr_1fr]' : ''}>
        <div className={aside ? '' : 'max-w-3xl'}>
          {title && (
            <h2 className="mb-6 text-3xl font-extrabold tracking-tight text-balance text-slate-950 sm:text-4xl">
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
