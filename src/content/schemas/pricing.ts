import { z } from 'zod';
import { capabilities, capabilityIds } from '../../data/capabilities';
import { countedLimits, limitRowIds, planIds, plainLimits } from '../../data/pricing';
import { action, base, exactly, line, paragraph, text } from './fields';

/** A plan's own words; its button and its trial come from `src/data` (PlanCard). */
const planCopy = z.strictObject({
  description: paragraph,
  idealFor: line,
});

/** Capabilities listed on the cards (`pricingLine` in src/data/capabilities.ts). */
const capabilityLines = capabilityIds.filter((id) => capabilities[id].pricingLine);

const withPlaceholder = (name: string) =>
  line.refine((value) => value.includes(`{{${name}}}`), {
    error: `expected the {{${name}}} placeholder`,
  });

/**
 * Feature-line texts: each plan's limits (`src/data/pricing.ts`) and the capabilities its card
 * lists (`src/data/capabilities.ts`), keyed as there. A counted line has `{{count}}` and either
 * one form (`scenes`) or plural forms (`users_one`, `users_other`).
 */
const featureCopy = z.record(z.string(), line).superRefine((copy, ctx) => {
  const plain = [...plainLimits, ...capabilityLines];
  const known = new Set<string>(plain);
  for (const key of countedLimits) {
    for (const form of [key, `${key}_one`, `${key}_other`]) known.add(form);
  }
  for (const key of Object.keys(copy)) {
    if (!known.has(key))
      ctx.addIssue({ code: 'custom', path: [key], message: 'unknown feature key' });
  }
  for (const key of plain) {
    if (!(key in copy))
      ctx.addIssue({ code: 'custom', path: [key], message: 'missing feature text' });
  }
  for (const key of countedLimits) {
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
  audiences: z.strictObject({
    label: line,
    creators: line,
    companies: line,
    /** Under each audience's name in the switch: who it is for and how its plans are measured. */
    hints: z.strictObject({ creators: line, companies: line }),
  }),
  billing: z.strictObject({
    label: line,
    monthly: line,
    yearly: line,
    perMonth: text(1, 20),
    billedYearly: line,
    billedMonthly: line,
    save: withPlaceholder('percent'),
    from: text(2, 20),
    customPrice: line,
    /** Under a "from" price: what sets the final one ("custom price" beside it read as a contradiction). */
    customFrom: line,
    /** How VAT applies, beside every price (DECISIONS.md "VAT"). */
    vat: text(2, 40),
    /** Under the price of a plan with a free trial. */
    trial: withPlaceholder('days'),
  }),
  labels: z.strictObject({
    popular: line,
    idealFor: line,
    /** Heads the first plan's list. */
    includes: line,
    /** Heads a later plan's list: it has what the plan before it has. */
    includesPrevious: withPlaceholder('plan'),
    /** The button of a plan that goes to sign-up with no free trial. */
    choosePlan: text(2, 40),
    /** Beside a capability that is not available yet. */
    inDevelopment: text(2, 30),
  }),
  plans: z.strictObject(
    Object.fromEntries(planIds.map((id) => [id, planCopy])) as Record<
      (typeof planIds)[number],
      typeof planCopy
    >,
  ),
  features: featureCopy,
  /** The plan comparison table under the cards: its title, its two groups of rows, and its cells. */
  compare: z.strictObject({
    title: line,
    subtitle: paragraph,
    /** Heads the first column, over the rows' names. */
    feature: text(2, 30),
    limits: line,
    capabilities: line,
    /** A limit row's cell where the plan sets no limit. */
    unlimited: text(2, 20),
    /** Spoken for a check mark, and for a dash. */
    included: text(2, 20),
    notIncluded: text(2, 30),
    /** Names the switch over the table on phones, which picks the plan whose column shows. */
    pick: line,
    /** Under a count a plan keeps from the plan before it (`{{plan}}`), which its card names. */
    same: withPlaceholder('plan'),
    /** Under the tables, beside the button that starts: a plan read line by line ends in a step. */
    nextStep: line,
    /** The name of each quantity row (`limitRows` in src/data/pricing.ts). */
    rows: z.strictObject(
      Object.fromEntries(limitRowIds.map((id) => [id, line])) as Record<
        (typeof limitRowIds)[number],
        typeof line
      >,
    ),
  }),
  faq: z.strictObject({
    title: line,
    items: z
      .array(z.strictObject({ q: line, a: text(80, 900) }))
      .min(8, { error: 'expected 8 to 10 questions' })
      .max(10, { error: 'expected 8 to 10 questions' }),
  }),
  contact: z.strictObject({ title: line, subtitle: paragraph, actions: exactly(1, action) }),
});
