import type { ReactNode } from 'react';
import { PageContent } from '../mdx/PageContent';
import { Prose } from '../ui/Prose';
import { Container } from '../ui/Container';
import { bandProps } from '../ui/Section';

/**
 * A page's MDX body as a band of prose under an optional h2, its column centred on the axis of
 * the centred section headings that follow it; an aside (a case's facts) runs the band's width
 * under it. Beside a short text, a tall aside left a block of empty page (seventeenth design
 * review).
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
      <Container>
        <div className="mx-auto max-w-3xl">
          {title && (
            <h2 className="mb-6 text-[1.625rem]/8 font-extrabold tracking-tight text-balance text-slate-950 sm:text-4xl">
              {title}
            </h2>
          )}
          <Prose>
            <PageContent />
          </Prose>
        </div>
        {aside && <div className="mt-12">{aside}</div>}
      </Container>
    </section>
  );
}
