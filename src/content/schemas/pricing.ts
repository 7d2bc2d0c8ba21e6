import { z } from 'zod';
import { countedFeatures, planIds, plainFeatures } from '../../data/pricing';
import { action, base, exactly, line, paragraph, text } from './fields';

const planCopy = z.strictObject({
  description: paragraph,
  idealFor: line,
  cta: text(2, 40),
  /** Extra line under the price (Professional's 14-day trial). */
  trial: line.optional(),
});

/**
 * Feature-line texts keyed as in `src/data/pricing.ts`. A counted line has `{{count}}` and
 * either one form (`scenes`) or plural forms (`users_one`, `users_other`).
 */
const featureCopy = z.record(z.string(), line).superRefine((copy, ctx) => {
  const known = new Set<string>(plainFeatures);
  for (const key of countedFeatures) {
    for (const form of [key, `${key}_one`, `${key}_other`]) known.add(form);
  }
  for (const key of Object.keys(copy)) {
    if (!known.has(key))
      ctx.addIssue({ code: 'custom', path: [key], message: 'unknown feature key' });
  }
  for (const key of plainFeatures) {
    if (!(key in copy))
      ctx.addIssue({ code: 'custom', path: [key], message: 'missing feature text' });
  }
  for (const key of countedFeatures) {
    const forms = [key, `${key}_other`].filter((form) => form in copy);
    if (!forms.length) {
      ctx.addIssue({ code: 'custom', path: [key], message: 'missing feature text' });
    }
    for (const form of [key, `${key}_one`, `${key}_other`]) {
      if (form in copy && !copy[form]!.includes('{{count}}')) {
        ctx.addIssue({
          code: 'custom',
          path: [form],
          message: 'expected the {{count}} placeholder',
        });
      }
    }
  }
});

export const pricingPageSchema = z.strictObject({
  type: z.literal('pricing'),
  ...base,
  hero: z.strictObject({ title: text(20, 90), subtitle: text(60, 260) }),
  audiences: z.strictObject({ label: line, creators: line, companies: line }),
  billing: z.strictObject({
    label: line,
    monthly: line,
    yearly: line,
    perMonth: text(1, 20),
    billedYearly: line,
    billedMonthly: line,
    save: line.refine((value) => value.includes('{{percent}}'), {
      error: 'expected the {{percent}} placeholder',
    }),
    from: text(2, 20),
    customPrice: line,
  }),
  labels: z.strictObject({ popular: line, idealFor: line, includes: line }),
  plans: z.strictObject(
    Object.fromEntries(planIds.map((id) => [id, planCopy])) as Record<
      (typeof planIds)[number],
      typeof planCopy
    >,
  ),
  features: featureCopy,
  faq: z.strictObject({
    title: line,
    items: z
      .array(z.strictObject({ q: line, a: text(80, 900) }))
      .min(8, { error: 'expected 8 to 10 questions' })
      .max(10, { error: 'expected 8 to 10 questions' }),
  }),
  contact: z.strictObject({ title: line, subtitle: paragraph, actions: exactly(1, action) }),
});
