import type { FrontmatterOf } from '../../../content/schema';
import { FeatureGrid } from '../ui/FeatureGrid';
import { Section } from '../ui/Section';

export function GamificationSection({
  gamification,
}: {
  gamification: FrontmatterOf<'home'>['gamification'];
}) {
  return (
    <Section title={gamification.title} subtitle={gamification.body} tone="brand">
      <FeatureGrid items={gamification.items} />
    </Section>
  );
}
