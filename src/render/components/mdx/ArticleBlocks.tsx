import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Scene } from '../scenes/Scene';
import { LogoMark } from '../ui/Logo';
import { TestimonialCard } from '../ui/TestimonialCard';
import type { MdxProps } from './mdxProps';

/** MDX blocks for articles; writers use them by name (see docs/writing.md). */

/** `<Steps>` around an ordered list: numbered how-it-works steps. */
export function Steps({ children }: { children: ReactNode }) {
  return (
    <div className="not-prose my-10 [&_ol]:grid [&_ol]:gap-4 [&_ol]:[counter-reset:step] [&_li]:relative [&_li]:rounded-2xl [&_li]:bg-brand-50 [&_li]:p-5 [&_li]:pl-16 [&_li]:leading-7 [&_li]:text-slate-700 [&_li]:[counter-increment:step] [&_li]:before:absolute [&_li]:before:left-5 [&_li]:before:top-5 [&_li]:before:flex [&_li]:before:size-8 [&_li]:before:items-center [&_li]:before:justify-center [&_li]:before:rounded-full [&_li]:before:bg-brand-600 [&_li]:before:font-bold [&_li]:before:text-white [&_li]:before:content-[counter(step)] [&_strong]:text-slate-950">
      {children}
    </div>
  );
}

/** `<Checklist>` around a bullet list: features with check marks. */
export function Checklist({ children }: { children: ReactNode }) {
  return (
    <div className="not-prose my-8 rounded-2xl bg-slate-50 p-6 ring-1 ring-slate-900/5 [&_li]:relative [&_li]:pl-8 [&_li]:leading-7 [&_li]:text-slate-700 [&_li]:before:absolute [&_li]:before:top-1 [&_li]:before:left-0 [&_li]:before:size-5 [&_li]:before:check-mark [&_li]:before:content-[''] [&_ul]:grid [&_ul]:gap-3 sm:[&_ul]:grid-cols-2">
      {children}
    </div>
  );
}

/**
 * `<Testimonial role="…" sector="…" status="sample">quote</Testimonial>`: who speaks is a role
 * and a sector, never an invented name; a sample is labelled as an example.
 */
export function Testimonial({
  role,
  sector,
  status,
  children,
}: MdxProps<'Testimonial'> & { children: ReactNode }) {
  const { t } = useTranslation();
  return (
    <div className="not-prose my-8">
      <TestimonialCard
        testimonial={{
          name: role,
          role: sector,
          company: status === 'sample' ? t('proof.sample') : '',
          quote: children,
        }}
      />
    </div>
  );
}

export function FounderBio({
  name,
  role,
  children,
}: MdxProps<'FounderBio'> & { children: ReactNode }) {
  return (
    // Light: the article ends on it, and a dark card right above the dark closing band made one
    // heavy block of two (sixteenth design review).
    <aside className="not-prose my-10 flex flex-col gap-5 rounded-card bg-brand-50 p-6 text-slate-700 ring-1 ring-brand-100 sm:flex-row sm:p-8">
      {/* The articles are signed by the team: its initials ("EL", "TL") read as words, the mark does not. */}
      <LogoMark size={64} className="shrink-0" />
      <div>
        <p className="text-lg font-bold text-slate-950">{name}</p>
        <p className="text-sm text-brand-700">{role}</p>
        <div className="mt-3 leading-7 [&_p]:mt-2">{children}</div>
      </div>
    </aside>
  );
}

/** A product picture in the running text, with a caption that says what it shows. */
export function Figure({ scene, caption }: MdxProps<'Figure'>) {
  return (
    <figure className="not-prose my-10">
      <Scene id={scene} />
      <figcaption className="mt-3 text-sm leading-6 text-slate-500">{caption}</figcaption>
    </figure>
  );
}
