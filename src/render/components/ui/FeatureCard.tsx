import { Card } from './Card';
import { IconTile } from './IconTile';
import type { IconName } from './iconNames';

/**
 * Icon, title and description: benefits, features, outcomes. On phones a card is a row, its icon
 * beside the words: stacked, four cards took a phone screen and a half each page.
 */
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
    <Card as="li" className="flex h-full gap-4 max-sm:p-5 sm:flex-col">
      <IconTile name={icon} />
      <div>
        <Heading className="text-lg font-bold text-slate-950 max-sm:leading-6">{title}</Heading>
        <p className="mt-1.5 leading-7 text-slate-600 max-sm:leading-6 sm:mt-4">{description}</p>
      </div>
    </Card>
  );
}
