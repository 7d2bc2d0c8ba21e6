import type { ReactNode } from 'react';
import { Container } from './Container';

/** The dark closing band of a page: a title, a line and one or two buttons. */
export function CtaBanner({
  title,
  body,
  actions,
  block,
}: {
  title: ReactNode;
  body?: ReactNode;
  actions: ReactNode;
  /** The block kind, on the root element as `data-block`. */
  block?: string;
}) {
  return (
    <section data-block={block} className="bg-white py-16 sm:py-24">
      <Container>
        <div className="relative overflow-hidden rounded-3xl bg-brand-950 px-4 py-14 text-center shadow-2xl sm:px-16 sm:py-20">
          <svg
            aria-hidden="true"
            className="absolute -right-24 -top-24 size-96 text-brand-800/60"
            viewBox="0 0 200 200"
          >
            <circle cx="100" cy="100" r="100" fill="currentColor" />
          </svg>
          <svg
            aria-hidden="true"
            className="absolute -bottom-20 -left-16 size-64 text-brand-600/30"
            viewBox="0 0 200 200"
          >
            <circle cx="100" cy="100" r="100" fill="currentColor" />
          </svg>
          <div className="relative mx-auto max-w-2xl">
            <h2 className="text-3xl font-extrabold tracking-tight text-balance text-white sm:text-4xl">
              {title}
            </h2>
            {body && <p className="mt-4 text-lg leading-8 text-brand-100">{body}</p>}
            <div className="mt-8 flex flex-wrap justify-center gap-3">{actions}</div>
          </div>
        </div>
      </Container>
    </section>
  );
}
