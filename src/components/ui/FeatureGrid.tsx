import { FeatureCard } from './FeatureCard';
import type { IconName } from './iconNames';

const columns = {
  3: 'grid gap-6 sm:grid-cols-2 lg:grid-cols-3',
  4: 'grid gap-6 sm:grid-cols-2 lg:grid-cols-4',
} as const;

/** Icon cards (benefits, features, outcomes, audiences) in a responsive grid. */
export function FeatureGrid({
  items,
  perRow = 4,
}: {
  items: { icon: IconName; title: string; description: string }[];
  perRow?: keyof typeof columns;
}) {
  return (
    <ul className={columns[perRow]}>
      {items.map((item) => (
        <FeatureCard key={item.title} {...item} />
      ))}
    </ul>
  );
}
