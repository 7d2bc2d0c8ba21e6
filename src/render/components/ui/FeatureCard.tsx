import { Card } from './Card';
import { IconTile } from './IconTile';
import type { IconName } from './iconNames';

/**
 * Icon, title and description: benefits, features, outcomes. On phones the icon sits beside the
 * title and the description takes the card's width under both: stacked, four cards took a phone
 * screen and a half each page, and an icon column beside the text left it 130 px at 320 px.
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
    <Card
      as="li"
      className="grid h-full grid-cols-[auto_minmax(0,1fr)] items-center gap-x-4 gap-y-3 max-sm:p-5 sm:flex sm:flex-col sm:items-stretch sm:gap-4"
    >
      <IconTile name={icon} />
      <Heading className="text-lg font-bold text-slate-950 max-sm:leading-6">{title}</Heading>
      <p className="col-span-2 leading-7 text-slate-600 max-sm:leading-6">{description}</p>
    </Card>
  );
}
