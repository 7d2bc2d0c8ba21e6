import { Icon } from './Icon';
import type { ReactNode } from 'react';

export interface Testimonial {
  name: string;
  role: string;
  company: string;
  quote: ReactNode;
  metric?: string;
}

/** A quote with who says it (a role and sector) and, where one fits, a result. */
export function TestimonialCard({ testimonial }: { testimonial: Testimonial }) {
  return (
    <figure className="flex h-full flex-col rounded-card bg-white p-6 shadow-card ring-1 ring-slate-900/5 sm:p-8">
      <Icon name="quote" className="size-8 text-brand-300" />
      <blockquote className="quoted mt-4 flex-1 text-lg leading-8 text-slate-800">
        {testimonial.quote}
      </blockquote>
      {testimonial.metric && (
        <p className="mt-6 rounded-xl bg-accent-300/30 px-4 py-2 text-sm font-semibold text-amber-950">
          {testimonial.metric}
        </p>
      )}
      <figcaption className="mt-6 flex items-center gap-3">
        {/* Who speaks is a role, not a person: a role's initials in a round avatar read as a
            person's face (eleventh design review). */}
        <span
          aria-hidden="true"
          className="inline-flex size-12 shrink-0 items-center justify-center rounded-xl bg-brand-100 text-brand-700"
        >
          <Icon name="briefcase" className="size-6" />
        </span>
        <span>
          <span className="block leading-6 font-semibold text-slate-950">{testimonial.name}</span>
          {/* Role and company each wrap as a unit, the separator held to the role: a line break
              inside "Grupo de distribución" read as a forced one. */}
          <span className="block text-sm text-slate-600">
            <span className="inline-block">
              {testimonial.role}
              {testimonial.company && '\u00A0·'}
            </span>{' '}
            {testimonial.company && <span className="inline-block">{testimonial.company}</span>}
          </span>
        </span>
      </figcaption>
    </figure>
  );
}
