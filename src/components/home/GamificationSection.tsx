import type { FrontmatterOf } from '../../content/schema';
import { FeatureCard } from '../ui/FeatureCard';
import { Section } from '../ui/Section';

export function GamificationSection({
  gamification,
}: {
  gamification: FrontmatterOf<'home'>['gamification'];
}) {
  return (
    <Section title={gamification.title} subtitle={gamification.body} tone="brand">
      <ul className="grid gap-6 sm:grid-cols-2 lg:grid-cols-4">
        {gamification.items.map((item) => (
          <FeatureCard
            key={item.title}
            icon={item.icon}
            title={item.title}
            description={item.description}
          />
        ))}
      </ul>
    </Section>
  );
}
