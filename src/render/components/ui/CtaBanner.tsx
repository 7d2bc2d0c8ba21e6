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
  const split = Boolean(footer);
  // On phones the band reads from the left: six to eight centred lines of its text were hard to
  // read (fourteenth design review).
  if (!split)
    return (
      <section data-block={block} {...bandProps('white')}>
        <Container>
          <div
            className={`relative overflow-hidden rounded-3xl px-6 py-12 text-center max-sm:text-left sm:px-16 sm:py-20 ${look.card}`}
          >
            <div className="relative mx-auto max-w-2xl">
              <h2
                className={`text-[1.625rem]/8 font-extrabold tracking-tight text-balance sm:text-4xl ${look.title}`}
              >
                {title}
              </h2>
              {body && <p className={`mt-4 text-lg leading-8 ${look.body}`}>{body}</p>}
              <Buttons className="sm:justify-center">{actions}</Buttons>
              {note && <p className={`mt-4 text-sm leading-6 ${look.note}`}>{note}</p>}
            </div>
          </div>
        </Container>
      </section>
    );
  // With the facts, the title on the left and the ask on the right from 1024 px, the facts in one
  // ruled row across the card's foot: set as a boxed card beside the buttons, the same box closed
  // every page and was read as a template (twenty-third design review).
  return (
    <section data-block={block} {...bandProps('white')}>
      <Container>
        <div
          className={`relative overflow-hidden rounded-3xl px-6 py-12 text-left sm:px-12 sm:py-16 lg:px-14 ${look.card}`}
        >
          <div className="lg:grid lg:grid-cols-2 lg:gap-14">
            <h2
              className={`text-[1.625rem]/8 font-extrabold tracking-tight text-balance sm:text-4xl lg:text-5xl/[1.1] ${look.title}`}
            >
              {title}
            </h2>
            <div className="max-w-2xl">
              {body && <p className={`mt-4 text-lg leading-8 lg:mt-0 ${look.body}`}>{body}</p>}
              <Buttons>{actions}</Buttons>
              {note && <p className={`mt-4 text-sm leading-6 ${look.note}`}>{note}</p>}
            </div>
          </div>
          <div className="mt-10 sm:mt-12">{footer}</div>
        </div>
      </Container>
    </section>
  );
}

/**
 * On phones the buttons stack at one width, the band's: side by side, a long label wrapped and
 * outgrew the main button.
 */
function Buttons({ children, className = '' }: { children: ReactNode; className?: string }) {
  return (
    <div className={`mt-8 flex flex-col gap-3 sm:flex-row sm:flex-wrap ${className}`}>
      {children}
    </div>
  );
}
