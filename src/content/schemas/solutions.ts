import { z } from 'zod';
import { iconNames } from '../../components/ui/iconNames';
import { useCaseIds } from '../../data/useCases';
import { base, exactly, line, paragraph, sitePath, text } from './fields';

/** Schemas of the solution family: template, landing, offer and hub pages, and the case study. */

export const icon = z.enum(iconNames, {
  error: 'expected an icon name listed in src/components/ui/iconNames.ts',
});
const iconCard = z.strictObject({ icon, title: line, description: paragraph });
const cta = z.strictObject({ title: line, body: paragraph, button: line });

/** `/onboarding`, `/compliance`, `/upskilling`, `/training`: one shared page type. */
export const solutionPageSchema = z.strictObject({
  type: z.literal('solution'),
  ...base,
  hero: z.strictObject({ badge: text(2, 40), title: text(20, 90), subtitle: paragraph, cta: line }),
  logos: z.strictObject({ title: line }),
  problem: z.strictObject({ title: line }),
  benefits: z.strictObject({ title: line, items: exactly(4, iconCard) }),
  features: z.strictObject({
    title: line,
    items: exactly(6, z.strictObject({ icon, text: text(20, 160) })),
  }),
  clients: z.strictObject({
    title: line,
    items: exactly(
      3,
      z.strictObject({
        company: text(2, 40),
        sector: text(2, 60),
        metrics: z
          .array(z.strictObject({ value: text(1, 12), label: line }))
          .min(1)
          .max(3),
        summary: paragraph,
        /** The full story, shown when the reader expands a card that has no `caseStudy`. */
        story: text(100, 900),
        /** A case-study page this card links to instead of expanding. */
        caseStudy: sitePath.optional(),
      }),
    ),
  }),
  cta,
});

/** `/reclutamiento-gamificado`, `/formacion-gamificada`, `/engagement`, `/onboarding-gamificado`. */
export const landingPageSchema = z.strictObject({
  type: z.literal('landing'),
  ...base,
  hero: z.strictObject({ eyebrow: text(2, 60), title: text(20, 90), subtitle: paragraph, cta: line }),
  benefits: z.strictObject({ title: line, items: exactly(4, iconCard) }),
  features: z.strictObject({ title: line, items: exactly(6, iconCard) }),
  results: z.strictObject({
    title: line,
    items: exactly(
      3,
      z.strictObject({
        company: text(2, 40),
        sector: text(2, 60),
        value: text(1, 24),
        label: line,
        summary: paragraph,
      }),
    ),
  }),
  cta,
});

/** `/ventas-gamificadas`, `/marketing-gamificado`, `/attcliente-gamificado`. */
export const offerPageSchema = z.strictObject({
  type: z.literal('offer'),
  ...base,
  hero: z.strictObject({
    eyebrow: text(2, 60),
    title: text(20, 90),
    description: paragraph,
    checks: exactly(2, text(10, 90)),
    cta: line,
  }),
  steps: z.strictObject({
    title: line,
    items: exactly(3, z.strictObject({ title: line, description: paragraph })),
  }),
  outcomes: z.strictObject({ title: line, items: exactly(4, iconCard) }),
  /** The sales page's sales-simulator feature. */
  simulator: z.strictObject({ title: line, body: paragraph, link: line }).optional(),
  cta,
});

/** `/plataforma`: the use-case hub. */
export const platformPageSchema = z.strictObject({
  type: z.literal('platform'),
  ...base,
  hero: z.strictObject({ eyebrow: text(2, 60), title: text(20, 90), subtitle: paragraph }),
  useCases: z.strictObject({
    title: line,
    items: z
      .array(
        z.strictObject({ id: z.enum(useCaseIds), title: line, description: paragraph, cta: line }),
      )
      .refine((items) => items.map((i) => i.id).join() === useCaseIds.join(), {
        error: `expected items with ids ${useCaseIds.join(', ')}, in that order`,
      }),
  }),
  cta,
});

/** `/caso-taco-bell`. The result figures come from `src/data/caseStudy.ts`. */
export const caseStudyPageSchema = z.strictObject({
  type: z.literal('case-study'),
  ...base,
  hero: z.strictObject({
    eyebrow: text(2, 60),
    title: text(20, 100),
    subtitle: paragraph,
    salesCta: line,
  }),
  challenge: z.strictObject({ title: line, body: paragraph }),
  objectives: z.strictObject({ title: line, items: exactly(4, text(10, 200)) }),
  solution: z.strictObject({ title: line, blocks: exactly(3, iconCard) }),
  results: z.strictObject({
    title: line,
    labels: z.strictObject({ onboardingTime: line, retention90: line, satisfaction: line }),
    quote: paragraph,
    quoteAuthor: line,
    quoteRole: line,
  }),
  cta: z.strictObject({ title: line, body: paragraph, demoCta: line }),
});
