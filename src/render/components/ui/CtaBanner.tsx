import type { ReactNode } from 'react';
import { Container } from './Container';
import { bandProps } from './Section';

const tones = {
  dark: {
    card: 'bg-brand-950 shadow-2xl',
    title: 'text-white',
    body: 'text-brand-100',
    note: 'text-brand-200',
  },
  /** After a dark band: a second dark block beside it would read as one heavy mass. */
  light: {
    card: 'bg-brand-50 ring-1 ring-brand-100',
    title: 'text-slate-950',
    body: 'text-slate-600',
    note: 'text-slate-600',
  },
} as const;

export type CtaTone = keyof typeof tones;

/** The closing band of a page: a title, a line and one or two buttons, on a dark card. */
export function CtaBanner({
  title,
  body,
  actions,
  note,
  block,
  tone = 'dark',
  footer,
}: {
  title: ReactNode;
  body?: ReactNode;
  actions: ReactNode;
  /** Under the buttons: what one of them leads to, where its label does not say. */
  note?: ReactNode;
  /** Under the buttons: what backs them (the facts strip of the companies' pages). */
  footer?: ReactNode;
  /** The block kind, on the root element as `data-block`. */
  block?: string;
  tone?: CtaTone;
}) {
  const look = tones[tone];
  // With the facts beside it the band is two columns from 1024 px, read left to right: the ask,
  // then what backs it. Centred above a strip of five facts, they wrapped into three ragged rows
  // (eleventh design review).
  const split = Boolean(footer);
  // On phones the band reads from the left: six to eight centred lines of its text were hard to
  // read (fourteenth design review).
  return (
    <section data-block={block} {...bandProps('white')}>
      <Container>
        <div
          className={`relative overflow-hidden rounded-3xl px-6 py-12 sm:px-16 sm:py-20 ${split ? 'text-center max-sm:text-left lg:grid lg:grid-cols-[minmax(0,1fr)_minmax(0,26rem)] lg:items-center lg:gap-14 lg:px-14 lg:py-16 lg:text-left' : 'text-center max-sm:text-left'} ${look.card}`}
        >
          <div className={`relative mx-auto max-w-2xl ${split ? 'lg:mx-0' : ''}`}>
            <h2
              className={`text-[1.625rem]/8 font-extrabold tracking-tight text-balance sm:text-4xl ${look.title}`}
            >
              {title}
            </h2>
            {body && <p className={`mt-4 text-lg leading-8 ${look.body}`}>{body}</p>}
            {/* On phones the buttons stack at one width, the band's: side by side, a long
                label wrapped and outgrew the main button. */}
            <div
              className={`mt-8 flex flex-col gap-3 sm:flex-row sm:flex-wrap sm:justify-center ${split ? 'lg:justify-start' : ''}`}
            >
              {actions}
            </div>
            {note && <p className={`mt-4 text-sm leading-6 ${look.note}`}>{note}</p>}
          </div>
          {footer && <div className="relative mx-auto mt-10 max-w-2xl lg:mt-0">{footer}</div>}
        </div>
      </Container>
    </section>
  );
}
