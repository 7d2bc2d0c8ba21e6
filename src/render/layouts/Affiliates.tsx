import { ActionLink } from '../components/blocks/ActionLink';
import { CtaBlock } from '../components/blocks/TextBlocks';
import { Icon } from '../components/ui/Icon';
import { CommissionTable } from '../components/resources/CommissionTable';
import { Badge } from '../components/ui/Badge';
import { FeatureGrid } from '../components/ui/FeatureGrid';
import { Hero } from '../components/ui/Hero';
import { Scene } from '../components/scenes/Scene';
import { NumberedSteps } from '../components/ui/NumberedSteps';
import { Section } from '../components/ui/Section';
import { ProseBand } from '../components/solutions/ProseBand';
import { useAffiliateTerms } from '../hooks/useAffiliateTerms';
import { useLocale } from '../hooks/useLocale';
import type { LayoutProps } from './index';

/** /affiliates: dark header band with a partner's panel, benefits, four steps, commission table, terms, audiences. */
export default function Page({ page }: LayoutProps<'affiliates'>) {
  const { localize } = useLocale();
  const fill = useAffiliateTerms();
  const filled = <T extends { title: string; description: string }>(item: T): T => ({
    ...item,
    title: fill(item.title),
    description: fill(item.description),
  });
  const [join, prices] = page.hero.actions;
  if (!join || !prices) throw new Error('The affiliate hero has two actions (schema)');
  return (
    <>
      <Hero
        tone="dark"
        // A partner's panel for the programme's own example: the page's one picture (ninth and
        // tenth design reviews: text and icons only).
        aside={<Scene id="affiliate" eager />}
        badge={<Badge tone="onDark">{page.hero.eyebrow}</Badge>}
        title={fill(page.hero.title)}
        subtitle={fill(page.hero.subtitle)}
        actions={
          <>
            <ActionLink action={join} variant="inverse" />
            <a
              href={localize(prices.to)}
              className="inline-flex min-h-12 items-center gap-2 font-semibold text-accent-300 underline-offset-4 hover:underline sm:px-2"
            >
              {prices.label}
              <Icon name="arrow-right" className="size-5" />
            </a>
          </>
        }
      />
      <ProseBand />
      <Section title={page.benefits.title} tone="brand">
        <FeatureGrid items={page.benefits.items.map(filled)} />
      </Section>
      <Section title={page.steps.title}>
        <NumberedSteps perRow={4} steps={page.steps.items.map(filled)} />
      </Section>
      <Section
        id="commission"
        title={page.commission.title}
        subtitle={fill(page.commission.subtitle)}
        tone="muted"
      >
        <CommissionTable copy={page.commission} />
      </Section>
      <Section title={page.details.title}>
        {/* One column, read as a list of terms: in two, an odd count left one card alone. */}
        <ul className="mx-auto grid max-w-3xl gap-4">
          {Object.entries(page.details.items).map(([key, text]) => (
            <li
              key={key}
              className="flex gap-3 rounded-2xl bg-slate-50 p-5 leading-7 text-slate-700 ring-1 ring-slate-900/5"
            >
              <Icon name="check" className="mt-1 size-5 shrink-0 text-brand-600" />
              {fill(text)}
            </li>
          ))}
        </ul>
      </Section>
      <Section title={page.audiences.title} tone="brand">
        <FeatureGrid items={page.audiences.items.map(filled)} />
      </Section>
      <CtaBlock
        block={{
          kind: 'cta',
          title: fill(page.cta.title),
          subtitle: fill(page.cta.subtitle),
          actions: page.cta.actions,
        }}
        facts={false}
      />
    </>
  );
}

// This page type renders its MDX body, so the browser can load it on client-side navigation.
export { contentLoaders } from 'virtual:content-bodies/affiliates';
