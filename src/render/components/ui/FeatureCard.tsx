import { Card } from './Card';
import { IconTile } from './IconTile';
import type { IconName } from './iconNames';

/** Icon, title and description: benefits, features, outcomes. */
export function FeatureCard({
  icon,
  title,
  description,
  headingLevel = 3,
}: {
  icon: IconName;
  title: string;
  description: string;
  headingLevel?: 3 | 4;
}) {
  const Heading = `h${headingLevel}` as const;
  return (
    <Card as="li" className="flex h-full flex-col gap-4">
      <IconTile name={icon} />
      <Heading className="text-lg font-bold text-slate-950">{title}</Heading>
      <p className="leading-7 text-slate-600">{description}</p>
    </Card>
  );
}
