import { useTranslation } from 'react-i18next';
import type { FrontmatterOf } from '../../../content/schema';
import { Badge } from '../ui/Badge';
import { Section } from '../ui/Section';

/**
 * Home's testimonials while none is confirmed: example scenarios, labelled once for the block. A
 * team by sector and role, its situation before and with Ludiqo; no face, name or quote marks, so
 * nothing reads as a client speaking. Solid cards, the change in its own panel: dashed borders read
 * as wireframes (eleventh design review).
 */
export function ExampleScenarios({
  testimonials,
}: {
  testimonials: FrontmatterOf<'home'>['testimonials'];
}) {
  const { t } = useTranslation();
  const sample = testimonials.items.some((item) => item.status === 'sample');
  return (
    <Section
      eyebrow={sample ? <Badge tone="accent">{t('proof.samples')}</Badge> : undefined}
      title={testimonials.title}
      subtitle={testimonials.subtitle}
    >
      {/* Subgrid rows: each card's "before" and "with Ludiqo" start level with its neighbours', and
          a short card's panel grows by a line, not by the difference between whole cards. */}
      <ul className="grid gap-6 lg:grid-cols-3 lg:gap-y-5">
        {testimonials.items.map((item) => (
          <li
            key={item.role}
            className="flex flex-col rounded-card bg-white p-6 shadow-card ring-1 ring-slate-900/5 sm:p-8 lg:row-span-3 lg:grid lg:grid-rows-subgrid"
          >
            <div>
              <p className="text-sm font-semibold text-brand-700">{item.sector}</p>
              <h3 className="mt-1 text-lg font-bold text-slate-950">{item.role}</h3>
            </div>
            <dl className="mt-5 flex flex-1 flex-col gap-4 text-base leading-7 lg:row-span-2 lg:mt-0 lg:grid lg:grid-rows-subgrid">
              <div>
                <dt className="text-xs font-bold uppercase tracking-wider text-slate-500">
                  {t('proof.before')}
                </dt>
                <dd className="mt-1 text-slate-700">{item.before}</dd>
              </div>
              <div className="flex-1 rounded-xl bg-brand-50 p-4">
                <dt className="text-xs font-bold uppercase tracking-wider text-brand-700">
                  {t('proof.after')}
                </dt>
                <dd className="mt-1 text-slate-900">{item.after}</dd>
              </div>
            </dl>
          </li>
        ))}
      </ul>
    </Section>
  );
}
